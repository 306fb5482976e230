/// The port through which the Tasks service reaches stored tasks.
///
/// Gateways keep tasks in creation order and hand out IDs that are never reused,
/// also after every task is removed and after an undo.
///
/// Each call that changes tasks is one change, the unit `undo()` reverts: a service
/// command makes at most one such call, so that undoing reverts a whole command.
///
/// Each requirement is a use case of the service. Many tasks are read as one stream
/// (`snapshot()`) and written as a stream (an import) or as IDs and one change (a bulk
/// change), never as an array of them all: a store may hold a million tasks.
public protocol TaskRepository: AnyObject {
  /// Every stored task as it is now, oldest first, to be read one at a time, as often as
  /// needed (a list reads them twice: its counts, then its rows); a later change does not
  /// alter what it reads.
  func snapshot() throws(DomainError) -> TaskSnapshot
  /// The task with `id`, or `nil` when there is none.
  func task(withID id: TaskID) throws(DomainError) -> TaskItem?
  /// Stores `task` with the next free ID, as one change, and returns it. Its UUID must be
  /// one no stored task has: a fresh random one (`TaskUUID.random`), which a gateway does
  /// not check (keeping an index of a million UUIDs for that would cost every add).
  func add(_ task: NewTask) throws(DomainError) -> TaskItem
  /// Stores the `count` tasks `tasks` hands to its argument, one at a time, in order, as
  /// one change (one step for `undo()`, saved all together or not at all): an import.
  /// `tasks` hands out exactly `count` tasks, so that a gateway can announce the change's
  /// size before its first task; when it throws, nothing is stored and the error is
  /// rethrown. `namingRisingIDs`: every task names an ID (`NewTask.id`, a backup being
  /// restored), rising, under `Int.max`; the tasks then keep those IDs when the store has
  /// never handed out one, and the next ID follows the highest; otherwise those IDs are
  /// ignored. The UUIDs must be new to the store and to each other, which the caller
  /// checked.
  func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError)
  /// Replaces the stored tasks that have the IDs of `tasks` (the few a command names), as
  /// one change; tasks with no stored match are skipped, and an empty array changes nothing.
  func update(_ tasks: [TaskItem]) throws(DomainError)
  /// Changes the tasks with `ids` (each named once) by `change`, as one change (a
  /// `complete-all` of a million tasks). `change` must leave the ID; tasks with no stored
  /// match are skipped, and an empty array changes nothing.
  func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) throws(DomainError)
  /// Removes the tasks with `ids`, as one change; missing tasks are skipped.
  func remove(ids: [TaskID]) throws(DomainError)
  /// Removes every task, as one change; the next ID is not reset. An empty store is left
  /// as it is.
  func removeAll() throws(DomainError)
  /// Reverts the latest change not reverted yet, as a change of its own that a later
  /// `undo()` does not revert (it goes one change further back), and says what it reverted;
  /// `nil` when the gateway keeps no earlier change. Gateways keep `TaskHistory.depth`
  /// changes; the IDs an undone add handed out stay used.
  func undo() throws(DomainError) -> RevertedTasks?
}

extension TaskRepository {
  /// Every stored task, oldest first, in one array: for tests and small stores.
  public func all() throws(DomainError) -> [TaskItem] {
    var tasks: [TaskItem] = []
    try snapshot().forEachTask { tasks.append($0) }
    return tasks
  }

  /// How many tasks are stored.
  public func count() throws(DomainError) -> Int {
    try snapshot().count
  }

  /// `remove(ids:)` of every task: what a gateway that keeps no cheaper way does anyway.
  public func removeAll() throws(DomainError) {
    var ids: [TaskID] = []
    try forEachTask { ids.append($0.id) }
    try remove(ids: ids)
  }

  /// `update(ids:_:)` that sets each task to its new state: what a gateway that changes its
  /// tasks in place does anyway.
  public func update(_ tasks: [TaskItem]) throws(DomainError) {
    try update(ids: tasks.map(\.id)) { task in
      task = tasks.last { $0.id == task.id } ?? task
    }
  }

