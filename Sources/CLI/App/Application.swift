import Domain
import Presenters
import Repositories
import ScriptEngine
import Services

/// The composed program: every feature wired for one process (gateways → services →
/// presenters ← views, in `Application+Features.swift` and `Application+Screens.swift`),
/// and each command line run through them: its words matched against the declarations, its
/// view event fired, inside one unit of work of the store (`LostWriteReporter`).
///
/// Built by `Composition`, the composition root's second step, which chooses the store;
/// `Dispatch` feeds it what the command line asked for.
final class Application {
  let options: Options
  let console: Console
  /// The command line's own words, in the user's language.
  let catalog: CommandLineCatalog
  /// Takes each command's own flags out of its words.
  private let flagParser: CommandFlagParser
  /// The store chosen by the options: its gateways and its unit of work.
  let store: any StoreFactory
  /// Runs each command as one unit of work of the store, and reports a lost write.
  let saving: LostWriteReporter
  /// The program's standard input, and whether it is a terminal: where a password left
  /// off a login command is asked for or read (`PasswordPrompt`).
  let input: (descriptor: Int32, isTerminal: Bool)
  /// Set under `--trace`: every layer's protocol is then wrapped to report its crossings.
  let tracer: Tracer?
  /// One random source and one clock for the process, shared by every feature and every
  /// view, so that `--seed` and `--now` fix every draw and every time of a run.
  private(set) var random: any RandomSource = SystemRandomSource()
  private(set) var clock: any Clock = SystemClock()
  /// The streams and the clock of a transcript, when this application runs some of its
  /// lines (`SharedParts`).
  let shared: SharedParts?
  /// The clock under `--now` (or `--record`), untraced, which `clock` lines, `--tick` and a
  /// recording move (see `Application+Clock.swift`); `nil` on the real clock.
  private(set) var fixedClock: FixedClock?
  /// `--tick`: seconds the fixed clock moves on after each command; `nil` when it stays.
  let tickSeconds: Int64?
  /// Where the UUIDs of tasks stored without one come from, untraced: see `init`.
  private(set) var uuidRandom: any RandomSource = SystemRandomSource()
  /// The features in help order, each with its commands.
  private(set) var features: [Feature] = []
  /// What typed words are matched against (see `CommandTable`), built once from `features`.
  private var table = CommandTable([])
  /// Every command of every feature, feature after feature: `CommandTable.Entry.position`
  /// indexes it.
  private var commands: [Feature.BoundCommand] = []
  /// Set once a write to the store failed (see `LostWriteReporter`).
  var hasLostWrite: Bool { saving.hasLostWrite }
  /// `FILE:LINE` of the first script line not run when Ctrl-C stopped the run.
  var interruptedAt: String?
  /// How many commands lost a write: a screen that sees it grow shows the store anew.
  var lostWriteCount: Int { saving.lostWriteCount }
  /// Set by the interactive session: Ctrl-C at a password prompt then fails the command
  /// only, and the session goes on.
  var isInteractiveSession: Bool {
    get { runMode.isInteractiveSession }
    set { runMode.isInteractiveSession = newValue }
  }
  /// Set when the commands come from standard input (a script read from it, or the
  /// session): `tasks import -` cannot then read a file from there too.
  var standardInputHoldsCommands: Bool {
    get { runMode.standardInputHoldsCommands }
    set { runMode.standardInputHoldsCommands = newValue }
  }
  /// What the features read of how the run goes, held apart: see `RunMode`.
  let runMode = RunMode()

  /// Wires every feature for `options` over the store the options name, `storePath` its
  /// resolved directory (see `Composition.store`).
  convenience init(
    options: Options, language: Language, storePath: String?, console: Console,
    input: (descriptor: Int32, isTerminal: Bool) = (0, false),
    traceOutput: OutputBuffer? = nil
  ) {
    let catalog = CommandLineCatalog(language: language)
    self.init(
      options: options, language: language,
      store: Composition.store(
        options.store, path: storePath, dryRun: options.dryRun, console: console,
        catalog: catalog),
      console: console, input: input, traceOutput: traceOutput)
  }

  /// An application over in-memory gateways whose output goes nowhere: what help, the man
  /// page and the completion scripts read the declarations from, and what the screen tests
  /// wire over. `options` keep their seed and clock; their store is memory.
  static func detached(options: Options = Options(), language: Language = .english)
    -> Application
  {
    var options = options
    options.store = .inMemory
    let output = OutputBuffer(descriptor: -1)
    let console = Console(
      format: .text, useColor: false, useColorOnErrors: false, out: output, err: output)
    return Application(options: options, language: language, storePath: nil, console: console)
  }

