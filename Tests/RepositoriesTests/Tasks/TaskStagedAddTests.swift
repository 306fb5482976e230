import Domain
import StoreEngine
import Testing

/// An add into a loaded file: its text copied into its record and, in the same pass, into
/// room the table stages for it (`TaskFileFormat.writeAdd`, `TaskTable.stagingRoom`), and
/// the task kept with those bytes (`insertStaged`). The table must then hold what `insert(_:)` would
/// have, and the record be the one the general writer writes, for every kind of text, across
/// text and slot chunks; a stage a failed record leaves behind, or that another change
/// overwrote, must leave nothing; and copies of a table, which share its chunks, must stay
/// apart whichever of them adds or changes.
@Suite struct TaskStagedAddTests {
  /// Seeded texts of every length up to 300 bytes and past the 15 a string keeps inline:
  /// ASCII, beyond ASCII, and bytes a record escapes (a backslash, a carriage return).
  private static func texts(count: Int, seed: UInt64) -> [TaskText] {
    let pieces = ["a", "Z", " ", "\\", "\r", "é", "漢", "🇪🇸", "\t", "~", "0"]
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    var texts: [TaskText] = []
    while texts.count < count {
      let length = texts.count < 40 ? texts.count + 1 : next() % 120 + 1
      var raw = ""
      // Plain ASCII most of the time, as most texts are.
      let plain = next() % 3 != 0
      while raw.utf8.count < length {
        raw +=
          plain ? String(UnicodeScalar(UInt8(97 + next() % 26))) : pieces[next() % pieces.count]
      }
      if let text = try? TaskText(raw) { texts.append(text) }
    }
    return texts
  }

  private static func task(_ id: Int, _ text: TaskText) throws -> TaskItem {
    TaskItem(
      id: try #require(TaskID(id)), text: text, createdAt: 1_767_258_000 + Int64(id / 7),
      uuid: .numbered(UInt64(id)))
  }

  /// Adds `task` to `table` as the file gateway does; answers its record as written.
  private static func addStaged(
    _ task: TaskItem, to table: inout TaskTable, times: inout TaskFileFormat.TimeText,
    keep: Bool = true
  ) -> [UInt8] {
    var room = [UInt8](repeating: 0, count: TaskFileFormat.recordBound(of: task))
    let length = room.withUnsafeMutableBufferPointer { buffer in
      guard let target = buffer.baseAddress else { return 0 }
      return TaskFileFormat.writeAdd(task, at: target, staging: &table, times: &times)
    }
    if keep { table.insertStaged(task) }
    return Array(room[..<length])
  }

