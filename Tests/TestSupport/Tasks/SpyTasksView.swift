import Presenters
import Services
import Testing

private let owner = "SpyTasksView"

/// A `TasksView` that lets a test fire each user event by hand and records each view method
/// called, typed and with its model.
///
/// Every show must be expected first (`shown.expect(...)`); any other, or one with another
/// model, fails the test. Firing an event nobody subscribed to fails it too.
package final class SpyTasksView: TasksView {
  /// A view method that was called, with its model.
  package enum Shown: Equatable, Sendable {
    /// `showChanged(_:)`.
    case changed(TaskChangeModel)
    /// `showRemoved(_:)`.
    case removed(TaskChangeModel)
    /// `showSeveralChanged(_:)`.
    case severalChanged(TaskChangesModel)
    /// `showSeveralRemoved(_:)`.
    case severalRemoved(TaskChangesModel)
    /// `showList(_:)`.
    case list(TaskListModel)
    /// `showRemovedCount(_:)`.
    case removedCount(TaskCountModel)
    /// `showAllToggled(_:)`.
    case allToggled(CompleteAllModel)
    /// `showUndone(_:)`.
    case undone(TaskUndoModel)
    /// `showImported(_:)`.
    case imported(TaskImportModel)
    /// `showExported(_:)`, with the tasks it handed out.
    case exported([ExportedTaskModel])
    /// `showFailure(_:)`.
    case failure(ErrorModel)
  }

  /// The view methods called, checked against the expected ones.
  package let shown = CallLog<Shown>(owner: owner)

  private var add = Subscription<(String) -> Void>(owner: owner, name: "onAdd")
  private var list = Subscription<(String) -> Void>(owner: owner, name: "onList")
  private var complete = Subscription<([String]) -> Void>(owner: owner, name: "onComplete")
  private var reopen = Subscription<([String]) -> Void>(owner: owner, name: "onReopen")
  private var favorite = Subscription<([String]) -> Void>(owner: owner, name: "onFavorite")
  private var unfavorite = Subscription<([String]) -> Void>(owner: owner, name: "onUnfavorite")
  private var toggleFavorite = Subscription<(String) -> Void>(
    owner: owner, name: "onToggleFavorite")
  private var toggleCompleted = Subscription<(String) -> Void>(
    owner: owner, name: "onToggleCompleted")
  private var completeAll = Subscription<() -> Void>(owner: owner, name: "onCompleteAll")
  private var toggleAllCompleted = Subscription<() -> Void>(
    owner: owner, name: "onToggleAllCompleted")
  private var edit = Subscription<(String, String) -> Void>(owner: owner, name: "onEdit")
  private var remove = Subscription<([String]) -> Void>(owner: owner, name: "onRemove")
  private var clearCompleted = Subscription<() -> Void>(owner: owner, name: "onClearCompleted")
  private var removeAll = Subscription<() -> Void>(owner: owner, name: "onRemoveAll")
  private var undo = Subscription<() -> Void>(owner: owner, name: "onUndo")
  private var importFile = Subscription<(TaskImportRequest) -> Void>(
    owner: owner, name: "onImport")
  private var export = Subscription<() -> Void>(owner: owner, name: "onExport")

  /// A spy expecting nothing to be shown, with no event subscribed to.
  package init() {}

  /// Keeps `handler` for `userAdds(_:)`.
  package func onAdd(_ handler: @escaping (String) -> Void) { add.subscribe(handler) }
  /// Keeps `handler` for `userLists(_:)`.
  package func onList(_ handler: @escaping (String) -> Void) { list.subscribe(handler) }
  /// Keeps `handler` for `userCompletes(_:)`.
  package func onComplete(_ handler: @escaping ([String]) -> Void) {
    complete.subscribe(handler)
  }
  /// Keeps `handler` for `userReopens(_:)`.
  package func onReopen(_ handler: @escaping ([String]) -> Void) { reopen.subscribe(handler) }
  /// Keeps `handler` for `userStars(_:)`.
  package func onFavorite(_ handler: @escaping ([String]) -> Void) {
    favorite.subscribe(handler)
  }
  /// Keeps `handler` for `userUnstars(_:)`.
  package func onUnfavorite(_ handler: @escaping ([String]) -> Void) {
    unfavorite.subscribe(handler)
  }
  /// Keeps `handler` for `userTogglesFavorite(_:)`.
  package func onToggleFavorite(_ handler: @escaping (String) -> Void) {
    toggleFavorite.subscribe(handler)
  }
  /// Keeps `handler` for `userTogglesCompleted(_:)`.
  package func onToggleCompleted(_ handler: @escaping (String) -> Void) {
    toggleCompleted.subscribe(handler)
  }
  /// Keeps `handler` for `userCompletesAll()`.
  package func onCompleteAll(_ handler: @escaping () -> Void) { completeAll.subscribe(handler) }
  /// Keeps `handler` for `userTogglesAll()`.
  package func onToggleAllCompleted(_ handler: @escaping () -> Void) {
    toggleAllCompleted.subscribe(handler)
  }
  /// Keeps `handler` for `userEdits(_:_:)`.
  package func onEdit(_ handler: @escaping (String, String) -> Void) { edit.subscribe(handler) }
  /// Keeps `handler` for `userRemoves(_:)`.
  package func onRemove(_ handler: @escaping ([String]) -> Void) { remove.subscribe(handler) }
  /// Keeps `handler` for `userClearsCompleted()`.
  package func onClearCompleted(_ handler: @escaping () -> Void) {
    clearCompleted.subscribe(handler)
  }
  /// Keeps `handler` for `userRemovesAll()`.
  package func onRemoveAll(_ handler: @escaping () -> Void) { removeAll.subscribe(handler) }
  /// Keeps `handler` for `userUndoes()`.
  package func onUndo(_ handler: @escaping () -> Void) { undo.subscribe(handler) }
  /// Keeps `handler` for `userImports(_:)`.
  package func onImport(_ handler: @escaping (TaskImportRequest) -> Void) {
    importFile.subscribe(handler)
  }
  /// Keeps `handler` for `userExports()`.
  package func onExport(_ handler: @escaping () -> Void) { export.subscribe(handler) }

  /// Records `.changed(change)`.
  package func showChanged(_ change: TaskChangeModel) { shown.record(.changed(change)) }
  /// Records `.removed(change)`.
  package func showRemoved(_ change: TaskChangeModel) { shown.record(.removed(change)) }
  /// Records `.severalChanged(changes)`.
  package func showSeveralChanged(_ changes: TaskChangesModel) {
    shown.record(.severalChanged(changes))
  }
  /// Records `.severalRemoved(changes)`.
  package func showSeveralRemoved(_ changes: TaskChangesModel) {
    shown.record(.severalRemoved(changes))
  }
  /// Records `.list(list)`.
  package func showList(_ list: TaskListModel) { shown.record(.list(list)) }
  /// Records `.removedCount(count)`.
  package func showRemovedCount(_ count: TaskCountModel) { shown.record(.removedCount(count)) }
  /// Records `.allToggled(outcome)`.
  package func showAllToggled(_ outcome: CompleteAllModel) {
    shown.record(.allToggled(outcome))
  }
  /// Records `.undone(undo)`.
  package func showUndone(_ undo: TaskUndoModel) { shown.record(.undone(undo)) }
  /// Records `.imported(outcome)`.
  package func showImported(_ outcome: TaskImportModel) { shown.record(.imported(outcome)) }
  /// Records `.exported(export.tasks)`.
  package func showExported(_ export: TaskExportModel) { shown.record(.exported(export.tasks)) }
  /// Records `.failure(error)`.
  package func showFailure(_ error: ErrorModel) { shown.record(.failure(error)) }

  /// The user adds a task with `text`.
  package func userAdds(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    add.fire(sourceLocation: sourceLocation) { $0(text) }
  }
  /// The user lists the tasks with `filter`, as typed.
  package func userLists(_ filter: String, sourceLocation: SourceLocation = #_sourceLocation) {
    list.fire(sourceLocation: sourceLocation) { $0(filter) }
  }
  /// The user marks the tasks `ids`, as typed, completed.
  package func userCompletes(
    _ ids: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    complete.fire(sourceLocation: sourceLocation) { $0(ids) }
  }
  /// The user marks the tasks `ids`, as typed, active again.
  package func userReopens(_ ids: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    reopen.fire(sourceLocation: sourceLocation) { $0(ids) }
  }
  /// The user stars the tasks `ids`, as typed.
  package func userStars(_ ids: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    favorite.fire(sourceLocation: sourceLocation) { $0(ids) }
  }
  /// The user unstars the tasks `ids`, as typed.
  package func userUnstars(_ ids: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    unfavorite.fire(sourceLocation: sourceLocation) { $0(ids) }
  }
  /// The user stars or unstars the task `id`, as typed.
  package func userTogglesFavorite(
    _ id: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    toggleFavorite.fire(sourceLocation: sourceLocation) { $0(id) }
  }
  /// The user completes or reopens the task `id`, as typed.
  package func userTogglesCompleted(
    _ id: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    toggleCompleted.fire(sourceLocation: sourceLocation) { $0(id) }
  }
  /// The user marks every task completed.
  package func userCompletesAll(sourceLocation: SourceLocation = #_sourceLocation) {
    completeAll.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user completes or reopens every task.
  package func userTogglesAll(sourceLocation: SourceLocation = #_sourceLocation) {
    toggleAllCompleted.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user gives the task `id` the text `text`.
  package func userEdits(
    _ id: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    edit.fire(sourceLocation: sourceLocation) { $0(id, text) }
  }
  /// The user removes the tasks `ids`, as typed.
  package func userRemoves(_ ids: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    remove.fire(sourceLocation: sourceLocation) { $0(ids) }
  }
  /// The user clears the completed tasks.
  package func userClearsCompleted(sourceLocation: SourceLocation = #_sourceLocation) {
    clearCompleted.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user removes every task.
  package func userRemovesAll(sourceLocation: SourceLocation = #_sourceLocation) {
    removeAll.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user undoes the latest change.
  package func userUndoes(sourceLocation: SourceLocation = #_sourceLocation) {
    undo.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user imports a file, whose tasks the view has read into `request`.
  package func userImports(
    _ request: TaskImportRequest, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    importFile.fire(sourceLocation: sourceLocation) { $0(request) }
  }
  /// The user exports the tasks.
  package func userExports(sourceLocation: SourceLocation = #_sourceLocation) {
    export.fire(sourceLocation: sourceLocation) { $0() }
  }
}
