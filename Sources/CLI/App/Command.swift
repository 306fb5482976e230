import ScriptEngine
import Services

/// What a command is, apart from the view it fires on: its word, its arguments, its own
/// flags and its help. The parser, `help`, the man page, the completion scripts and the JSON
/// `command` label all read it.
struct CommandSignature: Sendable {
  /// The command word (`add`).
  let name: String
  /// The arguments as help shows them (`ID TEXT...`); empty when it takes none.
  let arguments: String
  /// The fewest arguments the command takes.
  let minimumArguments: Int
  /// The most arguments the command takes; `nil` for any number.
  let maximumArguments: Int?
  /// One line saying what the command does, in each language.
  let summary: HelpText
  /// A command line that shows it in use.
  let example: String
  /// The flags the command takes after its word (`--long`), in the order help lists them.
  let flags: [CommandFlag]
  /// Other words that call the command, the ones people bring from other tools (`done` for
  /// `complete`); help and completions show them, and the JSON `command` label keeps `name`.
  let aliases: [String]
}

/// One command, declared once: its signature and the view event it fires.
///
/// `Events` is the feature's command events (`TasksCommandEvents`), the view events a line
/// view sends, not a view class: `fire` calls one of them, so a command whose event the
/// feature does not have fails to compile, and any view that has them takes the command.
@dynamicMemberLookup
struct Command<Events>: Sendable {
  /// The word, arguments, flags and help of the command.
  let signature: CommandSignature
  /// Fires the view event this command stands for; the arguments are already counted, and
  /// the flags taken out of them and checked against the signature's.
  let fire: Fire

  /// The view event a command fires, as declared: with the flags, or, for a command
  /// without flags of its own, without them.
  enum Fire: Sendable {
    case withoutFlags(@Sendable (Events, CommandArguments) throws(UsageError) -> Void)
    case withFlags(@Sendable (Events, CommandArguments, CommandFlags) throws(UsageError) -> Void)
  }

  /// A command that takes `flags`, handed to `fire` as given.
  init(
    name: String, arguments: String, minimumArguments: Int, maximumArguments: Int?,
    summary: HelpText, example: String, flags: [CommandFlag],
    aliases: [String] = [],
    fire: @escaping @Sendable (Events, CommandArguments, CommandFlags) throws(UsageError) -> Void
  ) {
    signature = CommandSignature(
      name: name, arguments: arguments, minimumArguments: minimumArguments,
      maximumArguments: maximumArguments, summary: summary, example: example, flags: flags,
      aliases: aliases)
    self.fire = .withFlags(fire)
  }

  /// A command without flags of its own.
  init(
    name: String, arguments: String, minimumArguments: Int, maximumArguments: Int?,
    summary: HelpText, example: String, aliases: [String] = [],
    fire: @escaping @Sendable (Events, CommandArguments) throws(UsageError) -> Void
  ) {
    signature = CommandSignature(
      name: name, arguments: arguments, minimumArguments: minimumArguments,
      maximumArguments: maximumArguments, summary: summary, example: example, flags: [],
      aliases: aliases)
    self.fire = .withoutFlags(fire)
  }

  /// A field of the signature, read as the command's own (`command.name`).
  subscript<Value>(dynamicMember field: KeyPath<CommandSignature, Value>) -> Value {
    signature[keyPath: field]
  }
}

/// A flag one command declares for itself: `--long`, or `--to json|todotxt|taskwarrior`.
///
/// Written after the command word, among its arguments, in any order (`tasks list --long
/// active`); `--` ends them, so `tasks add -- --long` adds the text "--long". Unlike a global
/// option, a flag is a word of the command, so it is accepted in a script line too.
struct CommandFlag: Sendable, Equatable {
  /// What follows the flag's name.
  enum Value: Sendable, Equatable {
    /// Nothing: the flag is given or not.
    case none
    /// One of these words, written `--to json` or `--to=json`.
    case choice([String])
    /// Any word, written `--name Ana` or `--name=Ana`; help shows it as `placeholder`.
    case text(placeholder: String)
  }

  /// The flag's name (`--long`).
  let name: String
  /// What follows the name.
  let value: Value
  /// What the flag does, for help and the man page; one line.
  let summary: HelpText

