import Foundation
import Testing

/// What the program reads from its environment, through the binary: the language of its
/// messages and whether the terminal wants color.
@Suite struct EnvironmentTests {
  private static let english = "puremvp: error: No task #3\n"
  private static let spanish = "puremvp: error: No existe la tarea #3\n"

  @Test(arguments: [
    (["LC_MESSAGES": "es_ES.UTF-8"], spanish),
    (["LANG": "es_ES.UTF-8"], spanish),
    (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"], english),
    (["LC_MESSAGES": "en_US.UTF-8", "LANG": "es_ES.UTF-8"], english),
    (["LC_ALL": "es_MX.UTF-8", "LANG": "en_US.UTF-8"], spanish),
  ])
  func theLanguageComesFromLCAllThenLCMessagesThenLang(
    environment: [String: String], expected: String
  ) throws {
    let result = try BinaryRunner.run(
      ["--in-memory", "tasks", "remove", "3"], environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr == expected)
  }

  @Test func aDumbTerminalGetsNoColor() throws {
    let terminal = try PseudoTerminal(
      ["--in-memory", "--seed", "7", "oracle", "ask"], environment: ["TERM": "dumb"])
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.transcript.contains("Not a chance"))
    #expect(!terminal.transcript.contains("\u{1B}["))
  }
}
