import Domain

/// Keeps tasks in memory: an array in creation order, found by `position(of:)`, and an undo ring.
public final class InMemoryTaskRepository: TaskRepository {
  private var tasks: [TaskItem] = []
  private var nextID: TaskID? = .first  // nil once the last possible ID was handed out
  private var history = [TaskUndoStep?](repeating: nil, count: TaskHistory.depth)
  private var latest = 0  // where the newest change is in `history`

  /// An empty repository, or one that starts as `other` is now, its undo ring too.
  public init(copying other: InMemoryTaskRepository? = nil) {
    guard let other else { return }
    (tasks, nextID, history, latest) = (other.tasks, other.nextID, other.history, other.latest)
  }
  /// Every task as it is now, oldest first.
  public func snapshot() -> TaskSnapshot { TaskSnapshot(tasks) }
  /// The task with `id`, or `nil`.
  public func task(withID id: TaskID) -> TaskItem? { tasks.position(of: id).map { tasks[$0] } }

  /// Stores `task` with the next ID.
  public func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    guard let id = nextID else { throw .taskIDsExhausted }
    tasks.append(task.stored(as: id))
    nextID = id.successor
    record(.added(id))
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
    if !added.isEmpty { record(.touched(added.map { ($0.id, nil) })) }
  }

  /// Changes the tasks with `ids` (each once) by `change`, as one change.
  public func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) {
    var befores: [(id: TaskID, before: TaskItem?)] = []
    for id in ids {
      guard let index = tasks.position(of: id) else { continue }
      befores.append((id, tasks[index]))
      change(&tasks[index])
    }
    if !befores.isEmpty { record(.touched(befores)) }
  }

  /// Removes the tasks with `ids`, as one change.
  public func remove(ids: [TaskID]) {
    let doomed = Set(ids)
    let befores = tasks.filter { doomed.contains($0.id) }.map { ($0.id, Optional($0)) }
    tasks.removeAll { doomed.contains($0.id) }
    if !befores.isEmpty { record(.touched(befores)) }
  }

  /// Puts back the tasks the latest change kept touched, as they were before it.
  public func undo() -> RevertedTasks? {
    guard let befores = history[latest]?.befores else { return nil }
    (history[latest], latest) = (nil, (latest + TaskHistory.depth - 1) % TaskHistory.depth)
    let reverted = befores.map { RevertedTask(undone: task(withID: $0.id), restored: $0.before) }
    let touched = Set(befores.map(\.id))
    tasks = (tasks.filter { !touched.contains($0.id) } + befores.compactMap(\.before))
      .sorted { $0.id < $1.id }
    return RevertedTasks(reverted.filter { $0.undone != $0.restored })
  }

  private func record(_ change: TaskUndoStep) {
    latest = (latest + 1) % TaskHistory.depth  // in the place of the oldest change
    history[latest] = change
  }
}
