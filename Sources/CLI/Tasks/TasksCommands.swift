import ScriptEngine
import Services
import TaskInterchange

/// The events the Tasks commands fire: the `TasksView` events, each the handler the presenter
/// registered, and the three a line view sends with a choice of its own (`--long`, a file
/// to read, a format to write). The grammar is typed against these, not against a view
/// class: any line view that implements them takes the same commands.
// `SendableMetatype`: the declarations' `@Sendable` closures name the view's type.
protocol TasksCommandEvents: AnyObject, SendableMetatype {
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
  /// The usage error for a filter word of another tool (`pending`), naming `filter`, the
  /// filter that keeps the same tasks.
  func filterOfAnotherTool(_ word: String, meaning filter: String) -> UsageError
}

/// The Tasks commands: each declared once, with the view event it fires.
enum TasksCommands {
  /// Command words of Taskwarrior (`task modify`) and todo.txt (`todo.sh del`) that are no
  /// command here, each with the command that does the same: refused with it as the hint
  /// (the aliases, such as `done`, run; these do not, as they mean a little else).
  static let wordsOfOtherTools: [String: String] = [
    "modify": "edit", "mod": "edit", "replace": "edit",
    "delete": "remove", "del": "remove",
    "do": "complete", "pri": "favorite", "depri": "unfavorite",
    "archive": "clear-completed", "purge": "clear-completed",
    "search": "list", "next": "list active",
  ]

  /// Filter words of Taskwarrior's and todo.txt's lists, each with the filter that keeps
  /// the same tasks here.
  static let filtersOfOtherTools: [String: String] = [
    "pending": "active", "open": "active", "todo": "active",
    "done": "completed", "closed": "completed",
    "starred": "favorites", "star": "favorites",
  ]

