import Foundation
import TestSupport
import Testing

/// `#3` in a shell is a comment: `puremvp tasks complete #3` reaches the program as
/// `tasks complete`. The error for a command given no ID on the command line says to quote
/// it; in a script, where `#3` is a word, it does not.
@Suite struct ShellQuotingTests {
  @Test(arguments: [
    ["tasks", "complete"], ["tasks", "done"], ["tasks", "toggle"], ["tasks", "edit"],
    ["tasks", "remove"],
  ])
  func aCommandGivenNoIDOnTheCommandLineHintsQuoting(words: [String]) throws {
    let run = try BinaryRunner.run(["--in-memory"] + words)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("puremvp: error: wrong number of arguments; usage: "))
    #expect(run.stderr.hasSuffix(" (in a shell, quote '#3')\n"), "\(run.stderr)")
  }

  @Test func theHintIsSpanishInSpanish() throws {
    let run = try BinaryRunner.run(["--in-memory", "--lang", "es", "tasks", "complete"])
    #expect(
      run.stderr
        == "puremvp: error: número de argumentos incorrecto; uso: tasks complete ID...; "
        + "mira 'puremvp help tasks' (en una shell, escribe '#3' entre comillas)\n")
  }

  /// No hint where an ID was given, where the command takes none, or in a script.
  @Test func noHintWhereTheShellTookNoID() throws {
    let edit = try BinaryRunner.run(["--in-memory", "tasks", "edit", "1"])
    #expect(edit.status == 64)
    #expect(!edit.stderr.contains("#3"), "\(edit.stderr)")
    let add = try BinaryRunner.run(["--in-memory", "tasks", "add"])
    #expect(!add.stderr.contains("#3"), "\(add.stderr)")
    let script = try BinaryRunner.run(
      ["--in-memory", "run", "-"], stdin: Data("tasks complete\n".utf8))
    #expect(script.status == 64)
    #expect(
      script.stderr
        == "<stdin>:1: error: wrong number of arguments; usage: tasks complete ID...; "
        + "see 'puremvp help tasks'\n")
  }

  /// Quoted, `#3` is the ID it looks like, on the command line as in a script.
  @Test func aQuotedIDIsTheTask() throws {
    let script = "tasks add a\ntasks complete #1\n"
    let run = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data(script.utf8))
    #expect(run.stdout == "added #1 [ ]   a\ncompleted #1 [x]   a\n", "\(run.stderr)")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try BinaryRunner.run(["--store", directory.path, "tasks", "add", "a"])
    let oneShot = try BinaryRunner.run(["--store", directory.path, "tasks", "complete", "#1"])
    #expect(oneShot.stdout == "completed #1 [x]   a\n", "\(oneShot.stderr)")
  }
}
