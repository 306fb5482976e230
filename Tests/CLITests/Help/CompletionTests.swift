import Foundation
import ScriptEngine
import TestSupport
import Testing

@testable import CLI

/// The bash completion script, loaded into a real bash and asked what it completes, as a
/// person pressing Tab would.
@Suite struct CompletionTests {
  /// Runs bash with the generated script loaded and answers what `_puremvp` completes for
  /// each line of words (the last word being the one under the cursor).
  private func complete(_ lines: [[String]], environment: [String: String] = [:]) throws
    -> [String]
  {
    let binaryDirectory = GoldenCase.binary.deletingLastPathComponent().path
    var script = "export PATH=\(binaryDirectory):$PATH\n"
    script += "source <(puremvp completions bash) || exit 3\n"
    for words in lines {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      script += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _puremvp\n"
      script += "echo \"${COMPREPLY[*]}\"\n"
    }
    let run = try GuardedRunner.run(
      ["-c", script], environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
      program: URL(fileURLWithPath: "/bin/bash"))
    #expect(run.result.status == 0, "\(run.result.stderr)")
    return run.result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }

  /// The features and the program's verbs, as declared: what the first word and `help`
  /// complete to.
  private var topics: String {
    CompletionRules(features: Application.detached().features).topWords.joined(separator: " ")
  }

  /// The words of the Tasks commands that begin with `prefix`, as declared (names and
  /// aliases), in the order the completion offers them.
  private func tasksCommands(beginningWith prefix: String) -> String {
    let tasks = Application.detached().features.first { $0.name == "tasks" }
    let words = (tasks?.commands ?? []).flatMap(\.words).filter { $0.hasPrefix(prefix) }
    return words.joined(separator: " ")
  }

