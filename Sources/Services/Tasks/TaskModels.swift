/// Which tasks a list shows.
package enum TaskFilter: String, CaseIterable, Sendable {
  /// Every task.
  case all
  /// Tasks not completed.
  case active
  /// Completed tasks.
  case completed
  /// Starred tasks.
  case favorites
}

/// One task, ready to show.
package struct TaskModel: Equatable, Sendable {
  /// The task's number.
  package let id: Int
  /// The task's text.
  package let text: String
  /// Whether the task is starred.
  package let isFavorite: Bool
  /// Whether the task is done.
  package let isCompleted: Bool
  /// How a starred task's star is shown.
  package var starStyle: TextStyle { .yellow }

  /// A task row with every field given.
  package init(id: Int, text: String, isFavorite: Bool, isCompleted: Bool) {
    self.id = id
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
  }
}

/// One task that a command added, changed or removed, with a word saying what happened.
package struct TaskChangeModel: Equatable, Sendable {
  /// The task as it is after the command (for a removal: as it was).
  package let task: TaskModel
  /// What happened, in the user's language ("added", "completed", "removed"…).
  package let label: String

  /// A change of `task` described by `label`.
  package init(task: TaskModel, label: String) {
    self.task = task
    self.label = label
  }
}

/// A filtered list of tasks with the count of those still active.
package struct TaskListModel: Equatable, Sendable {
  /// The filter the list was made with.
  package let filter: TaskFilter
  /// The matching tasks, oldest first.
  package let tasks: [TaskModel]
  /// How many tasks in the whole store are not completed.
  package let itemsLeft: Int
  /// `itemsLeft` in words: "1 item left", "3 items left".
  package let itemsLeftText: String

  /// A list with every field given.
  package init(filter: TaskFilter, tasks: [TaskModel], itemsLeft: Int, itemsLeftText: String) {
    self.filter = filter
    self.tasks = tasks
    self.itemsLeft = itemsLeft
    self.itemsLeftText = itemsLeftText
  }
}

/// How many tasks a bulk removal took away.
package struct TaskCountModel: Equatable, Sendable {
  /// The number of tasks removed.
  package let removedCount: Int
  /// The count in words: "Removed 2 tasks".
  package let summary: String

  /// A removal count with its summary.
  package init(removedCount: Int, summary: String) {
    self.removedCount = removedCount
    self.summary = summary
  }
}

/// The outcome of `complete-all`: which way every task went and how many changed.
package struct CompleteAllModel: Equatable, Sendable {
  /// `true` when every task is now completed, `false` when every task is now active.
  package let isCompleted: Bool
  /// How many tasks changed state.
  package let changedCount: Int
  /// The outcome in words.
  package let summary: String

  /// An outcome with every field given.
  package init(isCompleted: Bool, changedCount: Int, summary: String) {
    self.isCompleted = isCompleted
    self.changedCount = changedCount
    self.summary = summary
  }
}

/// The tasks a command given several IDs changed or removed, each with what happened to it.
package struct TaskChangesModel: Equatable, Sendable {
  /// One change per task, in the order the IDs were given (each ID once).
  package let changes: [TaskChangeModel]

  /// The changes of a command given several IDs.
  package init(changes: [TaskChangeModel]) {
    self.changes = changes
  }
}

/// What an undo reverted.
package struct TaskUndoModel: Equatable, Sendable {
  /// The command whose change was undone, as typed (`tasks complete`): named from the
  /// change itself, so undoing a `tasks toggle` that completed a task says `tasks complete`.
  package let command: String
  /// The undo in words: "Undid tasks complete".
  package let summary: String
  /// The tasks put back, as they are now, by ID.
  package let restored: [TaskChangeModel]
  /// The tasks the undo removed (the undone command had added them), as they were, by ID.
  package let removed: [TaskChangeModel]

  /// An undo with every field given.
  package init(
    command: String, summary: String, restored: [TaskChangeModel], removed: [TaskChangeModel]
  ) {
    self.command = command
    self.summary = summary
    self.restored = restored
    self.removed = removed
  }
}
