import Foundation
import TestSupport
import Testing

/// `puremvp check`, through the binary: the report, each way a file is refused (with its
/// FILE:LINE), `--update`, a store copied and never written, options that last one line,
/// `--seed` restarting the random stream, what carries between commands, and the statuses.
@Suite struct TranscriptCheckTests {
  /// A transcript `name` holding `text`, in a fresh directory, and the check of it run
  /// from that directory (or from `cwd`).
  private struct Scratch {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
      let path = directory.file(name)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }

    func read(_ name: String) throws -> String {
      try String(contentsOfFile: directory.file(name), encoding: .utf8)
    }

    func check(_ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
      try BinaryRunner.run(
        ["check"] + arguments, environment: environment,
        in: URL(fileURLWithPath: directory.path))
    }
  }

  private static let passing = """
    # Groceries

    Prose is kept as it is.

    ```console
    $ puremvp tasks add Buy milk
    added #1 [ ]   Buy milk
    $ puremvp tasks complete 9
    puremvp: error: No task #9
    [1]
    $ puremvp --format json tasks list
    {"command":"tasks list","ok":true,"result":{"filter":"all","tasks":[{"id":1,"text":"Buy milk","favorite":false,"completed":false,"createdAt":"2026-01-01T09:00:00Z","completedAt":null}],"itemsLeft":1}}
    $ puremvp tasks list
    #1 [ ]   Buy milk
    1 item left
    ```

    ```sh
    $ ls
    not checked
    ```

    """

  @Test func aPassingTranscriptIsReportedOk() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    try scratch.write("t.md", Self.passing)
    let run = try scratch.check(["t.md"])
    #expect(run.stdout == "ok t.md (4 commands)\n1 passed, 0 failed\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test func aDifferingCommandIsNamedWithAUnifiedDiffAndNothingIsWritten() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    let text = Self.passing.replacingOccurrences(of: "1 item left", with: "2 items left")
    try scratch.write("t.md", text)
    let run = try scratch.check(["t.md"])
    #expect(
      run.stdout == """
        t.md:13: $ puremvp tasks list
        --- expected
        +++ actual
        @@ -1,2 +1,2 @@
         #1 [ ]   Buy milk
        -2 items left
        +1 item left
        0 passed, 1 failed

        """)
    #expect(run.status == 1)
    #expect(try scratch.read("t.md") == text)
  }

  @Test func aCommandExpectedToWriteNothingFailsWhenItWrites() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    let text = "```console\n$ puremvp tasks add A\n$ puremvp tasks complete 7\n```\n"
    try scratch.write("t.md", text)
    let run = try scratch.check(["t.md"])
    #expect(run.stdout.contains("t.md:2: $ puremvp tasks add A\n"))
    #expect(run.stdout.contains("+added #1 [ ]   A\n"))
    #expect(run.stdout.contains("t.md:3: $ puremvp tasks complete 7\n"))
    #expect(run.stdout.contains("+puremvp: error: No task #7\n+[1]\n"))
    #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
    #expect(run.status == 1)
    #expect(try scratch.read("t.md") == text)
  }

  @Test(arguments: [
    ("```console\n$ ls\n```\n", 2, "a $ line runs puremvp only"),
    ("prose\n\n```console\n$ puremvp tasks list\n", 3, "never closed"),
    ("```console\n$ puremvp tasks complete 9\npuremvp: error: No task #9\n[0]\n```\n", 4, "'[0]'"),
    ("```console\n$ puremvp tasks list\n[256]\n```\n", 3, "'[256]'"),
    ("```console\n$ puremvp tasks add \"open\n```\n", 2, "unterminated quote"),
    (
      "```console\n$ puremvp tasks list\n$ puremvp --store s tasks list\n```\n", 3,
      "--store is allowed only"
    ),
    (
      "```console\n$ puremvp tasks list\n$ puremvp tasks list --fixtures=f\n```\n", 3,
      "--fixtures is"
    ),
    (
      "```console\n$ puremvp tasks list\n$ puremvp --in-memory tasks list\n```\n", 3,
      "--in-memory is"
    ),
    (
      "```console\n$ puremvp tasks list\n$ puremvp --now 2026-01-01T00:00:00Z tasks list\n```\n", 3,
      "move the clock with clock set"
    ),
    ("```console\n$ puremvp tasks list\n$ puremvp --tick 1m tasks list\n```\n", 3, "--tick is"),
    (
      "```console\n$ puremvp login as a@b.co ••••••\n```\n", 2,
      "a recorded password cannot be replayed; write it in the transcript"
    ),
    ("```console\nadded #1\n```\n", 2, "starts with a $ puremvp line"),
    (
      "```console\n$ puremvp --fixtures f tasks list\n$ puremvp --dry-run tasks add A\n```\n", 3,
      "a --dry-run line cannot run on --fixtures"
    ),
  ])
  func aFileThatIsNotATranscriptIs65WithItsLine(text: String, line: Int, message: String) throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    try scratch.write("bad.md", text)
    let run = try scratch.check(["bad.md"])
    #expect(run.status == 65, "\(run)")
    #expect(run.stderr.hasPrefix("bad.md:\(line): error: "), "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout == "0 passed, 1 failed\n")
  }

  @Test func aMissingFileOrALinkIs66AndSeveralFilesEndWithTheHighestStatus() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    try scratch.write("ok.md", Self.passing)
    try scratch.write("wrong.md", "```console\n$ puremvp tasks list\nsomething\n```\n")
    try scratch.write("bad.md", "```console\n$ ls\n```\n")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.directory.file("link.md"), withDestinationPath: "ok.md")
    let link = try scratch.check(["link.md"])
    #expect(link.status == 66)
    #expect(link.stderr.contains("cannot open transcript 'link.md'"))
    #expect(try scratch.check(["ok.md", "wrong.md"]).status == 1)
    #expect(try scratch.check(["wrong.md", "bad.md", "ok.md"]).status == 65)
    let all = try scratch.check(["missing.md", "wrong.md", "bad.md", "ok.md"])
    #expect(all.status == 66)
    #expect(all.stderr.contains("cannot open transcript 'missing.md'"))
    #expect(all.stdout.hasPrefix("wrong.md:2: $ puremvp tasks list\n"))
    #expect(all.stdout.contains("ok ok.md (4 commands)\n"))
    #expect(all.stdout.hasSuffix("1 passed, 3 failed\n"))
  }

  @Test func updateRewritesTheOutputInPlaceAtomicallyAndLeavesTheProseAlone() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    // Prose with trailing spaces, CRLF and no last line end, a block of another language.
    let prose = "# Title  \r\nText\twith a tab.\n\n```sh\n$ ls\n```\n"
    let text =
      prose + "```console\n$ puremvp tasks add A\nwrong\n$ puremvp tasks complete 5\n```\nEnd"
    let path = try scratch.write("t.md", text)
    // A second name for the file as it was: a rewrite in place would change it too.
    try FileManager.default.linkItem(atPath: path, toPath: scratch.directory.file("old.md"))
    let run = try scratch.check(["--update", "t.md"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasSuffix("updated t.md (2 commands)\n1 passed, 0 failed\n"))
    #expect(
      try scratch.read("t.md")
        == prose + "```console\n$ puremvp tasks add A\nadded #1 [ ]   A\n"
        + "$ puremvp tasks complete 5\npuremvp: error: No task #5\n[1]\n```\nEnd")
    #expect(try scratch.read("old.md") == text)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path).sorted()
        == ["old.md", "t.md"])
    let again = try scratch.check(["t.md"])
    #expect(again.stdout == "ok t.md (2 commands)\n1 passed, 0 failed\n")
  }

  @Test func aStoreIsCopiedAndNeverWrittenSoTheCheckRepeats() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    let store = scratch.directory.file("store")
    let made = try BinaryRunner.run(["--store", store, "tasks", "add", "Kept"])
    #expect(made.status == 0)
    let before = try FileManager.default.contentsOfDirectory(atPath: store).sorted()
    let tasks = try Data(contentsOf: URL(fileURLWithPath: store + "/tasks"))
    try scratch.write(
      "t.md",
      """
      ```console
      $ puremvp --store store tasks add New
      added #2 [ ]   New
      $ puremvp tasks list
      #1 [ ]   Kept
      #2 [ ]   New
      2 items left
      ```

      """)
    for _ in 0..<2 {
      let run = try scratch.check(["t.md"])
      #expect(run.stdout == "ok t.md (2 commands)\n1 passed, 0 failed\n", "\(run)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: store).sorted() == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/tasks")) == tasks)
  }

  @Test func fixturesAndOtherPathsAreRelativeToTheTranscript() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    let made = try BinaryRunner.run(
      ["--store", scratch.directory.file("docs/data"), "tasks", "add", "From fixtures"])
    #expect(made.status == 0)
    try Data("Imported one\n".utf8).write(
      to: URL(fileURLWithPath: scratch.directory.file("docs/list.txt")))
    try scratch.write(
      "docs/t.md",
      """
      ```console
      $ puremvp --fixtures data tasks import list.txt --from todotxt
      Imported 1 task
      $ puremvp tasks list
      #1 [ ]   From fixtures
      #2 [ ]   Imported one
      2 items left
      ```

      """)
    // Run from the directory above: the paths are the transcript's.
    let run = try scratch.check(["docs/t.md"])
    #expect(run.stdout == "ok docs/t.md (2 commands)\n1 passed, 0 failed\n", "\(run)")
  }

  @Test func aLinesOptionsLastForThatCommandWhileTheLoginFormCarries() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    try scratch.write(
      "t.md",
      """
      ```console
      $ puremvp --lang es tasks complete 3
      puremvp: error: No existe la tarea #3
      [1]
      $ puremvp tasks complete 3
      puremvp: error: No task #3
      [1]
      $ puremvp --format json tasks complete 3
      {"command":"tasks complete","ok":false,"error":{"code":"task_not_found","message":"No task #3"}}
      puremvp: error: No task #3
      [1]
      $ puremvp login email swiftbeta.blog@gmail.com
      email: swiftbeta.blog@gmail.com
      $ puremvp login password 1234567890
      $ puremvp login submit
      Welcome, SwiftBeta!
      Logged in as SwiftBeta <swiftbeta.blog@gmail.com> since 2026-01-01T09:00:00Z
      ```

      """)
    let run = try scratch.check(["--update", "t.md"])
    #expect(run.status == 0, "\(run)")
    let rewritten = try scratch.read("t.md")
    #expect(rewritten.contains("No existe la tarea #3\n[1]\n$ puremvp tasks complete 3\n"))
    #expect(rewritten.contains("[1]\n$ puremvp --format json tasks complete 3\n{\"command\""))
    #expect(rewritten.contains("$ puremvp login submit\nWelcome, SwiftBeta!\n"))
  }

  @Test func seedRestartsTheRandomStreamFromItsCommandOn() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    let asks = (0..<6).map { "$ puremvp oracle ask Q\($0 % 3)?\n" }
    try scratch.write(
      "t.md",
      "```console\n" + asks[0..<3].joined() + "$ puremvp --seed 0 oracle ask Q0?\n"
        + asks[4..<6].joined() + "$ puremvp --seed 11 oracle ask Q?\n```\n")
    let run = try scratch.check(["--update", "t.md"])
    #expect(run.status == 0, "\(run)")
    let answers = try scratch.read("t.md").split(separator: "\n").filter { $0.contains("→") }
    #expect(answers.count == 7)
    #expect(Array(answers[0..<3]) == Array(answers[3..<6]))
    let oneShot = try BinaryRunner.run(["--in-memory", "--seed", "11", "oracle", "ask", "Q?"])
    #expect(answers[6] + "\n" == oneShot.stdout)
  }

  @Test func noEnvironmentVariableReachesACommand() throws {
    let scratch = try Scratch()
    defer { scratch.directory.remove() }
    try scratch.write("t.md", Self.passing)
    let run = try scratch.check(
      ["t.md"],
      environment: [
        "LANG": "es_ES.UTF-8", "LC_ALL": "es_ES.UTF-8", "PUREMVP_STORE": scratch.directory.path,
        "TERM": "xterm",
      ])
    #expect(run.stdout == "ok t.md (4 commands)\n1 passed, 0 failed\n", "\(run)")
    // A line the option parser refuses is answered in English too, as the one-shot command
    // with no language in its environment answers it.
    let oneShot = try BinaryRunner.run(["--in-memory", "--format", "xml", "tasks", "list"])
    #expect(oneShot.status == 64)
    try scratch.write(
      "usage.md", "```console\n$ puremvp --format xml tasks list\n" + oneShot.stderr + "[64]\n```\n"
    )
    let usage = try scratch.check(["usage.md"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(usage.stdout == "ok usage.md (1 commands)\n1 passed, 0 failed\n", "\(usage)")
    // todo.txt dates are calendar dates in TZ's zone, but not in a transcript: in UTC.
    try scratch.write(
      "tz.md",
      """
      ```console
      $ puremvp --now 2026-01-01T03:00:00Z tasks add A
      added #1 [ ]   A
      $ puremvp tasks export --to todotxt
      2026-01-01 A
      ```

      """)
    let zoned = try scratch.check(["tz.md"], environment: ["TZ": "America/Los_Angeles"])
    #expect(zoned.stdout == "ok tz.md (2 commands)\n1 passed, 0 failed\n", "\(zoned)")
  }

  @Test func checkWithoutAFileIsAUsageError() throws {
    let run = try BinaryRunner.run(["check"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("check needs at least one transcript FILE"))
  }
}
