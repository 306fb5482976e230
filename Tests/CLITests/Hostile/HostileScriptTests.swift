import Foundation
import TestSupport
import Testing

/// The UTF-8 bytes of `text`.
private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Hostile scripts: every line that cannot be run is a usage error (64) naming
/// `FILE:LINE:`, it stops the script before the next command, and the store is untouched.
@Suite struct HostileScriptTests {
  /// The bad line of each case; the script is a comment, this line, then a valid add.
  static let badLines: [(line: [UInt8], refusal: Refusal)] = [
    (
      utf8("tasks add \"Buy milk"),
      Refusal(name: "unterminated double quote", status: 64, mentions: ["column 11"])
    ),
    (
      utf8("tasks add 'Buy milk"),
      Refusal(name: "unterminated single quote", status: 64, mentions: ["column 11"])
    ),
    (
      utf8("tasks add \"Buy \\"),
      Refusal(name: "backslash at the end of a quote", status: 64, mentions: ["unterminated"])
    ),
    (utf8("tasks add \"a\\qb\""), Refusal(name: "unknown escape", status: 64, mentions: ["'\\q'"])),
    (
      utf8("tasks add \"a\\\u{e9}\""),
      Refusal(name: "escape of a non-ASCII character", status: 64, mentions: ["escape"])
    ),
    (
      utf8("tasks add a") + [0x80],
      Refusal(name: "lone continuation byte", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xC0, 0xAF],
      Refusal(name: "overlong two-byte slash", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xE0, 0x80, 0xAF],
      Refusal(name: "overlong three-byte slash", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xF0, 0x80, 0x80, 0xAF],
      Refusal(name: "overlong four-byte slash", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xED, 0xA0, 0x80],
      Refusal(name: "UTF-16 high surrogate", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xED, 0xBF, 0xBF],
      Refusal(name: "UTF-16 low surrogate", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80],
      Refusal(name: "CESU-8 surrogate pair", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xF4, 0x90, 0x80, 0x80],
      Refusal(name: "beyond U+10FFFF", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add ") + [0xFF, 0xFE],
      Refusal(name: "bytes never in UTF-8", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add \"") + [0xE2, 0x82] + utf8("\""),
      Refusal(name: "truncated sequence inside quotes", status: 64, mentions: ["UTF-8"])
    ),
    (
      utf8("tasks add a") + [0] + utf8("b"),
      Refusal(name: "NUL byte", status: 64, mentions: ["NUL"])
    ),
    (
      utf8("tasks add \"a") + [0] + utf8("b\""),
      Refusal(name: "NUL byte inside quotes", status: 64, mentions: ["NUL"])
    ),
    ([0], Refusal(name: "a lone NUL byte", status: 64, mentions: ["NUL"])),
    (
      utf8("tasks add " + String(repeating: "x", count: 64 * 1024)),
      Refusal(name: "line over 64 KiB", status: 64, mentions: ["64 KiB"])
    ),
    (
      utf8("# " + String(repeating: "x", count: 64 * 1024)),
      Refusal(name: "comment over 64 KiB", status: 64, mentions: ["64 KiB"])
    ),
    (
      utf8("run other.script"),
      Refusal(name: "run inside a script", status: 64, mentions: ["'run'"])
    ),
    (
      utf8("--store /tmp tasks list"),
      Refusal(name: "option inside a script", status: 64, mentions: ["'--store'"])
    ),
    (utf8("-x"), Refusal(name: "short option inside a script", status: 64, mentions: ["'-x'"])),
    // `help` works in a script, as on the command line; help of a word nobody declared not.
    (
      utf8("help bogus"),
      Refusal(name: "help of an unknown word in a script", status: 64, mentions: ["'bogus'"])
    ),
    (utf8("bogus list"), Refusal(name: "unknown feature", status: 64, mentions: ["'bogus'"])),
    (utf8("tasks"), Refusal(name: "missing command", status: 64, mentions: ["'tasks' needs"])),
    (
      utf8("tasks frobnicate"),
      Refusal(name: "unknown command", status: 64, mentions: ["'tasks frobnicate'"])
    ),
    (
      utf8("tasks remove 99999999999999999999"),
      Refusal(name: "overflowing ID", status: 64, mentions: ["'99999999999999999999'"])
    ),
    (utf8("tasks remove 0"), Refusal(name: "ID zero", status: 64, mentions: ["'0'"])),
    (
      utf8("tasks toggle-favorite 2 3"),
      Refusal(name: "extra argument", status: 64, mentions: ["tasks toggle-favorite ID"])
    ),
  ]

  @Test(arguments: badLines)
  func aBadLineStopsTheScriptWithItsLocationAndChangesNothing(
    line: [UInt8], refusal: Refusal
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let script = directory.file("bad.script")
    try write(
      utf8("# a comment first, so the bad line is line 2") + [10] + line
        + utf8("\ntasks add after\n"), to: script)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "run", script])
    expectRefused(
      run, status: refusal.status, mentioning: ["\(script):2: error: "] + refusal.mentions)
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test(arguments: badLines)
  func aBadLineOnStandardInputIsNamedStdin(line: [UInt8], refusal: Refusal) throws {
    let run = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(line + [10]))
    expectRefused(
      run, status: refusal.status, mentioning: ["<stdin>:1: error: "] + refusal.mentions)
  }

  @Test func withKeepGoingEveryBadLineIsReportedAndTheRunEndsWithOne() throws {
    var script = utf8("tasks add first\n")
    for (bad, _) in Self.badLines { script += bad + [10] }
    script += utf8("tasks add last\ntasks list\n")
    let run = try GuardedRunner.run(["--in-memory", "--keep-going", "run"], stdin: Data(script))
    #expect(!run.timedOut)
    #expect(run.result.status == 1)
    let errors = run.result.stderr.split(separator: "\n")
    #expect(errors.count == Self.badLines.count)
    for (index, error) in errors.enumerated() {
      #expect(error.hasPrefix("<stdin>:\(index + 2): error: "), "\(error)")
    }
    #expect(run.result.stdout.hasSuffix("#1 [ ]   first\n#2 [ ]   last\n2 items left\n"))
  }

  /// A byte order mark is accepted on line 1 only, also when line 1 was too long to read.
  @Test func aByteOrderMarkAfterAnOverlongFirstLineIsNotSkipped() throws {
    let script =
      utf8(String(repeating: "x", count: 70_000) + "\n") + [0xEF, 0xBB, 0xBF]
      + utf8("tasks add x\n")
    let run = try GuardedRunner.run(["--in-memory", "--keep-going", "run"], stdin: Data(script))
    #expect(run.result.status == 1)
    #expect(
      run.result.stderr
        == "<stdin>:1: error: the line is longer than 64 KiB\n"
        + "<stdin>:2: error: unknown feature '\u{FEFF}tasks'; did you mean 'tasks'?\n"
    )
    #expect(run.result.stdout.isEmpty)
  }

  /// The longest script line, 64 KiB, as the binary's documentation states it.
  private enum LineLimit { static let bytes = 65_536 }

  /// The byte order mark is not part of line 1: with it, a line of up to 64 KiB is
  /// accepted, ending in a newline, in CRLF, or in nothing (the end of the input); one
  /// byte more is refused.
  @Test(arguments: [
    (65_535, ""), (65_535, "\n"), (65_536, ""), (65_536, "\n"), (65_536, "\r\n"), (65_536, "\r"),
  ])
  func aFirstLineOf64KiBAfterAByteOrderMarkIsAccepted(length: Int, ending: String) throws {
    // Padded with spaces: a task's text is short, a line need not be.
    let command = "tasks add x"
    let padding = String(repeating: " ", count: length - command.utf8.count)
    let script = [0xEF, 0xBB, 0xBF] + utf8(command + padding + ending)
    let run = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(script))
    #expect(run.result.status == 0, "\(run.result.stderr)")
    #expect(run.result.stderr.isEmpty)
    #expect(run.result.stdout == "added #1 [ ]   x\n")

    let overLength = LineLimit.bytes + 1 - command.utf8.count
    let over =
      [0xEF, 0xBB, 0xBF] + utf8(command + String(repeating: " ", count: overLength) + ending)
    let refused = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(over))
    #expect(refused.result.status == 64)
    #expect(refused.result.stderr == "<stdin>:1: error: the line is longer than 64 KiB\n")
  }

  @Test func aMissingScriptIsRefusedWith66BeforeAnyCommandRuns() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let good = directory.file("good.script")
    try write(utf8("tasks add never\n"), to: good)
    let missing = directory.file("missing.script")
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "run", good, missing])
    expectRefused(run, status: 66, mentioning: [missing, "No such file"])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func aScriptThatIsADirectoryIsRefusedWith66() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "run", directory.path])
    expectRefused(run, status: 66, mentioning: [directory.path, "directory"])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func aScriptUnderARegularFileIsRefusedWith66() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.file("file")
    try write(utf8("x"), to: file)
    let run = try GuardedRunner.run(["--in-memory", "run", file + "/script"])
    expectRefused(run, status: 66, mentioning: [file + "/script"])
  }
}
