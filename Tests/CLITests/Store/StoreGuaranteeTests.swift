import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

  /// The numbers of the tasks in the store's file, checked to be exactly `task 1 … task N`
  /// in order (a prefix of the script), tolerating a torn last line.
  private func prefixLength(ofStore store: String) throws -> Int {
    let url = URL(fileURLWithPath: store + "/tasks")
    guard FileManager.default.fileExists(atPath: url.path) else { return 0 }
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "puremvp-tasks 1")
    if lines.last != "" { lines.removeLast() }  // a torn tail, dropped on load
    let records = lines.dropFirst().filter { !$0.isEmpty }
    for (index, record) in records.enumerated() {
      #expect(record == "T \(index + 1) -- task \(index + 1)", "record \(index + 1)")
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
      process.arguments = ["--store", store, "run", script]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
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

  @Test func aStopAtAFailedCommandSavesEveryCommandBeforeIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("fails.script")
    try Data("tasks add task 1\ntasks add task 2\ntasks remove 99\ntasks add task 3\n".utf8)
      .write(to: URL(fileURLWithPath: script))
    let store = directory.file("store")
    let result = try BinaryRunner.run(["--store", store, "run", script])
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
    for process in processes { try process.run() }
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
    for (loop, _) in loops { try loop.run() }
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
    #expect(
      result.stderr
        == "puremvp: error: \(store): the store is locked by another process (waited 10 s)\n")
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
    try process.run()
    Thread.sleep(forTimeInterval: 0.5)
    #expect(process.isRunning)
    flock(descriptor, LOCK_UN)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func aFullDiskIsAnIOErrorAndTheStoreStaysAPrefix() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let script = try addScript(count: 5_000, in: directory)
    // A file-size limit of 8 KiB stands in for a full disk: writes past it fail with EFBIG.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "ulimit -f 16; exec \"$0\" --store \"$1\" run \"$2\"", GoldenCase.binary.path, store,
      script,
    ]
    let errors = Pipe()
    shell.standardError = errors
    shell.standardOutput = FileHandle.nullDevice
    try shell.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 74)
    // The command whose batch could not be written fails, naming its line and the file.
    #expect(
      stderr.contains(
        /^.+\/adds\.script:\d+: error: .+\/store\/tasks: cannot write: File too large\n$/),
      "\(stderr)")
    let length = try prefixLength(ofStore: store)
    #expect(length > 0 && length < 5_000)
    let next = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "add", "x"])
    #expect(next.status == 0, "\(next.stderr)")
  }
}
