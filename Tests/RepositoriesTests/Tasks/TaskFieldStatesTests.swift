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

  /// The compact states keep every flag `TaskFlags` declares, in every combination. A flag
  /// added there must be kept here too: the list below names those this store keeps.
  @Test func everyFlagComesBack() throws {
    let declared = Mirror(
      reflecting: TaskFlags(
        isFavorite: false, isCompleted: false, completedAt: nil, foreignChangedAt: nil))
    #expect(
      declared.children.map(\.label) == [
        "isFavorite", "isCompleted", "completedAt", "foreignChangedAt",
      ],
      "a new flag: keep it in TaskFieldStates and TaskTable.Slot, then name it here")
    var states = TaskFieldStates()
    var kept: [TaskFlags] = []
    for bits in 0..<16 {
      let completed = bits & 2 != 0
      let flags = TaskFlags(
        isFavorite: bits & 1 != 0, isCompleted: completed,
        completedAt: completed && bits & 4 != 0 ? 1_234 : nil,
        foreignChangedAt: bits & 8 != 0 ? 5_678 : nil)
      var task = try task(bits + 1, foreign: .some(nil))
      task.flags = flags
      states.append(task)
      kept.append(flags)
    }
    for (index, flags) in kept.enumerated() {
      #expect(states.flags(at: index) == flags, "\(index)")
    }
  }
}
