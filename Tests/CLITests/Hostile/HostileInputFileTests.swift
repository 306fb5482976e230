import Foundation
import SystemInterface
import TestSupport
import Testing

/// Files named on the command line that are not what they should be: a key script holding
/// bytes that are not text, or one that never ends; a script that is endless binary.
@Suite struct HostileInputFileTests {
  /// A key script is read as a command script is: a NUL is refused with its line before
  /// anything is typed, so no task text can ever hold one.
  @Test func aKeyScriptWithANulIsRefusedAndNothingIsTyped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let keys = directory.file("k")
    try write(Array("text ab".utf8) + [0] + Array("cd\nkey Enter\n".utf8), to: keys)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "--keys", keys, "--snapshot", "ui", "tasks"])
    expectRefused(run, status: 64, mentioning: ["\(keys):1: error: ", "NUL"])
    #expect(try StoreSnapshot(of: store) == before)
    let list = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(list.result.status == 0, "every later command still works: \(list.result)")
  }

  @Test(arguments: [
    ("invalid UTF-8", Array("key Tab\ntext a".utf8) + [0xFF] + Array("\n".utf8), 2, "UTF-8"),
    (
      "a line over 64 KiB", Array(("text " + String(repeating: "x", count: 70_000)).utf8), 1,
      "64 KiB"
    ),
  ])
  func aKeyScriptLineThatIsNotTextIsRefused(
    name: String, bytes: [UInt8], line: Int, mention: String
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let keys = directory.file("k")
    try write(bytes + Array("key Enter\n".utf8), to: keys)
    let run = try GuardedRunner.run(["--in-memory", "--keys", keys, "--snapshot", "ui", "tasks"])
    expectRefused(run, status: 64, mentioning: ["\(keys):\(line): error: ", mention])
  }

  /// A FIFO nobody writes to would be waited on for ever, and a device such as `/dev/zero`
  /// read for ever: a key script must be a regular file.
  @Test(arguments: ["fifo", "/dev/zero"])
  func aKeyScriptThatIsNotARegularFileIsRefusedAtOnce(kind: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var keys = kind
    if kind == "fifo" {
      keys = directory.file("keys")
      #expect(mkfifo(keys, 0o600) == 0)
    }
    let run = try GuardedRunner.run(["--in-memory", "--keys", keys, "ui", "tasks"])
    expectRefused(run, status: 66, mentioning: [keys, "not a regular file"])
  }

  /// `/dev/zero` as a script has no line end, ever: the reader stops at its first NUL
  /// instead of skipping an endless line, with `--keep-going` too.
  @Test(arguments: [false, true])
  func anEndlessBinaryScriptEndsAtItsFirstNul(keepGoing: Bool) throws {
    let run = try GuardedRunner.run(
      ["--in-memory"] + (keepGoing ? ["--keep-going"] : []) + ["run", "/dev/zero"])
    expectRefused(run, status: keepGoing ? 1 : 64, mentioning: ["/dev/zero:1: error: ", "NUL"])
  }

  /// An endless line of text is said to be too long as soon as it passes 64 KiB, not at its
  /// end, which never comes: the script stops there.
  @Test func anEndlessLineStopsTheScriptAtSixtyFourKibibytes() throws {
    let binary = GoldenCase.binary.path
    let command = "yes x | tr -d '\\n' | \"\(binary)\" --in-memory run"
    let run = try GuardedRunner.run(["-c", command], program: URL(fileURLWithPath: "/bin/sh"))
    expectRefused(run, status: 64, mentioning: ["<stdin>:1: error: ", "64 KiB"])
  }
}
