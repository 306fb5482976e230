import Foundation
import TestSupport
import Testing

/// `--dry-run` through the binary: every command runs and prints what it would, with the
/// same exit codes, later commands see the earlier ones' effects, and nothing is written:
/// the store's directory holds the same bytes, modes and names after the run.
@Suite struct DryRunTests {
  /// The fixed options every run here takes, so that a real run and a dry run print the
  /// same bytes.
  private static let fixed = ["--now", "2026-01-01T09:00:00Z", "--seed", "7"]
  private static let note = "puremvp: note: dry run: nothing was saved\n"

  /// A store with tasks (one completed), made by real runs, in `directory`.
  private func makeStore(in directory: TemporaryDirectory) throws -> String {
    let store = directory.file("store")
    let script = "tasks add Buy milk\ntasks add Call mom\ntasks complete 2\n"
    let made = try BinaryRunner.run(
      ["--store", store] + Self.fixed + ["run", "-"], stdin: Data(script.utf8))
    #expect(made.status == 0, "\(made.stderr)")
    return store
  }

  /// Every entry of `path`, with its mode and content: what a dry run must leave as it is.
  private func contents(of path: String) throws -> [String: String] {
    let manager = FileManager.default
    var entries: [String: String] = [:]
    for name in try manager.contentsOfDirectory(atPath: path) {
      let full = path + "/" + name
      let attributes = try manager.attributesOfItem(atPath: full)
      let mode = (attributes[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
      let data = manager.contents(atPath: full) ?? Data()
      entries[name] = mode + " " + data.base64EncodedString()
    }
    let directoryMode = try manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    entries["."] = directoryMode.map { String($0, radix: 8) } ?? "?"
    return entries
  }

  /// A script that changes every gateway (tasks, an import, an undo, a locked-out login):
  /// run dry, it leaves every file of the store as it was, and its mode too.
  @Test func aScriptLeavesTheStoreAsItWas() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    // Modes a real run would narrow, with a note.
    chmod(store, 0o755)
    chmod(store + "/tasks", 0o644)
    let importFile = directory.file("import.txt")
    try Data("Water the plants\n".utf8).write(to: URL(fileURLWithPath: importFile))
    let before = try contents(of: store)
    let script = """
      tasks add Read a book
      tasks complete-all
      tasks undo
      tasks import \(importFile)
      tasks remove 1
      tasks clear-completed
      login email nobody@example.com
      login password wrong
      login submit
      oracle ask Will it rain?

      """
    let run = try BinaryRunner.run(
      ["--store", store, "--dry-run", "--keep-going"] + Self.fixed + ["run", "-"],
      stdin: Data(script.utf8))
    #expect(run.status == 1, "\(run.stderr)")
    #expect(try contents(of: store) == before, "the dry run wrote to the store")
  }

  /// A store that does not exist is read as an empty one, and not created.
  @Test func aMissingStoreIsNotCreated() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("missing/store")
    let run = try BinaryRunner.run(
      ["--store", store, "--dry-run"] + Self.fixed + ["tasks", "add", "Buy milk"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "added #1 [ ]   Buy milk\n")
    #expect(run.stderr == Self.note)
    #expect(!FileManager.default.fileExists(atPath: directory.file("missing")))
  }

  /// A one-shot command prints what the real one prints, with the note at the end; the store
  /// is unchanged, so a second dry run prints the same again.
  @Test func aOneShotCommandPrintsWhatTheRealOnePrints() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let before = try contents(of: store)
    let command = Self.fixed + ["tasks", "add", "Read a book"]
    let dry = try BinaryRunner.run(["--store", store, "--dry-run"] + command)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout == "added #3 [ ]   Read a book\n")
    #expect(dry.stderr == Self.note)
    #expect(try contents(of: store) == before)
    let again = try BinaryRunner.run(["--store", store, "--dry-run"] + command)
    #expect(again == dry)
    let real = try BinaryRunner.run(["--store", store] + command)
    #expect(real.stdout == dry.stdout)
    #expect(real.stderr == "")
  }

  /// In a script, each command sees what the ones before it did, in memory.
  @Test func laterCommandsSeeEarlierEffects() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let script = "tasks add Read a book\ntasks complete 3\ntasks remove 1\ntasks list\n"
    let run = try BinaryRunner.run(
      ["--store", store, "--dry-run"] + Self.fixed + ["run", "-"], stdin: Data(script.utf8))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "added #3 [ ]   Read a book\ncompleted #3 [x]   Read a book\n"
        + "removed #1 [ ]   Buy milk\n#2 [x]   Call mom\n#3 [x]   Read a book\n0 items left\n")
    let list = try BinaryRunner.run(["--store", store] + Self.fixed + ["tasks", "list"])
    #expect(list.stdout == "#1 [ ]   Buy milk\n#2 [x]   Call mom\n1 item left\n")
  }

  /// The same output and exit code as a real run on a copy of the store, for failures too:
  /// a failed command (1), a usage error (64), a malformed import (65), a missing one (66).
  @Test(arguments: [
    ("tasks add a\ntasks complete 9\ntasks list\n", Int32(1)),
    ("tasks add a\ntasks frobnicate\n", 64),
    ("tasks import BAD\n", 65),
    ("tasks import MISSING\n", 66),
  ])
  func exitCodesAndOutputAreTheRealRunsOnes(script: String, status: Int32) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let copy = directory.file("copy")
    try FileManager.default.copyItem(atPath: store, toPath: copy)
    let bad = directory.file("bad.json")
    try Data("[{\"description\": ".utf8).write(to: URL(fileURLWithPath: bad))
    let text =
      script
      .replacingOccurrences(of: "BAD", with: bad)
      .replacingOccurrences(of: "MISSING", with: directory.file("none.txt"))
    let before = try contents(of: store)
    let dry = try BinaryRunner.run(
      ["--store", store, "--dry-run"] + Self.fixed + ["run", "-"], stdin: Data(text.utf8))
    let real = try BinaryRunner.run(
      ["--store", copy] + Self.fixed + ["run", "-"], stdin: Data(text.utf8))
    #expect(real.status == status, "\(real.stderr)")
    #expect(dry.status == real.status)
    #expect(dry.stdout == real.stdout)
    #expect(dry.stderr == real.stderr + Self.note)
    #expect(try contents(of: store) == before)
  }

  /// Every JSON object says `"dryRun":true`, a failure's too; a real run's objects do not.
  @Test func everyJSONObjectSaysDryRun() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let script = "tasks add a\ntasks complete 9\ntasks list\n"
    let arguments = Self.fixed + ["--format", "json", "--keep-going", "run", "-"]
    let dry = try BinaryRunner.run(
      ["--store", store, "--dry-run"] + arguments, stdin: Data(script.utf8))
    let lines = dry.stdout.split(separator: "\n")
    #expect(lines.count == 3, "\(dry.stdout)")
    #expect(lines.allSatisfy { $0.hasPrefix("{\"line\":") && $0.contains(",\"ok\":") })
    #expect(lines.allSatisfy { $0.contains("\"dryRun\":true") }, "\(dry.stdout)")
    #expect(lines[1].contains("\"ok\":false,\"dryRun\":true,\"error\":"))
    let real = try BinaryRunner.run(["--store", store] + arguments, stdin: Data(script.utf8))
    #expect(!real.stdout.contains("dryRun"))
    #expect(real.stdout.split(separator: "\n").count == 3)
  }

  /// The note is said once, at the end, after the errors of the run, in the user's language.
  @Test func theNoteIsSaidOnceAtTheEnd() throws {
    let script = "tasks complete 8\ntasks complete 9\n"
    let run = try BinaryRunner.run(
      ["--in-memory", "--dry-run", "--keep-going", "run", "-"], stdin: Data(script.utf8))
    #expect(run.status == 1)
    #expect(
      run.stderr == "<stdin>:1: error: No task #8\n<stdin>:2: error: No task #9\n" + Self.note)
    let spanish = try BinaryRunner.run([
      "--in-memory", "--dry-run", "--lang", "es", "tasks", "list",
    ])
    #expect(spanish.stderr == "puremvp: note: ejecución de prueba: no se guardó nada\n")
  }

  /// An import, dry: what it would import is listed after it, and the store is unchanged.
  @Test func anImportIsShownAndNotSaved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let importFile = directory.file("import.txt")
    try Data("Water the plants\nx Read a book\n".utf8).write(to: URL(fileURLWithPath: importFile))
    let before = try contents(of: store)
    let script = "tasks import \(importFile)\ntasks list active\n"
    let run = try BinaryRunner.run(
      ["--store", store, "--dry-run"] + Self.fixed + ["run", "-"], stdin: Data(script.utf8))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Imported 2 tasks\n"), "\(run.stdout)")
    #expect(run.stdout.contains("Water the plants"))
    #expect(try contents(of: store) == before)
  }
}
