/// Every stored task as it was when a gateway was asked for them (`TaskRepository.snapshot()`),
/// handed out one at a time, as often as asked: a list of a million tasks reads them twice
/// (its counts, then its rows) and holds one at a time, and a later change does not alter
/// what it reads.
public struct TaskSnapshot: Sendable {
  /// How many tasks it holds.
  public let count: Int
  private let read: @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void
  private let readFlags: Flags?
  private let readRows: Rows?

  /// What reads each task's ID and flags, without its text.
  public typealias Flags =
    @Sendable ((_ id: TaskID, _ isFavorite: Bool, _ isCompleted: Bool) -> Void) throws(DomainError)
    -> Void

  /// What reads each task as a list shows it (`TaskRow`), without a `TaskItem`.
  public typealias Rows = @Sendable ((TaskRow) -> Void) throws(DomainError) -> Void

  /// A snapshot of `tasks`, which must be oldest first.
  public init(_ tasks: [TaskItem]) {
    self.init(count: tasks.count) { body in
      for task in tasks { body(task) }
    }
  }

  /// A snapshot of `count` tasks that `read` hands out, each once, oldest first, the same
  /// tasks every time it is called; `flags`, when given, hands out the same tasks' IDs and
  /// flags, more cheaply than whole tasks, and `rows`, when given, the same tasks as a list
  /// shows them; both fail where `read` would: a reader that once read them all without
  /// failing reads them again without failing.
  public init(
    count: Int, read: @escaping @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void,
    flags: Flags? = nil, rows: Rows? = nil
  ) {
    self.count = count
    self.read = read
    self.readFlags = flags
    self.readRows = rows
  }

  /// Calls `body` with every task, oldest first.
  public func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) {
    try read(body)
  }

  /// Calls `body` with the ID and flags of every task, oldest first: what a count or a
  /// filter needs, without making each task's text.
  public func forEachTaskFlags(
    _ body: (_ id: TaskID, _ isFavorite: Bool, _ isCompleted: Bool) -> Void
  ) throws(DomainError) {
    guard let readFlags else {
      try read { body($0.id, $0.isFavorite, $0.isCompleted) }
      return
    }
    try readFlags(body)
  }

  /// Calls `body` with every task as a list shows it, oldest first: what a list's rows
  /// need, without the UUID and foreign data of a `TaskItem` (a gateway that keeps its
  /// tasks as bytes hands each text out without making a `String` of it).
  public func forEachRow(_ body: (TaskRow) -> Void) throws(DomainError) {
    guard let readRows else {
      try read { body(TaskRow($0)) }
      return
    }
    try readRows(body)
  }
}

/// A stored task as a list shows it: its ID, flags, times and text, without its UUID and
/// foreign data, which no list shows. What `TaskSnapshot.forEachRow` hands out.
public struct TaskRow: Sendable {
  /// The task's identity in its store.
  public let id: TaskID
  /// Whether the user starred the task.
  public let isFavorite: Bool
  /// Whether the task is done.
  public let isCompleted: Bool
  /// When the task was created, in seconds since the epoch; `nil` when unknown.
  public let createdAt: Int64?
  /// When the task was completed, in seconds since the epoch; `nil` while it is active or
  /// when unknown.
  public let completedAt: Int64?
  /// What the task says (its `TaskText`'s value), as its UTF-8: a view of part of a string
  /// that may hold the texts of other tasks too, made once for them all. A view of bytes, not
  /// a `Substring`, which would check where each of its ends falls in the string's
  /// characters, for every row.
  public let text: Substring.UTF8View

  /// A row with every field given.
  public init(
    id: TaskID, text: Substring.UTF8View, isFavorite: Bool, isCompleted: Bool, createdAt: Int64?,
    completedAt: Int64?
  ) {
    self.id = id
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = completedAt
  }

  /// The row of `task`.
  public init(_ task: TaskItem) {
    self.init(
      id: task.id, text: Substring(task.text.value).utf8, isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, createdAt: task.createdAt, completedAt: task.completedAt)
  }
}
