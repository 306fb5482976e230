import Foundation
import TestSupport
import Testing

@testable import CLI

/// A clock that moves: `clock` lines in scripts and sessions move the fixed clock of
/// `--now` and write nothing; `--tick` moves it on after each command; everything else is a
/// one-line usage error naming the word at fault.
@Suite struct ClockLineTests {
  static let now = ["--now", "2026-01-01T09:00:00Z"]

  /// Runs `script` from standard input, in memory, with `options` before `run`.
  private func run(_ script: String, options: [String] = now) throws -> RunResult {
    try BinaryRunner.run(
      ["--in-memory"] + options + ["run", "-"], stdin: Data(script.utf8))
  }

  /// The `createdAt` of each task a JSON `tasks list` printed, in order.
  private func createdTimes(_ stdout: String) -> [String] {
    stdout.components(separatedBy: "\"createdAt\":\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func clockLinesMoveTheFixedClockAndWriteNothing() throws {
    let result = try run(
      """
      clock +1h30m
      tasks add a
      clock -2d
      tasks add b
      clock set 2027-02-03T04:05:06+01:00
      tasks add c
      clock +90s
      tasks add d
      clock +0
      tasks list
      """, options: Self.now + ["--format", "json"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty)
    // Four adds and one list: the clock lines print no object of their own.
    #expect(result.stdout.split(separator: "\n").count == 5)
    let list = try #require(result.stdout.split(separator: "\n").last.map(String.init))
    #expect(
      createdTimes(list) == [
        "2026-01-01T10:30:00Z", "2025-12-30T10:30:00Z", "2027-02-03T03:05:06Z",
        "2027-02-03T03:06:36Z",
      ])
  }

  @Test func aTaskCompletedAnHourAfterItsCreationShowsBothTimes() throws {
    let result = try run("tasks add Water the plants\nclock +1h\ntasks complete 1\n")
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == "added #1 [ ]   Water the plants\ncompleted #1 [x]   Water the plants\n")
    let listed = try BinaryRunner.run(
      ["--in-memory"] + Self.now + ["run", "-"],
      stdin: Data("tasks add x\nclock +1h\ntasks complete 1\ntasks list --long\n".utf8))
    #expect(listed.stdout.contains("#1 [x]   2026-01-01 09:00  2026-01-01 10:00  x\n"))
  }

