import ScriptEngine
import Services
import Testing

@testable import CLI

/// A feature with fixed words, for matching without a real view behind it.
private final class StubView {}

private func stubFeature(
  _ name: String, _ commandNames: [String], aliases: [String: [String]] = [:]
) -> Feature {
  Feature(
    name: name, summary: .helpTasks,
    commands: commandNames.map {
      Command<StubView>(
        name: $0, arguments: "", minimumArguments: 0, maximumArguments: 1,
        summary: HelpText(english: "a command", spanish: "un comando"), example: "",
        aliases: aliases[$0] ?? []
      ) { _, _ in }
    }, view: StubView())
}

@Suite struct CommandTableTests {
  private let table = CommandTable([
    stubFeature("tasks", ["add", "list"], aliases: ["list": ["ls"]]),
    stubFeature("task", ["list", "x"]),
  ])

  /// The feature and command positions a line matches, or what it lacks.
  private func match(_ words: [String]) -> String {
    switch table.match(CommandWords(words)) {
    case .command(let entry): "\(entry.feature).\(entry.command)"
    case .unknownFeature: "unknown feature"
    case .missingCommand(let feature): "missing command of \(feature)"
    case .unknownCommand(let feature): "unknown command of \(feature)"
    }
  }

  @Test func findsTheCommandOfTheRightFeature() {
    #expect(match(["tasks", "add", "Buy", "milk"]) == "0.0")
    #expect(match(["tasks", "list"]) == "0.1")
    #expect(match(["task", "list"]) == "1.0")
    #expect(match(["task", "x"]) == "1.1")
  }

  @Test func anAliasFindsItsCommandInItsFeatureOnly() {
    #expect(match(["tasks", "ls", "active"]) == "0.1")
    #expect(match(["task", "ls"]) == "unknown command of 1")
  }

  @Test func saysWhatIsMissingOrUnknown() {
    #expect(match(["tasksx", "add"]) == "unknown feature")
    #expect(match(["Tasks", "add"]) == "unknown feature")
    #expect(match(["tasks"]) == "missing command of 0")
    #expect(match(["tasks", "x"]) == "unknown command of 0")
    #expect(match(["task", "add"]) == "unknown command of 1")
    #expect(match(["tasks", "ad"]) == "unknown command of 0")
  }

  @Test func keepsEachCommandsArgumentCounts() {
    guard case .command(let entry) = table.match(CommandWords(["tasks", "add"])) else {
      Issue.record("tasks add not found")
      return
    }
    #expect(entry.minimumArguments == 0)
    #expect(entry.maximumArguments == 1)
  }
}