  /// Wires every feature for `options` over `store`; with `shared`, the random streams and
  /// the clock are those (a transcript's, see `SharedParts`), not made from the options.
  init(
    options: Options, language: Language, store: any StoreFactory, console: Console,
    input: (descriptor: Int32, isTerminal: Bool), traceOutput: OutputBuffer?,
    shared: SharedParts? = nil
  ) {
    self.shared = shared
    self.options = options
    tickSeconds = options.tickSeconds
    self.input = input
    self.console = console
    self.catalog = CommandLineCatalog(language: language)
    flagParser = CommandFlagParser(catalog: catalog)
    self.store = store
    saving = LostWriteReporter(unitOfWork: store.unitOfWork, console: console, catalog: catalog)

    tracer = options.trace ? Tracer(out: console.out, err: traceOutput ?? console.err) : nil
    let seeded = options.seed.map(SeededRandomSource.init)
    random = traced(
      shared?.random ?? seeded ?? SystemRandomSource() as any RandomSource,
      TracingRandomSource.init)
    // A UUID needs to be unique, not secret: tasks draw from xoshiro256** seeded once from
    // the secure generator (122 random bits a UUID still make a collision unthinkable), or,
    // under `--seed`, from a stream of the seed (see `makeTasksService`), so that a run
    // repeats byte for byte.
    uuidRandom =
      shared?.uuidRandom ?? options.seed.map(SeededRandomSource.init)
      ?? SeededRandomSource(seed: SystemRandomSource().next())
    fixedClock = shared?.clock ?? options.now.map { FixedClock(time: $0) }
    clock = traced(fixedClock ?? SystemClock() as any Clock, TracingClock.init)
    features = [
      makeTasks(language: language),
      makeLogin(language: language, random: random, clock: clock),
      makeOracle(language: language, random: random),
    ]
    table = CommandTable(features)
    commands = features.flatMap(\.commands)
  }

  /// Holds the store per command, for a process that stays open while others use the same
  /// store (the interactive session, the full-screen views): from then on, each `execute`
  /// locks the store when the command first uses it, reloads first whatever file another
  /// process changed since the last command, and when the command ends writes, syncs and
  /// unlocks it, so a one-shot command in another terminal runs in between without waiting.
  /// Call it once, before the first command, and run every command through `execute` (or,
  /// for a screen's gesture, `performGesture`): that is where the lock is taken and let go.
  func holdStorePerCommand() {
    saving.holdStorePerCommand()
  }

  /// The feature called `name`.
  func feature(named name: String) -> Feature? {
    features.first { $0.name == name }
  }

  /// The feature words, in help order.
  var featureNames: [String] { features.map(\.name) }

  /// Runs one command given as words (`tasks add Buy milk`) and says how it went; also a
  /// `clock` line (`clock +15m`), which moves the fixed clock and writes nothing. Scripts,
  /// the session and transcripts run every line through here; after each command but a
  /// `clock` line, `--tick` moves the fixed clock on.
  func execute(_ words: CommandWords, at origin: CommandOrigin) -> CommandOutcome {
    // The label is worked out only where it is shown (JSON output, a lost write).
    console.begin(at: origin) { label(of: words) }
    tracer?.beginCommand(words, origin: origin)
    saving.beginCommand()
    do throws(UsageError) {
      try run(words, onCommandLine: origin.isCommandLine)
    } catch {
      console.fail(ErrorModel(code: .usage, message: error.message))
    }
    saving.endCommand(at: origin) { label(of: words) }
    // A `clock` line sets the next command's time itself.
    if tickSeconds != nil, !words.word(0, is: "clock") { tickClock() }
    return console.end()
  }

  /// `tasks complete`: the feature and command words of a line, the command's own name
  /// when the line calls it by an alias (`tasks done`), else the words as typed.
  private func label(of words: CommandWords) -> String {
    if case .command(let entry) = table.match(words) {
      return commands[entry.position].title
    }
    if words.word(0, is: "clock") { return ProgramVerb.clock.name }
    return words.count > 1 ? words[0] + " " + words[1] : words[0]
  }

  /// Reports a line that could not be read or split into words.
  func reject(_ message: String, at origin: CommandOrigin) -> CommandOutcome {
    console.begin(at: origin) { "" }
    console.fail(ErrorModel(code: .usage, message: message))
    return console.end()
  }

