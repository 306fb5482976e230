import Foundation
import TestSupport
import Testing

/// A screen's text field as a person types into it: what reaches the task, and what the
/// field shows while the text is longer than the field.
@Suite struct ScreenTextFieldTests {
  /// The texts of the tasks in `store`.
  private func texts(in store: String) throws -> [String] {
    let list = try BinaryRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    let object = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
    let result = object?["result"] as? [String: Any]
    let tasks = result?["tasks"] as? [[String: Any]] ?? []
    return tasks.compactMap { $0["text"] as? String }
  }

  /// A terminal sends a NUL for Ctrl-Space or Ctrl-@: a task text never holds one.
  @Test func aNulTypedOnATerminalIsIgnored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let terminal = try PseudoTerminal(["--store", store, "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.sendBytes(Array("ab".utf8) + [0] + Array("cd\r".utf8))
    #expect(terminal.waitFor("abcd"))
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
    #expect(try texts(in: store) == ["abcd"])
  }

  /// Moving the cursor and editing in the middle of a text longer than the field.
  @Test func editsInTheMiddleOfALongTextReachTheTask() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let keys = directory.file("keys")
    let script = """
      text \(String(repeating: "x", count: 100))\(String(repeating: "y", count: 100))
      key Home
      key Right
      key Right
      key Right
      text Z
      key Delete
      key End
      key Backspace
      text é!
      key Enter

      """
    try Data(script.utf8).write(to: URL(fileURLWithPath: keys))
    let run = try BinaryRunner.run(["--store", store, "--keys", keys, "ui", "tasks"])
    #expect(run.status == 0, "\(run)")
    let expected =
      "xxxZ" + String(repeating: "x", count: 96) + String(repeating: "y", count: 99) + "é!"
    #expect(try texts(in: store) == [expected])
  }

  /// While the text is longer than the field, the field shows its end, where the cursor is.
  @Test func aLongTextScrollsSoTheCursorStaysInTheField() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let keys = directory.file("keys")
    let text = (0..<30).map { String(format: "%02d,", $0) }.joined()
    try Data("text \(text)\n".utf8).write(to: URL(fileURLWithPath: keys))
    let run = try BinaryRunner.run(["--in-memory", "--keys", keys, "--snapshot", "ui", "tasks"])
    #expect(run.status == 0, "\(run)")
    let fieldRow = run.stdout.split(separator: "\n").first { $0.contains("Create") } ?? ""
    #expect(fieldRow.contains("27,28,29,"), "\(fieldRow)")
    #expect(!fieldRow.contains("00,"), "\(fieldRow)")
  }
}