  /// Every command, fired on a `Events` view. Generic rather than typed `any TasksCommandEvents`,
  /// so that a script line fires its event on the view's own type, as directly as a call.
  static func all<Events: TasksCommandEvents>(firingOn _: Events.Type) -> [Command<Events>] {
    [
      Command(
        // No words at all is a usage error, as for `edit`; an explicit "" is the domain's
        // `empty_text`.
        name: "add", arguments: "TEXT...", minimumArguments: 1, maximumArguments: nil,
        summary: HelpText(
          english: "Add a task; the words are joined by single spaces and trimmed",
          spanish: "Añade una tarea; las palabras se unen con un espacio y se recortan"),
        example: "tasks add Buy milk"
      ) { view, arguments in view.add(arguments.joined()) },
      Command(
        name: "list", arguments: "[all|active|completed|favorites]", minimumArguments: 0,
        maximumArguments: 1,
        summary: HelpText(
          english: "List tasks in creation order, with the count of active ones",
          spanish: "Lista las tareas por orden de creación, con las pendientes"),
        example: "tasks list active --long",
        flags: [Flags.long],
        aliases: ["ls"]
      ) { view, arguments, flags throws(UsageError) in
        let filter = arguments.count > 0 ? arguments[0] : "all"
        if let meant = filtersOfOtherTools[filter] {
          throw view.filterOfAnotherTool(filter, meaning: meant)
        }
        view.listTasks(filter, long: flags.contains(Flags.long))
      },
      Command(
        name: "complete", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
        summary: HelpText(
          english: "Mark tasks completed (already completed: said, nothing written)",
          spanish: "Marca tareas completadas (si ya lo están, lo dice y no escribe nada)"),
        example: "tasks complete 1 3",
        aliases: ["done"]
      ) { view, arguments in view.complete(ids(arguments)) },
      Command(
        name: "reopen", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
        summary: HelpText(
          english: "Mark tasks active again (already active: said, nothing written)",
          spanish: "Marca tareas pendientes (si ya lo están, lo dice y no escribe nada)"),
        example: "tasks reopen 1"
      ) { view, arguments in view.reopen(ids(arguments)) },
      Command(
        name: "favorite", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
        summary: HelpText(
          english: "Star tasks (already starred: said, nothing written)",
          spanish: "Marca tareas como favoritas (si ya lo son, lo dice y no escribe nada)"),
        example: "tasks favorite 1",
        aliases: ["star"]
      ) { view, arguments in view.favorite(ids(arguments)) },
      Command(
        name: "unfavorite", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
        summary: HelpText(
          english: "Unstar tasks (already unstarred: said, nothing written)",
          spanish: "Quita tareas de favoritas (si no lo son, lo dice y no escribe nada)"),
        example: "tasks unfavorite 1",
        aliases: ["unstar"]
      ) { view, arguments in view.unfavorite(ids(arguments)) },
      Command(
        name: "toggle", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
        summary: HelpText(
          english: "Complete a task, or reopen it when completed (the check box)",
          spanish: "Completa una tarea, o la reabre si está completada (la casilla)"),
        example: "tasks toggle 1"
      ) { view, arguments in view.toggleCompleted(arguments[0]) },
      Command(
        name: "toggle-favorite", arguments: "ID", minimumArguments: 1, maximumArguments: 1,
        summary: HelpText(
          english: "Star a task, or unstar it when starred (the star button)",
          spanish: "Marca una tarea como favorita, o la desmarca (el botón estrella)"),
        example: "tasks toggle-favorite 1"
      ) { view, arguments in view.toggleFavorite(arguments[0]) },
      Command(
        name: "complete-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Mark every task completed", spanish: "Marca todas las tareas completadas"),
        example: "tasks complete-all"
      ) { view, _ in view.completeAll() },
      Command(
        name: "toggle-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Complete every task, or reopen them all when all are completed",
          spanish: "Completa todas las tareas, o las reabre si ya lo estaban todas"),
        example: "tasks toggle-all"
      ) { view, _ in view.toggleAllCompleted() },
      // The text is required: a forgotten one must not remove the task (an explicit "" does).
      Command(
        name: "edit", arguments: "ID TEXT...", minimumArguments: 2, maximumArguments: nil,
        summary: HelpText(
          english: "Give a task a new text; an explicit empty text (\"\") removes it",
          spanish: "Cambia el texto de una tarea; un texto vacío explícito (\"\") la elimina"),
        example: "tasks edit 1 Buy oat milk"
      ) { view, arguments in view.edit(arguments[0], arguments.joined(from: 1)) },
      Command(
        name: "remove", arguments: "ID...", minimumArguments: 1, maximumArguments: nil,
        summary: HelpText(
          english: "Remove tasks (all or none: every ID must exist)",
          spanish: "Elimina tareas (todas o ninguna: cada ID debe existir)"),
        example: "tasks remove 1 2",
        aliases: ["rm"]
      ) { view, arguments in view.remove(ids(arguments)) },
      Command(
        name: "clear-completed", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Remove every completed task", spanish: "Elimina las tareas completadas"),
        example: "tasks clear-completed"
      ) { view, _ in view.clearCompleted() },
      Command(
        name: "remove-all", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Remove every task (IDs are not reused)",
          spanish: "Elimina todas las tareas (los IDs no se reutilizan)"),
        example: "tasks remove-all"
      ) { view, _ in view.removeAll() },
      Command(
        name: "undo", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Undo the latest change to the tasks (up to 10 steps back)",
          spanish: "Deshace el último cambio de las tareas (hasta 10 pasos atrás)"),
        example: "tasks undo"
      ) { view, _ in view.undo() },
      Command(
        name: "import", arguments: "FILE", minimumArguments: 1, maximumArguments: 1,
        summary: HelpText(
          english:
            "Add the tasks of a todo.txt file, a Taskwarrior export or a backup, as one change",
          spanish:
            "Añade las tareas de un archivo todo.txt, una exportación de Taskwarrior o una copia de seguridad, como un solo cambio"
        ), example: "tasks import todo.txt", flags: [Flags.from]
      ) { view, arguments, flags in
        view.importFile(arguments[0], format: flags.choice(Flags.from))
      },
      Command(
        name: "export", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Write every task to standard output: JSON, todo.txt or Taskwarrior",
          spanish: "Escribe todas las tareas en la salida estándar: JSON, todo.txt o Taskwarrior"),
        example: "tasks export --to todotxt", flags: [Flags.to]
      ) { view, _, flags in view.export(as: flags.choice(Flags.to) ?? .json) },
    ]
  }

  /// The flags of the Tasks commands.
  enum Flags {
    /// `tasks list --long`: each task's creation and completion times too.
    static let long = CommandFlag(
      name: "--long", value: .none,
      summary: HelpText(
        english: "also when each task was created and completed (UTC, to the minute)",
        spanish: "también cuándo se creó y se completó cada tarea (UTC, al minuto)"))
    /// `tasks import --from`: the file's format, when its content should not decide.
    static let from = CommandFlag(
      name: "--from", value: .choice(InterchangeFormat.allCases.map(\.rawValue)),
      summary: HelpText(
        english:
          "the file's format (default: a file starting with [ or { is JSON, anything else todo.txt)",
        spanish:
          "el formato del archivo (por omisión: un archivo que empieza por [ o { es JSON; cualquier otro, todo.txt)"
      ))
    /// `tasks export --to`: the format to write (default `json`).
    static let to = CommandFlag(
      name: "--to", value: .choice(ExportFormat.allCases.map(\.rawValue)),
      summary: HelpText(
        english: "the format to write (default: json, an array of the tasks)",
        spanish: "el formato que escribir (por defecto: json, una lista de las tareas)"))
  }

  /// Every argument, each an ID as typed.
  private static func ids(_ arguments: CommandArguments) -> [String] {
    (0..<arguments.count).map { arguments[$0] }
  }
}
