import ScriptEngine
import Services
import Testing

@testable import CLI

/// What Tab offers in the interactive session, read from the same declarations as the shell
/// scripts.
@Suite struct SessionCompletionTests {
  private let completion: SessionCompletion = {
    SessionCompletion(rules: CompletionRules(features: Application.detached().features))
  }()

  @Test func offersACommandsOwnFlagsWithHelp() {
    #expect(
      completion.candidates(before: ["tasks", "list"], prefix: "-") == ["--help", "--long", "-h"])
    #expect(completion.candidates(before: ["tasks", "list", "all"], prefix: "--l") == ["--long"])
  }

  @Test func aCommandWithoutFlagsOffersOnlyHelp() {
    #expect(completion.candidates(before: ["tasks", "add"], prefix: "-") == ["--help", "-h"])
  }

  @Test func offersTheAliasesAndTheSessionWords() {
    #expect(completion.candidates(before: ["tasks"], prefix: "d") == ["done"])
    #expect(completion.candidates(before: ["tasks", "ls"], prefix: "a") == ["active", "all"])
    #expect(completion.candidates(before: ["tasks", "ls"], prefix: "--l") == ["--long"])
    #expect(completion.candidates(before: [], prefix: "c") == ["clear", "clock"])
  }
}
