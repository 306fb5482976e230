import Services
import Testing

private let owner = "MockTasksService"

/// A `TasksService` that records each command, typed and with its arguments, and lets a
/// test fire each outcome by hand.
///
/// Every command must be expected first (`calls.expect(...)`); any other command, or one with
/// other arguments, fails the test. Firing an outcome nobody subscribed to fails it too.
package final class MockTasksService: TasksService {
  /// A command the service received, with its arguments.
  package enum Call: Equatable, Sendable {
    /// `add(text:)`.
    case add(text: String)
    /// `list(filter:)`.
    case list(filter: String)
    /// `complete(ids:)`.
    case complete(ids: [String])
    /// `reopen(ids:)`.
    case reopen(ids: [String])
    /// `favorite(ids:)`.
    case favorite(ids: [String])
    /// `unfavorite(ids:)`.
    case unfavorite(ids: [String])
    /// `toggleFavorite(id:)`.
    case toggleFavorite(id: String)
    /// `toggleCompleted(id:)`.
    case toggleCompleted(id: String)
    /// `completeAll()`.
    case completeAll
    /// `toggleAllCompleted()`.
    case toggleAllCompleted
    /// `edit(id:text:)`.
    case edit(id: String, text: String)
    /// `remove(ids:)`.
    case remove(ids: [String])
    /// `clearCompleted()`.
    case clearCompleted
    /// `removeAll()`.
    case removeAll
    /// `undo()`.
    case undo
    /// `importTasks(_:)`.
    case importTasks(TaskImportRequest)
    /// `exportTasks()`.
    case exportTasks
  }

  /// The commands received, checked against the expected ones.
  package let calls = CallLog<Call>(owner: owner)

  private var taskChanged = Subscription<(TaskChangeModel) -> Void>(
    owner: owner, name: "onTaskChanged")
  private var taskRemoved = Subscription<(TaskChangeModel) -> Void>(
    owner: owner, name: "onTaskRemoved")
  private var severalChanged = Subscription<(TaskChangesModel) -> Void>(
    owner: owner, name: "onSeveralChanged")
  private var severalRemoved = Subscription<(TaskChangesModel) -> Void>(
    owner: owner, name: "onSeveralRemoved")
  private var listed = Subscription<(TaskListModel) -> Void>(owner: owner, name: "onListed")
  private var tasksRemoved = Subscription<(TaskCountModel) -> Void>(
    owner: owner, name: "onTasksRemoved")
  private var allToggled = Subscription<(CompleteAllModel) -> Void>(
    owner: owner, name: "onAllToggled")
  private var undone = Subscription<(TaskUndoModel) -> Void>(owner: owner, name: "onUndone")
  private var imported = Subscription<(TaskImportModel) -> Void>(
    owner: owner, name: "onImported")
  private var exported = Subscription<(TaskExportModel) -> Void>(
    owner: owner, name: "onExported")
  private var failed = Subscription<(ErrorModel) -> Void>(owner: owner, name: "onFailure")

  /// A mock expecting no command, with no outcome subscribed to.
  package init() {}

  /// Records `.add(text:)`.
  package func add(text: String) { calls.record(.add(text: text)) }
  /// Records `.list(filter:)`.
  package func list(filter: String) { calls.record(.list(filter: filter)) }
  /// Records `.complete(ids:)`.
  package func complete(ids: [String]) { calls.record(.complete(ids: ids)) }
  /// Records `.reopen(ids:)`.
  package func reopen(ids: [String]) { calls.record(.reopen(ids: ids)) }
  /// Records `.favorite(ids:)`.
  package func favorite(ids: [String]) { calls.record(.favorite(ids: ids)) }
  /// Records `.unfavorite(ids:)`.
  package func unfavorite(ids: [String]) { calls.record(.unfavorite(ids: ids)) }
  /// Records `.toggleFavorite(id:)`.
  package func toggleFavorite(id: String) { calls.record(.toggleFavorite(id: id)) }
  /// Records `.toggleCompleted(id:)`.
  package func toggleCompleted(id: String) { calls.record(.toggleCompleted(id: id)) }
  /// Records `.completeAll`.
  package func completeAll() { calls.record(.completeAll) }
  /// Records `.toggleAllCompleted`.
  package func toggleAllCompleted() { calls.record(.toggleAllCompleted) }
  /// Records `.edit(id:text:)`.
  package func edit(id: String, text: String) { calls.record(.edit(id: id, text: text)) }
  /// Records `.remove(ids:)`.
  package func remove(ids: [String]) { calls.record(.remove(ids: ids)) }
  /// Records `.clearCompleted`.
  package func clearCompleted() { calls.record(.clearCompleted) }
  /// Records `.removeAll`.
  package func removeAll() { calls.record(.removeAll) }
  /// Records `.undo`.
  package func undo() { calls.record(.undo) }
  /// Records `.importTasks(request)`.
  package func importTasks(_ request: TaskImportRequest) { calls.record(.importTasks(request)) }
  /// Records `.exportTasks`.
  package func exportTasks() { calls.record(.exportTasks) }

  /// Keeps `handler` for `emitTaskChanged(_:)`.
  package func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskChanged.subscribe(handler)
  }
  /// Keeps `handler` for `emitTaskRemoved(_:)`.
  package func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskRemoved.subscribe(handler)
  }
  /// Keeps `handler` for `emitSeveralChanged(_:)`.
  package func onSeveralChanged(_ handler: @escaping (TaskChangesModel) -> Void) {
    severalChanged.subscribe(handler)
  }
  /// Keeps `handler` for `emitSeveralRemoved(_:)`.
  package func onSeveralRemoved(_ handler: @escaping (TaskChangesModel) -> Void) {
    severalRemoved.subscribe(handler)
  }
  /// Keeps `handler` for `emitListed(_:)`.
  package func onListed(_ handler: @escaping (TaskListModel) -> Void) {
    listed.subscribe(handler)
  }
  /// Keeps `handler` for `emitTasksRemoved(_:)`.
  package func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void) {
    tasksRemoved.subscribe(handler)
  }
  /// Keeps `handler` for `emitAllToggled(_:)`.
  package func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void) {
    allToggled.subscribe(handler)
  }
  /// Keeps `handler` for `emitUndone(_:)`.
  package func onUndone(_ handler: @escaping (TaskUndoModel) -> Void) {
    undone.subscribe(handler)
  }
  /// Keeps `handler` for `emitImported(_:)`.
  package func onImported(_ handler: @escaping (TaskImportModel) -> Void) {
    imported.subscribe(handler)
  }
  /// Keeps `handler` for `emitExported(_:)`.
  package func onExported(_ handler: @escaping (TaskExportModel) -> Void) {
    exported.subscribe(handler)
  }
  /// Keeps `handler` for `emitFailure(_:)`.
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    failed.subscribe(handler)
  }

  /// Fires the task-changed outcome with `model`, as the real service would.
  package func emitTaskChanged(
    _ model: TaskChangeModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    taskChanged.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the task-removed outcome with `model`.
  package func emitTaskRemoved(
    _ model: TaskChangeModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    taskRemoved.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the several-changed outcome with `model`.
  package func emitSeveralChanged(
    _ model: TaskChangesModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    severalChanged.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the several-removed outcome with `model`.
  package func emitSeveralRemoved(
    _ model: TaskChangesModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    severalRemoved.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the list outcome with `model`.
  package func emitListed(
    _ model: TaskListModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    listed.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the bulk-removal outcome with `model`.
  package func emitTasksRemoved(
    _ model: TaskCountModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    tasksRemoved.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the complete-all outcome with `model`.
  package func emitAllToggled(
    _ model: CompleteAllModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    allToggled.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the undo outcome with `model`.
  package func emitUndone(
    _ model: TaskUndoModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    undone.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the import outcome with `model`.
  package func emitImported(
    _ model: TaskImportModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    imported.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the export outcome with `model`.
  package func emitExported(
    _ model: TaskExportModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    exported.fire(sourceLocation: sourceLocation) { $0(model) }
  }
  /// Fires the failure outcome with `model`.
  package func emitFailure(_ model: ErrorModel, sourceLocation: SourceLocation = #_sourceLocation) {
    failed.fire(sourceLocation: sourceLocation) { $0(model) }
  }
}
