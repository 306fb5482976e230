import Domain

/// Keeps tasks in memory: for `--in-memory`, `--fixtures`, the service tests and the course.
/// An array in creation order (so IDs rise), and the latest changes for `undo()`, each as the
/// tasks it touched as they were before it (`nil`: it added the task).
public final class InMemoryTaskRepository: TaskRepository {
  private var tasks: [TaskItem] = []
  private var nextID: TaskID? = .first  // nil once the last possible ID was handed out
  private var history: [[(id: TaskID, before: TaskItem?)]] = []  // the latest changes

  /// An empty repository.
  public init() {}

  /// Every task as it is now, oldest first.
  public func snapshot() -> TaskSnapshot { TaskSnapshot(tasks) }
  /// The task with `id`, or `nil`.
  public func task(withID id: TaskID) -> TaskItem? { position(of: id).map { tasks[$0] } }

  /// Stores `task` with the next ID.
  public func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    try add(count: 1, namingRisingIDs: false) { store throws(DomainError) in try store(task) }
    return tasks[tasks.count - 1]
  }

  /// Stores the tasks `newTasks` hands out, as one change, or none of them when it throws.
  public func add(
    count: Int, namingRisingIDs: Bool,
    _ newTasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError) {
    let keepsIDs = namingRisingIDs && nextID == .first  // a backup restored into a new store
    var (added, next) = ([TaskItem](), nextID)  // stored only once all are read
    try newTasks { task throws(DomainError) in
      guard let id = keepsIDs ? task.id : next else { throw .taskIDsExhausted }
      added.append(task.stored(as: id))
      next = id.successor
    }
    tasks += added
    nextID = next
    record(added.map { ($0.id, nil) })
  }

  /// Changes the tasks with `ids` by `change`, as one change.
  public func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) {
    var (befores, seen) = ([(id: TaskID, before: TaskItem?)](), Set<TaskID>())
    for id in ids where seen.insert(id).inserted {
      guard let index = position(of: id) else { continue }
      befores.append((id, tasks[index]))
      change(&tasks[index])
    }
    record(befores)
  }

  /// Removes the tasks with `ids`, as one change.
  public func remove(ids: [TaskID]) {
    let doomed = Set(ids)
    record(tasks.filter { doomed.contains($0.id) }.map { ($0.id, $0) })
    tasks.removeAll { doomed.contains($0.id) }
  }

  /// Puts back the tasks the latest change kept touched, as they were before it.
  public func undo() -> RevertedTasks? {
    guard let change = history.popLast() else { return nil }
    let reverted = change.map { RevertedTask(undone: task(withID: $0.id), restored: $0.before) }
    let touched = Set(change.map(\.id))
    tasks = (tasks.filter { !touched.contains($0.id) } + change.compactMap(\.before))
      .sorted { $0.id < $1.id }
    return RevertedTasks(reverted.filter { $0.undone != $0.restored })
  }
  private func record(_ change: [(id: TaskID, before: TaskItem?)]) {
    if !change.isEmpty { history = history.suffix(TaskHistory.depth - 1) + [change] }
  }
  private func position(of id: TaskID) -> Int? {
    var (low, high) = (0, tasks.count)  // a binary search: the IDs rise
    while low < high {
      let middle = (low + high) / 2
      if tasks[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < tasks.count && tasks[low].id == id ? low : nil
  }
}
