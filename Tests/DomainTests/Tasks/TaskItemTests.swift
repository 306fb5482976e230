import Domain
import TestSupport
import Testing

@Suite struct TaskItemTests {
  private func task(completed: Bool, completedAt: Int64?) throws -> TaskItem {
    TaskItem(
      id: try #require(TaskID(1)), text: try TaskText("a"), isCompleted: completed,
      createdAt: 100, completedAt: completedAt, uuid: .numbered(1))
  }

  @Test func keepsItsTimesAndUUID() throws {
    let item = try task(completed: true, completedAt: 200)
    #expect(item.createdAt == 100)
    #expect(item.completedAt == 200)
    #expect(item.uuid == .numbered(1))
  }

  @Test func anActiveTaskHasNoCompletionTime() throws {
    #expect(try task(completed: false, completedAt: 200).completedAt == nil)
    var item = try task(completed: false, completedAt: nil)
    item.completedAt = 300
    #expect(item.completedAt == nil)
  }

  @Test func reopeningClearsTheCompletionTime() throws {
    var item = try task(completed: true, completedAt: 200)
    item.isCompleted = false
    #expect(item.completedAt == nil)
    item.isCompleted = true
    #expect(item.completedAt == nil)
    item.completedAt = 400
    #expect(item.completedAt == 400)
  }

  @Test func timesMayBeUnknownOrBefore1970() throws {
    let old = TaskItem(
      id: try #require(TaskID(1)), text: try TaskText("a"), isCompleted: true,
      createdAt: -86_400, uuid: .numbered(1))
    #expect(old.createdAt == -86_400)
    #expect(old.completedAt == nil)
    let none = TaskItem(id: try #require(TaskID(1)), text: try TaskText("a"), uuid: .numbered(1))
    #expect(none.createdAt == nil)
  }

  /// Reopening a task drops its completion time, and an active task takes none: "completed
  /// at" always goes with "completed".
  @Test func aCompletionTimeGoesWithCompletion() throws {
    var item = TaskItem(
      id: try #require(TaskID(3)), text: try TaskText("a"), isFavorite: true,
      completedAt: 100, uuid: .numbered(1))
    #expect(!item.isCompleted && item.completedAt == nil)
    item.completedAt = 200
    #expect(item.completedAt == nil)
    item.isCompleted = true
    item.completedAt = -5
    #expect(item.completedAt == -5 && item.isCompleted && item.isFavorite)
    item.isFavorite = false
    #expect(item.completedAt == -5 && item.isCompleted && !item.isFavorite)
    item.isCompleted = false
    #expect(!item.isCompleted && item.completedAt == nil && item.id.rawValue == 3)
  }

  @Test func foreignDataStaysThroughChanges() throws {
    let foreign = try #require(ForeignData(format: "todotxt", fields: "{}"))
    var item = TaskItem(
      id: try #require(TaskID(1)), text: try TaskText("a"), uuid: .numbered(1), foreign: foreign)
    item.text = try TaskText("b")
    item.isCompleted = true
    item.isFavorite = true
    #expect(item.foreign == foreign)
    #expect(item.foreign?.changedAt == nil)
    #expect(item.foreign?.changed(at: 7).changedAt == 7)
    #expect(item.foreign?.changed(at: 7) != foreign)
    // A format the store could not write as one word, or fields holding a NUL, are refused.
    #expect(ForeignData(format: "Task warrior", fields: "{}") == nil)
    #expect(ForeignData(format: "todotxt", fields: "a\u{0}b") == nil)
  }

  @Test func aNewTaskBecomesTheTaskStoredUnderItsID() throws {
    let new = NewTask(
      text: try TaskText("a"), isFavorite: true, isCompleted: true, createdAt: 1,
      completedAt: 2, uuid: .numbered(7))
    let stored = new.stored(as: try #require(TaskID(3)))
    #expect(stored.id.rawValue == 3)
    #expect(stored.text.value == "a")
    #expect(stored.isFavorite && stored.isCompleted)
    #expect(stored.createdAt == 1)
    #expect(stored.completedAt == 2)
    #expect(stored.uuid == .numbered(7))
  }
}
