import Services

/// Connects a Tasks view to a `TasksService`, and does nothing else.
///
/// Each view event reaches one service command and each service outcome reaches one view
/// method. There is no branch, state or formatting here: the service holds all of that.
/// The closures keep the view and the service alive for as long as either is in use.
///
/// A view is the parts it implements: every Tasks view edits the list (`TaskListView`);
/// one that also reads and writes files implements `TaskFilesView`, and is wired for both.
public struct TasksPresenter {
  /// Wires every event of `view` to `service` and every outcome of `service` to `view`:
  /// the list's editing and the files' import and export.
  @discardableResult
  public init(view: any TasksView, service: any TasksService) {
    Self.connectList(view, service)
    view.onImport { service.importTasks($0) }
    view.onExport { service.exportTasks() }

    service.onImported { view.showImported($0) }
    service.onExported { view.showExported($0) }
  }

  /// Wires every event of `view` to `service` and every outcome of `service` to `view`,
  /// for a view that edits the list and offers no files (the screen).
  @discardableResult
  public init(view: any TaskListView, service: any TasksService) {
    Self.connectList(view, service)
  }

  /// The list's events to `service`, and its outcomes to `view`.
  private static func connectList(_ view: any TaskListView, _ service: any TasksService) {
    view.onAdd { service.add(text: $0) }
    view.onList { service.list(filter: $0) }
    view.onComplete { service.complete(ids: $0) }
    view.onReopen { service.reopen(ids: $0) }
    view.onFavorite { service.favorite(ids: $0) }
    view.onUnfavorite { service.unfavorite(ids: $0) }
    view.onToggleFavorite { service.toggleFavorite(id: $0) }
    view.onToggleCompleted { service.toggleCompleted(id: $0) }
    view.onCompleteAll { service.completeAll() }
    view.onToggleAllCompleted { service.toggleAllCompleted() }
    view.onEdit { service.edit(id: $0, text: $1) }
    view.onRemove { service.remove(ids: $0) }
    view.onClearCompleted { service.clearCompleted() }
    view.onRemoveAll { service.removeAll() }
    view.onUndo { service.undo() }

    service.onTaskChanged { view.showChanged($0) }
    service.onTaskRemoved { view.showRemoved($0) }
    service.onSeveralChanged { view.showSeveralChanged($0) }
    service.onSeveralRemoved { view.showSeveralRemoved($0) }
    service.onListed { view.showList($0) }
    service.onTasksRemoved { view.showRemovedCount($0) }
    service.onAllToggled { view.showAllToggled($0) }
    service.onUndone { view.showUndone($0) }
    service.onFailure { view.showFailure($0) }
  }
}

/// A Tasks view that reads and writes files as well as editing the list, as its presenter
/// sees it: the command line's.
public typealias TasksView = TaskListView & TaskFilesView

/// The Tasks list as its presenter sees it, on every view: user events out, presentation
/// models in.
///
/// IDs go out as the user typed them; the service parses them.
public protocol TaskListView: AnyObject {
  /// Calls `handler` with the text each time the user adds a task.
  func onAdd(_ handler: @escaping (_ text: String) -> Void)
  /// Calls `handler` with the filter as typed (`active`) each time the user asks for the list.
  func onList(_ handler: @escaping (_ filter: String) -> Void)
  /// Calls `handler` with the typed IDs each time the user marks tasks completed.
  func onComplete(_ handler: @escaping (_ ids: [String]) -> Void)
  /// Calls `handler` with the typed IDs each time the user marks tasks active again.
  func onReopen(_ handler: @escaping (_ ids: [String]) -> Void)
  /// Calls `handler` with the typed IDs each time the user stars tasks.
  func onFavorite(_ handler: @escaping (_ ids: [String]) -> Void)
  /// Calls `handler` with the typed IDs each time the user unstars tasks.
  func onUnfavorite(_ handler: @escaping (_ ids: [String]) -> Void)
  /// Calls `handler` with the typed ID each time the user stars or unstars a task (the star
  /// button).
  func onToggleFavorite(_ handler: @escaping (_ id: String) -> Void)
  /// Calls `handler` with the typed ID each time the user completes or reopens a task (the
  /// check box).
  func onToggleCompleted(_ handler: @escaping (_ id: String) -> Void)
  /// Calls `handler` each time the user marks every task completed.
  func onCompleteAll(_ handler: @escaping () -> Void)
  /// Calls `handler` each time the user toggles every task at once.
  func onToggleAllCompleted(_ handler: @escaping () -> Void)
  /// Calls `handler` with the typed ID and new text each time the user edits a task.
  func onEdit(_ handler: @escaping (_ id: String, _ text: String) -> Void)
  /// Calls `handler` with the typed IDs each time the user removes tasks.
  func onRemove(_ handler: @escaping (_ ids: [String]) -> Void)
  /// Calls `handler` each time the user clears the completed tasks.
  func onClearCompleted(_ handler: @escaping () -> Void)
  /// Calls `handler` each time the user removes every task.
  func onRemoveAll(_ handler: @escaping () -> Void)
  /// Calls `handler` each time the user undoes the latest change.
  func onUndo(_ handler: @escaping () -> Void)

  /// Shows a task that was added or changed.
  func showChanged(_ change: TaskChangeModel)
  /// Shows a task that was removed.
  func showRemoved(_ change: TaskChangeModel)
  /// Shows the tasks a command given several IDs changed.
  func showSeveralChanged(_ changes: TaskChangesModel)
  /// Shows the tasks a command given several IDs removed.
  func showSeveralRemoved(_ changes: TaskChangesModel)
  /// Shows a list of tasks.
  func showList(_ list: TaskListModel)
  /// Shows how many tasks a bulk removal took away.
  func showRemovedCount(_ count: TaskCountModel)
  /// Shows the outcome of marking or toggling every task.
  func showAllToggled(_ outcome: CompleteAllModel)
  /// Shows what an undo reverted.
  func showUndone(_ undo: TaskUndoModel)
  /// Shows a failed command.
  func showFailure(_ error: ErrorModel)
}

/// The Tasks files as their presenter sees them, on a view that offers them: a file's tasks
/// in, every task out. Its failures are shown by `TaskListView.showFailure`.
public protocol TaskFilesView: AnyObject {
  /// Calls `handler` with a file's tasks, already read, each time the user imports a file.
  func onImport(_ handler: @escaping (_ request: TaskImportRequest) -> Void)
  /// Calls `handler` each time the user exports the tasks.
  func onExport(_ handler: @escaping () -> Void)

  /// Shows what an import added and skipped.
  func showImported(_ outcome: TaskImportModel)
  /// Shows every task, for an export.
  func showExported(_ export: TaskExportModel)
}