  @Test func tickMovesTheClockOnAfterEachCommandButNotAfterAClockLine() throws {
    let result = try run(
      """
      tasks add a
      tasks complete 9
      tasks add b
      clock set 2026-06-01T00:00:00Z
      tasks add c
      tasks list
      """, options: Self.now + ["--tick", "1m30s", "--keep-going", "--format", "json"])
    #expect(result.status == 1, "\(result)")
    let list = try #require(result.stdout.split(separator: "\n").last.map(String.init))
    // The failed command ticks too; `clock set` is the next command's time itself.
    #expect(
      createdTimes(list) == [
        "2026-01-01T09:00:00Z", "2026-01-01T09:03:00Z", "2026-06-01T00:00:00Z",
      ])
  }

  @Test func tickNeedsAFixedClock() throws {
    let result = try BinaryRunner.run(["--in-memory", "--tick", "1m", "tasks", "list"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "puremvp: error: --tick moves a fixed clock: give --now TIME too\n")
  }

  @Test(arguments: ["1x", "250ms", "-1m", "1m1h", "m", ""])
  func tickRefusesABadDuration(value: String) throws {
    let result = try BinaryRunner.run(
      ["--in-memory"] + Self.now + ["--tick", value, "tasks", "list"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("invalid value '\(value)' for --tick"), "\(result.stderr)")
  }

  @Test func aClockLineWithoutAFixedClockIsAUsageErrorThatStopsTheScript() throws {
    let result = try run("tasks add a\nclock +1h\ntasks add b\n", options: [])
    #expect(result.status == 64)
    #expect(result.stdout == "added #1 [ ]   a\n")
    #expect(
      result.stderr
        == "<stdin>:2: error: clock moves a fixed clock, and this run has none: start it with "
        + "--now TIME\n")
  }

  @Test func aOneShotClockIsAUsageError() throws {
    for arguments in [Self.now + ["clock", "+1h"], ["clock", "set", "2026-01-01T09:00:00Z"]] {
      let result = try BinaryRunner.run(["--in-memory"] + arguments)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "puremvp: error: clock moves the fixed clock between the lines of a script, a "
          + "session or a transcript; a single command has no command after it (give it "
          + "--now TIME)\n")
    }
  }

  @Test(arguments: [
    "+", "+1", "+1x", "+1m1h", "+1h1h", "+250ms", "1h", "+-1h", "+1H", "+ 1h", "later",
  ])
  func aBadDurationIsAUsageErrorNamingIt(word: String) throws {
    let result = try run("clock \"\(word)\"\ntasks add never\n")
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasSuffix(
        ":1: error: invalid duration '\(word)' for clock; expected + or - and a duration such "
          + "as 90s, 15m, 1h30m or 2d\n"), "\(result.stderr)")
  }

  @Test(arguments: ["2026-13-01T00:00:00Z", "tomorrow", "2026-01-01"])
  func aBadTimeIsAUsageErrorNamingIt(time: String) throws {
    let result = try run("clock set \(time)\n")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasSuffix(
        ":1: error: invalid time '\(time)' for clock set; expected an ISO 8601 time such as "
          + "2026-01-01T09:00:00Z\n"), "\(result.stderr)")
  }

  @Test(arguments: ["clock", "clock set", "clock +1h 2h", "clock set 2026-01-01T09:00:00Z x"])
  func aClockLineOfAnotherShapeShowsItsUsage(line: String) throws {
    let result = try run(line + "\n")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasSuffix(
        ":1: error: usage: clock +DURATION | clock -DURATION | clock set TIME\n"),
      "\(result.stderr)")
  }

  @Test func clockDashHShowsItsHelpAsAnyCommandDoes() throws {
    for options in [[], Self.now] {
      let result = try run("clock -h\nclock --help\n", options: options)
      #expect(result.status == 0, "\(result)")
      #expect(
        result.stdout.components(separatedBy: "puremvp clock: move the fixed clock").count == 3)
      #expect(result.stdout.contains("USAGE:\n  clock +DURATION|-DURATION|set TIME\n"))
    }
  }

  @Test func theClockStaysWithinTheYearsNowAccepts() throws {
    let late = try run("clock set 9999-12-31T23:00:00Z\nclock +2h\n")
    #expect(late.status == 64)
    #expect(
      late.stderr.hasSuffix(
        ":2: error: clock +2h would move the clock beyond 9999-12-31T23:59:59Z\n"),
      "\(late.stderr)")
    let early = try run("clock set 0001-01-01T01:00:00Z\nclock -1d\n")
    #expect(early.status == 64)
    #expect(
      early.stderr.hasSuffix(
        ":2: error: clock -1d would move the clock beyond 0001-01-01T00:00:00Z\n"),
      "\(early.stderr)")
  }

  @Test func spanishMessages() throws {
    let es = ["--lang", "es"]
    let noClock = try run("clock +1h\n", options: es)
    #expect(
      noClock.stderr.hasSuffix(
        ":1: error: clock mueve un reloj fijo, y esta ejecución no tiene: iníciala con --now TIME\n"
      ),
      "\(noClock.stderr)")
    let badDuration = try run("clock +1x\n", options: es + Self.now)
    #expect(badDuration.stderr.contains("duración '+1x' no válida para clock"))
    let badTime = try run("clock set ayer\n", options: es + Self.now)
    #expect(badTime.stderr.contains("hora 'ayer' no válida para clock set"))
    let oneShot = try BinaryRunner.run(
      ["--in-memory", "--lang", "es"] + Self.now + ["clock", "+1h"])
    #expect(oneShot.status == 64)
    #expect(oneShot.stderr.hasPrefix("puremvp: error: clock mueve el reloj fijo entre las líneas"))
    let tick = try BinaryRunner.run([
      "--in-memory", "--lang", "es", "--tick", "1m", "tasks", "list",
    ])
    #expect(tick.stderr == "puremvp: error: --tick mueve un reloj fijo: da también --now TIME\n")
  }

  @Test func aClockLineLiftsALockoutInAFileStore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A time before the real one: the real-time cap on a lock leaves its end as it is.
    let options = ["--store", directory.file("store"), "--now", "2020-01-01T09:00:00Z"]
    let wrong = (1...5).map { "login as ana@example.com wrong-password-\($0)\n" }.joined()
    let result = try BinaryRunner.run(
      options + ["--keep-going", "run", "-"],
      stdin: Data(
        ("login register ana@example.com s3cret-pass-word\n" + wrong
          + "login as ana@example.com s3cret-pass-word\nclock +14m\n"
          + "login as ana@example.com s3cret-pass-word\nclock +2m\n"
          + "login as ana@example.com s3cret-pass-word\n").utf8))
    #expect(result.status == 1)
    #expect(result.stderr.contains(":7: error: Too many failed attempts"), "\(result.stderr)")
    #expect(result.stderr.contains(":9: error: Too many failed attempts"), "\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        "Welcome, ana!\nLogged in as ana <ana@example.com> since 2020-01-01T09:16:00Z\n"),
      "\(result.stdout)")
  }

  @Test func theSessionsClockLinesMoveTheClockToo() throws {
    let terminal = try PseudoTerminal(["--in-memory"] + Self.now)
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("tasks add a")
    terminal.type("clock +2h")
    terminal.type("tasks complete 1")
    terminal.type("tasks list --long")
    #expect(terminal.waitFor("2026-01-01 09:00  2026-01-01 11:00  a"))
    terminal.type("help clock")
    #expect(terminal.waitFor("  clock +DURATION|-DURATION|set TIME"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func clockIsAVerbOfScriptsAndSessionsNotOfTheCommandLine() throws {
    let verb = try #require(ProgramVerb.named("clock", at: .session))
    #expect(ProgramVerb.named("clock", at: .script) != nil)
    #expect(ProgramVerb.named("clock") == nil)
    let help = Help(application: Application.detached())
    #expect(try help.text(feature: "clock", command: nil).contains("\n  \(verb.usage)\n"))
    #expect(try help.text(feature: nil, command: nil).contains(verb.usage))
    #expect(ManPage.generated().contains("clock +DURATION|\\-DURATION|set TIME"))
    let completion = SessionCompletion(
      rules: CompletionRules(features: Application.detached().features))
    #expect(completion.candidates(before: [], prefix: "cl") == ["clear", "clock"])
  }
}
