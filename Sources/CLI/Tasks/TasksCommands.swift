/// The Tasks commands of SPEC §4, as the parser and help know them.
enum TasksCommands {
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "add", arguments: "TEXT...", minimumArguments: 0, maximumArguments: nil,
      summary: "Add a task; the words are joined by single spaces and trimmed",
      example: "tasks add Buy milk"),
    CommandSpec(
      name: "list", arguments: "[all|active|completed|favorites]", minimumArguments: 0,
      maximumArguments: 1,
      summary: "List tasks in creation order, with the count of active ones",
      example: "tasks list active"),
    CommandSpec(
      name: "favorite", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: "Star or unstar a task", example: "tasks favorite 1"),
    CommandSpec(
      name: "complete", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: "Complete or reopen a task", example: "tasks complete 1"),
    CommandSpec(
      name: "complete-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: "Complete every task, or reopen them all when all are completed",
      example: "tasks complete-all"),
    CommandSpec(
      name: "edit", arguments: "ID TEXT...", minimumArguments: 1, maximumArguments: nil,
      summary: "Give a task a new text; an empty text removes it",
      example: "tasks edit 1 Buy oat milk"),
    CommandSpec(
      name: "remove", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: "Remove a task", example: "tasks remove 1"),
    CommandSpec(
      name: "clear-completed", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: "Remove every completed task", example: "tasks clear-completed"),
    CommandSpec(
      name: "remove-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: "Remove every task (IDs are not reused)", example: "tasks remove-all"),
  ]
}
