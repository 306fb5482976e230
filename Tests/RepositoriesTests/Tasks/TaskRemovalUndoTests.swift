import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// The file gateway's undo of a removal by IDs, which keeps the removed tasks as records
/// (`remove(ids:)` in rising IDs, a `clear-completed`): each task comes back exactly as it
/// was, in the same process, in a later one, and after a compaction, and a second undo goes
/// one change further back.
@Suite struct TaskRemovalUndoTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// When the undo comes: in the process that removed, in a later one, or in a later one
  /// after the removing process compacted the file.
  enum Moment: CaseIterable { case sameProcess, reloaded, compacted }

  /// Which tasks of `tasks()` a removal takes: a few among many (their slots still there),
  /// every other one and more (the table drops the slots of removed tasks among live
  /// ones), and all of them.
  enum Removal: CaseIterable { case few, most, all }

  /// 100 tasks in every state: texts with control characters, starred, completed at a time
  /// or at none, with foreign data, and each with its own UUID and creation time.
  private func tasks() throws -> [TaskItem] {
    try (1...100).map { number in
      TaskItem(
        id: try id(number), text: try TaskText("task \(number)\t\u{1B}[31m\r\u{7}end"),
        isFavorite: number % 3 == 0, isCompleted: number % 2 == 0,
        createdAt: Int64(number) * 1_000 + 7,
        completedAt: number % 4 == 0 ? Int64(number) * 2_000 + 3 : nil,
        uuid: .numbered(UInt64(number) << 20 | 0xABC),
        foreign: number % 5 == 0
          ? ForeignData(format: "todotxt", fields: "due:2026-05-\(number % 28 + 1)", changedAt: 9)
          : nil)
    }
  }

  private func id(_ value: Int) throws -> TaskID {
    guard let id = TaskID(value) else { throw DomainError.invalidTaskID(String(value)) }
    return id
  }

  private func ids(_ removal: Removal) throws -> [TaskID] {
    switch removal {
    case .few: return try [3, 40, 41, 99].map(id)
    case .most: return try (1...100).filter { $0 % 2 == 1 || $0 < 30 }.map(id)
    case .all: return try (1...100).map(id)
    }
  }

  private func fill() throws {
    try directory.withTaskGateway { repository in
      for task in try tasks() {
        _ = try repository.add(valuesOf: task)
      }
    }
  }

  /// Makes enough dead records that closing the store compacts the file, leaving the tasks
  /// as they were.
  private func makeDeadRecords(_ repository: FileTaskRepository) throws {
    let first = try tasks()[0]
    for number in 1...1_500 {
      var changed = first
      changed.text = try TaskText("edited \(number)")
      try repository.update([changed])
    }
    try repository.update([first])
  }

  /// Makes each removal of `removals` in one process, then undoes at `moment`; answers the
  /// undo's answer.
  private func removeThenUndo(_ removals: [[TaskID]], at moment: Moment) throws -> RevertedTasks? {
    let reverted = try directory.withTaskGateway { repository in
      if moment == .compacted { try makeDeadRecords(repository) }
      for removed in removals { try repository.remove(ids: removed) }
      let left = try tasks().filter { task in !removals.contains { $0.contains(task.id) } }
      #expect(try repository.all() == left)
      return moment == .sameProcess ? try repository.undo() : nil
    }
    if moment == .compacted { #expect(try directory.tasksFileText().contains("\nN 101\n")) }
    return try reverted ?? directory.withTaskGateway { try $0.undo() }
  }

  @Test(arguments: Moment.allCases, Removal.allCases)
  func anUndoOfARemovalPutsBackEachTaskAsItWas(moment: Moment, removal: Removal) throws {
    defer { directory.remove() }
    try fill()
    let removed = try ids(removal)
    let undone = try #require(try removeThenUndo([removed], at: moment))
    let expected = try tasks().filter { removed.contains($0.id) }
    #expect(undone.map(\.restored) == expected)
    #expect(undone.allSatisfy { $0.undone == nil })
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
    // Written back byte for byte: a process that reads the file again finds them too, and
    // the IDs go on from where they were.
    let again = try directory.withTaskGateway { repository in
      (try repository.all(), try repository.add(TaskText("next")).id.rawValue)
    }
    #expect(again.0 == (try tasks()))
    #expect(again.1 == 101)
  }

  @Test(arguments: Moment.allCases)
  func aSecondUndoGoesFurtherBack(moment: Moment) throws {
    defer { directory.remove() }
    try fill()
    _ = try removeThenUndo([[try id(50), try id(60)], try ids(.most)], at: moment)
    let left = try tasks().filter { ![50, 60].contains($0.id.rawValue) }
    #expect(try directory.withTaskGateway { try $0.all() } == left)
    let second = try directory.withTaskGateway { try $0.undo() }
    #expect(second?.map(\.restored) == (try tasks()).filter { [50, 60].contains($0.id.rawValue) })
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }

  /// A hand-written command: a removal, then a change that keeps its task's text. Undone,
  /// both tasks are as they were before it.
  @Test func aRemovalThenAChangeInOneCommandAreBothUndone() throws {
    defer { directory.remove() }
    try fill()
    let file = try directory.tasksFileText()
    // Task 1's text as the file stores it: the last field of its `A` record.
    let add = try #require(file.split(separator: "\n").first { $0.hasPrefix("A 1 ") })
    let text = try #require(add.split(separator: " ", maxSplits: 6).last)
    try directory.writeTasksFile(file + "G 2\nD 2\nM 1 -c 50 \(text)\n")
    #expect(try directory.withTaskGateway { try $0.task(withID: try id(1)) }?.completedAt == 50)
    _ = try directory.withTaskGateway { try $0.undo() }
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }

  /// A removal typed out of order is kept whole, and undone in the order it was typed.
  @Test func aRemovalOutOfOrderIsUndoneInItsOrder() throws {
    defer { directory.remove() }
    try fill()
    try directory.withTaskGateway { try $0.remove(ids: [try id(9), try id(2), try id(5)]) }
    let undone = try directory.withTaskGateway { try $0.undo() }
    #expect(undone?.map(\.restored?.id.rawValue) == [9, 2, 5])
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }
}
