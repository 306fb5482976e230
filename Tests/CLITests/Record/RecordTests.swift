import Foundation
import TestSupport
import Testing

/// `--record FILE`: what `run`, the session and `ui` did, written so that it replays.
@Suite struct RecordTests {
  private static let now = "2026-01-01T09:00:00Z"

  private func read(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>"
  }

  @Test func aRecordedScriptIsATranscriptOfItsCommandsInOneShotForm() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let script = scratch.file("in.script")
    try """
    tasks add "Buy milk"
    # a comment, not a command
    tasks complete 9
    login as swiftbeta.blog@gmail.com 1234567890
    oracle ask "Will it rain?"
    tasks list

    """.write(toFile: script, atomically: true, encoding: .utf8)
    let record = scratch.file("run.md")
    let result = try BinaryRunner.run(
      [
        "--in-memory", "--seed", "7", "--now", Self.now, "--keep-going", "--color", "always",
        "--record", record, "run", script,
      ])
    #expect(result.status == 1)
    // The run itself says what a script run says (FILE:LINE: on errors), in color.
    #expect(result.stderr == "\(script):3: \u{1B}[31merror:\u{1B}[0m No task #9\n")
    #expect(result.stdout.contains("\u{1B}[32mOf course!"), "\(result.stdout)")
    #expect(
      read(record) == """
        A run of puremvp, recorded with `--record`; `puremvp check` replays it.

        ```console
        $ puremvp --in-memory --seed 7 clock set 2026-01-01T09:00:00Z
        $ puremvp tasks add "Buy milk"
        added #1 [ ]   Buy milk
        $ puremvp tasks complete 9
        puremvp: error: No task #9
        [1]
        $ puremvp login as swiftbeta.blog@gmail.com ••••••
        Welcome, SwiftBeta!
        Logged in as SwiftBeta <swiftbeta.blog@gmail.com> since 2026-01-01T09:00:00Z
        $ puremvp oracle ask "Will it rain?"
        Will it rain? → Of course!
        $ puremvp tasks list
        #1 [ ]   Buy milk
        1 item left
        ```

        """)
  }

  @Test func aRecordInJSONAndSpanishCarriesThoseOptionsOnEveryLineAndNoScriptLine() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let record = scratch.file("run.md")
    let result = try BinaryRunner.run(
      [
        "--in-memory", "--seed", "7", "--now", Self.now, "--format", "json", "--lang", "es",
        "--record", record,
      ],
      stdin: Data("tasks add Pan\ntasks remove 4\n".utf8))
    #expect(result.status == 1)
    #expect(result.stdout.contains("\"line\":1"), "the run's own output keeps its lines")
    #expect(
      read(record) == """
        A run of puremvp, recorded with `--record`; `puremvp check` replays it.

        ```console
        $ puremvp --in-memory --seed 7 --format json --lang es clock set 2026-01-01T09:00:00Z
        $ puremvp --format json --lang es tasks add Pan
        {"command":"tasks add","ok":true,"result":{"task":{"id":1,"text":"Pan","favorite":false,\
        "completed":false,"createdAt":"2026-01-01T09:00:00Z","completedAt":null}}}
        $ puremvp --format json --lang es tasks remove 4
        {"command":"tasks remove","ok":false,"error":{"code":"task_not_found",\
        "message":"No existe la tarea #4"}}
        puremvp: error: No existe la tarea #4
        [1]
        ```

        """)
  }

  @Test func withoutSeedOrClockTheRecordPicksThemAndTheRunUsesThem() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let record = scratch.file("run.md")
    let questions = String(repeating: "oracle ask Again?\n", count: 8)
    let recorded = try BinaryRunner.run(
      ["--in-memory", "--record", record], stdin: Data(questions.utf8))
    #expect(recorded.status == 0)
    let first = read(record).split(separator: "\n").first { $0.hasPrefix("$ ") } ?? ""
    let words = first.split(separator: " ").map(String.init)
    // `$ puremvp --in-memory --seed N clock set TIME`
    #expect(words.count == 8 && words[2] == "--in-memory" && words[3] == "--seed", "\(first)")
    #expect(words.count == 8 && words[5...6] == ["clock", "set"], "\(first)")
    guard words.count == 8 else { return }
    let replayed = try BinaryRunner.run(
      ["--in-memory", "--seed", words[4], "--now", words[7]], stdin: Data(questions.utf8))
    #expect(replayed.stdout == recorded.stdout)
    let firstAnswer = recorded.stdout.prefix { $0 != "\n" }
    #expect(read(record).contains("$ puremvp oracle ask Again?\n" + firstAnswer + "\n"))
  }

  @Test func aRunOnAStoreOfFilesNamesTheStoreAndSaysToReplayOnACopy() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let record = scratch.file("records/run.md")
    try FileManager.default.createDirectory(
      atPath: scratch.file("records"), withIntermediateDirectories: true)
    let store = scratch.file("store")
    _ = try BinaryRunner.run(
      ["--store", store, "--seed", "1", "--now", Self.now, "--record", record],
      stdin: Data("tasks add x\n".utf8))
    let text = read(record)
    #expect(text.contains("replays only with `--store` naming a copy of that\nstore"))
    // A path from the transcript's directory, as a replay takes it.
    #expect(text.contains("$ puremvp --store ../store --seed 1 clock set \(Self.now)\n"), "\(text)")
  }

  @Test func aPasswordAskedForInASessionIsRecordedMasked() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let record = scratch.file("session.md")
    let terminal = try PseudoTerminal(
      ["--in-memory", "--seed", "3", "--now", Self.now, "--record", record])
    terminal.type("login as swiftbeta.blog@gmail.com")
    #expect(terminal.waitFor("Password"))
    terminal.type("1234567890")
    #expect(terminal.waitFor("Welcome, SwiftBeta!"))
    terminal.type("tasks add x")
    #expect(terminal.waitFor("added #1"))
    // The next prompt comes once the command's record is written.
    let offset = terminal.transcript.range(of: "added #1").map {
      terminal.transcript.distance(from: terminal.transcript.startIndex, to: $0.upperBound)
    }
    #expect(terminal.waitFor("puremvp> ", after: offset ?? 0))
    // Written as the session goes: while it is still open, the file is a whole transcript.
    let meanwhile = read(record)
    #expect(meanwhile.hasSuffix("$ puremvp tasks add x\nadded #1 [ ]   x\n```\n"), "\(meanwhile)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
    let text = read(record)
    #expect(text.contains("$ puremvp login as swiftbeta.blog@gmail.com ••••••\nWelcome"), "\(text)")
    #expect(!text.contains("1234567890"))
  }

  @Test func aRecordFileThatCannotBeWrittenIsOneLineAndExit74() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let missing = scratch.file("no/such/dir/run.md")
    let refused = try BinaryRunner.run(
      ["--in-memory", "--record", missing, "run", "-"], stdin: Data("tasks add x\n".utf8))
    #expect(refused.status == 74)
    #expect(
      refused.stderr
        == "puremvp: error: cannot open the record file '\(missing)': No such file or directory\n")
    #expect(refused.stdout.isEmpty, "nothing ran")
    let link = scratch.file("link.md")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: scratch.file("target.md"))
    let linked = try BinaryRunner.run(
      ["--in-memory", "--record", link, "run", "-"], stdin: Data("tasks add x\n".utf8))
    #expect(linked.status == 74)
    #expect(!FileManager.default.fileExists(atPath: scratch.file("target.md")))
    let full = try BinaryRunner.run(
      ["--in-memory", "--record", "/dev/full"], stdin: Data("tasks add x\n".utf8))
    #expect(full.status == 74)
    #expect(full.stderr.hasPrefix("puremvp: error: cannot write the record file '/dev/full': "))
  }

  @Test func aOneShotCommandIsNotRecorded() throws {
    let result = try BinaryRunner.run(["--in-memory", "--record", "x.md", "tasks", "list"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--record"))
  }

  @Test func aRecordedUIRunReplaysToTheSameFinalScreen() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let keys = scratch.file("in.keys")
    try """
    text Buy milk
    key Enter
    text Call mom\u{20}\u{20}
    key Enter
    key Down
    key Space
    key F2
    text swiftbeta.blog@gmail.com
    key Tab
    text 1234567890
    key F1
    click 3 5

    """.write(toFile: keys, atomically: true, encoding: .utf8)
    let record = scratch.file("ui.keys")
    let options = ["--in-memory", "--seed", "5", "--now", Self.now, "--size", "70x14"]
    let original = try BinaryRunner.run(
      options + ["ui", "--keys", keys, "--record", record, "--snapshot"])
    #expect(original.status == 0)
    let text = read(record)
    #expect(!text.contains("1234567890"), "\(text)")
    #expect(text.contains("--size 70x14"))
    #expect(text.contains("text Call mom\nkey Space\nkey Space\nkey Enter\n"), "\(text)")
    #expect(text.contains("text ••••••\n"))
    let replay = scratch.file("replay.keys")
    try text.replacingOccurrences(of: "text ••••••", with: "text 1234567890")
      .write(toFile: replay, atomically: true, encoding: .utf8)
    let replayed = try BinaryRunner.run(options + ["ui", "--keys", replay, "--snapshot"])
    #expect(replayed.status == 0)
    #expect(replayed.stdout == original.stdout)
    #expect(original.stdout.contains("[x] Call mom"), "\(original.stdout)")
  }

  @Test func aKeyScriptMovesTheFixedClockAndNeedsOne() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let keys = scratch.file("in.keys")
    try "key F2\ntext swiftbeta.blog@gmail.com\nkey Tab\ntext 1234567890\n"
      .appending("clock set 2026-03-04T05:06:07Z\nkey Enter\n")
      .write(toFile: keys, atomically: true, encoding: .utf8)
    let fixed = try BinaryRunner.run(
      ["--in-memory", "--now", Self.now, "ui", "--keys", keys, "--snapshot", "--size", "90x20"])
    #expect(fixed.status == 0)
    #expect(fixed.stdout.contains("since 2026-03-04T05:06:07Z"), "\(fixed.stdout)")
    let unfixed = try BinaryRunner.run(["--in-memory", "ui", "--keys", keys, "--snapshot"])
    #expect(unfixed.status == 64)
    #expect(
      unfixed.stderr
        == "\(keys):5: error: a clock line needs a fixed clock: give --now TIME\n")
  }
}

