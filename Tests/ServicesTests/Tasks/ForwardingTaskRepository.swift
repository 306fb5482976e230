import Domain
import Repositories

/// A test gateway over an in-memory one: every requirement the double does not write itself
/// goes to `base`, so that each double says only what it does differently.
protocol ForwardingTaskRepository: TaskRepository {
  /// The gateway that holds the tasks.
  var base: InMemoryTaskRepository { get }
}

extension ForwardingTaskRepository {
  func snapshot() throws(DomainError) -> TaskSnapshot { base.snapshot() }
  func task(withID id: TaskID) throws(DomainError) -> TaskItem? { base.task(withID: id) }
  func add(_ task: NewTask) throws(DomainError) -> TaskItem { try base.add(task) }
  func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError) {
    try base.add(count: count, namingRisingIDs: namingRisingIDs, tasks)
  }
  func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) throws(DomainError) {
    base.update(ids: ids, change)
  }
  func remove(ids: [TaskID]) throws(DomainError) { base.remove(ids: ids) }
  func removeAll() throws(DomainError) { try base.removeAll() }
  func undo() throws(DomainError) -> RevertedTasks? { base.undo() }
}
