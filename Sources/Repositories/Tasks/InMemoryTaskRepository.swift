import Domain

/// Keeps tasks in memory only: for `--in-memory` and tests.
///
/// A plain array indexed by ID: this gateway hands out the IDs itself, from 1 up, so slot
/// `id - 1` holds task `id`, or `nil` once that task is removed (IDs are never reused).
package final class InMemoryTaskRepository: TaskRepository {
  private var slots: [TaskItem?] = []

  /// An empty repository.
  package init() {}

  package func all() -> [TaskItem] { slots.compactMap { $0 } }

  package func task(withID id: TaskID) -> TaskItem? {
    slots.indices.contains(id.rawValue - 1) ? slots[id.rawValue - 1] : nil
  }

  package func add(text: TaskText) throws(DomainError) -> TaskItem {
    guard let id = TaskID(slots.count + 1) else { throw .taskIDsExhausted }
    let task = TaskItem(id: id, text: text)
    slots.append(task)
    return task
  }

  package func update(_ task: TaskItem) {
    guard self.task(withID: task.id) != nil else { return }
    slots[task.id.rawValue - 1] = task
  }

  package func remove(id: TaskID) {
    guard task(withID: id) != nil else { return }
    slots[id.rawValue - 1] = nil
  }

  package func removeAll() {
    for index in slots.indices { slots[index] = nil }
  }
}
