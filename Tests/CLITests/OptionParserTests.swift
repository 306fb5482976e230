import ScriptEngine
import Services
import Testing

@testable import CLI

@Suite struct OptionParserTests {
  private let parser = OptionParser(catalog: CommandLineCatalog(language: .english))

  @Test func parsesEveryOptionBeforeTheCommand() throws {
    let (options, invocation) = try parser.parse([
      "--store", "/tmp/s", "--format", "json", "--color=never", "--keep-going", "--seed",
      "18446744073709551615", "--now", "2026-01-01T09:00:00Z", "--latency", "250ms", "--trace",
      "--lang", "es", "tasks", "add", "--not-an-option",
    ])
    #expect(options.store == .store("/tmp/s"))
    #expect(options.format == .json)
    #expect(options.color == .never)
    #expect(options.keepGoing)
    #expect(options.seed == UInt64.max)
    #expect(options.now == 1_767_258_000)
    #expect(options.latencyMilliseconds == 250)
    #expect(options.trace)
    #expect(options.language == .spanish)
    #expect(invocation == .command(["tasks", "add", "--not-an-option"]))
  }

  @Test func passwordStdinIsForOneCommandOnly() throws {
    let (options, invocation) = try parser.parse(["--password-stdin", "login", "as", "a@b.c"])
    #expect(options.passwordFromStandardInput)
    #expect(invocation == .command(["login", "as", "a@b.c"]))
    #expect(try parser.parse(["--password-stdin", "help"]).1 == .help(feature: nil, command: nil))
    for rest in [[], ["run"], ["run", "-"], ["run", "file.script"]] {
      #expect(throws: UsageError.self) { try parser.parse(["--password-stdin"] + rest) }
    }
    #expect(throws: UsageError.self) { try parser.parse(["--password-stdin=yes", "login"]) }
  }

