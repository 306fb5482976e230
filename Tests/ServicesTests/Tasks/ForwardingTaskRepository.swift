import Domain
import Repositories

/// A test gateway over an in-memory one: every requirement the double does not write itself
/// goes to `base`, so that each double says only what it does differently. What
/// `TaskRepository`'s own extension answers (`snapshot()`, `update(ids:_:)`,
/// `add(count:namingRisingIDs:_:)`) stays its, as it was for each double.
protocol ForwardingTaskRepository: TaskRepository {
  /// The gateway that holds the tasks.
  var base: InMemoryTaskRepository { get }
}

extension ForwardingTaskRepository {
  func all() throws(DomainError) -> [TaskItem] { base.all() }
  func count() throws(DomainError) -> Int { base.count() }
  func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) { base.forEachTask(body) }
  func task(withID id: TaskID) throws(DomainError) -> TaskItem? { base.task(withID: id) }
  func add(_ task: NewTask) throws(DomainError) -> TaskItem { try base.add(task) }
  func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem] { try base.add(tasks) }
  func update(_ tasks: [TaskItem]) throws(DomainError) { base.update(tasks) }
  func remove(ids: [TaskID]) throws(DomainError) { base.remove(ids: ids) }
  func removeAll() throws(DomainError) { base.removeAll() }
  func undo() throws(DomainError) -> RevertedTasks? { base.undo() }
}
