/// The Tasks commands of SPEC §4, as the parser and help know them.
enum TasksCommands {
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "add", arguments: "TEXT...", minimumArguments: 0, maximumArguments: nil,
      summary: .helpTasksAdd,
      example: "tasks add Buy milk"),
    CommandSpec(
      name: "list", arguments: "[all|active|completed|favorites]", minimumArguments: 0,
      maximumArguments: 1,
      summary: .helpTasksList,
      example: "tasks list active"),
    CommandSpec(
      name: "favorite", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksFavorite, example: "tasks favorite 1"),
    CommandSpec(
      name: "complete", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksComplete, example: "tasks complete 1"),
    CommandSpec(
      name: "complete-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksCompleteAll,
      example: "tasks complete-all"),
    CommandSpec(
      name: "edit", arguments: "ID TEXT...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksEdit,
      example: "tasks edit 1 Buy oat milk"),
    CommandSpec(
      name: "remove", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksRemove, example: "tasks remove 1"),
    CommandSpec(
      name: "clear-completed", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksClearCompleted, example: "tasks clear-completed"),
    CommandSpec(
      name: "remove-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksRemoveAll, example: "tasks remove-all"),
  ]
}
