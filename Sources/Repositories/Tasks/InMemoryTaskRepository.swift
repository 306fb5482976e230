import Domain

/// Keeps tasks in memory only: for `--in-memory`, `--fixtures` and tests.
package final class InMemoryTaskRepository: TaskRepository {
  private var table = TaskTable()

  /// An empty repository.
  package init() {}

  /// A repository holding `tasks`, whose IDs must rise in the given order.
  package init(tasks: [TaskItem], nextID: TaskID = .first) {
    for task in tasks { table.insert(task) }
    table.reserveIDs(below: nextID)
  }

  package func all() throws(DomainError) -> [TaskItem] { try table.all() }

  package func task(withID id: TaskID) throws(DomainError) -> TaskItem? {
    try table.task(withID: id)
  }

  package func add(text: TaskText) throws(DomainError) -> TaskItem {
    // One access to the table, not a read of nextID and then an insert.
    guard let task = table.add(text: text) else { throw .taskIDsExhausted }
    return task
  }

  package func update(_ task: TaskItem) { table.update(task) }

  package func remove(id: TaskID) { table.remove(id: id) }

  package func removeAll() { table.removeAll() }
}