  /// Checks that `table` holds `expected`, whole and as rows (whose texts are read from each
  /// chunk's bytes in use).
  private static func expect(_ table: TaskTable, holds expected: [TaskItem], _ note: String)
    throws
  {
    #expect(try table.all() == expected, "\(note)")
    var rows: [[UInt8]] = []
    try table.forEachRow { rows.append(Array($0.text)) }
    #expect(rows == expected.map { Array($0.text.value.utf8) }, "\(note)")
    #expect(table.nextID.rawValue == (expected.last?.id.rawValue ?? 0) + 1, "\(note)")
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func stagedAddsStoreWhatInsertsStoreAndWriteTheGeneralRecords(seed: UInt64) throws {
    var staged = TaskTable()
    var inserted = TaskTable()
    var times = TaskFileFormat.TimeText()
    var expected: [TaskItem] = []
    // Some 600 KB of texts: several text chunks of 64 KiB, and three chunks of slots.
    for (index, text) in Self.texts(count: 10_000, seed: seed).enumerated() {
      let task = try Self.task(index + 1, text)
      let record = Self.addStaged(task, to: &staged, times: &times)
      var general: [UInt8] = []
      TaskFileFormat.encodeAdd(task, into: &general)
      #expect(record == general, "record \(index + 1)")
      inserted.insert(task)
      expected.append(task)
    }
    try Self.expect(staged, holds: expected, "staged")
    try Self.expect(inserted, holds: expected, "inserted")
  }

  @Test func aStageLeftBehindOrOverwrittenKeepsNothing() throws {
    var table = TaskTable()
    var times = TaskFileFormat.TimeText()
    var expected: [TaskItem] = []
    let texts = Self.texts(count: 3_000, seed: 9)
    for (index, text) in texts.enumerated() {
      let task = try Self.task(expected.count + 1, text)
      switch index % 5 {
      case 1:
        // A record that failed: staged, not kept; the table is as it was.
        _ = Self.addStaged(task, to: &table, times: &times, keep: false)
        try #require(try table.all().count == expected.count)
      case 3:
        // Staged, then another change stores a text where the staged bytes were: the add
        // kept after it stores its text anew, and the changed task keeps its own.
        _ = Self.addStaged(task, to: &table, times: &times, keep: false)
        let changed = expected[expected.count / 2]
        let edited = TaskItem(
          id: changed.id, text: try TaskText("edited \(index)"),
          createdAt: changed.createdAt ?? 0, uuid: changed.uuid)
        let updated = table.update(edited)
        #expect(updated)
        expected[expected.count / 2] = edited
        let kept = table.insertStaged(task)
        #expect(kept)
        expected.append(task)
      default:
        _ = Self.addStaged(task, to: &table, times: &times)
        expected.append(task)
      }
    }
    try Self.expect(table, holds: expected, "after stages left and overwritten")
  }

  @Test func copiesOfATableStayApartWhicheverAddsOrChanges() throws {
    let texts = Self.texts(count: 4_000, seed: 4)
    let foreign = try #require(ForeignData(format: "taskwarrior", fields: "{}", changedAt: 100))
    var table = TaskTable()
    var times = TaskFileFormat.TimeText()
    var expected: [TaskItem] = []
    for (index, text) in texts[..<1_500].enumerated() {
      var task = try Self.task(index + 1, text)
      if index % 10 == 0 {
        task = TaskItem(
          id: task.id, text: task.text, createdAt: task.createdAt, uuid: task.uuid,
          foreign: foreign)
        table.insert(task)
      } else {
        _ = Self.addStaged(task, to: &table, times: &times)
      }
      expected.append(task)
    }
    // Two copies share every chunk, and each adds its own texts after the same place.
    var copy = table
    var copyExpected = expected
    var later: (TaskTable, [TaskItem])?
    var copyTimes = times
    for (index, text) in texts[1_500...].enumerated() {
      let id = 1_501 + index
      let mine = try Self.task(id, text)
      let theirs = try Self.task(id, try TaskText("copy \(id)"))
      if index % 2 == 0 {
        _ = Self.addStaged(mine, to: &table, times: &times)
        _ = Self.addStaged(theirs, to: &copy, times: &copyTimes)
      } else {
        _ = Self.addStaged(theirs, to: &copy, times: &copyTimes)
        table.insert(mine)
      }
      expected.append(mine)
      copyExpected.append(theirs)
      if index == 101 {
        // A copy taken later, left alone: as it was whatever the others do after.
        later = (table, expected)
      }
    }
    // Foreign data changed in place in a copy: the first task's, in a full chunk that all
    // three share, and that of a task in the chunk texts are added to, shared by a third.
    let changed = try #require(ForeignData(format: "taskwarrior", fields: "{}", changedAt: 200))
    func rewritten(_ task: TaskItem) -> TaskItem {
      TaskItem(
        id: task.id, text: task.text, createdAt: task.createdAt, uuid: task.uuid,
        foreign: changed)
    }
    let first = rewritten(copyExpected[0])
    let updated = copy.update(first)
    #expect(updated)
    copyExpected[0] = first
    let last = try Self.task(4_001, try TaskText("last, with foreign data"))
    let lastForeign = TaskItem(
      id: last.id, text: last.text, createdAt: last.createdAt, uuid: last.uuid, foreign: foreign)
    table.insert(lastForeign)
    expected.append(lastForeign)
    var third = table
    let thirdUpdated = third.update(rewritten(lastForeign))
    #expect(thirdUpdated)
    try Self.expect(third, holds: expected.dropLast() + [rewritten(lastForeign)], "third")
    try Self.expect(table, holds: expected, "table")
    try Self.expect(copy, holds: copyExpected, "copy")
    let (laterTable, laterExpected) = try #require(later)
    try Self.expect(laterTable, holds: laterExpected, "later copy")
  }
}
