import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// Tasks brought back into a table that dropped their slots: an undo of a `clear-completed`
/// that removed most tasks. They wait to be placed until the next change, and every read
/// must see them in their place by ID all along.
@Suite struct TaskTableRestoreTests {
  private func task(_ id: Int, _ text: String? = nil) throws -> TaskItem {
    TaskItem(
      id: try #require(TaskID(id)), text: try TaskText(text ?? "task \(id)"),
      uuid: .numbered(UInt64(id)))
  }

  /// Checks every read of `table` against `model`, the live tasks by ID.
  private func expectReads(_ table: TaskTable, _ model: [Int: TaskItem], _ note: String) throws {
    let ordered = model.keys.sorted().compactMap { model[$0] }
    #expect(try table.all() == ordered, "\(note)")
    #expect(table.count == model.count, "\(note)")
    var records: [Int] = []
    table.forEachRecord { fields, text in
      records.append(fields.id)
      #expect(String(decoding: text, as: UTF8.self) == model[fields.id]?.text.value, "\(note)")
    }
    #expect(records == model.keys.sorted(), "\(note)")
    var flags: [String] = []
    try table.forEachTaskFlags { flags.append("\($0.rawValue) \($1) \($2)") }
    #expect(flags == ordered.map { "\($0.id.rawValue) \($0.isFavorite) \($0.isCompleted)" })
    // Placed at once (as a load does), the same tasks, and no UUID twice.
    var placed = table
    placed.placeRestoredTasks()
    #expect(try placed.all() == ordered, "\(note)")
    #expect(!placed.mayHaveDuplicateUUIDs(), "\(note)")
    for id in [1, 2, 3, 1_500, 2_999, 3_000] {
      let taskID = try #require(TaskID(id))
      #expect(try table.task(withID: taskID) == model[id], "\(note): #\(id)")
      #expect(table.contains(id: taskID) == (model[id] != nil), "\(note): #\(id)")
    }
  }

  @Test func tasksBroughtBackWhereTheirSlotsWereDroppedAreInPlaceForEveryRead() throws {
    var table = TaskTable()
    var model: [Int: TaskItem] = [:]
    for id in 1...3_000 {
      let item = try task(id)
      let inserted = table.insert(item)
      #expect(inserted)
      model[id] = item
    }
    // Two of every three removed: the table drops the dead slots.
    var removed: [TaskItem] = []
    for id in 1...3_000 where id % 3 != 0 {
      let gone = model.removeValue(forKey: id)
      removed.append(try #require(gone))
      let wasLive = table.remove(id: try #require(TaskID(id)))
      #expect(wasLive)
    }
    // Brought back out of order, with reads in between.
    let random = SeededRandomSource(seed: 5)
    var order = removed
    for index in order.indices.reversed() {
      order.swapAt(index, random.uniform(below: index + 1))
    }
    for (number, item) in order.enumerated() {
      let restored = table.restore(item)
      let again = table.restore(item)
      #expect(restored, "#\(item.id.rawValue)")
      #expect(!again, "#\(item.id.rawValue) twice")
      model[item.id.rawValue] = item
      if number % 500 == 0 { try expectReads(table, model, "after \(number + 1) restores") }
    }
    try expectReads(table, model, "all restored")
    #expect(table.storedUUID(of: try #require(TaskID(1))) == .numbered(1))
    // The next change places them; the table goes on as before.
    let edited = try task(2, "edited")
    let updated = table.update(edited)
    #expect(updated)
    model[2] = edited
    let three = try #require(TaskID(3))
    let removedThree = table.remove(id: three)
    #expect(removedThree)
    model[3] = nil
    try expectReads(table, model, "after a change")
    let added = table.insert(try task(3_001))
    #expect(added)
    model[3_001] = try task(3_001)
    try expectReads(table, model, "after an add")
  }
}
