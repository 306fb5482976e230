import Domain

/// The states before a change of the tasks it touched, when it changed their flags alone
/// (`TaskFlags`: a `complete-all`, its toggle, a star): what the undo history keeps of such
/// a change.
///
/// Each task is its ID and its flags, 16 bytes, and the change time of its foreign data,
/// kept once while every task has the same (none, never changed, or all changed by one
/// command), 8 bytes a task from the first that differs. Every other field is that of the
/// task as the change left it (`before(at:after:)`): an undo reads it from the stored task,
/// which, the later changes being undone first, is as this change left it. Whether a
/// change was of flags alone is `TaskItem.differsOnlyInFlags(from:)`, so a field added to
/// tasks is never dropped here. The states before a `complete-all` of a million tasks then
/// take 16 MB, imported or not, not a million tasks with their texts and foreign data.
package struct TaskFieldStates {
  private struct State {
    /// The ID, its sign bit set for a favorite.
    let idAndFavorite: Int
    /// The completion time; `active` or `completedAtNoTime` when there is none.
    let completion: Int64
  }

  /// The completion of a task that was not completed.
  private static let active = Int64.min
  /// The completion of a task completed at an unknown time.
  private static let completedAtNoTime = Int64.min + 1
  /// The foreign change time of a task without foreign data.
  private static let noForeign = Int64.min
  /// The foreign change time of foreign data puremvp never changed.
  private static let unchangedForeign = Int64.min + 1

  private var states: [State] = []
  /// The change time of each task's foreign data, `noForeign` or `unchangedForeign` when
  /// there is none; empty while every task so far has `sameForeignChange`.
  private var foreignChanges: [Int64] = []
  /// The foreign change time of every task kept, while they all have the same one.
  private var sameForeignChange = noForeign

  /// No task yet.
  package init() {}

  /// How many tasks are kept.
  package var count: Int { states.count }

  /// Makes room for `count` tasks.
  package mutating func reserveCapacity(_ count: Int) {
    states.reserveCapacity(count)
  }

  /// Keeps the flags of `task`, as it is before the change.
  package mutating func append(_ task: TaskItem) {
    append(
      id: task.id.rawValue, flags: task.flags,
      foreignChange: task.foreign.map { $0.changedAt ?? Self.unchangedForeign }
        ?? Self.noForeign)
  }

  /// Keeps the flags before the change of the task `id`, which has no foreign data: what a
  /// load reads of a task's slot without making the task.
  package mutating func appendWithoutForeign(id: TaskID, flags: TaskFlags) {
    append(id: id.rawValue, flags: flags, foreignChange: Self.noForeign)
  }

  private mutating func append(id: Int, flags: TaskFlags, foreignChange change: Int64) {
    if !foreignChanges.isEmpty {
      foreignChanges.append(change)
    } else if states.isEmpty {
      sameForeignChange = change
    } else if change != sameForeignChange {
      foreignChanges = Array(repeating: sameForeignChange, count: states.count)
      foreignChanges.append(change)
    }
    let completion = flags.isCompleted ? flags.completedAt ?? Self.completedAtNoTime : Self.active
    states.append(
      State(idAndFavorite: flags.isFavorite ? id | Int.min : id, completion: completion))
  }

  /// The flags kept at `index` when the task had no foreign data; `nil` when it had some.
  /// What an undo puts back into the task's slot without making the task.
  package func flagsWithoutForeign(at index: Int) -> TaskFlags? {
    foreignChange(at: index) == Self.noForeign ? flags(at: index) : nil
  }

  /// The flags kept at `index`.
  package func flags(at index: Int) -> TaskFlags {
    let state = states[index]
    let change = foreignChange(at: index)
    return TaskFlags(
      isFavorite: state.idAndFavorite < 0, isCompleted: state.completion != Self.active,
      completedAt: state.completion > Self.completedAtNoTime ? state.completion : nil,
      foreignChangedAt: change > Self.unchangedForeign ? change : nil)
  }

  private func foreignChange(at index: Int) -> Int64 {
    foreignChanges.isEmpty ? sameForeignChange : foreignChanges[index]
  }

  /// The ID of the task kept at `index` (never `nil`: a kept ID is a task's).
  package func id(at index: Int) -> TaskID? {
    TaskID(states[index].idAndFavorite & Int.max)
  }

  /// Whether the IDs rise from each task to the next, so that none comes twice.
  package var hasRisingIDs: Bool {
    zip(states, states.dropFirst()).allSatisfy {
      $0.idAndFavorite & Int.max < $1.idAndFavorite & Int.max
    }
  }

  /// The task kept at `index` as it was before the change, given it as the change left it:
  /// that task with the flags kept.
  package func before(at index: Int, after: TaskItem) -> TaskItem {
    var task = after
    task.flags = flags(at: index)
    return task
  }
}