  /// Calls `body` with every stored task, oldest first, one at a time.
  public func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) {
    try snapshot().forEachTask(body)
  }

  /// Stores `tasks` as one change, as `add(count:namingRisingIDs:_:)` does, and returns
  /// them as stored (read back as the newest tasks); refuses them all with
  /// `duplicateTaskUUID` when a UUID is one a stored task has, or comes twice. For tests and
  /// small batches: it reads every stored task.
  @discardableResult
  public func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem] {
    guard !tasks.isEmpty else { return [] }
    var taken = Set<TaskUUID>()
    try forEachTask { taken.insert($0.uuid) }
    for task in tasks where !taken.insert(task.uuid).inserted {
      throw .duplicateTaskUUID(task.uuid)
    }
    try add(count: tasks.count, namingRisingIDs: NewTask.nameRisingIDs(tasks)) {
      store throws(DomainError) in
      for task in tasks { try store(task) }
    }
    return Array(try all().suffix(tasks.count))
  }
}

extension Array where Element == TaskItem {
  /// Where the task with `id` is among tasks kept in creation order, or `nil`: their IDs
  /// rise, so a binary search finds it, whatever the IDs' values.
  public func position(of id: TaskID) -> Int? {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if self[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low].id == id ? low : nil
  }
}

/// One task an undo put back.
public struct RevertedTask: Equatable, Sendable {
  /// The task as the undone change left it; `nil` when that change removed it.
  public let undone: TaskItem?
  /// The task as it is again now; `nil` when the undone change added it (the undo removed it).
  public let restored: TaskItem?

  /// A task that went from `undone` back to `restored`.
  public init(undone: TaskItem?, restored: TaskItem?) {
    self.undone = undone
    self.restored = restored
  }
}

/// The tasks an undo put back, each read when asked for: an undo of a `complete-all` of a
/// million tasks holds their IDs and flags, not two million tasks. A gateway that holds
/// its tasks as values hands out an array of them.
public struct RevertedTasks: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral,
  Sendable
{
  /// The first position: 0.
  public let startIndex = 0
  /// The position after the last.
  public let endIndex: Int
  /// The task at a position, made when asked for.
  private let element: @Sendable (Int) -> RevertedTask

  /// The tasks of `tasks`.
  public init(_ tasks: [RevertedTask]) {
    endIndex = tasks.count
    element = { tasks[$0] }
  }

  /// `count` tasks, the one at each position made by `element`, the same each time.
  public init(count: Int, element: @escaping @Sendable (Int) -> RevertedTask) {
    endIndex = count
    self.element = element
  }

  /// The given ones.
  public init(arrayLiteral tasks: RevertedTask...) { self.init(tasks) }

  /// The task at `position`, made now.
  public subscript(position: Int) -> RevertedTask { element(position) }

  /// Whether both hold the same tasks in the same order.
  public static func == (left: RevertedTasks, right: RevertedTasks) -> Bool {
    left.elementsEqual(right)
  }
}

/// How many changes a task gateway keeps for `undo()`.
public enum TaskHistory {
  /// Ten: a screenful of undo steps; a store file keeps them across processes until the
  /// file is compacted.
  public static let depth = 10
}

/// One change as `TaskRepository.undo()` puts it back: what a gateway keeps of each of its
/// last `TaskHistory.depth` changes.
public enum TaskUndoStep: Sendable {
  /// The change added this task: undoing it removes the task (its ID stays used).
  case added(TaskID)
  /// The change touched these tasks, each given as it was before the change (`nil`: the
  /// change added it), in the order the change touched them.
  case touched([(id: TaskID, before: TaskItem?)])

  /// Each task the change touched, as it was before the change.
  public var befores: [(id: TaskID, before: TaskItem?)] {
    switch self {
    case .added(let id): [(id, nil)]
    case .touched(let befores): befores
    }
  }
}
