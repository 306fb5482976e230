import Foundation
import SystemInterface
import TestSupport
import Testing

/// Ctrl-C in a long `run`: the run stops between two commands, saves those before, says
/// `interrupted at FILE:LINE; the commands before it were saved` (LINE the first command
/// not applied; FILE `-` for standard input) and exits 130. Each test waits for the output
/// of commands already run, then sends SIGINT to the running binary: no timing is assumed.
@Suite struct InterruptTests {
  @Test func aLongScriptStopsAtALineAndSavesTheCommandsBeforeIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("adds.script")
    let lines = (1...100_000).map { "tasks add task \($0)\n" }.joined()
    try Data(lines.utf8).write(to: URL(fileURLWithPath: script))
    let store = directory.file("s")
    // Standard input, a pipe kept open, follows the script: should the script be through
    // before the signal comes, the run waits there, and stops at `-:1`.
    var child = try InterruptibleChild(
      ["--store", store, "run", script, "-"], stderr: directory.file("stderr"))
    defer { child.closeInput() }
    try child.readOutput(until: "added #1000 ")
    let (output, status) = try child.interrupt()
    let stderr = try String(contentsOfFile: directory.file("stderr"), encoding: .utf8)
    #expect(status == 130, "\(stderr)")
    let added = output.split(separator: "\n").filter { $0.hasPrefix("added #") }
    let lastID = try #require(added.last.flatMap { Int($0.dropFirst(7).prefix { $0 != " " }) })
    #expect(added.count == lastID)
    let place = lastID == 100_000 ? "-:1" : "\(script):\(lastID + 1)"
    #expect(stderr == "puremvp: interrupted at \(place); the commands before it were saved\n")
    // What was said to be added is saved, and nothing else.
    let list = try BinaryRunner.run(["--store", store, "tasks", "list"])
    #expect(list.stdout.hasSuffix("\(lastID) items left\n"), "\(list.stdout.suffix(200))")
  }

  @Test(arguments: [("--store", true), ("--in-memory", false)])
  func waitingForStandardInputStopsAtTheLineNotYetRead(gateway: String, saves: Bool) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let arguments = saves ? [gateway, directory.file("s")] : [gateway]
    var child = try InterruptibleChild(
      arguments + ["run", "-"], stderr: directory.file("stderr"))
    defer { child.closeInput() }
    // Two lines and the start of a third, which never ends: the run waits for the rest.
    child.writeInput("tasks add first\ntasks add second\ntasks add thi")
    try child.readOutput(until: "added #2 ")
    let (output, status) = try child.interrupt()
    let stderr = try String(contentsOfFile: directory.file("stderr"), encoding: .utf8)
    #expect(status == 130)
    #expect(!output.contains("thi"))
    let said = saves ? "; the commands before it were saved" : ""
    #expect(stderr == "puremvp: interrupted at -:3\(said)\n")
  }
}

/// `puremvp` started with SIGINT at its default action, whatever the test runner's (a
/// process started in the background may have it ignored, which the program respects):
/// its standard input and output are pipes the test holds, its standard error a file.
private struct InterruptibleChild {
  let pid: pid_t
  private let output: Int32
  private var input: Int32
  private(set) var received = Data()

  init(_ arguments: [String], stderr: String) throws {
    var outputPipe: [Int32] = [-1, -1]
    var inputPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0, pipe(&inputPipe) == 0 else {
      throw CocoaError(.fileReadUnknown)
    }
    // Not inherited by other children: the output's end comes when this child's does.
    for descriptor in outputPipe + inputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let program = GoldenCase.binary.path
    let environment = ["PATH=/usr/bin:/bin", "HOME=/nonexistent", "LANG=C"]
    var pid: pid_t = 0
    let started = Self.withCStrings([program] + arguments) { argv in
      Self.withCStrings(environment) { envp in
        posix_spawn(&pid, program, &actions, &attributes, argv, envp)
      }
    }
    close(outputPipe[1])
    close(inputPipe[0])
    guard started == 0 else {
      close(outputPipe[0])
      close(inputPipe[1])
      throw CocoaError(.executableLoad)
    }
    self.pid = pid
    self.output = outputPipe[0]
    self.input = inputPipe[1]
  }

  /// Writes `text` to the child's standard input.
  func writeInput(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Closes the child's standard input (a second time does nothing).
  mutating func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Reads standard output until it holds `marker`, or it ends; a child that says nothing
  /// for a minute is killed and recorded as a hang (a guard, never a measurement).
  mutating func readOutput(until marker: String) throws {
    let wanted = Data(marker.utf8)
    while received.range(of: wanted) == nil {
      guard readSome(guardSeconds: 60) else { return }
    }
  }

  /// Sends SIGINT, reads the rest of standard output and waits for the child: what it
  /// printed in all, and its exit status (`-1` when a signal ended it).
  mutating func interrupt() throws -> (output: String, status: Int32) {
    kill(pid, SIGINT)
    while readSome(guardSeconds: 120) {}
    close(output)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    closeInput()
    let exited = status & 0x7F == 0
    return (String(decoding: received, as: UTF8.self), exited ? (status >> 8) & 0xFF : -1)
  }

  /// Reads what standard output has; `false` at its end.
  private mutating func readSome(guardSeconds: Int32) -> Bool {
    var request = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let ready = poll(&request, 1, guardSeconds * 1000)
    if ready < 0, errno == EINTR { return true }
    guard ready > 0 else {
      Issue.record("puremvp said nothing for \(guardSeconds) s and was killed")
      kill(pid, SIGKILL)
      return false
    }
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    let count = piece.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { return true }
    guard count > 0 else { return false }
    received.append(contentsOf: piece[0..<count])
    return true
  }

  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}
