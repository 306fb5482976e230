import ScriptEngine
import Services
import TaskInterchange

/// The events the Tasks commands fire: the `TasksView` events, each the handler the presenter
/// registered, and the three a line view sends with a choice of its own (`--long`, a file
/// to read, a format to write). The grammar is typed against these, not against a view
/// class: any line view that implements them takes the same commands.
protocol TasksCommandEvents: AnyObject {
  var add: (String) -> Void { get }
  var complete: ([String]) -> Void { get }
  var reopen: ([String]) -> Void { get }
  var favorite: ([String]) -> Void { get }
  var unfavorite: ([String]) -> Void { get }
  var toggleFavorite: (String) -> Void { get }
  var toggleCompleted: (String) -> Void { get }
  var completeAll: () -> Void { get }
  var toggleAllCompleted: () -> Void { get }
  var edit: (String, String) -> Void { get }
  var remove: ([String]) -> Void { get }
  var clearCompleted: () -> Void { get }
  var removeAll: () -> Void { get }
  var undo: () -> Void { get }
  /// Fires the list event for `filter`; with `long`, the list shows each task's times.
  func listTasks(_ filter: String, long: Bool)
  /// Reads the file at `path` and fires the import event with its tasks.
  func importFile(_ path: String, format: InterchangeFormat?)
  /// Fires the export event, the tasks to be written in `format`.
  func export(as format: ExportFormat)
}

/// The Tasks commands: each declared once, with the view event it fires.
enum TasksCommands {
  static let all: [Command<any TasksCommandEvents>] = [
    Command(
      // No words at all is a usage error, as for `edit`; an explicit "" is the domain's
      // `empty_text`.
      name: "add", arguments: "TEXT...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksAdd, example: "tasks add Buy milk"
    ) { view, arguments in view.add(arguments.joined()) },
    Command(
      name: "list", arguments: "[all|active|completed|favorites]", minimumArguments: 0,
      maximumArguments: 1, summary: .helpTasksList, example: "tasks list active --long",
      flags: [Flags.long],
      aliases: ["ls"]
    ) { view, arguments, flags in
      view.listTasks(arguments.count > 0 ? arguments[0] : "all", long: flags.contains(Flags.long))
    },
    Command(
      name: "complete", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksComplete, example: "tasks complete 1 3",
      aliases: ["done"]
    ) { view, arguments in view.complete(ids(arguments)) },
    Command(
      name: "reopen", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksReopen, example: "tasks reopen 1"
    ) { view, arguments in view.reopen(ids(arguments)) },
    Command(
      name: "favorite", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksFavorite, example: "tasks favorite 1",
      aliases: ["star"]
    ) { view, arguments in view.favorite(ids(arguments)) },
    Command(
      name: "unfavorite", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksUnfavorite, example: "tasks unfavorite 1",
      aliases: ["unstar"]
    ) { view, arguments in view.unfavorite(ids(arguments)) },
    Command(
      name: "toggle", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksToggle, example: "tasks toggle 1"
    ) { view, arguments in view.toggleCompleted(arguments[0]) },
    Command(
      name: "toggle-favorite", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksToggleFavorite, example: "tasks toggle-favorite 1"
    ) { view, arguments in view.toggleFavorite(arguments[0]) },
    Command(
      name: "complete-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksCompleteAll, example: "tasks complete-all"
    ) { view, _ in view.completeAll() },
    Command(
      name: "toggle-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksToggleAll, example: "tasks toggle-all"
    ) { view, _ in view.toggleAllCompleted() },
    // The text is required: a forgotten one must not remove the task (an explicit "" does).
    Command(
      name: "edit", arguments: "ID TEXT...", minimumArguments: 2, maximumArguments: nil,
      summary: .helpTasksEdit, example: "tasks edit 1 Buy oat milk"
    ) { view, arguments in view.edit(arguments[0], arguments.joined(from: 1)) },
    Command(
      name: "remove", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
      summary: .helpTasksRemove, example: "tasks remove 1 2",
      aliases: ["rm"]
    ) { view, arguments in view.remove(ids(arguments)) },
    Command(
      name: "clear-completed", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksClearCompleted, example: "tasks clear-completed"
    ) { view, _ in view.clearCompleted() },
    Command(
      name: "remove-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksRemoveAll, example: "tasks remove-all"
    ) { view, _ in view.removeAll() },
    Command(
      name: "undo", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksUndo, example: "tasks undo"
    ) { view, _ in view.undo() },
    Command(
      name: "import", arguments: "FILE", minimumArguments: 1, maximumArguments: 1,
      summary: .helpTasksImport, example: "tasks import todo.txt", flags: [Flags.from]
    ) { view, arguments, flags in
      view.importFile(arguments[0], format: flags.choice(Flags.from))
    },
    Command(
      name: "export", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpTasksExport, example: "tasks export --to todotxt", flags: [Flags.to]
    ) { view, _, flags in view.export(as: flags.choice(Flags.to) ?? .json) },
  ]

  /// The flags of the Tasks commands.
  enum Flags {
    /// `tasks list --long`: each task's creation and completion times too.
    static let long = CommandFlag(name: "--long", value: .none, summary: .flagTasksListLong)
    /// `tasks import --from`: the file's format, when its content should not decide.
    static let from = CommandFlag(
      name: "--from", value: .choice(InterchangeFormat.allCases.map(\.rawValue)),
      summary: .flagTasksImportFrom)
    /// `tasks export --to`: the format to write (default `json`).
    static let to = CommandFlag(
      name: "--to", value: .choice(ExportFormat.allCases.map(\.rawValue)),
      summary: .flagTasksExportTo)
  }

  /// Every argument, each an ID as typed.
  private static func ids(_ arguments: CommandArguments) -> [String] {
    (0..<arguments.count).map { arguments[$0] }
  }
}
