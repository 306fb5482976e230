import Foundation
import TestSupport
import Testing

/// A command that changes nothing writes nothing and is no undo step, through the binary:
/// the undo after it reverts the change before it.
@Suite struct NothingChangedTests {
  /// An edit to the text the task already has: said, exit 0, and `undo` reverts the add.
  @Test func anEditToTheSameTextIsNoStepInMemory() throws {
    let script = "tasks add a\ntasks edit 1 a\ntasks undo\ntasks list\n"
    let run = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data(script.utf8))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(
      run.stdout
        == "added #1 [ ]   a\nunchanged #1 [ ]   a\nUndid tasks add\nremoved #1 [ ]   a\n"
        + "No tasks yet\n0 items left\n")
  }

  /// The same in a file store: no `M` record, and the undo (a later process) reverts the add.
  @Test func anEditToTheSameTextWritesNothingInAFileStore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let add = try BinaryRunner.run(["--store", store, "tasks", "add", "a"])
    #expect(add.status == 0, "\(add.stderr)")
    let file = URL(fileURLWithPath: store + "/tasks")
    let before = try Data(contentsOf: file)
    let edit = try BinaryRunner.run(["--store", store, "tasks", "edit", "1", " a "])
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stdout == "unchanged #1 [ ]   a\n")
    #expect(try Data(contentsOf: file) == before, "the edit wrote to the store")
    let undo = try BinaryRunner.run(["--store", store, "tasks", "undo"])
    #expect(undo.stdout == "Undid tasks add\nremoved #1 [ ]   a\n")
    let list = try BinaryRunner.run(["--store", store, "tasks", "list"])
    #expect(list.stdout == "No tasks yet\n0 items left\n")
  }

  /// Canonically equal is not the same: a decomposed "é" for a precomposed one is written.
  @Test func anEditToCanonicallyEqualScalarsIsAChange() throws {
    let script = "tasks add caf\u{E9}\ntasks edit 1 cafe\u{301}\ntasks undo\ntasks list\n"
    let run = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data(script.utf8))
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6, "\(run.stdout)")
    guard lines.count == 6 else { return }
    #expect(lines[1].hasPrefix("edited #1"))
    #expect(lines[2] == "Undid tasks edit")
    #expect(Array(lines[3].unicodeScalars.suffix(4)) == Array("caf\u{E9}".unicodeScalars))
  }
}