  /// How help shows the flag: `--long`, `--to json|todotxt|taskwarrior`.
  var signature: String {
    switch value {
    case .none: name
    case .choice(let words): name + " " + words.joined(separator: "|")
    case .text(let placeholder): name + " " + placeholder
    }
  }
}

/// The flags a command was given, each checked against its declaration.
struct CommandFlags: Sendable {
  /// The flags given, by name, with their values (`""` for a flag without one).
  private var given: [String: String] = Dictionary()

  /// No flags.
  static var none: CommandFlags { CommandFlags() }

  /// Notes `flag`, given with `value`; a flag given twice keeps its last value.
  mutating func set(_ flag: CommandFlag, value: String = "") {
    given[flag.name] = value
  }

  /// Whether `flag` was given.
  func contains(_ flag: CommandFlag) -> Bool { given[flag.name] != nil }

  /// The word given after `flag` (one of its choices, for a choice); `nil` when the flag
  /// was not given.
  func value(of flag: CommandFlag) -> String? {
    guard flag.value != .none else { return nil }
    return given[flag.name]
  }

  /// The value of `flag` as a `Choice`, whose raw values are the flag's choices; `nil` when
  /// the flag was not given.
  func choice<Choice: RawRepresentable>(
    _ flag: CommandFlag, as type: Choice.Type = Choice.self
  ) -> Choice? where Choice.RawValue == String {
    value(of: flag).flatMap(Choice.init(rawValue:))
  }
}

/// A feature as the command line knows it: its word, its help, and its commands bound to
/// the view whose events they fire.
struct Feature {
  /// One command bound to its view: the declaration without the view's type.
  @dynamicMemberLookup
  final class BoundCommand {
    /// The word of the feature the command belongs to (`tasks`).
    let feature: String
    /// The word, arguments, flags and help of the command.
    let signature: CommandSignature
    /// Fires the command's view event with `arguments` and `flags`.
    let fire: (CommandArguments, CommandFlags) throws(UsageError) -> Void

    init(
      feature: String, signature: CommandSignature,
      fire: @escaping (CommandArguments, CommandFlags) throws(UsageError) -> Void
    ) {
      self.feature = feature
      self.signature = signature
      self.fire = fire
    }

    /// A field of the signature, read as the command's own (`command.name`).
    subscript<Value>(dynamicMember field: KeyPath<CommandSignature, Value>) -> Value {
      signature[keyPath: field]
    }

    /// `tasks list`: the feature and command words.
    var title: String { feature + " " + signature.name }

    /// The command word and its aliases, each a word that calls it.
    var words: [String] { [signature.name] + signature.aliases }

    /// `tasks list [all|active|completed|favorites] [--long]`: how the command is written.
    var usage: String {
      ([feature, signature.name, signature.arguments] + signature.flags.map { "[\($0.signature)]" })
        .filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// The feature word (`tasks`).
  let name: String
  /// One line saying what the feature is.
  let summary: CommandLineMessageKey
  /// The commands, in the order help lists them.
  let commands: [BoundCommand]
  /// A paragraph help prints after the feature's commands, if any.
  let helpNote: CommandLineMessageKey?
  /// Command words people bring from other tools that are no command here, each with the
  /// words of the command that does it (`modify` → `edit`): refused, with that command as
  /// the hint. Unlike an alias, such a word does not run anything.
  var wordsOfOtherTools: [String: String] {
    name == "tasks" ? TasksCommands.wordsOfOtherTools : [:]
  }

  /// The feature called `name`, whose `commands` fire the events of `view`.
  init<Events>(
    name: String, summary: CommandLineMessageKey, helpNote: CommandLineMessageKey? = nil,
    commands: [Command<Events>],
    view: Events
  ) {
    self.name = name
    self.summary = summary
    self.helpNote = helpNote
    self.commands = commands.map { command in
      // Each closure holds the view and the declaration's closure, not the whole command.
      let fire: (CommandArguments, CommandFlags) throws(UsageError) -> Void
      switch command.fire {
      case .withoutFlags(let declared):
        fire = { arguments, _ throws(UsageError) in try declared(view, arguments) }
      case .withFlags(let declared):
        fire = { arguments, flags throws(UsageError) in try declared(view, arguments, flags) }
      }
      return BoundCommand(feature: name, signature: command.signature, fire: fire)
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
          },
          aliases: feature.commands.enumerated().flatMap { index, command in
            command.aliases.map { (word: $0, command: index) }
          }
        )
      })
  }
}

