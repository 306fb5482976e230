import Foundation
import TestSupport
import Testing

/// People bring Taskwarrior's and todo.txt's words: each that has a puremvp command (or a
/// filter) doing the same is refused with that command as the hint, on the command line and
/// in a script alike. And a hint inside a script line never names a global option, which a
/// script line refuses.
@Suite struct OtherToolsWordsTests {
  static let hints: [(words: [String], hint: String)] = [
    (["tasks", "list", "pending"], "unknown filter 'pending'; did you mean 'tasks list active'?"),
    (["tasks", "list", "done"], "unknown filter 'done'; did you mean 'tasks list completed'?"),
    (["tasks", "3", "done"], "unknown command 'tasks 3'; did you mean 'tasks complete 3'?"),
    (["tasks", "#3", "delete"], "unknown command 'tasks #3'; did you mean 'tasks remove #3'?"),
    (["tasks", "3", "modify", "New text"], "did you mean 'tasks edit 3 …'?"),
    (["tasks", "modify"], "unknown command 'tasks modify'; did you mean 'tasks edit'?"),
    (["tasks", "modify", "2", "New text"], "did you mean 'tasks edit 2 …'?"),
    (["tasks", "delete", "3", "4"], "did you mean 'tasks remove 3 4'?"),
    (["tasks", "search", "milk"], "unknown command 'tasks search'; did you mean 'tasks list'?"),
    (["tasks", "next"], "did you mean 'tasks list active'?"),
  ]

  @Test(arguments: hints)
  func aWordOfAnotherToolIsAnsweredWithThePuremvpCommand(words: [String], hint: String) throws {
    let result = try BinaryRunner.run(["--in-memory"] + words)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("puremvp: error: "), "\(result.stderr)")
    #expect(result.stderr.contains(hint), "\(result.stderr)")
  }

  @Test(arguments: hints)
  func aWordOfAnotherToolInAScriptGetsTheSameHint(words: [String], hint: String) throws {
    let line = words.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    let result = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data((line + "\n").utf8))
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("<stdin>:1: error: "), "\(result.stderr)")
    #expect(result.stderr.contains(hint), "\(result.stderr)")
  }

  /// An ID with no command after it, or a word no tool has, keeps the list of commands.
  @Test(arguments: [["tasks", "3"], ["tasks", "3", "frobnicate"]])
  func anIDWithoutACommandGetsNoHint(words: [String]) throws {
    let result = try BinaryRunner.run(["--in-memory"] + words)
    #expect(result.status == 64)
    #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
    #expect(result.stderr.contains("expected add, list,"), "\(result.stderr)")
  }

  /// On the command line `--fromat` is near the global `--format`, which works there; in a
  /// script line a global option is refused, so the hint does not offer one.
  @Test(arguments: ["--fromat", "--stor", "--trac"])
  func aScriptLineHintNamesNoGlobalOption(word: String) throws {
    let line = "tasks list \(word) x\n"
    let script = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data(line.utf8))
    #expect(script.status == 64)
    #expect(!script.stderr.contains("did you mean"), "\(script.stderr)")
    #expect(
      script.stderr.contains("unknown option '\(word)' for 'tasks list'; see 'puremvp help"),
      "\(script.stderr)")
    let oneShot = try BinaryRunner.run(["--in-memory", "tasks", "list", word])
    #expect(oneShot.stderr.contains("did you mean '--"), "\(oneShot.stderr)")
  }

  /// A command's own flag is still offered in a script line.
  @Test func aScriptLineHintStillNamesTheCommandsOwnFlag() throws {
    let script = try BinaryRunner.run(
      ["--in-memory", "run", "-"], stdin: Data("tasks list --lon\n".utf8))
    #expect(
      script.stderr
        == "<stdin>:1: error: unknown option '--lon' for 'tasks list'; did you mean '--long'?\n")
  }
}
