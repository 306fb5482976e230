import Services

/// The Tasks commands: each declared once, with the view event it fires.
enum TasksCommands {
  static let all: [Command<TerminalTasksView>] = [
    Command(
      name: "add", arguments: "TEXT...", minimumArguments: 0, maximumArguments: nil,
      summary: .helpTasksAdd, example: "tasks add Buy milk"
    ) { view, arguments in view.add(arguments.joined()) },
    Command(
      name: "list", arguments: "[all|active|completed|favorites]", minimumArguments: 0,
      maximumArguments: 1, summary: .helpTasksList, example: "tasks list active"
    ) { view, arguments in view.list(arguments.count > 0 ? arguments[0] : "all") },
    Command(
      name: "favorite", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksFavorite, example: "tasks favorite 1"
    ) { view, arguments in view.toggleFavorite(arguments[0]) },
    Command(
      name: "complete", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksComplete, example: "tasks complete 1"
    ) { view, arguments in view.toggleCompleted(arguments[0]) },
    Command(
      name: "complete-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksCompleteAll, example: "tasks complete-all"
    ) { view, _ in view.toggleAllCompleted() },
    Command(
      name: "edit", arguments: "ID TEXT...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksEdit, example: "tasks edit 1 Buy oat milk"
    ) { view, arguments in view.edit(arguments[0], arguments.joined(from: 1)) },
    Command(
      name: "remove", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksRemove, example: "tasks remove 1"
    ) { view, arguments in view.remove(arguments[0]) },
    Command(
      name: "clear-completed", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksClearCompleted, example: "tasks clear-completed"
    ) { view, _ in view.clearCompleted() },
    Command(
      name: "remove-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksRemoveAll, example: "tasks remove-all"
    ) { view, _ in view.removeAll() },
  ]
}
