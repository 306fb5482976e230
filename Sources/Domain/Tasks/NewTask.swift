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

  /// A new task with every field given.
  public init(
    text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: TaskUUID
  ) {
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = completedAt
    self.uuid = uuid
  }

  /// The task this one becomes once stored under `id`.
  public func stored(as id: TaskID) -> TaskItem {
    TaskItem(
      id: id, text: text, isFavorite: isFavorite, isCompleted: isCompleted,
      createdAt: createdAt, completedAt: completedAt, uuid: uuid)
  }
}
