/// A to-do task: the entity of the Tasks application.
///
/// Named `TaskItem`, not `Task`, so that it never shadows Swift concurrency's `Task`.
///
/// A gateway may hold a million of these (the in-memory one keeps them in one array), so
/// the fields are laid out to keep the value at 64 bytes: the times are stored as plain
/// `Int64`s with a sentinel for "no time", behind optional properties, and the two flags
/// come last, where their bytes fill the end.
public struct TaskItem: Equatable, Sendable, CustomStringConvertible {
  /// The task's identity in its store, fixed at creation.
  public let id: TaskID
  /// What the task says.
  public var text: TaskText
  /// The task's identity for other programs, fixed at creation.
  public let uuid: TaskUUID
  private let createdSeconds: Int64
  private var completedSeconds: Int64
  /// Whether the user starred the task.
  public var isFavorite: Bool
  /// Whether the task is done. Reopening it clears `completedAt`.
  public var isCompleted: Bool {
    didSet { if !isCompleted { completedSeconds = Self.noTime } }
  }

  /// The stored value of a time the task does not have.
  private static let noTime = Int64.min

  /// A task with every field given. `completedAt` is kept only for a completed task, and a
  /// time of `Int64.min` counts as none.
  public init(
    id: TaskID, text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: TaskUUID
  ) {
    self.id = id
    self.text = text
    self.uuid = uuid
    self.createdSeconds = createdAt ?? Self.noTime
    self.completedSeconds = isCompleted ? completedAt ?? Self.noTime : Self.noTime
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
  }

  /// When the task was created, in seconds since 1970-01-01T00:00:00Z, fixed at creation;
  /// `nil` for a task from a store older than timestamps.
  public var createdAt: Int64? { createdSeconds == Self.noTime ? nil : createdSeconds }

  /// When the task was completed, in seconds since the epoch; `nil` while it is active, and
  /// for a task completed in a store older than timestamps. Set it after `isCompleted`: an
  /// active task keeps no completion time.
  public var completedAt: Int64? {
    get { completedSeconds == Self.noTime ? nil : completedSeconds }
    set { completedSeconds = isCompleted ? newValue ?? Self.noTime : Self.noTime }
  }

  /// `Task #3`: the ID, not the text.
  public var description: String { "Task \(id)" }
}
