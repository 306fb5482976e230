import ScriptEngine
import Services
import Testing

@testable import CLI

/// What a command's own flags do to the words after it, for a command declared with both
/// kinds of flag: one without a value and one with a value from a fixed list.
@Suite struct CommandFlagParserTests {
  private final class StubView {}

  private static let summary = HelpText(english: "a flag", spanish: "una opción")
  private static let long = CommandFlag(name: "--long", value: .none, summary: summary)
  private static let to = CommandFlag(
    name: "--to", value: .choice(["json", "todotxt", "taskwarrior"]), summary: summary)

  private let command: Feature.BoundCommand = {
    let declared = Command<StubView>(
      name: "export", arguments: "[FILE]", minimumArguments: 0, maximumArguments: 1,
      summary: summary, example: "", flags: [long, to]
    ) { _, _, _ in }
    return Feature(name: "tasks", summary: .helpTasks, commands: [declared], view: StubView())
      .commands[0]
  }()

  private let parser = CommandFlagParser(catalog: CommandLineCatalog(language: .english))

  /// The arguments left and the flags found in `tasks export WORDS...`.
  private func split(_ words: [String]) throws(UsageError) -> (
    arguments: [String], long: Bool, to: String?
  )? {
    guard
      let (arguments, flags) = try parser.split(
        CommandWords(["tasks", "export"] + words),
        for: command)
    else { return nil }
    return (
      (0..<arguments.count).map { arguments[$0] }, flags.contains(Self.long),
      flags.value(of: Self.to)
    )
  }

  @Test func aLineWithoutFlagsKeepsEveryArgument() throws {
    let result = try #require(try split(["a", "b"]))
    #expect(result.arguments == ["a", "b"])
    #expect(!result.long)
    #expect(result.to == nil)
  }

  @Test(arguments: [
    ["--to", "todotxt", "file"], ["--to=todotxt", "file"], ["file", "--to", "todotxt"],
    ["--long", "--to=json", "file", "--to", "todotxt"],
  ])
  func flagsStandAnywhereWithTheirValueAfterThemOrAfterAnEqualsSign(words: [String]) throws {
    let result = try #require(try split(words))
    #expect(result.arguments == ["file"])
    #expect(result.to == "todotxt")
  }

  @Test func theFlagsComeTypedByTheirDeclaration() throws {
    enum Format: String { case json, todotxt, taskwarrior }
    let (_, flags) = try #require(
      try parser.split(CommandWords(["tasks", "export", "--to=taskwarrior"]), for: command))
    #expect(flags.choice(Self.to, as: Format.self) == .taskwarrior)
    #expect(!flags.contains(Self.long))
  }

  @Test func doubleDashEndsTheFlags() throws {
    let result = try #require(try split(["--long", "--", "--to", "-x"]))
    #expect(result.long)
    #expect(result.arguments == ["--to", "-x"])
    #expect(result.to == nil)
  }

  @Test func helpAfterTheCommandAsksForItsHelp() throws {
    #expect(try split(["--to", "json", "-h"]) == nil)
  }

  @Test(arguments: [
    (["--to=csv"], "invalid value 'csv' for --to; expected json, todotxt, taskwarrior"),
    (["--to", "csv"], "invalid value 'csv' for --to; expected json, todotxt, taskwarrior"),
    (["--to="], "invalid value '' for --to; expected json, todotxt, taskwarrior"),
    (["--to"], "option '--to' needs a value"),
    (["--long=yes"], "option '--long' takes no value"),
    (["--lnog"], "unknown option '--lnog' for 'tasks export'; did you mean '--long'?"),
    (["--tx=json"], "unknown option '--tx=json' for 'tasks export'; did you mean '--to'?"),
    (
      ["--frobnicate"],
      "unknown option '--frobnicate' for 'tasks export'; see 'puremvp help tasks export'"
    ),
    (
      ["--format"],
      "global options are not accepted in a script line: '--format'; give them on the command line"
    ),
  ])
  func aBadFlagIsAUsageErrorNamingTheCommand(words: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try split(words) }
  }
}