  @Test func completesFeaturesCommandsFiltersAndOptions() throws {
    let answers = try complete([
      ["puremvp", ""], ["puremvp", "ta"], ["puremvp", "tasks", "co"],
      ["puremvp", "tasks", "list", ""], ["puremvp", "--format", ""], ["puremvp", "--fo"],
      ["puremvp", "tasks", "list", "--format", "j"], ["puremvp", "completions", ""],
      ["puremvp", "ui", ""],
    ])
    #expect(
      answers == [
        topics, "tasks", tasksCommands(beginningWith: "co"),
        "all active completed favorites", "text json", "--format", "json",
        Completions.shells.joined(separator: " "), ScreenRunner.names.joined(separator: " "),
      ])
  }

  /// Every verb the program parses is offered, and `help` offers the verbs as topics, as
  /// `help VERB` takes them.
  /// `--keys` and `--trace-file` take a file: their value completes to file names, as the
  /// shell's own file completion gives them, in every shell's script.
  @Test(arguments: ["--keys", "--trace-file"])
  func aFileOptionCompletesFileNames(option: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data().write(to: URL(fileURLWithPath: directory.file("keys.txt")))
    let answers = try complete([["puremvp", option, directory.file("ke")]])
    #expect(answers == [directory.file("keys.txt")])
    let completions = Completions(features: Application.detached().features)
    #expect(completions.script(for: "zsh")?.contains("    \(option)) _files; return ;;") == true)
    let fish = "complete -c puremvp -l \(option.dropFirst(2)) -r -F"
    #expect(completions.script(for: "fish")?.contains(fish) == true)
  }

  @Test func completesEveryDeclaredVerbAndHelpsTopics() throws {
    let answers = try complete([["puremvp", ""], ["puremvp", "help", ""]])
    // `help` also takes the verbs of a script line (`help clock`), which start no command.
    let helpTopics = CompletionRules(features: Application.detached().features).helpTopics
    #expect(answers == [topics, helpTopics.joined(separator: " ")])
    #expect(!answers[0].split(separator: " ").contains("clock"))
    #expect(answers[1].split(separator: " ").contains("clock"))
    for verb in ProgramVerb.typed(at: .commandLine) {
      #expect(answers[0].split(separator: " ").contains(Substring(verb.name)))
    }
  }

  @Test func completesACommandsOwnFlagsAfterIt() throws {
    let answers = try complete([
      ["puremvp", "tasks", "list", "--lo"], ["puremvp", "tasks", "add", "--lo"],
      ["puremvp", "tasks", "list", "--long", "a"],
    ])
    #expect(answers == ["--long", "", "all active"])
  }

  @Test func completesTaskIDsFromTheStoreNamedOnTheLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for text in ["Buy milk", "Call mom", "Walk the dog"] {
      _ = try BinaryRunner.run(["--store", directory.path, "tasks", "add", text])
    }
    _ = try BinaryRunner.run(["--store", directory.path, "tasks", "remove", "2"])
    let answers = try complete([["puremvp", "--store", directory.path, "tasks", "complete", ""]])
    #expect(answers == ["1 3"])
  }

  @Test func completesTheAliasesAsTheirCommands() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try BinaryRunner.run(["--store", directory.path, "tasks", "add", "Buy milk"])
    let answers = try complete([
      ["puremvp", "tasks", "d"], ["puremvp", "tasks", "r"], ["puremvp", "tasks", "ls", ""],
      ["puremvp", "--store", directory.path, "tasks", "done", ""], ["puremvp", "run", "--e"],
    ])
    #expect(
      answers == [
        "done", "reopen remove rm remove-all", "all active completed favorites", "1", "--echo",
      ])
  }

  @Test func offersOnlyTheTasksACommandCanChange() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for text in ["Buy milk", "Call mom", "Walk the dog"] {
      _ = try BinaryRunner.run(["--store", directory.path, "tasks", "add", text])
    }
    _ = try BinaryRunner.run(["--store", directory.path, "tasks", "complete", "2"])
    _ = try BinaryRunner.run(["--store", directory.path, "tasks", "favorite", "3"])
    let answers = try complete([
      ["puremvp", "--store", directory.path, "tasks", "complete", ""],
      ["puremvp", "--store", directory.path, "tasks", "complete", "1", ""],
      ["puremvp", "--store", directory.path, "tasks", "reopen", ""],
      ["puremvp", "--store", directory.path, "tasks", "unfavorite", ""],
    ])
    #expect(answers == ["1 3", "1 3", "2", "3"])
  }

  /// A Tab never creates a store: a directory typed by mistake stays missing.
  @Test func completionCreatesNoStoreNamedOnTheLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let typo = directory.file("typo")
    let answers = try complete([["puremvp", "--store", typo, "tasks", "done", ""]])
    #expect(answers == [""])
    #expect(!FileManager.default.fileExists(atPath: typo), "completion created \(typo)")
  }

  /// Nor the default store, where no store is named.
  @Test func completionCreatesNoDefaultStore() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let answers = try complete(
      [["puremvp", "tasks", "done", ""]], environment: ["HOME": home.path])
    #expect(answers == [""])
    let created = try FileManager.default.contentsOfDirectory(atPath: home.path)
    #expect(created == [], "completion created \(created) in HOME")
  }

  /// A store that exists is read as it is: not a byte of it written, no file added (the lock
  /// file of a store is not even touched), and its IDs still offered.
  @Test func completionLeavesAnExistingStoreAsItIs() throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let store = home.file(".local/share/puremvp")
    _ = try BinaryRunner.run(["--store", store, "tasks", "add", "Buy milk"])
    let lock = store + "/.lock"
    try FileManager.default.removeItem(atPath: lock)
    let before = try FileManager.default.contentsOfDirectory(atPath: store).sorted()
    let tasks = try Data(contentsOf: URL(fileURLWithPath: store + "/tasks"))
    let answers = try complete(
      [["puremvp", "tasks", "done", ""], ["puremvp", "--store", store, "tasks", "done", ""]],
      environment: ["HOME": home.path])
    #expect(answers == ["1", "1"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: store).sorted() == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/tasks")) == tasks)
  }
}
