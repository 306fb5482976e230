import Services

/// Connects a `TasksView` to a `TasksService`, and does nothing else.
///
/// Each view event reaches one service command and each service outcome reaches one view
/// method. There is no branch, state or formatting here: the service holds all of that.
/// The closures keep the view and the service alive for as long as either is in use.
public struct TasksPresenter {
  /// Wires every event of `view` to `service` and every outcome of `service` to `view`.
  @discardableResult
  public init(view: any TasksView, service: any TasksService) {
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
    view.onImport { service.importTasks($0) }
    view.onExport { service.exportTasks() }

    service.onTaskChanged { view.showChanged($0) }
    service.onTaskRemoved { view.showRemoved($0) }
    service.onSeveralChanged { view.showSeveralChanged($0) }
    service.onSeveralRemoved { view.showSeveralRemoved($0) }
    service.onListed { view.showList($0) }
    service.onTasksRemoved { view.showRemovedCount($0) }
    service.onAllToggled { view.showAllToggled($0) }
    service.onUndone { view.showUndone($0) }
    service.onImported { view.showImported($0) }
    service.onExported { view.showExported($0) }
    service.onFailure { view.showFailure($0) }
  }
}
