import Domain
import Repositories
import Services
import TestSupport
import Testing

/// An in-memory gateway whose snapshot hands out its rows (`TaskSnapshot.forEachRow`) as the
/// file gateway's table does: each text a slice of one string that holds every text.
private final class SlicingRowsRepository: ForwardingTaskRepository {
  let base = InMemoryTaskRepository()

  func snapshot() throws(DomainError) -> TaskSnapshot {
    let tasks = try base.all()
    let joined = tasks.map(\.text.value).joined(separator: "|")
    return TaskSnapshot(
      count: tasks.count, read: { body in tasks.forEach(body) },
      rows: { body in
        var start = joined.startIndex
        for task in tasks {
          let end = joined.utf8.index(start, offsetBy: task.text.value.utf8.count)
          body(
            TaskRow(
              id: task.id, text: joined.utf8[start..<end], isFavorite: task.isFavorite,
              isCompleted: task.isCompleted, createdAt: task.createdAt,
              completedAt: task.completedAt))
          start = end < joined.endIndex ? joined.utf8.index(after: end) : end
        }
      })
  }
}

/// The rows of a list (`TaskListModel.forEachRow`), made from the gateway's rows without a
/// `TaskItem` each: every row must say what the `TaskModel` made from the whole task says.
@Suite struct TasksServiceRowTests {
  /// Tasks with every field a row shows set each way: control characters in the text,
  /// favorites, completed with and without a time, no creation time, foreign data.
  private static func newTasks() throws -> [NewTask] {
    let foreign = try #require(ForeignData(format: "taskwarrior", fields: #"{"a":1}"#))
    return [
      NewTask(text: try TaskText("plain"), createdAt: 60, uuid: .numbered(1)),
      NewTask(
        text: try TaskText("tab\there\u{1B}[31m red"), isFavorite: true, createdAt: 120,
        uuid: .numbered(2)),
      NewTask(
        text: try TaskText("done \u{85}\u{9B} café ✓"), isCompleted: true, createdAt: 180,
        completedAt: 240, uuid: .numbered(3)),
      NewTask(
        text: try TaskText("done, time unknown"), isFavorite: true, isCompleted: true,
        uuid: .numbered(4)),
      NewTask(
        text: try TaskText("from taskwarrior"), createdAt: 300, uuid: .numbered(5),
        foreign: foreign),
    ]
  }

  /// The model a list made of each task before rows: from the whole task.
  private static func model(_ task: TaskItem) -> TaskModel {
    TaskModel(
      id: task.id.rawValue, text: task.text.value, isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, createdAt: task.createdAt, completedAt: task.completedAt)
  }

  /// The list a service makes of `repository`'s tasks under each filter, with its rows.
  private func lists(of repository: any TaskRepository) throws -> [(
    filter: TaskFilter, list: TaskListModel, rows: [TaskRowModel]
  )] {
    let service = DefaultTasksService(
      repository: repository, clock: FixedClock(time: 0), random: SeededRandomSource(seed: 1),
      language: .english)
    var lists: [TaskListModel] = []
    service.onListed { lists.append($0) }
    service.onFailure { Issue.record("failed: \($0.message)") }
    return try TaskFilter.allCases.map { filter in
      service.list(filter: filter.rawValue)
      let list = try #require(lists.last)
      var rows: [TaskRowModel] = []
      list.forEachRow { rows.append($0) }
      return (filter, list, rows)
    }
  }

  /// The counts a list gives before its rows (how many, the last ID, the items left), taken
  /// from the snapshot's counts of flags: as its rows say, under every filter, whichever
  /// kind of task comes last (each filter's last ID then differs from another's).
  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func countsSayWhatTheRowsSay(lastIsFavorite: Bool, lastIsCompleted: Bool) throws {
    let repository = InMemoryTaskRepository()
    let last = NewTask(
      text: try TaskText("last"), isFavorite: lastIsFavorite, isCompleted: lastIsCompleted,
      uuid: .numbered(9))
    _ = try repository.add(try Self.newTasks() + [last])
    let left = try repository.all().filter { !$0.isCompleted }.count
    for (filter, list, rows) in try lists(of: repository) {
      #expect(list.count == rows.count, "\(filter)")
      #expect(list.lastID == rows.last?.id, "\(filter)")
      #expect(list.itemsLeft == left, "\(filter)")
    }
  }

  @Test(arguments: [false, true])
  func rowsSayWhatTheModelsOfTheWholeTasksSay(slicedTexts: Bool) throws {
    let plain = InMemoryTaskRepository()
    let sliced = SlicingRowsRepository()
    let repository: any TaskRepository = slicedTexts ? sliced : plain
    _ = try repository.add(try Self.newTasks())
    let tasks = try repository.all()
    let kept: [TaskFilter: (TaskItem) -> Bool] = [
      .all: { _ in true }, .active: { !$0.isCompleted }, .completed: \.isCompleted,
      .favorites: \.isFavorite,
    ]
    for (filter, list, rows) in try lists(of: repository) {
      let expected = tasks.filter { kept[filter]?($0) == true }.map(Self.model)
      #expect(rows.map(\.task) == expected, "\(filter)")
      #expect(list.tasks == expected, "\(filter)")
      // The counts given before the rows, from the snapshot's counts of flags.
      #expect(list.count == expected.count, "\(filter)")
      #expect(list.lastID == expected.last?.id, "\(filter)")
      #expect(list.itemsLeft == tasks.filter { !$0.isCompleted }.count, "\(filter)")
      for (row, model) in zip(rows, expected) {
        #expect(row.id == model.id)
        #expect(Array(row.text) == Array(model.text.utf8))
        #expect(row.isFavorite == model.isFavorite)
        #expect(row.isCompleted == model.isCompleted)
        #expect(row.createdAt == model.createdAt)
        #expect(row.completedAt == model.completedAt)
        #expect(row.createdText == model.createdText)
        #expect(row.completedText == model.completedText)
      }
    }
  }
}
