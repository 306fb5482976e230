import Services
import Testing

/// A `TasksService` that records every command and lets a test emit any outcome.
///
/// Commands are recorded in order, so a test that compares `calls` with an exact list
/// fails on any unexpected or repeated call.
package final class MockTasksService: TasksService {
  /// One recorded command.
  package enum Call: Equatable {
    case add(text: String)
    case list(filter: String)
    case toggleFavorite(id: String)
    case toggleCompleted(id: String)
    case toggleAllCompleted
    case edit(id: String, text: String)
    case remove(id: String)
    case clearCompleted
    case removeAll
  }

  /// The commands received, oldest first.
  package private(set) var calls: [Call] = []

  private var taskChanged: ((TaskChangeModel) -> Void)?
  private var taskRemoved: ((TaskChangeModel) -> Void)?
  private var listed: ((TaskListModel) -> Void)?
  private var tasksRemoved: ((TaskCountModel) -> Void)?
  private var allToggled: ((CompleteAllModel) -> Void)?
  private var failed: ((ErrorModel) -> Void)?

  /// A mock with no calls and no handlers.
  package init() {}

  package func add(text: String) { calls.append(.add(text: text)) }
  package func list(filter: String) { calls.append(.list(filter: filter)) }
  package func toggleFavorite(id: String) { calls.append(.toggleFavorite(id: id)) }
  package func toggleCompleted(id: String) { calls.append(.toggleCompleted(id: id)) }
  package func toggleAllCompleted() { calls.append(.toggleAllCompleted) }
  package func edit(id: String, text: String) { calls.append(.edit(id: id, text: text)) }
  package func remove(id: String) { calls.append(.remove(id: id)) }
  package func clearCompleted() { calls.append(.clearCompleted) }
  package func removeAll() { calls.append(.removeAll) }

  package func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskChanged = handler
  }
  package func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskRemoved = handler
  }
  package func onListed(_ handler: @escaping (TaskListModel) -> Void) { listed = handler }
  package func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void) {
    tasksRemoved = handler
  }
  package func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void) {
    allToggled = handler
  }
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  /// Emits a task-changed outcome; records an issue when nobody registered for it.
  package func emitTaskChanged(_ model: TaskChangeModel) {
    emit(taskChanged, model, "onTaskChanged")
  }
  /// Emits a task-removed outcome.
  package func emitTaskRemoved(_ model: TaskChangeModel) {
    emit(taskRemoved, model, "onTaskRemoved")
  }
  /// Emits a list outcome.
  package func emitListed(_ model: TaskListModel) { emit(listed, model, "onListed") }
  /// Emits a bulk-removal outcome.
  package func emitTasksRemoved(_ model: TaskCountModel) {
    emit(tasksRemoved, model, "onTasksRemoved")
  }
  /// Emits a complete-all outcome.
  package func emitAllToggled(_ model: CompleteAllModel) { emit(allToggled, model, "onAllToggled") }
  /// Emits a failure outcome.
  package func emitFailure(_ model: ErrorModel) { emit(failed, model, "onFailure") }

  private func emit<Model>(_ handler: ((Model) -> Void)?, _ model: Model, _ name: String) {
    guard let handler else {
      Issue.record("MockTasksService: nothing registered with \(name)")
      return
    }
    handler(model)
  }
}
