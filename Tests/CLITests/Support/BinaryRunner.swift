import Foundation
import Synchronization
import SystemInterface
import TestSupport
import Testing

/// What a run of the binary printed and returned.
struct RunResult: Equatable {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs the built binary as a user would, with a controlled environment.
enum BinaryRunner {
  /// Runs `puremvp` with `arguments` from the package root; a run that hangs past the
  /// guard (`GuardedRunner`) is killed and recorded as a test failure.
  static func run(
    _ arguments: [String], stdin: Data = Data(), environment extra: [String: String] = [:],
    in directory: URL = GoldenCase.packageRoot
  ) throws -> RunResult {
    let run = try GuardedRunner.run(
      arguments, stdin: stdin, timeout: 120, environment: extra, in: directory.path)
    if run.timedOut { Issue.record("puremvp \(arguments) did not finish and was killed") }
    return run.result
  }
}

/// What one run of the binary did, or that it had to be killed.
struct GuardedRun {
  var result: RunResult
  /// The run outlived its time limit and was killed: a hang.
  var timedOut: Bool
}

/// Runs the built binary like `BinaryRunner`, but kills it after `timeout` seconds so a hang
/// fails the test instead of stalling the suite. The limit is a guard, never a measurement.
enum GuardedRunner {
  static func run(
    _ arguments: [String], stdin: Data = Data(), timeout: TimeInterval = 20,
    environment extra: [String: String] = [:], in directory: String? = nil,
    program: URL = GoldenCase.binary
  ) throws -> GuardedRun {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let input = URL(fileURLWithPath: scratch.file("stdin"))
    let output = URL(fileURLWithPath: scratch.file("stdout"))
    let error = URL(fileURLWithPath: scratch.file("stderr"))
    try stdin.write(to: input)
    try Data().write(to: output)
    try Data().write(to: error)

    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? scratch.path)
    var environment = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "C"]
    environment.merge(extra) { $1 }
    process.environment = environment
    let handles = [
      try FileHandle(forReadingFrom: input), try FileHandle(forWritingTo: output),
      try FileHandle(forWritingTo: error),
    ]
    // Closed by hand once the child has them: the `Process` keeps its handles alive after
    // the run, so without this every run left three descriptors open, and past about 1,300
    // open descriptors Foundation's `Process.run()` read past a buffer and crashed.
    defer { for handle in handles { try? handle.close() } }
    process.standardInput = handles[0]
    process.standardOutput = handles[1]
    process.standardError = handles[2]
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.runAlone()
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
    }
    return GuardedRun(
      result: RunResult(
        stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: error), as: UTF8.self),
        status: process.terminationStatus),
      timedOut: timedOut)
  }
}

extension Process {
  /// The lock every test takes to start a process: Foundation's `Process.run()` on Linux
  /// walks the open descriptors to close them in the child, and two starts at once in one
  /// test process share that work; starts are one at a time. Only the start: the processes
  /// still run side by side.
  private static let startLock = Mutex(())

  /// `run()`, one start at a time across the test process.
  func runAlone() throws {
    try Self.startLock.withLock { _ in try run() }
  }
}
