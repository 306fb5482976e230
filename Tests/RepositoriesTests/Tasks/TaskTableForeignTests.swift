import Domain
import StoreEngine
import TestSupport
import Testing

/// `TaskTable` keeps a task's foreign data in its text chunk, after the text: each task must
/// give back exactly the data it was stored with, through every way the table reads, changes
/// and rewrites its chunks.
@Suite struct TaskTableForeignTests {
  /// Foreign data of every shape the trailer must carry: no change time, a negative one,
  /// fields with spaces, digits, text beyond ASCII, a line break, and none at all.
  private static let foreigns: [ForeignData?] = [
    ForeignData(format: "taskwarrior", fields: #"{"fields":{"tags":["a b","c"]}}"#),
    ForeignData(format: "todotxt", fields: "(B) 12 34 +x due:2026-01-01", changedAt: 1_767_258_000),
    ForeignData(format: "t2", fields: "café ✓ 漢字\nsecond line", changedAt: -5),
    ForeignData(format: "taskwarrior", fields: ""),
    nil,
  ]

  private func id(_ value: Int) throws -> TaskID { try #require(TaskID(value)) }

  private func task(_ id: Int, text: String? = nil) throws -> TaskItem {
    TaskItem(
      id: try self.id(id), text: try TaskText(text ?? "task \(id) with a text"),
      isFavorite: false, isCompleted: false, createdAt: Int64(id), completedAt: nil,
      uuid: .numbered(UInt64(id)), foreign: Self.foreigns[id % Self.foreigns.count])
  }

  /// Checks that every task of `table` carries the foreign data its ID was given.
  private func expectForeignData(in table: TaskTable, _ note: String) throws {
    for task in try table.all() {
      #expect(task.foreign == Self.foreigns[task.id.rawValue % Self.foreigns.count], "\(note)")
      let found = try table.task(withID: task.id)
      #expect(found?.foreign == task.foreign, "\(note): \(task.id)")
    }
    table.forEachRecord { fields, _ in
      #expect(fields.foreign == Self.foreigns[fields.id % Self.foreigns.count], "\(note)")
    }
  }

  @Test func eachTaskGivesBackItsForeignDataThroughChangesAndCompactions() throws {
    var table = TaskTable()
    for id in 1...500 {
      let inserted = table.insert(try task(id))
      #expect(inserted)
    }
    try expectForeignData(in: table, "inserted")
    // A change of the flags and one of the text keep the data; a change time is kept as set.
    for id in stride(from: 1, through: 500, by: 3) {
      var changed = try #require(try table.task(withID: self.id(id)))
      changed.isCompleted = true
      let completed = table.update(changed)
      changed.text = try TaskText("a longer text for task \(id), edited")
      let edited = table.update(changed)
      #expect(completed && edited)
    }
    try expectForeignData(in: table, "changed")
    let timed = try #require(try table.task(withID: id(2)))
    var retimed = timed
    retimed.foreign = timed.foreign?.with(changedAt: 42)
    let updated = table.update(retimed)
    #expect(updated && retimed.foreign?.changedAt == 42)
    #expect(try table.task(withID: id(2))?.foreign == retimed.foreign)
    // A change time of as many digits is written over the one stored.
    retimed.foreign = timed.foreign?.with(changedAt: 97)
    let rewritten = table.update(retimed)
    #expect(rewritten && retimed.foreign?.changedAt == 97)
    #expect(try table.task(withID: id(2))?.foreign == retimed.foreign)
    #expect(try table.task(withID: id(2))?.text == timed.text)
    let back = table.update(timed)
    #expect(back)
    // Removing most tasks compacts the table, which copies the data with the texts.
    for id in 1...400 where id % 4 != 0 {
      let removed = table.remove(id: try self.id(id))
      #expect(removed)
    }
    try expectForeignData(in: table, "compacted")
    // Kept as removed and brought back, into the same table and into an emptied one.
    var removed = TaskTable()
    for id in 401...500 {
      let kept = removed.insert(copyOf: try self.id(id), from: table)
      #expect(kept)
    }
    table.remove(all: removed)
    try expectForeignData(in: removed, "kept as removed")
    let restored = table.restore(all: removed)
    #expect(restored)
    try expectForeignData(in: table, "restored")
  }
}
