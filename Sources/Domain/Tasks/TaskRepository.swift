/// The port through which the Tasks service reaches stored tasks.
///
/// Gateways keep tasks in creation order and hand out IDs that are never reused,
/// also after every task is removed.
package protocol TaskRepository: AnyObject {
  /// Every stored task, oldest first.
  func all() throws(DomainError) -> [TaskItem]
  /// The task with `id`, or `nil` when there is none.
  func task(withID id: TaskID) throws(DomainError) -> TaskItem?
  /// Stores a new task with the next free ID and returns it.
  func add(text: TaskText) throws(DomainError) -> TaskItem
  /// Replaces the stored task that has `task.id`.
  func update(_ task: TaskItem) throws(DomainError)
  /// Removes the task with `id`; removing a missing task does nothing.
  func remove(id: TaskID) throws(DomainError)
  /// Removes every task; the next ID is not reset.
  func removeAll() throws(DomainError)
}