  /// Saves what is buffered, syncs it and lets the store go; returns whether a write was
  /// lost, now or earlier (already reported then).
  func finish() -> Bool { saving.finish() }

  /// Runs the command that `words` call for, with its arguments checked and counted, or
  /// shows its help when `-h` or `--help` follows it.
  private func run(_ words: CommandWords, onCommandLine: Bool) throws(UsageError) {
    // Matched as bytes: the words become strings only for an error message.
    let entry: CommandTable.Entry
    switch table.match(words) {
    case .unknownFeature:
      // `help [FEATURE [COMMAND]]` in a script line, as on the command line (where the
      // option parser takes it, so that it never gets here).
      if !onCommandLine, words.word(0, is: "help") { return try showScriptHelp(words) }
      // A line of a script, a session or a transcript; a one-shot `clock` is refused
      // before it gets here (`Dispatch`).
      if words.word(0, is: "clock") {
        // `clock -h`, as after any command: its help, with or without a fixed clock.
        guard words.count == 2, words[1] == "-h" || words[1] == "--help" else {
          return try moveClock(words)
        }
        return showHelpText(Help(application: self).verbHelp(ProgramVerb.clock, at: .script))
      }
      throw unknownFeature(words[0])
    case .missingCommand(let position):
      throw DidYouMean(features: features, catalog: catalog).missingCommand(of: features[position])
    case .unknownCommand(let position):
      throw DidYouMean(features: features, catalog: catalog).unknownCommand(
        words[1], of: features[position], followedBy: (2..<words.count).map { words[$0] })
    case .command(let found):
      entry = found
    }
    let command = commands[entry.position]
    guard
      let (arguments, flags) = try flagParser.split(
        words, for: command, onCommandLine: onCommandLine)
    else {
      return showHelp(command)
    }
    guard arguments.count >= entry.minimumArguments, arguments.count <= entry.maximumArguments
    else {
      throw wrongArguments(command, givenNoID: onCommandLine && arguments.count == 0)
    }
    try command.fire(arguments, flags)
  }

  /// `help`, `help FEATURE` or `help FEATURE COMMAND` on a script line: the help the
  /// command line prints, as the line's result.
  private func showScriptHelp(_ words: CommandWords) throws(UsageError) {
    guard words.count <= 3 else {
      throw UsageError(message: catalog.text(.usageHelpArguments))
    }
    let help = try Help(application: self).text(
      feature: words.count > 1 ? words[1] : nil, command: words.count > 2 ? words[2] : nil)
    showHelpText(help)
  }

  /// `-h` or `--help` after a command: its help, instead of running it.
  private func showHelp(_ command: Feature.BoundCommand) {
    showHelpText(Help(application: self).commandHelp(command))
  }

  /// A help text as a command's result: the text, or in JSON `{"help":TEXT}`.
  private func showHelpText(_ help: String) {
    console.succeed(
      text: { out in out.write(help) },
      result: { json in
        json.object { object in
          object.key("help")
          object.string(help)
        }
      })
  }

  /// The usage error for a command given too few or too many arguments. A command that
  /// takes an ID and was given none on the shell's command line may have met the shell's
  /// comment: `tasks complete #3` reaches the program as `tasks complete`; the error says to
  /// quote it (in a script `#3` is a word, and no hint is given).
  private func wrongArguments(_ command: Feature.BoundCommand, givenNoID: Bool) -> UsageError {
    var message = catalog.text(.usageWrongArguments, usageLine(command), command.feature)
    if givenNoID, command.arguments.hasPrefix("ID") { message += catalog.text(.usageQuoteTaskID) }
    return UsageError(message: message)
  }

  /// The usage error for a feature word nobody declared (see `DidYouMean`).
  func unknownFeature(_ name: String) -> UsageError {
    DidYouMean(features: features, catalog: catalog).unknownFeature(name)
  }

  /// The usage error for a command word `feature` does not declare (see `DidYouMean`).
  func unknownCommand(_ name: String, of feature: Feature) -> UsageError {
    DidYouMean(features: features, catalog: catalog).unknownCommand(name, of: feature)
  }

  /// `tasks edit ID TEXT...`: how the command is written, its flags after its arguments.
  func usageLine(_ command: Feature.BoundCommand) -> String { command.usage }
}

/// How the run goes, as the features' closures read it while it runs: a class of its own,
/// so that they hold it and not the application, which holds them.
final class RunMode {
  var isInteractiveSession = false
  var standardInputHoldsCommands = false
}
