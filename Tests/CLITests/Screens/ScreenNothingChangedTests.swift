import Foundation
import TestSupport
import Testing

/// The Tasks screen offers to undo only what happened: clearing nothing or removing all of
/// an empty list says so, without "u undoes", through the binary's key-script driver.
@Suite struct ScreenNothingChangedTests {
  /// The status line (the fourth) of the snapshot after `keys`, on the in-memory Tasks screen.
  private func statusLine(after keys: String) throws -> String {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("test.keys")
    try Data(keys.utf8).write(to: URL(fileURLWithPath: path))
    let run = try BinaryRunner.run(["--in-memory", "--keys", path, "--snapshot", "ui", "tasks"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 3 else {
      Issue.record("no status line in \(run.stdout)")
      return ""
    }
    return String(lines[3])
  }

  private func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test func clearingNothingCompletedOffersNoUndo() throws {
    let line = try statusLine(after: "text Call mom\nkey Enter\nkey Tab\nkey c\n")
    #expect(trimmed(line) == " [ Toggle all a ]  Removed 0 tasks")
  }

  @Test func aLaterUndoSaysWhichChangeItUndid() throws {
    let line = try statusLine(after: "text Call mom\nkey Enter\nkey Tab\nkey c\nkey u\n")
    #expect(trimmed(line) == " [ Toggle all a ]  Undid tasks add")
  }

  @Test func removingAllOfAnEmptyListOffersNoUndo() throws {
    let line = try statusLine(after: "key Tab\nkey R\n")
    #expect(trimmed(line) == " [ Toggle all a ]  Removed 0 tasks")
  }

  /// The Clear completed button sits on the footer (row 22 of 24), at the right.
  @Test func aClickOnClearCompletedWithNothingToClearOffersNoUndo() throws {
    let line = try statusLine(after: "text Call mom\nkey Enter\nclick 70 22\n")
    #expect(trimmed(line) == " [ Toggle all a ]  Removed 0 tasks")
  }

  /// What did happen is still offered (the click completes the task on its check box).
  @Test func clearingACompletedTaskOffersItsUndo() throws {
    let line = try statusLine(after: "text Call mom\nkey Enter\nclick 4 5\nkey Tab\nkey c\n")
    #expect(trimmed(line) == " [ Toggle all a ]  Removed 1 task — u undoes")
  }
}
