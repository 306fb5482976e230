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

  /// The in-memory gateway keeps a million tasks in one array: at 64 bytes a task, its peak
  /// stays under the 200 MB bar.
  @Test func aTaskTakesAtMost64Bytes() {
    #expect(MemoryLayout<TaskItem>.stride <= 64)
    #expect(MemoryLayout<TaskItem?>.stride <= 64)
  }

  /// The star shares the ID's word and "completed" the completion time's: each flag moves
  /// alone, whatever the ID and the times.
  @Test func theFlagsAreIndependentOfTheIDAndTheTimes() throws {
    let largest = try #require(TaskID(Int.max))
    var item = TaskItem(
      id: largest, text: try TaskText("a"), isFavorite: true, isCompleted: true,
      completedAt: .min + 1, uuid: .numbered(1))
    #expect(item.id == largest && item.isFavorite && item.isCompleted)
    #expect(item.completedAt == nil)
    item.isFavorite = false
    #expect(item.id == largest && !item.isFavorite && item.isCompleted)
    item.isCompleted = true
    item.completedAt = -5
    item.isFavorite = true
    #expect(item.completedAt == -5 && item.isCompleted && item.isFavorite)
    item.isCompleted = false
    #expect(!item.isCompleted && item.completedAt == nil && item.id == largest)
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
