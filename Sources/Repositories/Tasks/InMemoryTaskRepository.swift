import Domain

/// Keeps tasks in memory only: for `--in-memory` and tests.
///
/// A plain array indexed by ID: this gateway hands out the IDs itself, from 1 up, so slot
/// `id - 1` holds task `id`, or `nil` once that task is removed (IDs are never reused).
///
/// The undo history is a ring of the latest `TaskHistory.depth` changes, each kept as the
/// state before it of every task it touched.
public final class InMemoryTaskRepository: TaskRepository {
  /// One change, as `undo()` puts it back.
  private enum Change {
    /// An add: before it, the task did not exist.
    case added(TaskID)
    /// Any other change: each task it touched, as it was before (`nil`: it did not exist).
    case touched([(id: TaskID, before: TaskItem?)])

    var befores: [(id: TaskID, before: TaskItem?)] {
      switch self {
      case .added(let id): [(id, nil)]
      case .touched(let befores): befores
      }
    }
  }

  /// The tasks and their history, which every change changes together.
  private struct Storage {
    var slots: [TaskItem?] = []
    /// The ring of changes: `latest` is where the newest is, `kept` how many there are.
    var changes = [Change?](repeating: nil, count: TaskHistory.depth)
    var latest = 0
    var kept = 0

    /// Stores `task` with the next ID and keeps the add for `undo()`.
    mutating func add(_ task: NewTask) throws(DomainError) -> TaskItem {
      guard let id = TaskID(slots.count + 1) else { throw .taskIDsExhausted }
      let stored = task.stored(as: id)
      slots.append(stored)
      record(.added(id))
      return stored
    }

    /// Keeps `change` for `undo()`, in the place of the oldest once the ring is full.
    mutating func record(_ change: Change) {
      latest = (latest + 1) % changes.count
      changes[latest] = change
      kept = min(kept + 1, changes.count)
    }

    /// The newest change kept, taken out of the ring; `nil` when none is left.
    mutating func takeLatest() -> Change? {
      guard kept > 0 else { return nil }
      let change = changes[latest]
      changes[latest] = nil
      latest = (latest + changes.count - 1) % changes.count
      kept -= 1
      return change
    }
  }

  private var storage = Storage()

  /// An empty repository.
  public init() {}

  /// Every task, oldest first.
  public func all() -> [TaskItem] { storage.slots.compactMap { $0 } }

  /// How many tasks are stored.
  public func count() -> Int { storage.slots.count { $0 != nil } }

  /// Calls `body` with every task, oldest first.
  public func forEachTask(_ body: (TaskItem) -> Void) {
    for case let task? in storage.slots { body(task) }
  }

  /// Every task as it is now; it shares the stored array until a change copies it.
  public func snapshot() -> TaskSnapshot {
    let slots = storage.slots
    return TaskSnapshot(count: count()) { body in
      for case let task? in slots { body(task) }
    }
  }

  /// The task with `id`, or `nil` when there is none or it was removed.
  public func task(withID id: TaskID) -> TaskItem? {
    storage.slots.indices.contains(id.rawValue - 1) ? storage.slots[id.rawValue - 1] : nil
  }

  /// Stores `task` with the next ID, and keeps the add for `undo()`.
  public func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    try storage.add(task)
  }

  /// Stores `tasks` with the next IDs as one change, or none of them when a UUID is taken.
  public func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem] {
    guard !tasks.isEmpty else { return [] }
    var taken = Set(storage.slots.lazy.compactMap { $0?.uuid })
    for task in tasks {
      guard taken.insert(task.uuid).inserted else { throw .duplicateTaskUUID(task.uuid) }
    }
    var stored: [TaskItem] = []
    stored.reserveCapacity(tasks.count)
    // A restored backup keeps its IDs in a store that never handed out one: the slots of
    // the IDs it skips (tasks removed before the backup) stay empty, never handed out.
    let next = TaskID(storage.slots.count + 1) ?? .first
    if NewTask.keepIDs(tasks, next: next) {
      for task in tasks {
        guard let id = task.id else { continue }
        while storage.slots.count + 1 < id.rawValue { storage.slots.append(nil) }
        let task = task.stored(as: id)
        storage.slots.append(task)
        stored.append(task)
      }
      storage.record(.touched(stored.map { ($0.id, nil) }))
      return stored
    }
    for task in tasks {
      guard let id = TaskID(storage.slots.count + stored.count + 1) else {
        throw .taskIDsExhausted
      }
      stored.append(task.stored(as: id))
    }
    storage.slots.append(contentsOf: stored.map { Optional($0) })
    storage.record(.touched(stored.map { ($0.id, nil) }))
    return stored
  }

  /// Replaces the tasks with the IDs of `tasks`, as one change; unknown IDs are skipped.
  public func update(_ tasks: [TaskItem]) {
    var before: [TaskItem] = []
    for task in tasks {
      guard let old = self.task(withID: task.id) else { continue }
      before.append(old)
      storage.slots[task.id.rawValue - 1] = task
    }
    if !before.isEmpty { storage.record(.touched(before.map { ($0.id, $0) })) }
  }

  /// Removes the tasks `ids`, as one change; unknown IDs are skipped.
  public func remove(ids: [TaskID]) {
    var before: [TaskItem] = []
    for id in ids {
      guard let old = task(withID: id) else { continue }
      before.append(old)
      storage.slots[id.rawValue - 1] = nil
    }
    if !before.isEmpty { storage.record(.touched(before.map { ($0.id, $0) })) }
  }

  /// Removes every task, as one change; the next ID stays where it was.
  public func removeAll() {
    let before = all()
    guard !before.isEmpty else { return }
    for index in storage.slots.indices { storage.slots[index] = nil }
    storage.record(.touched(before.map { ($0.id, $0) }))
  }

  /// Puts back the tasks of the latest change not undone; `nil` when none is kept.
  public func undo() -> RevertedTasks? {
    guard let change = storage.takeLatest() else { return nil }
    let reverted: [RevertedTask] = change.befores.compactMap { id, old in
      let now = task(withID: id)
      guard now != old else { return nil }
      // An undone add leaves its slot empty: the ID stays used.
      storage.slots[id.rawValue - 1] = old
      return RevertedTask(undone: now, restored: old)
    }
    return RevertedTasks(reverted)
  }
}
