/// Every stored task as it was when a gateway was asked for them (`TaskRepository.snapshot()`),
/// handed out one at a time, as often as asked: a list of a million tasks reads them twice
/// (its counts, then its rows) and holds one at a time, and a later change does not alter
/// what it reads.
public struct TaskSnapshot: Sendable {
  /// How many tasks it holds.
  public let count: Int
  private let read: @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void
  private let readFlags: Flags?

  /// What reads each task's ID and flags, without its text.
  public typealias Flags =
    @Sendable ((_ id: TaskID, _ isFavorite: Bool, _ isCompleted: Bool) -> Void) throws(DomainError)
    -> Void

  /// A snapshot of `tasks`, which must be oldest first.
  public init(_ tasks: [TaskItem]) {
    self.init(count: tasks.count) { body in
      for task in tasks { body(task) }
    }
  }

  /// A snapshot of `count` tasks that `read` hands out, each once, oldest first, the same
  /// tasks every time it is called; `flags`, when given, hands out the same tasks' IDs and
  /// flags, more cheaply than whole tasks, and fails where `read` would: a reader that
  /// once read them all without failing reads them again without failing.
  public init(
    count: Int, read: @escaping @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void,
    flags: Flags? = nil
  ) {
    self.count = count
    self.read = read
    self.readFlags = flags
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
}
