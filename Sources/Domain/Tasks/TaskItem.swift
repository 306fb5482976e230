/// A to-do task: the entity of the Tasks application.
///
/// Named `TaskItem`, not `Task`, so that it never shadows Swift concurrency's `Task`.
public struct TaskItem: Equatable, Sendable, CustomStringConvertible {
  /// The task's identity, fixed at creation.
  public let id: TaskID
  /// What the task says.
  public var text: TaskText
  /// Whether the user starred the task.
  public var isFavorite: Bool
  /// Whether the task is done.
  public var isCompleted: Bool

  /// A task with every field given.
  public init(id: TaskID, text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false) {
    self.id = id
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
  }

  /// `Task #3`: the ID, not the text.
  public var description: String { "Task \(id)" }
}
