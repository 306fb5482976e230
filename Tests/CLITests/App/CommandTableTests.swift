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

  /// Words of eight bytes and more are matched on their first eight bytes at once and on
  /// the rest after them: a word that differs anywhere, or is longer or shorter by a byte,
  /// is another word.
  @Test func matchesLongWordsOnEveryByte() {
    let names = ["complete", "complete-all", "toggle-favorite", "abcdefgh", "abcdefghi"]
    let table = CommandTable([stubFeature("features", names)])
    for (position, name) in names.enumerated() {
      guard case .command(let entry) = table.match(CommandWords(["features", name])) else {
        Issue.record("\(name) not found")
        continue
      }
      #expect(entry.command == position)
      #expect(entry.position == position)
      let bytes = Array(name.utf8)
      for place in bytes.indices {
        var changed = bytes
        changed[place] ^= 0x01
        let other = String(decoding: changed, as: UTF8.self)
        guard !names.contains(other) else { continue }
        guard case .unknownCommand = table.match(CommandWords(["features", other])) else {
          Issue.record("\(other) matched")
          continue
        }
      }
      for other in [String(name.dropLast()), name + "x"] where !names.contains(other) {
        guard case .unknownCommand = table.match(CommandWords(["features", other])) else {
          Issue.record("\(other) matched")
          continue
        }
      }
    }
    guard case .unknownFeature = table.match(CommandWords(["featureS", "complete"])) else {
      Issue.record("featureS matched")
      return
    }
  }

  @Test func numbersCommandsAcrossFeatures() {
    guard case .command(let entry) = table.match(CommandWords(["task", "x"])) else {
      Issue.record("task x not found")
      return
    }
    // After the two commands of `tasks`.
    #expect(entry.position == 3)
    guard case .command(let alias) = table.match(CommandWords(["tasks", "ls"])) else {
      Issue.record("tasks ls not found")
      return
    }
    #expect(alias.position == 1)
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
