/// Every stored task as it was when a gateway was asked for them (`TaskRepository.snapshot()`),
/// handed out one at a time, as often as asked: a list of a million tasks reads them twice
/// (its counts, then its rows) and holds one at a time, and a later change does not alter
/// what it reads.
public struct TaskSnapshot: Sendable {
  /// How many tasks it holds.
  public let count: Int
  private let read: @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void

  /// A snapshot of `tasks`, which must be oldest first.
  public init(_ tasks: [TaskItem]) {
    self.init(count: tasks.count) { body in
      for task in tasks { body(task) }
    }
  }

  /// A snapshot of `count` tasks that `read` hands out, each once, oldest first, the same
  /// tasks every time it is called.
  public init(
    count: Int, read: @escaping @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void
  ) {
    self.count = count
    self.read = read
  }

  /// Calls `body` with every task, oldest first.
  public func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) {
    try read(body)
  }
}
