import Services

/// One command of a feature: its words, how many arguments it takes, and its help.
struct CommandSpec {
  /// The command word (`add`).
  let name: String
  /// The arguments as help shows them (`ID TEXT...`); empty when it takes none.
  let arguments: String
  /// The fewest arguments the command takes.
  let minimumArguments: Int
  /// The most arguments the command takes; `nil` for any number.
  let maximumArguments: Int?
  /// One line saying what the command does, from the message catalog.
  let summary: MessageKey
  /// A command line that shows it in use.
  let example: String
}

/// A feature's terminal front: the commands it understands and how it performs them.
///
/// Each feature's terminal view adopts this: a typed command is the terminal's user event.
protocol FeatureFront: AnyObject {
  /// The feature word (`tasks`).
  var name: String { get }
  /// One line saying what the feature is.
  var summary: MessageKey { get }
  /// The feature's commands, in the order help lists them.
  var commands: [CommandSpec] { get }
  /// Fires the view event for the command named `command` (one of `commands`), with
  /// `arguments` in a number it accepts.
  func perform(_ command: String, arguments: CommandArguments) throws(UsageError)
  /// A paragraph that help prints after the feature's commands; `nil` for none.
  var helpNote: MessageKey? { get }
}

extension FeatureFront {
  var helpNote: MessageKey? { nil }
}
