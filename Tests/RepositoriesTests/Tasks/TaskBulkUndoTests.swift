import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// The file gateway's compact undo history of bulk changes: a change that keeps every text
/// (`update(ids:_:)`, a `complete-all`) keeps flags and times, not tasks, and a `remove-all`
/// keeps the table as it was. An undo puts back exactly what the change replaced, in the
/// same process, in a later one, and after a compaction; a hand-written command that mixes
/// kinds is put back as a whole.
@Suite struct TaskBulkUndoTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Four tasks in every state a change can set: plain, starred, completed at a time, and
  /// completed at no known time; the third with foreign data.
  private func tasks() throws -> [TaskItem] {
    let foreign = ForeignData(format: "todotxt", fields: "due:2026-05-01", changedAt: 7)
    return [
      TaskItem(id: try id(1), text: try TaskText("plain"), createdAt: 10, uuid: .numbered(1)),
      TaskItem(
        id: try id(2), text: try TaskText("starred"), isFavorite: true, createdAt: 20,
        uuid: .numbered(2)),
      TaskItem(
        id: try id(3), text: try TaskText("done at 30"), isCompleted: true, createdAt: 25,
        completedAt: 30, uuid: .numbered(3), foreign: foreign),
      TaskItem(
        id: try id(4), text: try TaskText("done"), isCompleted: true, createdAt: 40,
        uuid: .numbered(4)),
    ]
  }

  private func id(_ value: Int) throws -> TaskID {
    guard let id = TaskID(value) else { throw DomainError.invalidTaskID(String(value)) }
    return id
  }

  /// Stores `tasks()` as four adds, in `store` (by default the suite's directory).
  private func fill(_ store: TemporaryDirectory? = nil) throws {
    try (store ?? directory).withTaskGateway { repository in
      for task in try tasks() {
        _ = try repository.add(valuesOf: task)
      }
    }
  }

  /// Reopens and unstars every task, with a new change time for foreign data.
  private func reopenAll(_ task: inout TaskItem) {
    task.isCompleted = false
    task.isFavorite = false
    task.foreign = task.foreign?.changed(at: 99)
  }

  /// Fills the store, changes every task by `change` as one change by IDs, checks what it
  /// left with `left`, and undoes it: in the same process, or in the next when `reloading`.
  private func changeAllAndUndo(
    _ change: (inout TaskItem) -> Void, reloading: Bool,
    leaving left: (TaskItem) -> Bool
  ) throws -> RevertedTasks? {
    try fill()
    let ids = try tasks().map(\.id)
    let reverted = try directory.withTaskGateway { repository in
      try repository.update(ids: ids, change)
      #expect(try repository.all().allSatisfy(left))
      return reloading ? nil : try repository.undo()
    }
    return try reverted ?? directory.withTaskGateway { try $0.undo() }
  }

  @Test(arguments: [false, true])
  func anUndoOfAChangeByIDsPutsBackEveryState(reloading: Bool) throws {
    defer { directory.remove() }
    let undone = try changeAllAndUndo(reopenAll, reloading: reloading) {
      !$0.isCompleted && !$0.isFavorite
    }
    // The first task was left as it was: nothing of it to put back.
    let changed = Array(try tasks().dropFirst())
    #expect(undone?.map(\.restored) == changed)
    #expect(
      undone?.map(\.undone)
        == changed.map { task in
          var task = task
          reopenAll(&task)
          return task
        })
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }

  /// Completes and stars every task at one time.
  private func completeAllAt500(_ task: inout TaskItem) {
    task.isCompleted = true
    task.completedAt = 500
    task.isFavorite = true
  }

  /// The other way: a change that completes tasks at a time, undone, answers each task as
  /// the change left it (completed at that time) and as it is again, and puts every state
  /// back, the tasks without foreign data in their slots and the one with it whole.
  @Test(arguments: [false, true])
  func anUndoOfACompletionAnswersTheTimeItCompletedAt(reloading: Bool) throws {
    defer { directory.remove() }
    let undone = try changeAllAndUndo(completeAllAt500, reloading: reloading) {
      $0.completedAt == 500 && $0.isFavorite
    }
    let original = try tasks()
    #expect(undone?.map(\.restored) == original)
    // As the change left them: each completed at 500 and starred, its text and times kept.
    let left = try #require(undone).map(\.undone)
    #expect(left.count == original.count)
    for (task, after) in zip(original, left) {
      #expect(after?.id == task.id && after?.text == task.text)
      #expect(after?.isCompleted == true && after?.completedAt == 500, "\(task.id)")
      #expect(after?.isFavorite == true && after?.createdAt == task.createdAt, "\(task.id)")
    }
    #expect(try directory.withTaskGateway { try $0.all() } == original)
  }

  @Test func aChangeByIDsWritesWhatAChangeOfTasksWrites() throws {
    defer { directory.remove() }
    try fill()
    try directory.withTaskGateway { repository in
      try repository.update(
        try tasks().map { task in
          var task = task
          reopenAll(&task)
          return task
        })
    }
    let byTasks = try directory.tasksFileText()
    directory.remove()
    let again = try TemporaryDirectory()
    defer { again.remove() }
    try fill(again)
    try again.withTaskGateway { try $0.update(ids: try tasks().map(\.id), reopenAll) }
    #expect(try again.tasksFileText() == byTasks)
  }

  @Test func aChangeByIDsThatEditsTextsIsUndoneWhole() throws {
    defer { directory.remove() }
    try fill()
    try directory.withTaskGateway { repository in
      try repository.update(ids: try tasks().map(\.id)) { task in
        task.text = (try? TaskText(task.text.value + "!")) ?? task.text
        task.isCompleted = true
      }
    }
    #expect(try directory.withTaskGateway { try $0.all() }.map(\.text.value).last == "done!")
    _ = try directory.withTaskGateway { try $0.undo() }
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }

  @Test func aCompactedFileKeepsAChangeByIDsUndoable() throws {
    defer { directory.remove() }
    try fill()
    try directory.withTaskGateway { repository in
      // Dead records beyond twice the live ones plus 1,000: the close compacts the file.
      for number in 1...1_100 {
        try repository.update(
          [TaskItem(id: try id(1), text: try TaskText("plain \(number)"), uuid: .numbered(1))])
      }
      try repository.update([
        TaskItem(id: try id(1), text: try TaskText("plain"), createdAt: 10, uuid: .numbered(1))
      ])
      try repository.update(ids: try tasks().map(\.id), reopenAll)
    }
    #expect(try directory.tasksFileText().contains("N 5\n"))
    _ = try directory.withTaskGateway { try $0.undo() }
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }

  @Test func anUndoOfRemoveAllInTheSameProcessPutsBackEveryTask() throws {
    defer { directory.remove() }
    try fill()
    try directory.withTaskGateway { repository in
      try repository.removeAll()
      #expect(try repository.count() == 0)
      _ = try repository.undo()
      #expect(try repository.all() == (try tasks()))
      // The IDs go on from where they were.
      #expect(try repository.add(TaskText("next")).id.rawValue == 5)
    }
  }

  /// A hand-written command: a change that keeps a text, then one that edits that task's
  /// text, then a removal. Undone, each task is as it was before the command (the first
  /// state of the task changed twice, text included).
  @Test func aCommandThatMixesKindsIsUndoneToTheStatesBeforeIt() throws {
    defer { directory.remove() }
    try fill()
    var text = try directory.tasksFileText()
    text += "G 3\nM 1 -c 50 plain\nM 1 -c 50 edited\nD 2\n"
    try directory.writeTasksFile(text)
    #expect(try directory.withTaskGateway { try $0.all() }.map(\.id.rawValue) == [1, 3, 4])
    _ = try directory.withTaskGateway { try $0.undo() }
    #expect(try directory.withTaskGateway { try $0.all() } == (try tasks()))
  }
}
