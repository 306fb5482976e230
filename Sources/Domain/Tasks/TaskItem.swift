/// A to-do task: the entity of the Tasks application.
///
/// Named `TaskItem`, not `Task`, so that it never shadows Swift concurrency's `Task`.
package struct TaskItem: Equatable, Sendable, CustomStringConvertible {
  /// The task's identity, fixed at creation.
  package let id: TaskID
  /// What the task says.
  package var text: TaskText
  /// Whether the user starred the task.
  package var isFavorite: Bool
  /// Whether the task is done.
  package var isCompleted: Bool

  /// A task with every field given.
  package init(id: TaskID, text: TaskText, isFavorite: Bool = false, isCompleted: Bool = false) {
    self.id = id
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
  }

  package var description: String { "Task \(id)" }
}
