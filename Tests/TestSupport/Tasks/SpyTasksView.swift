import Presenters
import Services
import Testing

/// A `TasksView` that records what it was asked to show and lets a test fire user events.
package final class SpyTasksView: TasksView {
  /// One recorded view method call.
  package enum Shown: Equatable {
    case changed(TaskChangeModel)
    case removed(TaskChangeModel)
    case list(TaskListModel)
    case removedCount(TaskCountModel)
    case allToggled(CompleteAllModel)
    case failure(ErrorModel)
  }

  /// What the view showed, oldest first.
  package private(set) var shown: [Shown] = []

  private var add: ((String) -> Void)?
  private var list: ((String) -> Void)?
  private var toggleFavorite: ((String) -> Void)?
  private var toggleCompleted: ((String) -> Void)?
  private var toggleAllCompleted: (() -> Void)?
  private var edit: ((String, String) -> Void)?
  private var remove: ((String) -> Void)?
  private var clearCompleted: (() -> Void)?
  private var removeAll: (() -> Void)?

  /// A view with nothing shown and no handlers.
  package init() {}

  package func onAdd(_ handler: @escaping (String) -> Void) { add = handler }
  package func onList(_ handler: @escaping (String) -> Void) { list = handler }
  package func onToggleFavorite(_ handler: @escaping (String) -> Void) { toggleFavorite = handler }
  package func onToggleCompleted(_ handler: @escaping (String) -> Void) {
    toggleCompleted = handler
  }
  package func onToggleAllCompleted(_ handler: @escaping () -> Void) {
    toggleAllCompleted = handler
  }
  package func onEdit(_ handler: @escaping (String, String) -> Void) { edit = handler }
  package func onRemove(_ handler: @escaping (String) -> Void) { remove = handler }
  package func onClearCompleted(_ handler: @escaping () -> Void) { clearCompleted = handler }
  package func onRemoveAll(_ handler: @escaping () -> Void) { removeAll = handler }

  package func showChanged(_ change: TaskChangeModel) { shown.append(.changed(change)) }
  package func showRemoved(_ change: TaskChangeModel) { shown.append(.removed(change)) }
  package func showList(_ list: TaskListModel) { shown.append(.list(list)) }
  package func showRemovedCount(_ count: TaskCountModel) { shown.append(.removedCount(count)) }
  package func showAllToggled(_ outcome: CompleteAllModel) { shown.append(.allToggled(outcome)) }
  package func showFailure(_ error: ErrorModel) { shown.append(.failure(error)) }

  /// Fires the add event as a user would.
  package func userAdds(_ text: String) { fire(add, "onAdd") { $0(text) } }
  /// Fires the list event.
  package func userLists(_ filter: String) { fire(list, "onList") { $0(filter) } }
  /// Fires the favorite event.
  package func userTogglesFavorite(_ id: String) {
    fire(toggleFavorite, "onToggleFavorite") { $0(id) }
  }
  /// Fires the complete event.
  package func userTogglesCompleted(_ id: String) {
    fire(toggleCompleted, "onToggleCompleted") { $0(id) }
  }
  /// Fires the complete-all event.
  package func userTogglesAll() { fire(toggleAllCompleted, "onToggleAllCompleted") { $0() } }
  /// Fires the edit event.
  package func userEdits(_ id: String, _ text: String) { fire(edit, "onEdit") { $0(id, text) } }
  /// Fires the remove event.
  package func userRemoves(_ id: String) { fire(remove, "onRemove") { $0(id) } }
  /// Fires the clear-completed event.
  package func userClearsCompleted() { fire(clearCompleted, "onClearCompleted") { $0() } }
  /// Fires the remove-all event.
  package func userRemovesAll() { fire(removeAll, "onRemoveAll") { $0() } }

  private func fire<Handler>(_ handler: Handler?, _ name: String, _ call: (Handler) -> Void) {
    guard let handler else {
      Issue.record("SpyTasksView: nothing registered with \(name)")
      return
    }
    call(handler)
  }
}
