/// One of the program's own words beside the features (`run`, `ui`, `completions`, `help`,
/// the session's `clear`, `exit`, `quit`, and the script line `clock`), declared once in
/// `ProgramVerb.all`.
///
/// The option parser finds a verb here; `--help`, `help VERB`, the man page, the completion
/// scripts and the session's Tab all list the same declarations, as they list the features'
/// commands, so a verb cannot be known to one and missing from another.
struct ProgramVerb: Sendable {
  /// Where a verb is typed.
  enum Place: Sendable {
    /// The shell's command line: `puremvp run demo.script`.
    case commandLine
    /// A line of the interactive session: `help tasks`.
    case session
    /// A line of a script (and of a transcript), never a one-shot command: `clock +15m`.
    case script
  }

  /// What the words after a verb complete to.
  enum Completion: Sendable, Equatable {
    /// Nothing to offer.
    case nothing
    /// A file name: the shell's own file completion.
    case files
    /// The features' words (and, after `help`, the verbs').
    case topics
    /// These words.
    case words([String])
  }

  /// The verb (`run`).
  let name: String
  /// Its arguments as help shows them (`[FILE...]`); empty when it takes none.
  let arguments: String
  /// One line saying what the verb does, from the message catalog.
  let summary: CommandLineMessageKey
  /// The flags the verb takes after it (`run --echo`), in the order help lists them.
  let flags: [CommandFlag]
  /// A paragraph its help prints after the usage, if any.
  let note: CommandLineMessageKey?
  /// Whole command lines that show it in use.
  let examples: [String]
  /// What its arguments complete to.
  let completion: Completion
  /// Where it may be typed.
  let places: [Place]
  /// Reads the words after the verb on the command line into what the program is to do;
  /// `nil` for a verb of the session alone.
  let parse: (@Sendable (OptionParser, ArraySlice<String>) throws(UsageError) -> Invocation)?

  /// `run [--echo] [FILE...]`: how the verb is written.
  var usage: String {
    ([name] + flags.map { "[\($0.signature)]" } + [arguments]).filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// `run [--echo] [FILE...]` after the global options, as the overview's usage shows it:
  /// a verb of the session alone has none.
  var commandLineUsage: String { "[OPTIONS] " + usage }

  /// Whether the verb may be typed at `place`.
  func isTyped(at place: Place) -> Bool { places.contains(place) }
}

extension ProgramVerb {
  /// The flags of the program's verbs.
  enum Flags {
    /// `run --echo`: each command line is printed (`> tasks add Buy milk`) before its
    /// result, so a demo script reads as a transcript. Text output only: JSON Lines stays
    /// one object per command.
    static let echo = CommandFlag(
      name: "--echo", value: .none,
      summary: HelpText(
        english: "print each command line (> tasks add Buy milk) before its result",
        spanish: "muestra cada línea de comando (> tasks add Buy milk) antes de su resultado"))

    /// `check --update`: each transcript is rewritten with what its commands wrote.
    static let update = CommandFlag(
      name: "--update", value: .none,
      summary: HelpText(
        english: "rewrite each transcript in place with what its commands wrote",
        spanish: "reescribe cada transcripción con lo que escribieron sus comandos"))
  }

  /// `run [--echo] [FILE...]`: scripts, one command per line.
  static let run = ProgramVerb(
    name: "run", arguments: "[FILE...]", summary: .helpVerbRun, flags: [Flags.echo],
    note: nil,
    examples: [
      "puremvp --in-memory run Fixtures/scripts/tasks-demo.script",
      "puremvp run --echo - < demo.script",
    ], completion: .files, places: [.commandLine]
  ) { parser, words throws(UsageError) in try parser.parseRun(words) }

  /// `ui [FEATURE]`: the full-screen screens.
  static let ui = ProgramVerb(
    name: "ui", arguments: "[" + ScreenRunner.names.joined(separator: "|") + "]",
    summary: .helpVerbUI, flags: [], note: nil,
    examples: ["puremvp ui", "puremvp --keys keys.txt --snapshot ui login"],
    completion: .words(ScreenRunner.names), places: [.commandLine]
  ) { parser, words throws(UsageError) in try parser.parseScreens(words) }

  /// `completions SHELL`: a shell completion script.
  static let completions = ProgramVerb(
    name: "completions", arguments: Completions.shells.joined(separator: "|"),
    summary: .helpVerbCompletions, flags: [], note: .helpCompletionsNote,
    examples: [
      "puremvp completions bash > ~/.local/share/bash-completion/completions/puremvp",
      "source <(puremvp completions bash)",
    ], completion: .words(Completions.shells), places: [.commandLine]
  ) { parser, words throws(UsageError) in try parser.parseCompletions(words) }

  /// `help [FEATURE [COMMAND] | VERB]`: the help of everything, a feature, a command, a verb.
  static let help = ProgramVerb(
    name: "help", arguments: "[FEATURE [COMMAND] | VERB]", summary: .helpVerbHelp, flags: [],
    note: nil, examples: ["puremvp help tasks list", "puremvp help run"],
    completion: .topics, places: [.commandLine, .session]
  ) { parser, words throws(UsageError) in try parser.parseHelp(words) }

  /// `clear`: clears the session's screen, as Ctrl-L does.
  static let clear = ProgramVerb(
    name: "clear", arguments: "", summary: .helpVerbClear, flags: [], note: nil, examples: [],
    completion: .nothing, places: [.session], parse: nil)

  /// `exit`: ends the session.
  static let exit = ProgramVerb(
    name: "exit", arguments: "", summary: .helpVerbExit, flags: [], note: nil, examples: [],
    completion: .nothing, places: [.session], parse: nil)

  /// `quit`: ends the session, as `exit` does.
  static let quit = ProgramVerb(
    name: "quit", arguments: "", summary: .helpVerbExit, flags: [], note: nil, examples: [],
    completion: .nothing, places: [.session], parse: nil)

  /// `check [--update] FILE...`: transcripts run and compared.
  static let check = ProgramVerb(
    name: "check", arguments: "FILE...", summary: .helpVerbCheck, flags: [Flags.update],
    note: .helpCheckNote,
    examples: ["puremvp check README.md", "puremvp check --update docs/*.md"],
    completion: .files, places: [.commandLine]
  ) { parser, words throws(UsageError) in try parser.parseCheck(words) }

  /// `clock +DURATION|-DURATION|set TIME`: moves the fixed clock (`--now`) between the
  /// lines of a script, a session or a transcript, writing nothing. Run by the application
  /// (`Application.moveClock`), as a line; refused as a one-shot command, which has no
  /// command after it for the clock to move for.
  static let clock = ProgramVerb(
    name: "clock", arguments: "+DURATION|-DURATION|set TIME", summary: .helpVerbClock,
    flags: [], note: .helpClockNote,
    examples: ["clock +16m", "clock -1h30m", "clock set 2026-01-02T09:00:00Z"],
    completion: .words(["set"]), places: [.script, .session], parse: nil)

  /// Every verb, in the order help lists them.
  static let all = [run, ui, completions, help, clear, exit, quit, clock, check]

  /// The verbs typed at `place`, in order.
  static func typed(at place: Place) -> [ProgramVerb] { all.filter { $0.isTyped(at: place) } }

  /// The verb called `name` at `place`, if any.
  static func named(_ name: String, at place: Place = .commandLine) -> ProgramVerb? {
    all.first { $0.name == name && $0.isTyped(at: place) }
  }
}
