import Foundation
import SystemInterface
import TestSupport
import Testing

/// The store's guarantees through the built binary: crashes leave a prefix, writers are serialized, a held
/// lock times out with 75, and a write failure is reported with 74.
@Suite struct StoreGuaranteeTests {
  /// A script adding `task 1` … `task count`.
  private func addScript(count: Int, in directory: TemporaryDirectory, name: String = "adds")
    throws -> String
  {
    let path = directory.file("\(name).script")
    var text = ""
    for number in 1...count { text += "tasks add task \(number)\n" }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// When the scripts whose stores `prefixLength` reads run: 1767258000 seconds.
  private let now = "2026-01-01T09:00:00Z"

  /// The numbers of the tasks in the store's file, checked to be exactly `task 1 … task N`
  /// in order (a prefix of the script, run at `now`), tolerating a torn last line.
  private func prefixLength(ofStore store: String) throws -> Int {
    let url = URL(fileURLWithPath: store + "/tasks")
    guard FileManager.default.fileExists(atPath: url.path) else { return 0 }
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "puremvp-tasks 2")
    if lines.last != "" { lines.removeLast() }  // a torn tail, dropped on load
    let records = lines.dropFirst().filter { !$0.isEmpty }
    for (index, record) in records.enumerated() {
      #expect(
        record.maskingUUIDs == "A \(index + 1) -- 1767258000 - UUID task \(index + 1)",
        "record \(index + 1)")
    }
    return records.count
  }

  @Test func aKillAtAnyMomentLeavesAPrefixOfTheCommands() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = try addScript(count: 300_000, in: directory)
    var lengths: [Int] = []
    for (attempt, delay) in [0.02, 0.06, 0.12, 0.25, 0.5].enumerated() {
      let store = directory.file("store-\(attempt)")
      let process = Process()
      process.executableURL = GoldenCase.binary
      process.arguments = ["--store", store, "--now", now, "run", script]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.runAlone()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let length = try prefixLength(ofStore: store)
      lengths.append(length)
      // The binary accepts what the kill left, and goes on from the prefix.
      let next = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "add", "x"])
      #expect(next.status == 0, "\(next.stderr)")
      #expect(next.stdout.contains("\"id\":\(length + 1),"), "\(next.stdout)")
    }
    // At least one kill must land mid-script for the test to mean anything.
    #expect(lengths.contains { $0 > 0 && $0 < 300_000 }, "\(lengths)")
  }

  /// `--seed` makes a run repeat; it must not make two runs on one store repeat each
  /// other's UUIDs, which the next load would refuse as a corrupt file.
  @Test func runsWithOneSeedOnOneStoreGiveTheirTasksDistinctUUIDs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    for text in ["a", "b", "c"] {
      let add = try BinaryRunner.run(["--store", store, "--seed", "7", "tasks", "add", text])
      #expect(add.status == 0, "\(add)")
    }
    let export = try BinaryRunner.run(["--store", store, "tasks", "export", "--to", "taskwarrior"])
    #expect(export.status == 0, "\(export)")
    let uuids = export.stdout.split(separator: "\n").compactMap { line in
      line.range(of: #""uuid":"[0-9a-f-]{36}""#, options: .regularExpression).map { line[$0] }
    }
    #expect(uuids.count == 3)
    #expect(Set(uuids).count == 3, "\(uuids)")
  }

  @Test func aStopAtAFailedCommandSavesEveryCommandBeforeIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("fails.script")
    try Data("tasks add task 1\ntasks add task 2\ntasks remove 99\ntasks add task 3\n".utf8)
      .write(to: URL(fileURLWithPath: script))
    let store = directory.file("store")
    let result = try BinaryRunner.run(["--store", store, "--now", now, "run", script])
    #expect(result.status == 1)
    #expect(try prefixLength(ofStore: store) == 2)
  }

  @Test func fourWritersAtOnceLeaveEveryTaskWithDistinctIDs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    var processes: [Process] = []
    for writer in 1...4 {
      let script = try addScript(count: 250, in: directory, name: "writer-\(writer)")
      let process = Process()
      process.executableURL = GoldenCase.binary
      process.arguments = ["--store", store, "run", script]
      process.standardOutput = FileHandle.nullDevice
      processes.append(process)
    }
    for process in processes { try process.runAlone() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
    let list = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    let ids = list.stdout.matches(of: /"id":(\d+)/).compactMap { Int($0.1) }
    #expect(ids.count == 1_000)
    #expect(Set(ids).count == 1_000)
    #expect(ids == Array(1...1_000))
  }

  @Test func oneShotWritersAtOnceAreSerialized() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    // Four loops of 20 one-shot adds each, all at once.
    var loops: [(Process, Pipe)] = []
    for writer in 1...4 {
      let loop = Process()
      loop.executableURL = URL(fileURLWithPath: "/bin/sh")
      loop.arguments = [
        "-c",
        "for i in $(seq 20); do \"$0\" --store \"$1\" tasks add w$2-$i >/dev/null || echo fail; done",
        GoldenCase.binary.path, store, String(writer),
      ]
      let output = Pipe()
      loop.standardOutput = output
      loops.append((loop, output))
    }
    for (loop, _) in loops { try loop.runAlone() }
    for (loop, output) in loops {
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      loop.waitUntilExit()
      #expect(String(decoding: printed, as: UTF8.self) == "")
    }
    let list = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    let ids = list.stdout.matches(of: /"id":(\d+)/).compactMap { Int($0.1) }
    #expect(ids == Array(1...80))
  }

  @Test func aStoreLockedForTenSecondsIsBusyAndUnchanged() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    #expect(try BinaryRunner.run(["--store", store, "tasks", "add", "first"]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: store + "/tasks"))

    // This test process plays the other writer: it holds the store's lock.
    let descriptor = open(store + "/.lock", O_RDWR)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX) == 0)
    let started = Date()
    let result = try BinaryRunner.run(["--store", store, "tasks", "add", "second"])
    let waited = Date().timeIntervalSince(started)

    #expect(result.status == 75)
    // Told once after a moment that it waits, then given up on after the limit.
    #expect(
      result.stderr
        == "puremvp: note: waiting for the store lock held by another puremvp…\n"
        + "puremvp: error: \(store): the store is locked by another process (waited 10 s)\n")
    #expect(waited >= 10)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/tasks")) == before)
  }

  @Test func aWriterWaitsForTheLockAndThenProceeds() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    #expect(try BinaryRunner.run(["--store", store, "tasks", "add", "first"]).status == 0)
    let descriptor = open(store + "/.lock", O_RDWR)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX) == 0)
    let process = Process()
    process.executableURL = GoldenCase.binary
    process.arguments = ["--store", store, "tasks", "add", "second"]
    process.standardOutput = FileHandle.nullDevice
    try process.runAlone()
    Thread.sleep(forTimeInterval: 0.5)
    #expect(process.isRunning)
    flock(descriptor, LOCK_UN)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  /// Runs `script` on `store` under a file-size limit of 16 KiB, which stands in for a full
  /// disk (writes past it fail with EFBIG); standard output goes to a pipe, which the limit
  /// does not reach.
  private func runOnFullDisk(store: String, script: String, format: String) throws -> RunResult {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "ulimit -f 16; exec \"$0\" --store \"$1\" --format \"$2\" run \"$3\"",
      GoldenCase.binary.path, store, format, script,
    ]
    let output = Pipe()
    let errors = Pipe()
    shell.standardOutput = output
    shell.standardError = errors
    try shell.runAlone()
    // Read both pipes at once, so that neither fills while the other is read.
    nonisolated(unsafe) var stderrData = Data()
    let reader = Thread { stderrData = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    return RunResult(
      stdout: String(decoding: stdoutData, as: UTF8.self),
      stderr: String(decoding: stderrData, as: UTF8.self), status: shell.terminationStatus)
  }

  /// The IDs the binary loads from `store`.
  private func storedIDs(_ store: String) throws -> [Int] {
    let list = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    #expect(list.status == 0, "\(list.stderr)")
    return list.stdout.matches(of: /"id":(\d+)/).compactMap { Int($0.1) }
  }

  @Test(arguments: ["text", "json"])
  func aFullDiskLosesWholeCommandsAndSaysFromWhichLine(format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let script = try addScript(count: 5_000, in: directory)
    let run = try runOnFullDisk(store: store, script: script, format: format)
    #expect(run.status == 74)
    // One line on stderr, naming the file and the first line whose command was not saved.
    let match = run.stderr.wholeMatch(
      of:
        /.+\/adds\.script:(\d+): error: .+\/store\/tasks: cannot write: File too large; nothing from line (\d+) on was saved\n/
    )
    #expect(match != nil, "\(run.stderr)")
    guard let match, let lost = Int(match.1), match.1 == match.2 else { return }
    // Every command before that line is saved, none after it.
    let stored = try storedIDs(store)
    #expect(stored == Array(1..<lost))
    // Nothing printed claims a task the store does not hold.
    let shown: [Int]
    if format == "text" {
      shown = run.stdout.matches(of: /added #(\d+)\s/).compactMap { Int($0.1) }
    } else {
      let lines = run.stdout.split(separator: "\n")
      shown = lines.filter { $0.contains("\"ok\":true") }
        .compactMap { $0.firstMatch(of: /"id":(\d+)/).flatMap { Int($0.1) } }
      #expect(
        lines.last?.hasPrefix("{\"line\":\(lost),\"command\":\"tasks add\",\"ok\":false,") == true)
      #expect(lines.last?.contains("\"code\":\"io_error\"") == true)
    }
    #expect(Set(shown).isSubset(of: Set(stored)), "shown but not saved")
    // The next task gets the next ID: none shown is given to another task.
    let next = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "add", "x"])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.contains("\"id\":\(lost),"), "\(next.stdout)")
  }
}
