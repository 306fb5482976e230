import Foundation
import TestSupport
import Testing

/// `tasks import -` reads standard input as a stream, under the limits a file has: the
/// first NUL, a todo.txt line over 1 MiB, or more than 1 GiB in all end it there, refused
/// as `import_invalid` (65) with the line, and nothing is imported. (It was copied aside to
/// its end first: `< /dev/zero` filled the disk.)
@Suite struct StandardInputLimitsTests {
  /// Runs `tasks import -` into a new store with standard input from `input`, a shell
  /// command line, under a file-size limit of 64 MiB: should the input be copied aside
  /// without bound, the limit stops it (and the test fails), not the disk.
  private func importEndless(_ input: String, in directory: TemporaryDirectory) throws
    -> RunResult
  {
    let script = "ulimit -f 131072; { \(input); } | \"$0\" --store \"$1\" tasks import -"
    let run = try GuardedRunner.run(
      ["-c", script, GoldenCase.binary.path, directory.file("s")], timeout: 120,
      environment: ["TMPDIR": directory.path], program: URL(fileURLWithPath: "/bin/sh"))
    #expect(!run.timedOut)
    return run.result
  }

  @Test func anEndlessRunOfNULsStopsAtTheFirst() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = try importEndless("cat /dev/zero", in: directory)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr == "puremvp: error: <stdin>:1: cannot import: a NUL byte\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func anEndlessLineStopsPastTheLineLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = try importEndless("printf 'Buy milk\\n'; tr '\\0' a < /dev/zero", in: directory)
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr == "puremvp: error: <stdin>:2: cannot import: a line longer than 1 MiB\n")
    let list = try BinaryRunner.run(["--store", directory.file("s"), "tasks", "list"])
    #expect(list.stdout.contains("No tasks yet"), "\(list.stdout)")
  }

  /// A JSON array may stand on one line, however long: the line limit is not its.
  @Test func aLongOneLineArrayOnStandardInputIsImported() throws {
    let tasks = (1...3_000).map {
      #"{"description":"Task number \#($0) with words","status":"pending"}"#
    }
    let json = "[" + tasks.joined(separator: ",") + "]\n"
    #expect(json.utf8.count > 64 * 1024)
    let result = try BinaryRunner.run(
      ["--in-memory", "tasks", "import", "-"], stdin: Data(json.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Imported 3000 tasks"), "\(result.stdout)")
  }

  /// A byte order mark is not counted toward the first line, from a file or standard input.
  @Test func aMarkBeforeALineOfExactlyTheLimitIsAccepted() throws {
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(repeating: UInt8(ascii: "a"), count: 1 << 20)
    bytes += Array("\nsecond\n".utf8)
    let result = try BinaryRunner.run(["--in-memory", "tasks", "import", "-"], stdin: Data(bytes))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("skipped"), "\(result.stdout)")
  }
}
