/// The port through which the Tasks service reaches stored tasks.
///
/// Gateways keep tasks in creation order and hand out IDs that are never reused,
/// also after every task is removed and after an undo.
///
/// Each call that changes tasks is one change, the unit `undo()` reverts: a service
/// command makes at most one such call, so that undoing reverts a whole command.
public protocol TaskRepository: AnyObject {
  /// Every stored task, oldest first.
  func all() throws(DomainError) -> [TaskItem]
  /// How many tasks are stored.
  func count() throws(DomainError) -> Int
  /// Calls `body` with every stored task, oldest first, one at a time: what `all()` answers,
  /// without an array of them all (an export of a million tasks holds one at a time).
  func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError)
  /// Every stored task as it is now, to be read one at a time, as often as needed, without
  /// an array of them all (a list reads them twice: its counts, then its rows).
  func snapshot() throws(DomainError) -> TaskSnapshot
  /// The task with `id`, or `nil` when there is none.
  func task(withID id: TaskID) throws(DomainError) -> TaskItem?
  /// Stores `task` with the next free ID, as one change, and returns it. Its UUID must be
  /// one no stored task has: a fresh random one (`TaskUUID.random`), which a gateway does
  /// not check (keeping an index of a million UUIDs for that would cost every add).
  func add(_ task: NewTask) throws(DomainError) -> TaskItem
  /// Stores a task made here, active and unstarred, with `text`, created at `createdAt`,
  /// with the fresh random `uuid`: what `add(_:)` does with such a `NewTask`.
  func add(text: TaskText, createdAt: Int64, uuid: TaskUUID) throws(DomainError) -> TaskItem
  /// Stores `tasks` with the next free IDs, in order, as one change (one step for `undo()`,
  /// saved all together or not at all), and returns them; an empty array changes nothing.
  /// When every task names an ID (`NewTask.id`, a backup being restored), the IDs rise, and
  /// the store has never handed out one, the tasks keep those IDs and the next ID follows
  /// the highest; otherwise those IDs are ignored.
  /// Refuses the whole batch with `duplicateTaskUUID` when a UUID is one a stored task has,
  /// or comes twice: these tasks may come from another program, with UUIDs of their own.
  func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem]
  /// Stores the `count` tasks `tasks` hands to its argument, one at a time, in order, as
  /// one change: what `add(_:)` does with an array of them, without one (an import of a
  /// million tasks holds a task at a time). `tasks` hands out exactly `count` tasks, so
  /// that a gateway can announce the change's size before its first task; when it throws,
  /// nothing is stored and the error is rethrown. `namingRisingIDs`: every task names an
  /// ID, rising, under `Int.max` (what `NewTask.keepIDs` asks of an array), as the caller
  /// found while reading them; the IDs are then kept when the store has never handed out
  /// one. The UUIDs must be new to the store and to each other, which the caller checked
  /// (a gateway does not check them again: that would take a set of every UUID at once).
  func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError)
  /// Replaces the stored tasks that have the IDs of `tasks`, as one change; tasks with
  /// no stored match are skipped, and an empty array changes nothing.
  func update(_ tasks: [TaskItem]) throws(DomainError)
  /// Changes the tasks with `ids` by `change`, as one change: what `update(_:)` does with
  /// the changed tasks, without an array of them (a `complete-all` of a million tasks).
  /// `change` must leave the ID, and should leave the text; tasks with no stored match are
  /// skipped, and an empty array changes nothing.
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
  /// `add(_:)` of the new task.
  public func add(text: TaskText, createdAt: Int64, uuid: TaskUUID) throws(DomainError)
    -> TaskItem
  {
    try add(NewTask(text: text, createdAt: createdAt, uuid: uuid))
  }
}

extension TaskRepository {
  /// Reads each task, changes it and stores them all with `update(_:)`: what a gateway that
  /// holds its tasks as values does anyway.
  public func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) throws(DomainError) {
    var tasks: [TaskItem] = []
    tasks.reserveCapacity(ids.count)
    for id in ids {
      guard var task = try task(withID: id) else { continue }
      change(&task)
      tasks.append(task)
    }
    try update(tasks)
  }
}

extension TaskRepository {
  /// Gathers the tasks into an array and stores them with `add(_:)`: what a gateway that
  /// holds its tasks as values does anyway (it checks the UUIDs again, and decides from the
  /// array whether the IDs are kept).
  public func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError) {
    var gathered: [NewTask] = []
    gathered.reserveCapacity(count)
    try tasks { task throws(DomainError) in gathered.append(task) }
    _ = try add(gathered)
  }
}

extension TaskRepository {
  /// A snapshot of `all()`: what a gateway that keeps no cheaper one answers.
  public func snapshot() throws(DomainError) -> TaskSnapshot {
    TaskSnapshot(try all())
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

/// A task to be stored, before its gateway gives it an ID: what a `tasks add` or an import
/// hands to `TaskRepository.add`.
public struct NewTask: Equatable, Sendable {
  /// What the task says.
  public var text: TaskText
  /// Whether the task is starred.
  public var isFavorite: Bool
  /// Whether the task is done.
  public var isCompleted: Bool
  /// When the task was created, in seconds since the epoch; `nil` when unknown.
  public var createdAt: Int64?
  /// When the task was completed, in seconds since the epoch; `nil` when unknown, and
  /// ignored for a task that is not completed.
  public var completedAt: Int64?
  /// The task's identity for other programs: a fresh random one, or the one it came with.
  public var uuid: TaskUUID
  /// What the task brought from another program's file (`TaskItem.foreign`).
  public var foreign: ForeignData?
  /// The ID a restored backup gave the task: kept only as `TaskRepository.add(_:)` says.
  public var id: TaskID?

  /// A new task with every field given.
  public init(
    text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: TaskUUID,
    foreign: ForeignData? = nil, id: TaskID? = nil
  ) {
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = completedAt
    self.uuid = uuid
    self.foreign = foreign
    self.id = id
  }

  /// The task this one becomes once stored under `id`.
  public func stored(as id: TaskID) -> TaskItem {
    TaskItem(self, id: id)
  }

  /// Whether `tasks` keep the IDs they name when stored in a store whose next ID is `next`:
  /// all name one, rising, and the store never handed out an ID.
  public static func keepIDs(_ tasks: [NewTask], next: TaskID) -> Bool {
    guard next == .first, !tasks.isEmpty else { return false }
    var last = 0
    for task in tasks {
      guard let id = task.id, id.rawValue > last else { return false }
      last = id.rawValue
    }
    return last < Int.max
  }
}
