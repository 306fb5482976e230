import Foundation
import TestSupport
import Testing

/// A task added on the Tasks screen is shown and said: the list scrolls to its row, the
/// status line names it with the way back, and the field's key line says how to reach the
/// list (Down), through the binary's key-script driver.
@Suite struct ScreenAddFeedbackTests {
  /// The snapshot's lines after `keys`, on the in-memory Tasks screen, trailing blanks cut.
  private func snapshot(after keys: String) throws -> [String] {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("test.keys")
    try Data(keys.utf8).write(to: URL(fileURLWithPath: path))
    let run = try BinaryRunner.run(["--in-memory", "--keys", path, "--snapshot", "ui", "tasks"])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// Twenty-seven tasks do not fit in the 17 rows of an 80×24 list: the 27th is shown all the
  /// same, selected, and the status names it.
  @Test func theListScrollsToATaskAddedBelowTheVisibleRowsAndTheStatusSaysSo() throws {
    let keys = (1...27).map { "text Task \($0)\nkey Enter\n" }.joined()
    let lines = try snapshot(after: keys)
    #expect(lines[3] == " [ Toggle all a ]  added #27 — u undoes")
    #expect(lines.contains { $0.hasPrefix("› [ ] Task 27 ") })
    #expect(!lines.contains { $0.hasPrefix("  [ ] Task 1 ") })
    // The focus stays in the field, for the next task.
    #expect(lines[23] == " Enter:create ↓:list Tab:move F1-F3:screens Ctrl-C:quit")
  }

  /// Down is the one key from the field to the list, on the task just added: `u` there
  /// takes the add back.
  @Test func downReachesTheListOnTheTaskJustAddedAndUUndoesTheAdd() throws {
    let added = try snapshot(
      after: "text Buy milk\nkey Enter\ntext Call mom\nkey Enter\nkey Down\n")
    #expect(added[5].hasPrefix("› [ ] Call mom"))
    #expect(added[23].hasPrefix(" Tab:move ↑↓:select"))
    let undone = try snapshot(
      after: "text Buy milk\nkey Enter\ntext Call mom\nkey Enter\nkey Down\nkey u\n")
    #expect(undone[3] == " [ Toggle all a ]  Undid tasks add")
    #expect(!undone.contains { $0.contains("Call mom") })
    #expect(undone[4].hasPrefix("› [ ] Buy milk"))
  }

  /// An add that the filter hides still says what it added.
  @Test func aTaskAddedUnderAFilterThatHidesItIsStillSaid() throws {
    let lines = try snapshot(
      after: "text Buy milk\nkey Enter\nkey Down\nkey f\nkey f\nkey n\ntext Call mom\nkey Enter\n")
    #expect(lines[3] == " [ Toggle all a ]  added #2 — u undoes")
    #expect(!lines.contains { $0.contains("Call mom") })
  }
}