/// The key script recorded by hand in tmux (`Fixtures/recordings/`), replayed by the command
/// its header names, draws the screen the terminal showed last.
@Suite struct RecordedFixtureTests {
  @Test func theRecordedUIRunReplaysToItsFinalScreen() throws {
    let directory = GoldenCase.packageRoot.appendingPathComponent("Fixtures/recordings")
    let keys = try String(
      contentsOf: directory.appendingPathComponent("tasks-ui.keys"), encoding: .utf8)
    let screen = try String(
      contentsOf: directory.appendingPathComponent("tasks-ui.screen"), encoding: .utf8)
    let command = keys.split(separator: "\n").first { $0.hasPrefix("#   puremvp ") } ?? ""
    let words = command.split(separator: " ").dropFirst(2).map(String.init)
    #expect(words.contains("--keys") && words.contains("--size"), "\(command)")
    let replayed = try BinaryRunner.run(words)
    #expect(replayed.status == 0)
    #expect(replayed.stdout == screen)
  }
}

/// An export is the command's product itself: the recording holds it once, with its note.
@Suite struct RecordedExportTests {
  @Test func anExportAndItsNoteAreWrittenOnceInTheRunAndOnceInTheRecord() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let record = scratch.file("run.md")
    let result = try BinaryRunner.run(
      ["--in-memory", "--seed", "1", "--now", "2026-01-01T09:00:00Z", "--record", record],
      stdin: Data("tasks add \"a\\tb\"\ntasks export --to todotxt\n".utf8))
    #expect(result.status == 0)
    #expect(result.stderr.components(separatedBy: "note:").count == 2, "\(result.stderr)")
    let text = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
    let export = "$ puremvp tasks export --to todotxt\n"
    #expect(text.contains(export), "\(text)")
    let after = text.components(separatedBy: export).last ?? ""
    #expect(after.components(separatedBy: "puremvp: note: ").count == 2, "\(text)")
    #expect(!after.contains("<stdin>"))
  }
}
