import Domain
import Presenters
import Services

/// A `TasksView` that reports every event it sends and every model it is shown.
final class TracingTasksView: TasksView {
  private let base: any TasksView
  private let tracer: Tracer

  init(_ base: any TasksView, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func onAdd(_ handler: @escaping (String) -> Void) {
    base.onAdd(tracer.relay(.viewToPresenter, "onAdd", ["text"], handler))
  }
  func onList(_ handler: @escaping (String) -> Void) {
    base.onList(tracer.relay(.viewToPresenter, "onList", ["filter"], handler))
  }
  func onToggleFavorite(_ handler: @escaping (String) -> Void) {
    base.onToggleFavorite(tracer.relay(.viewToPresenter, "onToggleFavorite", ["id"], handler))
  }
  func onToggleCompleted(_ handler: @escaping (String) -> Void) {
    base.onToggleCompleted(tracer.relay(.viewToPresenter, "onToggleCompleted", ["id"], handler))
  }
  func onToggleAllCompleted(_ handler: @escaping () -> Void) {
    base.onToggleAllCompleted(tracer.relay(.viewToPresenter, "onToggleAllCompleted", [], handler))
  }
  func onEdit(_ handler: @escaping (String, String) -> Void) {
    base.onEdit(tracer.relay(.viewToPresenter, "onEdit", ["id", "text"], handler))
  }
  func onRemove(_ handler: @escaping (String) -> Void) {
    base.onRemove(tracer.relay(.viewToPresenter, "onRemove", ["id"], handler))
  }
  func onClearCompleted(_ handler: @escaping () -> Void) {
    base.onClearCompleted(tracer.relay(.viewToPresenter, "onClearCompleted", [], handler))
  }
  func onRemoveAll(_ handler: @escaping () -> Void) {
    base.onRemoveAll(tracer.relay(.viewToPresenter, "onRemoveAll", [], handler))
  }

  func showChanged(_ change: TaskChangeModel) {
    tracer.note(.presenterToView, "showChanged", [], change)
    base.showChanged(change)
  }
  func showRemoved(_ change: TaskChangeModel) {
    tracer.note(.presenterToView, "showRemoved", [], change)
    base.showRemoved(change)
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
  func toggleFavorite(id: String) {
    tracer.note(.presenterToService, "toggleFavorite", ["id"], id)
    base.toggleFavorite(id: id)
  }
  func toggleCompleted(id: String) {
    tracer.note(.presenterToService, "toggleCompleted", ["id"], id)
    base.toggleCompleted(id: id)
  }
  func toggleAllCompleted() {
    tracer.note(.presenterToService, "toggleAllCompleted", [])
    base.toggleAllCompleted()
  }
  func edit(id: String, text: String) {
    tracer.note(.presenterToService, "edit", ["id", "text"], id, text)
    base.edit(id: id, text: text)
  }
  func remove(id: String) {
    tracer.note(.presenterToService, "remove", ["id"], id)
    base.remove(id: id)
  }
  func clearCompleted() {
    tracer.note(.presenterToService, "clearCompleted", [])
    base.clearCompleted()
  }
  func removeAll() {
    tracer.note(.presenterToService, "removeAll", [])
    base.removeAll()
  }

  func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void) {
    base.onTaskChanged(tracer.relay(.serviceToPresenter, "onTaskChanged", [], handler))
  }
  func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void) {
    base.onTaskRemoved(tracer.relay(.serviceToPresenter, "onTaskRemoved", [], handler))
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
  func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    base.onFailure(tracer.relay(.serviceToPresenter, "onFailure", [], handler))
  }
}

/// A `TaskRepository` that reports every call into the gateway and what comes back.
final class TracingTaskRepository: TaskRepository {
  private let base: any TaskRepository
  private let tracer: Tracer

  init(_ base: any TaskRepository, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func all() throws(DomainError) -> [TaskItem] {
    try tracer.repository("all") { () throws(DomainError) in try base.all() }
  }
  func task(withID id: TaskID) throws(DomainError) -> TaskItem? {
    try tracer.repository("task", ["withID"], [id]) { () throws(DomainError) in
      try base.task(withID: id)
    }
  }
  func add(text: TaskText) throws(DomainError) -> TaskItem {
    try tracer.repository("add", ["text"], [text]) { () throws(DomainError) in
      try base.add(text: text)
    }
  }
  func update(_ task: TaskItem) throws(DomainError) {
    try tracer.repository("update", [], [task]) { () throws(DomainError) in try base.update(task) }
  }
  func remove(id: TaskID) throws(DomainError) {
    try tracer.repository("remove", ["id"], [id]) { () throws(DomainError) in
      try base.remove(id: id)
    }
  }
  func removeAll() throws(DomainError) {
    try tracer.repository("removeAll") { () throws(DomainError) in try base.removeAll() }
  }
}
