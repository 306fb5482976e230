import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// `TaskTable.forEachRow`: every task as a list shows it, made without a `TaskItem`, its text
/// a slice of one string per text chunk. Each row must say what the whole task says, however
/// the table holds its texts: over many chunks, out of their order after an undo, and for
/// tasks waiting to be placed.
@Suite struct TaskTableRowTests {
  /// Texts of every kind a row must give back byte for byte: control characters (which the
  /// view escapes), a C1 control, beyond ASCII, and long enough to fill several chunks.
  private static let texts = [
    "plain", "tab\there\u{1B}[31m red", "\u{85}next line\u{9B}", "café ✓ 漢字 🇪🇸",
    String(repeating: "long text ", count: 40),
  ]

  private func task(_ id: Int, foreign: ForeignData? = nil) throws -> TaskItem {
    let text = Self.texts[id % Self.texts.count] + " \(id)"
    return TaskItem(
      id: try #require(TaskID(id)), text: try TaskText(text), isFavorite: id % 3 == 0,
      isCompleted: id % 4 != 0, createdAt: id % 7 == 0 ? nil : Int64(id) * 60,
      completedAt: id % 8 == 1 ? nil : Int64(id) * 90, uuid: .numbered(UInt64(id)),
      foreign: foreign)
  }

  /// Checks that the rows of `table` say what its whole tasks say, one by one.
  private func expectRowsMatchTasks(_ table: TaskTable, _ note: String) throws {
    var rows: [TaskRow] = []
    try table.forEachRow { rows.append($0) }
    let tasks = try table.all()
    #expect(rows.count == tasks.count, "\(note)")
    for (row, task) in zip(rows, tasks) {
      #expect(row.id == task.id, "\(note)")
      #expect(Array(row.text) == Array(task.text.value.utf8), "\(note): \(task.id)")
      #expect(row.isFavorite == task.isFavorite, "\(note): \(task.id)")
      #expect(row.isCompleted == task.isCompleted, "\(note): \(task.id)")
      #expect(row.createdAt == task.createdAt, "\(note): \(task.id)")
      #expect(row.completedAt == task.completedAt, "\(note): \(task.id)")
    }
    // The counts a list takes before its rows, counted over the slots in one pass: as
    // counting the whole tasks one by one says.
    var counted = TaskFlagCounts()
    for task in tasks {
      counted.count(id: task.id, isFavorite: task.isFavorite, isCompleted: task.isCompleted)
    }
    #expect(try table.flagCounts() == counted, "\(note)")
  }

  @Test func rowsSayWhatTheWholeTasksSayOverManyTextChunks() throws {
    var table = TaskTable()
    let foreign = try #require(ForeignData(format: "taskwarrior", fields: #"{"a":1}"#))
    // Some 1.3 MB of texts: about twenty chunks of 64 KiB.
    for id in 1...3_000 {
      let inserted = table.insert(try task(id, foreign: id % 5 == 0 ? foreign : nil))
      #expect(inserted)
    }
    try expectRowsMatchTasks(table, "added")
    // The read holds a chunk's string only while its rows are read: a second read says the
    // same.
    try expectRowsMatchTasks(table, "read again")
  }

  @Test func rowsSayWhatTheWholeTasksSayWhenTextsAreOutOfOrder() throws {
    var table = TaskTable()
    for id in 1...2_000 {
      let inserted = table.insert(try task(id))
      #expect(inserted)
    }
    // An undo puts removed tasks back with their texts after every other: the first rows'
    // texts are in the last chunk, read before the chunks of the rows after them.
    for id in [1, 2, 700, 1_999] {
      let removed = table.remove(id: try #require(TaskID(id)))
      #expect(removed)
    }
    for id in [1_999, 700, 2, 1] {
      let restored = table.restore(try task(id))
      #expect(restored)
    }
    try expectRowsMatchTasks(table, "restored out of order")
    // Two of every three removed, then brought back: the table drops their slots, and the
    // tasks wait to be placed until the next change.
    for id in 1...2_000 where id % 3 != 0 {
      let removed = table.remove(id: try #require(TaskID(id)))
      #expect(removed)
    }
    try expectRowsMatchTasks(table, "two of three removed")
    for id in stride(from: 1_999, through: 1, by: -1) where id % 3 != 0 {
      let restored = table.restore(try task(id))
      #expect(restored)
    }
    try expectRowsMatchTasks(table, "waiting to be placed")
    table.placeRestoredTasks()
    try expectRowsMatchTasks(table, "placed")
  }
}
