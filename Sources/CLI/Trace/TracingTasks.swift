import Domain
import Presenters
import Services

/// A `TasksEditing` view that reports every event it sends and every model it is shown.
class TracingTasksEditing: TasksEditing {
  private let base: any TasksEditing
  fileprivate let tracer: Tracer

  init(_ base: any TasksEditing, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func onAdd(_ handler: @escaping (String) -> Void) {
    base.onAdd(tracer.relay(.viewToPresenter, "onAdd", ["text"], handler))
  }
  func onList(_ handler: @escaping (String) -> Void) {
    base.onList(tracer.relay(.viewToPresenter, "onList", ["filter"], handler))
  }
  func onComplete(_ handler: @escaping ([String]) -> Void) {
    base.onComplete(tracer.relay(.viewToPresenter, "onComplete", ["ids"], handler))
  }
  func onReopen(_ handler: @escaping ([String]) -> Void) {
    base.onReopen(tracer.relay(.viewToPresenter, "onReopen", ["ids"], handler))
  }
  func onFavorite(_ handler: @escaping ([String]) -> Void) {
    base.onFavorite(tracer.relay(.viewToPresenter, "onFavorite", ["ids"], handler))
  }
  func onUnfavorite(_ handler: @escaping ([String]) -> Void) {
    base.onUnfavorite(tracer.relay(.viewToPresenter, "onUnfavorite", ["ids"], handler))
  }
  func onToggleFavorite(_ handler: @escaping (String) -> Void) {
    base.onToggleFavorite(tracer.relay(.viewToPresenter, "onToggleFavorite", ["id"], handler))
  }
  func onToggleCompleted(_ handler: @escaping (String) -> Void) {
    base.onToggleCompleted(tracer.relay(.viewToPresenter, "onToggleCompleted", ["id"], handler))
  }
  func onCompleteAll(_ handler: @escaping () -> Void) {
    base.onCompleteAll(tracer.relay(.viewToPresenter, "onCompleteAll", [], handler))
  }
  func onToggleAllCompleted(_ handler: @escaping () -> Void) {
    base.onToggleAllCompleted(tracer.relay(.viewToPresenter, "onToggleAllCompleted", [], handler))
  }
  func onEdit(_ handler: @escaping (String, String) -> Void) {
    base.onEdit(tracer.relay(.viewToPresenter, "onEdit", ["id", "text"], handler))
  }
  func onRemove(_ handler: @escaping ([String]) -> Void) {
    base.onRemove(tracer.relay(.viewToPresenter, "onRemove", ["ids"], handler))
  }
  func onClearCompleted(_ handler: @escaping () -> Void) {
    base.onClearCompleted(tracer.relay(.viewToPresenter, "onClearCompleted", [], handler))
  }
  func onRemoveAll(_ handler: @escaping () -> Void) {
    base.onRemoveAll(tracer.relay(.viewToPresenter, "onRemoveAll", [], handler))
  }
  func onUndo(_ handler: @escaping () -> Void) {
    base.onUndo(tracer.relay(.viewToPresenter, "onUndo", [], handler))
  }

  func showChanged(_ change: TaskChangeModel) {
    tracer.note(.presenterToView, "showChanged", [], change)
    base.showChanged(change)
  }
  func showRemoved(_ change: TaskChangeModel) {
    tracer.note(.presenterToView, "showRemoved", [], change)
    base.showRemoved(change)
  }
  func showSeveralChanged(_ changes: TaskChangesModel) {
    tracer.note(.presenterToView, "showSeveralChanged", [], changes)
    base.showSeveralChanged(changes)
  }
  func showSeveralRemoved(_ changes: TaskChangesModel) {
    tracer.note(.presenterToView, "showSeveralRemoved", [], changes)
    base.showSeveralRemoved(changes)
  }
  func showUndone(_ undo: TaskUndoModel) {
    tracer.note(.presenterToView, "showUndone", [], undo)
    base.showUndone(undo)
  }
  func showList(_ list: TaskListModel) {
    tracer.note(.presenterToView, "showList", [], list)
    base.showList(list)
  }
  func showRemovedCount(_ count: TaskCountModel) {
    tracer.note(.presenterToView, "showRemovedCount", [], count)
    base.showRemovedCount(count)
  }
  func showAllToggled(_ outcome: CompleteAllModel) {
    tracer.note(.presenterToView, "showAllToggled", [], outcome)
    base.showAllToggled(outcome)
  }
  func showFailure(_ error: ErrorModel) {
    tracer.note(.presenterToView, "showFailure", [], error)
    base.showFailure(error)
  }
}

/// A `TasksView` (editing and files) that reports every event it sends and every model it
/// is shown.
final class TracingTasksView: TracingTasksEditing, TasksTransferring {
  private let transfer: any TasksTransferring

  init(_ base: any TasksView, _ tracer: Tracer) {
    transfer = base
    super.init(base, tracer)
  }

