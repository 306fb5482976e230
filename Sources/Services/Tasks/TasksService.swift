/// The Tasks application's model, as its presenter sees it: commands in, presentation models out.
///
/// Each command answers through exactly one of the registered outcome handlers.
package protocol TasksService: AnyObject {
  /// Adds a task with `text`, trimmed.
  func add(text: String)
  /// Lists the tasks that match the filter named `filter` (`all`, `active`, `completed`,
  /// `favorites`), oldest first; an unknown name is a usage failure.
  func list(filter: String)
  /// Stars or unstars the task whose ID is written as `id`.
  func toggleFavorite(id: String)
  /// Completes or reopens the task whose ID is written as `id`.
  func toggleCompleted(id: String)
  /// Marks every task active when all are completed, else marks every task completed.
  func toggleAllCompleted()
  /// Gives the task `id` a new text; an empty text removes the task.
  func edit(id: String, text: String)
  /// Removes the task whose ID is written as `id`.
  func remove(id: String)
  /// Removes every completed task.
  func clearCompleted()
  /// Removes every task.
  func removeAll()

  /// Calls `handler` with each task a command added or changed.
  func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void)
  /// Calls `handler` with each task a command removed.
  func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void)
  /// Calls `handler` with each list asked for.
  func onListed(_ handler: @escaping (TaskListModel) -> Void)
  /// Calls `handler` with the count of each bulk removal.
  func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void)
  /// Calls `handler` with the outcome of each `toggleAllCompleted()`.
  func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void)
  /// Calls `handler` with each failed command; a failed command changes nothing.
  func onFailure(_ handler: @escaping (ErrorModel) -> Void)
}
