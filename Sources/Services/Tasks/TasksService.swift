/// The Tasks application's model, as its presenter sees it: commands in, presentation models out.
///
/// Each command answers through exactly one of the registered outcome handlers. IDs arrive as
/// the user typed them (`3` or `#3`). A command given several IDs checks them all before it
/// changes anything: one bad or unknown ID fails it whole; an ID given twice counts once.
public protocol TasksService: AnyObject {
  /// Adds a task with `text`, trimmed.
  func add(text: String)
  /// Lists the tasks that match the filter named `filter` (`all`, `active`, `completed`,
  /// `favorites`), oldest first; an unknown name is a usage failure.
  func list(filter: String)
  /// Marks the tasks `ids` completed; one already completed is said so and left as it is.
  /// One ID answers through `onTaskChanged`, several through `onSeveralChanged`.
  func complete(ids: [String])
  /// Marks the tasks `ids` active; answers like `complete(ids:)`.
  func reopen(ids: [String])
  /// Stars the tasks `ids`; answers like `complete(ids:)`.
  func favorite(ids: [String])
  /// Unstars the tasks `ids`; answers like `complete(ids:)`.
  func unfavorite(ids: [String])
  /// Completes or reopens the task `id` (the check box).
  func toggleCompleted(id: String)
  /// Stars or unstars the task `id` (the star button).
  func toggleFavorite(id: String)
  /// Marks every task completed.
  func completeAll()
  /// Marks every task active when all are completed, else marks every task completed.
  func toggleAllCompleted()
  /// Gives the task `id` a new text; an empty text removes the task.
  func edit(id: String, text: String)
  /// Removes the tasks `ids`: one ID answers through `onTaskRemoved`, several through
  /// `onSeveralRemoved`.
  func remove(ids: [String])
  /// Removes every completed task.
  func clearCompleted()
  /// Removes every task.
  func removeAll()
  /// Reverts the latest change not undone yet; a second undo goes one change further back.
  func undo()
  /// Adds the tasks of an imported file as one change (one `undo` takes them all back),
  /// after the same rules as `add(text:)`; entries the rules refuse, or whose UUID the
  /// store already holds, are skipped and reported, and never fail the others.
  func importTasks(_ request: TaskImportRequest)
  /// Answers every task, oldest first, with the values a file keeps (times, UUID).
  func exportTasks()

  /// Calls `handler` with the task a command given one task added or changed.
  func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void)
  /// Calls `handler` with the task a command given one task removed.
  func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void)
  /// Calls `handler` with the tasks a command given several IDs changed.
  func onSeveralChanged(_ handler: @escaping (TaskChangesModel) -> Void)
  /// Calls `handler` with the tasks a command given several IDs removed.
  func onSeveralRemoved(_ handler: @escaping (TaskChangesModel) -> Void)
  /// Calls `handler` with each list asked for.
  func onListed(_ handler: @escaping (TaskListModel) -> Void)
  /// Calls `handler` with the count of each bulk removal.
  func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void)
  /// Calls `handler` with the outcome of each `completeAll()` and `toggleAllCompleted()`.
  func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void)
  /// Calls `handler` with what each `undo()` reverted.
  func onUndone(_ handler: @escaping (TaskUndoModel) -> Void)
  /// Calls `handler` with what each `importTasks(_:)` added and skipped.
  func onImported(_ handler: @escaping (TaskImportModel) -> Void)
  /// Calls `handler` with each `exportTasks()`'s tasks.
  func onExported(_ handler: @escaping (TaskExportModel) -> Void)
  /// Calls `handler` with each failed command; a failed command changes nothing.
  func onFailure(_ handler: @escaping (ErrorModel) -> Void)
}