  func onImport(_ handler: @escaping (TaskImportRequest) -> Void) {
    transfer.onImport(tracer.relay(.viewToPresenter, "onImport", ["request"], handler))
  }
  func onExport(_ handler: @escaping () -> Void) {
    transfer.onExport(tracer.relay(.viewToPresenter, "onExport", [], handler))
  }
  func showImported(_ outcome: TaskImportModel) {
    tracer.note(.presenterToView, "showImported", [], outcome)
    transfer.showImported(outcome)
  }
  func showExported(_ export: TaskExportModel) {
    tracer.note(.presenterToView, "showExported", [], export)
    transfer.showExported(export)
  }
}

/// A `TasksService` that reports every command it receives and every outcome it sends.
final class TracingTasksService: TasksService {
  private let base: any TasksService
  private let tracer: Tracer

  init(_ base: any TasksService, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func add(text: String) {
    tracer.note(.presenterToService, "add", ["text"], text)
    base.add(text: text)
  }
  func list(filter: String) {
    tracer.note(.presenterToService, "list", ["filter"], filter)
    base.list(filter: filter)
  }
  func complete(ids: [String]) {
    tracer.note(.presenterToService, "complete", ["ids"], ids)
    base.complete(ids: ids)
  }
  func reopen(ids: [String]) {
    tracer.note(.presenterToService, "reopen", ["ids"], ids)
    base.reopen(ids: ids)
  }
  func favorite(ids: [String]) {
    tracer.note(.presenterToService, "favorite", ["ids"], ids)
    base.favorite(ids: ids)
  }
  func unfavorite(ids: [String]) {
    tracer.note(.presenterToService, "unfavorite", ["ids"], ids)
    base.unfavorite(ids: ids)
  }
  func toggleFavorite(id: String) {
    tracer.note(.presenterToService, "toggleFavorite", ["id"], id)
    base.toggleFavorite(id: id)
  }
  func toggleCompleted(id: String) {
    tracer.note(.presenterToService, "toggleCompleted", ["id"], id)
    base.toggleCompleted(id: id)
  }
  func completeAll() {
    tracer.note(.presenterToService, "completeAll", [])
    base.completeAll()
  }
  func toggleAllCompleted() {
    tracer.note(.presenterToService, "toggleAllCompleted", [])
    base.toggleAllCompleted()
  }
  func edit(id: String, text: String) {
    tracer.note(.presenterToService, "edit", ["id", "text"], id, text)
    base.edit(id: id, text: text)
  }
  func remove(ids: [String]) {
    tracer.note(.presenterToService, "remove", ["ids"], ids)
    base.remove(ids: ids)
  }
  func clearCompleted() {
    tracer.note(.presenterToService, "clearCompleted", [])
    base.clearCompleted()
  }
  func removeAll() {
    tracer.note(.presenterToService, "removeAll", [])
    base.removeAll()
  }
  func undo() {
    tracer.note(.presenterToService, "undo", [])
    base.undo()
  }
  func importTasks(_ request: TaskImportRequest) {
    tracer.note(.presenterToService, "importTasks", [], request)
    base.importTasks(request)
  }
  func exportTasks() {
    tracer.note(.presenterToService, "exportTasks", [])
    base.exportTasks()
  }

  func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void) {
    base.onTaskChanged(tracer.relay(.serviceToPresenter, "onTaskChanged", [], handler))
  }
  func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void) {
    base.onTaskRemoved(tracer.relay(.serviceToPresenter, "onTaskRemoved", [], handler))
  }
  func onSeveralChanged(_ handler: @escaping (TaskChangesModel) -> Void) {
    base.onSeveralChanged(tracer.relay(.serviceToPresenter, "onSeveralChanged", [], handler))
  }
  func onSeveralRemoved(_ handler: @escaping (TaskChangesModel) -> Void) {
    base.onSeveralRemoved(tracer.relay(.serviceToPresenter, "onSeveralRemoved", [], handler))
  }
  func onUndone(_ handler: @escaping (TaskUndoModel) -> Void) {
    base.onUndone(tracer.relay(.serviceToPresenter, "onUndone", [], handler))
  }
  func onListed(_ handler: @escaping (TaskListModel) -> Void) {
    base.onListed(tracer.relay(.serviceToPresenter, "onListed", [], handler))
  }
  func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void) {
    base.onTasksRemoved(tracer.relay(.serviceToPresenter, "onTasksRemoved", [], handler))
  }
  func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void) {
    base.onAllToggled(tracer.relay(.serviceToPresenter, "onAllToggled", [], handler))
  }
  func onImported(_ handler: @escaping (TaskImportModel) -> Void) {
    base.onImported(tracer.relay(.serviceToPresenter, "onImported", [], handler))
  }
  func onExported(_ handler: @escaping (TaskExportModel) -> Void) {
    base.onExported(tracer.relay(.serviceToPresenter, "onExported", [], handler))
  }
  func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    base.onFailure(tracer.relay(.serviceToPresenter, "onFailure", [], handler))
  }
}