  @Test(arguments: [
    ([], Invocation.session), (["run"], .run([])),
    (["run", "a", "-", "b"], .run(["a", "-", "b"])),
    (["run", "a", "--keep-going", "b"], .run(["a", "b"])),
    (["run", "--", "-odd-name"], .run(["-odd-name"])),
    (["run", "--echo", "a"], .run(["a"], echo: true)),
    (["run", "--", "--echo"], .run(["--echo"])),
    (["help"], .help(feature: nil, command: nil)),
    (["help", "tasks"], .help(feature: "tasks", command: nil)),
    (["help", "tasks", "add"], .help(feature: "tasks", command: "add")),
    (["--help"], .help(feature: nil, command: nil)), (["-h"], .help(feature: nil, command: nil)),
    (["--version"], .version), (["--help", "tasks"], .help(feature: "tasks", command: nil)),
    (["--help", "--lang", "es"], .help(feature: nil, command: nil)),
    (["tasks", "--help"], .help(feature: "tasks", command: nil)),
    (["tasks", "add", "-h"], .help(feature: "tasks", command: "add")),
    (["tasks", "add", "Buy", "--help", "milk"], .help(feature: "tasks", command: "add")),
    (["tasks", "complete", "-1"], .command(["tasks", "complete", "-1"])),
    (["tasks", "add", "--", "--help"], .command(["tasks", "add", "--", "--help"])),
    (["--", "tasks", "add", "--trace"], .command(["tasks", "add", "--trace"])),
  ])
  func recognizesWhatFollowsTheOptions(arguments: [String], invocation: Invocation) throws {
    #expect(try parser.parse(arguments).1 == invocation)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'; see 'puremvp help'"),
    (["--format"], "option '--format' needs a value; see 'puremvp help'"),
    (["--format", "xml"], "invalid value 'xml' for --format; expected text, json"),
    (
      ["--color", "sometimes"],
      "invalid value 'sometimes' for --color; expected auto, always, never"
    ),
    (["--lang", "fr"], "invalid value 'fr' for --lang; expected en, es"),
    (["--seed", "-1"], "invalid value '-1' for --seed; expected an unsigned 64-bit integer"),
    (
      ["--seed", "18446744073709551616"],
      "invalid value '18446744073709551616' for --seed; expected an unsigned 64-bit integer"
    ),
    (
      ["--now", "2026-02-30T09:00:00Z"],
      "invalid value '2026-02-30T09:00:00Z' for --now; expected an ISO 8601 time such as 2026-01-01T09:00:00Z"
    ),
    (
      ["--latency", "61s"],
      "invalid value '61s' for --latency; expected 0, a number of ms such as 250ms, or of s such as 2s (at most 60s)"
    ),
    (["--in-memory", "--store", "x"], "--in-memory and --store cannot be used together"),
    (["--keep-going=yes"], "option '--keep-going' takes no value"),
    (["--store", ""], "invalid value '' for --store; expected a directory"),
    (["help", "tasks", "add", "x"], "usage: puremvp help [FEATURE [COMMAND] | VERB]"),
    (["--formt", "json", "tasks", "list"], "unknown option '--formt'; did you mean '--format'?"),
    (["run", "--kep-going"], "unknown option '--kep-going'; did you mean '--keep-going'?"),
  ])
  func refusesBadOptionsWithAMessageSayingWhatIsExpected(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try parser.parse(arguments) }
  }

  @Test func acceptsGlobalOptionsAfterTheCommand() throws {
    let (options, invocation) = try parser.parse([
      "tasks", "list", "--format", "json", "active", "--store=/tmp/s", "--trace",
    ])
    #expect(options.format == .json)
    #expect(options.store == .store("/tmp/s"))
    #expect(options.trace)
    #expect(invocation == .command(["tasks", "list", "active"]))
  }

  @Test func nothingAfterADoubleDashIsAnOption() throws {
    let (options, invocation) = try parser.parse(["tasks", "add", "--", "--format", "json"])
    #expect(options.format == .text)
    #expect(invocation == .command(["tasks", "add", "--", "--format", "json"]))
  }

  @Test(arguments: [("0", 0), ("0ms", 0), ("250ms", 250), ("2s", 2_000), ("60s", 60_000)])
  func parsesDurations(text: String, milliseconds: Int) {
    #expect(OptionParser.parseDuration(text) == milliseconds)
  }

  @Test(arguments: ["", "5", "ms", "1.5s", "2m", "-1s", "60001ms", "99999999999999999999s", "2 s"])
  func refusesBadDurations(text: String) {
    #expect(OptionParser.parseDuration(text) == nil)
  }
}

@Suite struct ISO8601Tests {
  @Test(arguments: [
    ("1970-01-01T00:00:00Z", 0 as Int64), ("2026-01-01T09:00:00Z", 1_767_258_000),
    ("2024-02-29T23:59:59Z", 1_709_251_199), ("2026-01-01T10:30:00+01:30", 1_767_258_000),
    ("2026-01-01T09:00:00.123Z", 1_767_258_000), ("1969-12-31T23:59:59Z", -1),
  ])
  func parsesTimesToEpochSeconds(text: String, seconds: Int64) {
    #expect(ISO8601.parse(text) == seconds)
  }

  @Test(arguments: [
    "2026-01-01", "2026-01-01T09:00:00", "2026-13-01T00:00:00Z", "2025-02-29T00:00:00Z",
    "2026-01-01T24:00:00Z", "2026-01-01T09:60:00Z", "2026-01-01T09:00:00Zjunk", "today",
    "2026-01-01T09:00:00.Z", "２０２６-01-01T09:00:00Z",
  ])
  func refusesMalformedTimes(text: String) {
    #expect(ISO8601.parse(text) == nil)
  }

  @Test(arguments: [0 as Int64, 1_767_258_000, 1_709_251_199, -1, 253_402_300_799])
  func parsesWhatTheServicesPrint(seconds: Int64) {
    #expect(ISO8601.parse(Timestamp.iso8601(seconds)) == seconds)
  }
}
