import Domain

/// The states before a change of the tasks it touched, when it left their texts as they
/// were (`complete-all`, its toggle, a star): what the undo history keeps of such a change.
///
/// Each task is its ID, whether it was a favorite and its completion, 16 bytes, and the
/// change time of its foreign data, kept once while every task has the same (none, never
/// changed, or all changed by one command), 8 bytes a task from the first that differs.
/// Its text, creation time, UUID and foreign fields are those of the task as the change
/// left it: an undo reads them from the stored task, which, the later changes being undone
/// first, is as this change left it (a change of flags leaves foreign fields as they were
/// and sets only their change time). The states before a `complete-all` of a million tasks
/// then take 16 MB, imported or not, not a million tasks with their texts and foreign data.
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

  /// Keeps the state of `task`, as it is before the change.
  package mutating func append(_ task: TaskItem) {
    append(
      id: task.id.rawValue, isFavorite: task.isFavorite,
      completion: Self.completion(isCompleted: task.isCompleted, at: task.completedAt),
      foreignChange: task.foreign.map { $0.changedAt ?? Self.unchangedForeign }
        ?? Self.noForeign)
  }

  /// Keeps the state before the change of the task `id`, which has no foreign data, from
  /// its flags and completion time (`nil`: none, or unknown): what a load reads of a task's
  /// slot without making the task.
  package mutating func appendWithoutForeign(
    id: TaskID, isFavorite: Bool, isCompleted: Bool, completedAt: Int64?
  ) {
    append(
      id: id.rawValue, isFavorite: isFavorite,
      completion: Self.completion(isCompleted: isCompleted, at: completedAt),
      foreignChange: Self.noForeign)
  }

  private static func completion(isCompleted: Bool, at time: Int64?) -> Int64 {
    isCompleted ? time ?? completedAtNoTime : active
  }

  private mutating func append(
    id: Int, isFavorite: Bool, completion: Int64, foreignChange change: Int64
  ) {
    if !foreignChanges.isEmpty {
      foreignChanges.append(change)
    } else if states.isEmpty {
      sameForeignChange = change
    } else if change != sameForeignChange {
      foreignChanges = Array(repeating: sameForeignChange, count: states.count)
      foreignChanges.append(change)
    }
    states.append(State(idAndFavorite: isFavorite ? id | Int.min : id, completion: completion))
  }

  /// The flags and completion time kept at `index` (`completedAt` `nil`: none, or
  /// unknown) when the task had no foreign data; `nil` when it had some. What an undo puts
  /// back into the task's slot without making the task.
  package func flagsWithoutForeign(at index: Int)
    -> (isFavorite: Bool, isCompleted: Bool, completedAt: Int64?)?
  {
    let change = foreignChanges.isEmpty ? sameForeignChange : foreignChanges[index]
    guard change == Self.noForeign else { return nil }
    let state = states[index]
    return (
      state.idAndFavorite < 0, state.completion != Self.active,
      state.completion > Self.completedAtNoTime ? state.completion : nil
    )
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

  /// The task kept at `index` as it was before the change, given it as the change left it.
  package func before(at index: Int, after: TaskItem) -> TaskItem {
    let state = states[index]
    return TaskItem(
      id: after.id, text: after.text, isFavorite: state.idAndFavorite < 0,
      isCompleted: state.completion != Self.active,
      createdAt: after.createdAt,
      completedAt: state.completion > Self.completedAtNoTime ? state.completion : nil,
      uuid: after.uuid,
      foreign: foreign(
        foreignChanges.isEmpty ? sameForeignChange : foreignChanges[index],
        after: after.foreign))
  }

  /// The foreign data of a kept task, given that of the task as the change left it: the
  /// same fields with the change time kept.
  private func foreign(_ change: Int64, after: ForeignData?) -> ForeignData? {
    switch change {
    case Self.noForeign: nil
    case Self.unchangedForeign: after?.with(changedAt: nil)
    default: after?.with(changedAt: change)
    }
  }
}