/// Takes a command's own flags out of the words after it (`tasks list --long active`), checked
/// against the command's declaration, and leaves its arguments.
///
/// Global options never get here from the command line (`OptionParser` took them wherever
/// they stood), so one that does comes from a script line, where it is refused. `-h` and
/// `--help` ask for the command's help; `--` ends the flags.
struct CommandFlagParser {
  let catalog: CommandLineCatalog

  /// The arguments and the flags of `command` in `words`: the command's declared flags taken
  /// out and checked, the first `--` dropped (what follows it is plain words), and every
  /// other word that looks like an option refused, with a hint; `nil` when `-h` or
  /// `--help` asks for the command's help. `onCommandLine` is false for a script line or
  /// a session's, where a hint never names a global option, which would be refused there.
  func split(
    _ words: CommandWords, for command: Feature.BoundCommand, onCommandLine: Bool = false
  ) throws(UsageError) -> (CommandArguments, CommandFlags)? {
    // The common case, a line without dashes, is checked without making a string.
    guard words.firstOption(from: 2) < words.count else {
      return (CommandArguments(words, from: 2), .none)
    }
    var plain: [String] = []
    var flags = CommandFlags()
    var optionsEnded = false
    var position = 2
    while position < words.count {
      let word = words[position]
      position += 1
      if optionsEnded || !OptionParser.looksLikeOption(word) {
        plain.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word == "-h" || word == "--help" {
        return nil
      } else if let (flag, inlineValue) = declaredFlag(word, of: command) {
        switch flag.value {
        case .none:
          guard inlineValue == nil else {
            throw UsageError(message: catalog.text(.usageOptionTakesNoValue, flag.name))
          }
          flags.set(flag)
        case .choice, .text:
          let value: String
          if let inlineValue {
            value = inlineValue
          } else {
            guard position < words.count else {
              throw UsageError(message: catalog.text(.usageMissingFlagValue, flag.name))
            }
            value = words[position]
            position += 1
          }
          if case .choice(let choices) = flag.value, !choices.contains(value) {
            throw UsageError(
              message: catalog.text(
                .usageInvalidOptionValue, value, flag.name, choices.joined(separator: ", ")))
          }
          flags.set(flag, value: value)
        }
      } else if OptionParser.globalOption(word) != nil {
        throw UsageError(
          message: catalog.text(
            .usageOptionInScript, SecretWords.shown(option: word, of: command)))
      } else {
        throw unknownFlag(word, of: command, onCommandLine: onCommandLine)
      }
    }
    return (CommandArguments(CommandWords(plain), from: 0), flags)
  }

  /// The flag of `command` that `word` names (`--to` or `--to=json`), with the value given
  /// after its `=`, if any.
  private func declaredFlag(_ word: String, of command: Feature.BoundCommand) -> (
    CommandFlag, String?
  )? {
    let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard let flag = command.signature.flags.first(where: { $0.name == parts[0] }) else {
      return nil
    }
    return (flag, parts.count > 1 ? String(parts[1]) : nil)
  }

  /// The usage error for a word after `command` that looks like an option but is none of
  /// its flags, naming the command and the nearest flag, or global option on the command
  /// line (a script line refuses global options: no hint sends the user to one).
  private func unknownFlag(
    _ word: String, of command: Feature.BoundCommand, onCommandLine: Bool
  ) -> UsageError {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    let word = SecretWords.shown(option: word, of: command)
    let known =
      command.signature.flags.map(\.name) + (onCommandLine ? OptionParser.globalOptions : [])
    if let nearest = Suggestion.nearest(to: name, among: known) {
      return UsageError(
        message: catalog.text(.usageDidYouMeanFlag, word, command.title, nearest))
    }
    return UsageError(message: catalog.text(.usageUnknownFlag, word, command.title))
  }
}
