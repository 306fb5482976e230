import ScriptEngine
import Services

/// One command, declared once: its word, its arguments, its help, and the view event it
/// fires. The parser, `help`, and the JSON `command` label all read this declaration.
///
/// `View` is the feature's terminal view: `fire` calls one of its events, so a command
/// whose event the view does not have fails to compile.
struct Command<View: AnyObject>: Sendable {
  /// The command word (`add`).
  let name: String
  /// The arguments as help shows them (`ID TEXT...`); empty when it takes none.
  let arguments: String
  /// The fewest arguments the command takes.
  let minimumArguments: Int
  /// The most arguments the command takes; `nil` for any number.
  let maximumArguments: Int?
  /// One line saying what the command does, from the message catalog.
  let summary: CommandLineMessageKey
  /// A command line that shows it in use.
  let example: String
  /// Fires the view event this command stands for; the arguments are already counted.
  let fire: @Sendable (View, CommandArguments) throws(UsageError) -> Void
}

/// A feature as the command line knows it: its word, its help, and its commands bound to
/// the terminal view they fire events on.
struct Feature {
  /// One command bound to its view: the declaration without the view's type.
  struct BoundCommand {
    /// The word of the feature the command belongs to (`tasks`).
    let feature: String
    let name: String
    let arguments: String
    let minimumArguments: Int
    let maximumArguments: Int?
    let summary: CommandLineMessageKey
    let example: String
    /// Fires the command's view event with `arguments`.
    let fire: (CommandArguments) throws(UsageError) -> Void
  }

  /// The feature word (`tasks`).
  let name: String
  /// One line saying what the feature is.
  let summary: CommandLineMessageKey
  /// The commands, in the order help lists them.
  let commands: [BoundCommand]
  /// A paragraph help prints after the feature's commands, if any.
  let helpNote: CommandLineMessageKey?

  /// The feature called `name`, whose `commands` fire events on `view`.
  init<View>(
    name: String, summary: CommandLineMessageKey, helpNote: CommandLineMessageKey? = nil,
    commands: [Command<View>],
    view: View
  ) {
    self.name = name
    self.summary = summary
    self.helpNote = helpNote
    self.commands = commands.map { command in
      BoundCommand(
        feature: name, name: command.name, arguments: command.arguments,
        minimumArguments: command.minimumArguments, maximumArguments: command.maximumArguments,
        summary: command.summary, example: command.example,
        fire: { arguments throws(UsageError) in try command.fire(view, arguments) })
    }
  }
}

extension CommandTable {
  /// The table that finds the commands of `features`, in order.
  init(_ features: [Feature]) {
    self.init(
      words: features.map { feature in
        (
          word: feature.name,
          commands: feature.commands.map {
            (
              word: $0.name, minimumArguments: $0.minimumArguments,
              maximumArguments: $0.maximumArguments
            )
          }
        )
      })
  }
}
