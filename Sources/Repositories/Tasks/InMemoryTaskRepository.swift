import Domain

/// Keeps tasks in memory only: for `--in-memory` and tests.
///
/// A plain array indexed by ID: this gateway hands out the IDs itself, from 1 up, so slot
/// `id - 1` holds task `id`, or `nil` once that task is removed (IDs are never reused).
///
/// The undo history is a plain array of the latest changes, at most `TaskHistory.depth`:
/// each change kept as the state before it of every task it touched.
package final class InMemoryTaskRepository: TaskRepository {
  private var slots: [TaskItem?] = []

  /// One change an undo can revert.
  private enum Change {
    /// The change added the task with this ID: undoing it removes the task. Kept apart so
    /// that an add, the most common change, keeps its history without an array.
    case added(TaskID)
    /// The change touched these tasks; each with its state before (`nil`: it was removed).
    case touched([TaskItem])
  }

  private var history: [Change] = []

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
    remember(.added(id))
    return task
  }

  package func update(_ tasks: [TaskItem]) {
    var before: [TaskItem] = []
    for task in tasks {
      guard let old = self.task(withID: task.id) else { continue }
      before.append(old)
      slots[task.id.rawValue - 1] = task
    }
    if !before.isEmpty { remember(.touched(before)) }
  }

  package func remove(ids: [TaskID]) {
    var before: [TaskItem] = []
    for id in ids {
      guard let old = task(withID: id) else { continue }
      before.append(old)
      slots[id.rawValue - 1] = nil
    }
    if !before.isEmpty { remember(.touched(before)) }
  }

  package func removeAll() {
    let before = all()
    guard !before.isEmpty else { return }
    for index in slots.indices { slots[index] = nil }
    remember(.touched(before))
  }

  package func undo() -> [RevertedTask]? {
    guard let change = history.popLast() else { return nil }
    switch change {
    case .added(let id):
      // The ID stays used: the slot stays, empty.
      let now = task(withID: id)
      slots[id.rawValue - 1] = nil
      return now.map { [RevertedTask(undone: $0, restored: nil)] } ?? []
    case .touched(let before):
      return before.compactMap { old in
        let now = task(withID: old.id)
        guard now != old else { return nil }
        slots[old.id.rawValue - 1] = old
        return RevertedTask(undone: now, restored: old)
      }
    }
  }

  /// Keeps `change` as the newest, forgetting the oldest beyond the depth.
  private func remember(_ change: Change) {
    if history.count == TaskHistory.depth { history.removeFirst() }
    history.append(change)
  }
}
