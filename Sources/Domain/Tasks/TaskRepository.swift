/// The port through which the Tasks service reaches stored tasks.
///
/// Gateways keep tasks in creation order and hand out IDs that are never reused,
/// also after every task is removed and after an undo.
///
/// Each call that changes tasks is one change, the unit `undo()` reverts: a service
/// command makes at most one such call, so that undoing reverts a whole command.
package protocol TaskRepository: AnyObject {
  /// Every stored task, oldest first.
  func all() throws(DomainError) -> [TaskItem]
  /// The task with `id`, or `nil` when there is none.
  func task(withID id: TaskID) throws(DomainError) -> TaskItem?
  /// Stores a new task with the next free ID and returns it.
  func add(text: TaskText) throws(DomainError) -> TaskItem
  /// Replaces the stored tasks that have the IDs of `tasks`, as one change; tasks with
  /// no stored match are skipped, and an empty array changes nothing.
  func update(_ tasks: [TaskItem]) throws(DomainError)
  /// Removes the tasks with `ids`, as one change; missing tasks are skipped.
  func remove(ids: [TaskID]) throws(DomainError)
  /// Removes every task, as one change; the next ID is not reset. An empty store is left
  /// as it is.
  func removeAll() throws(DomainError)
  /// Reverts the latest change not reverted yet, as a change of its own that a later
  /// `undo()` does not revert (it goes one change further back), and says what it reverted;
  /// `nil` when the gateway keeps no earlier change. Gateways keep `TaskHistory.depth`
  /// changes; the IDs an undone add handed out stay used.
  func undo() throws(DomainError) -> [RevertedTask]?
}

/// One task an undo put back.
package struct RevertedTask: Equatable, Sendable {
  /// The task as the undone change left it; `nil` when that change removed it.
  package let undone: TaskItem?
  /// The task as it is again now; `nil` when the undone change added it (the undo removed it).
  package let restored: TaskItem?

  /// A task that went from `undone` back to `restored`.
  package init(undone: TaskItem?, restored: TaskItem?) {
    self.undone = undone
    self.restored = restored
  }
}

/// How many changes a task gateway keeps for `undo()`.
package enum TaskHistory {
  /// Ten: a screenful of undo steps; a store file keeps them across processes until the
  /// file is compacted.
  package static let depth = 10
}
