import Domain
import Repositories
import Services
import TestSupport
import Testing

/// When tasks were created and completed: read from the clock port on every path that
/// completes a task, cleared by every path that reopens one, restored by undo.
@Suite struct TasksServiceTimeTests {
  /// 2026-01-01T09:00:00Z.
  private static let created: Int64 = 1_767_258_000
  /// An hour later.
  private static let later: Int64 = created + 3_600
  private let repository = InMemoryTaskRepository()
  private let clock = FixedClock(time: created)
  private let service: DefaultTasksService

  init() {
    service = DefaultTasksService(
      repository: repository, clock: clock, random: SeededRandomSource(seed: 1),
      language: .english)
  }

  /// Task `id` as stored.
  private func stored(_ id: Int) throws -> TaskItem {
    let taskID = try #require(TaskID(id))
    return try #require(repository.task(withID: taskID))
  }

  @Test func addRecordsTheClockAndARandomUUID() throws {
    service.add(text: "a")
    service.add(text: "b")
    let (first, second) = (try stored(1), try stored(2))
    #expect(first.createdAt == Self.created)
    #expect(first.completedAt == nil)
    #expect(first.uuid != second.uuid)
    // Version 4 of the RFC's variant.
    #expect(Array(first.uuid.description)[14] == "4")
    #expect("89ab".contains(Array(first.uuid.description)[19]))
  }

  @Test(arguments: ["complete", "complete several", "toggle", "complete-all", "toggle-all"])
  func everyWayOfCompletingRecordsTheClock(way: String) throws {
    service.add(text: "a")
    clock.time = Self.later
    switch way {
    case "complete": service.complete(ids: ["1"])
    case "complete several": service.complete(ids: ["1", "1"])
    case "toggle": service.toggleCompleted(id: "1")
    case "complete-all": service.completeAll()
    default: service.toggleAllCompleted()
    }
    let task = try stored(1)
    #expect(task.isCompleted)
    #expect(task.createdAt == Self.created)
    #expect(task.completedAt == Self.later)
  }

  @Test(arguments: ["reopen", "toggle", "toggle-all"])
  func everyWayOfReopeningClearsTheCompletionTime(way: String) throws {
    service.add(text: "a")
    service.complete(ids: ["1"])
    switch way {
    case "reopen": service.reopen(ids: ["1"])
    case "toggle": service.toggleCompleted(id: "1")
    default: service.toggleAllCompleted()
    }
    let task = try stored(1)
    #expect(!task.isCompleted)
    #expect(task.completedAt == nil)
    #expect(task.createdAt == Self.created)
  }

  @Test func completingAgainKeepsTheFirstTime() throws {
    service.add(text: "a")
    service.complete(ids: ["1"])
    clock.time = Self.later
    service.complete(ids: ["1"])
    service.completeAll()
    #expect(try stored(1).completedAt == Self.created)
  }

  @Test func editAndStarKeepBothTimes() throws {
    service.add(text: "a")
    service.complete(ids: ["1"])
    clock.time = Self.later
    service.edit(id: "1", text: "b")
    service.toggleFavorite(id: "1")
    let task = try stored(1)
    #expect(task.text.value == "b")
    #expect(task.createdAt == Self.created)
    #expect(task.completedAt == Self.created)
  }

  @Test func undoPutsBackTheTimesThatWere() throws {
    service.add(text: "a")
    clock.time = Self.later
    service.complete(ids: ["1"])
    service.reopen(ids: ["1"])
    service.undo()
    #expect(try stored(1).completedAt == Self.later)
    service.undo()
    #expect(try stored(1).completedAt == nil)
    #expect(try stored(1).createdAt == Self.created)
  }

  @Test func theModelsCarryTheTimesWrittenOut() {
    var shown: [TaskModel] = []
    service.onTaskChanged { shown.append($0.task) }
    service.add(text: "a")
    clock.time = Self.later + 59
    service.complete(ids: ["1"])
    #expect(shown.map(\.createdAt) == ["2026-01-01T09:00:00Z", "2026-01-01T09:00:00Z"])
    #expect(shown.map(\.completedAt) == [nil, "2026-01-01T10:00:59Z"])
    #expect(shown.map(\.createdText) == ["2026-01-01 09:00", "2026-01-01 09:00"])
    #expect(shown.map(\.completedText) == ["", "2026-01-01 10:00"])
  }

  @Test func aTaskWithoutTimesShowsThemAsUnknown() {
    let model = TaskModel(id: 1, text: "a", isFavorite: false, isCompleted: true)
    #expect(model.createdAt == nil)
    #expect(model.completedAt == nil)
    #expect(model.createdText == "-")
    #expect(model.completedText == "-")
  }
}
