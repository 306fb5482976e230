import Domain

/// The states before a change of the tasks it touched, when it left their texts as they
/// were (`complete-all`, its toggle, a star): what the undo history keeps of such a change.
///
/// Each task is its ID, whether it was a favorite and its completion, 16 bytes, and the
/// few that carried foreign data have it in a table by ID beside them. Its text, creation
/// time and UUID are those of the task as the change left it: an undo reads them from the
/// stored task, which, the later changes being undone first, is as this change left it.
/// The states before a `complete-all` of a million tasks then take 16 MB, not a million
/// tasks with their texts.
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

  private var states: [State] = []
  /// The foreign data of the tasks that carried some, by ID.
  private var foreigns: [Int: ForeignData] = [:]

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
    let completion =
      task.isCompleted ? task.completedAt ?? Self.completedAtNoTime : Self.active
    let id = task.id.rawValue
    states.append(
      State(idAndFavorite: task.isFavorite ? id | Int.min : id, completion: completion))
    if let foreign = task.foreign { foreigns[id] = foreign }
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
      uuid: after.uuid, foreign: foreigns[after.id.rawValue])
  }
}
