import Domain
import StoreEngine
import TestSupport
import Testing

/// `TaskFieldStates` keeps a foreign change time once while every task has the same, and one
/// a task from the first that differs: each task must come back with the foreign data it
/// had, whatever the pattern.
@Suite struct TaskFieldStatesTests {
  private static let fields = ForeignData(format: "taskwarrior", fields: #"{"fields":{}}"#)

  /// A task whose foreign data is `change`: `nil` for none, `.some(nil)` for data puremvp
  /// never changed, a time for data it changed then.
  private func task(_ id: Int, foreign change: Int64??) throws -> TaskItem {
    let foreign = try change.map { time in try #require(Self.fields).with(changedAt: time) }
    return TaskItem(
      id: try #require(TaskID(id)), text: try TaskText("task \(id)"), isFavorite: id % 2 == 0,
      isCompleted: id % 3 == 0, createdAt: 60, completedAt: id % 3 == 0 ? 90 : nil,
      uuid: .numbered(UInt64(id)), foreign: foreign)
  }

  @Test(
    arguments: [
      [nil, nil, nil],
      [.some(nil), .some(nil), .some(nil)],
      [5, 5, 5, 5],
      [.some(nil), .some(nil), 5, 5, nil, .some(nil)],
      [nil, nil, .some(nil), 7, 7, nil],
      [5, 5, 6],
    ] as [[Int64??]])
  func eachTaskComesBackWithItsForeignData(pattern: [Int64??]) throws {
    var states = TaskFieldStates()
    var kept: [TaskItem] = []
    for (index, change) in pattern.enumerated() {
      let before = try task(index + 1, foreign: change)
      states.append(before)
      kept.append(before)
    }
    for (index, before) in kept.enumerated() {
      // As the change left it: completed, its foreign data (if any) dated by the change.
      var after = before
      after.isCompleted = true
      after.completedAt = 1_000
      after.foreign = before.foreign?.changed(at: 1_000)
      #expect(states.before(at: index, after: after) == before, "\(pattern) at \(index)")
    }
  }
}
