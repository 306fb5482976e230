import Domain
import Presenters
import Repositories
import ScriptEngine
import Services
import StoreEngine

/// The composition root: builds gateways → services → presenters → views for one process,
/// then runs commands through the views.
///
/// This is the only place that knows every layer. Swapping a file gateway for an in-memory
/// one, or a terminal view for another, is a change here and nowhere else.
final class Application {
  let options: Options
  let console: Console
  /// The command line's own words, in the user's language.
  let catalog: CommandLineCatalog
  let store: StoreDirectory?
  /// The program's standard input, and whether it is a terminal: where a password left
  /// off a login command is asked for or read (`PasswordPrompt`).
  let input: (descriptor: Int32, isTerminal: Bool)
  /// Set under `--trace`: every layer's protocol is then wrapped to report its crossings.
  let tracer: Tracer?
  /// One random source and one clock for the process, shared by every feature and every
  /// view, so that `--seed` and `--now` fix every draw and every time of a run.
  private(set) var random: any RandomSource = SystemRandomSource()
  private(set) var clock: any Clock = SystemClock()
  /// Where the UUIDs of tasks stored without one come from, untraced: see `init`.
  private(set) var uuidRandom: any RandomSource = SystemRandomSource()
  /// The features in help order, each with its commands.
  private(set) var features: [Feature] = []
  /// What typed words are matched against, built once; see `CommandTable`.
  private var table = CommandTable([])
  /// The first command whose records wait in the store's buffers, unwritten: where a lost
  /// write would begin. `nil` while everything run so far is written.
  private var firstUnsaved: (origin: CommandOrigin, label: String)?
  /// Set once a write to the store failed. A run that holds the store for its whole length
  /// (a command, a script) stops there: nothing later could be saved. One that holds it per
  /// command (the session, the screens) goes on, and ends with the status that says so.
  private(set) var hasLostWrite = false
  /// Whether the command being run lost a write, in a store held per command: its output
  /// ends at the failure, and the store is reloaded once it ends.
  private var commandLostWrite = false
  /// Whether writes to the store have stopped: after a lost write, when the store is held
  /// for the whole run.
  private var writesStopped: Bool { hasLostWrite && !holdsStorePerCommand }
  /// How many commands lost a write: a screen that sees it grow shows the store anew.
  private(set) var lostWriteCount = 0
  /// Whether the store is held per command: see `holdStorePerCommand()`.
  private(set) var holdsStorePerCommand = false
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

  /// Wires every feature for `options`; `storePath` is the resolved store directory.
  init(
    options: Options, language: Language, storePath: String?, console: Console,
    input: (descriptor: Int32, isTerminal: Bool) = (0, false),
    traceOutput: OutputBuffer? = nil
  ) {
    self.options = options
    self.input = input
    self.console = console
    self.catalog = CommandLineCatalog(language: language)
    switch options.store {
    case .inMemory:
      store = nil
    case .fixtures(let path):
      store = StoreDirectory(path: path, mode: .readOnly)
    case .store, .defaultStore:
      store = storePath.map { StoreDirectory(path: $0, mode: .readWrite) }
    }
    store?.onNote = { [err = console.err, catalog] note in
      err.writeProgramNote(note.message(in: catalog))
    }
    // The store engine keeps no words: its failures reach the ports in the user's language.
    store?.describeFailure = { [catalog] failure in failure.message(in: catalog) }
    // A compaction that cannot run is housekeeping left for later: a note, not a failure.
    store?.onCompactionSkipped = { [err = console.err, catalog] path, failure in
      err.writeProgramNote(
        catalog.text(.noteCompactionSkipped, path, failure.reason(in: catalog)))
    }

    tracer = options.trace ? Tracer(out: console.out, err: traceOutput ?? console.err) : nil
    let seeded = options.seed.map(SeededRandomSource.init)
    random = traced(seeded ?? SystemRandomSource() as any RandomSource, TracingRandomSource.init)
    // A UUID needs to be unique, not secret. The secure generator reads getrandom(2) for each
    // 64 bits, two system calls a task: a million adds would lose a third of their speed. So
    // tasks draw from xoshiro256** seeded once from it (122 random bits a UUID still make a
    // collision unthinkable), or, under `--seed`, from a stream of the seed (see
    // `makeTasksService`), so that a run repeats byte for byte.
    uuidRandom =
      options.seed.map(SeededRandomSource.init)
      ?? SeededRandomSource(seed: SystemRandomSource().next())
    clock = traced(
      options.now.map { FixedClock(time: $0) } ?? SystemClock() as any Clock, TracingClock.init)
    let language = language
    // Assigned once, here: read-only afterwards, so reading them needs no exclusivity check.
    features = [
      makeTasks(language: language),
      makeLogin(language: language, random: random, clock: clock),
      makeOracle(language: language, random: random),
    ]
    table = CommandTable(features)
    if store != nil {
      // Standard output acknowledges commands: before it is written, the commands it speaks
      // of are written to the store, so a reader never sees "added #7" for a task a failed
      // write then lost.
      // Unowned, and taken back in `deinit`: a weak reference would give the application a
      // side table, and every retain of it (one a command at least) the runtime's slow path.
      console.out.willWrite = { [unowned self] in saveBeforeOutput() }
    }
  }

  deinit {
    // The console may outlive the application: its output must not call back into it.
    if store != nil { console.out.willWrite = nil }
  }

  /// Holds the store per command, for a process that stays open while others use the same
  /// store (the interactive session, the full-screen views): from then on, each `execute`
  /// locks the store when the command first uses it, reloads first whatever file another
  /// process changed since the last command, and when the command ends writes, syncs and
  /// unlocks it, so a one-shot command in another terminal runs in between without waiting.
  /// Call it once, before the first command, and run every command through `execute` (or,
  /// for a screen's gesture, `performGesture`): that is where the lock is taken and let go.
  func holdStorePerCommand() {
    holdsStorePerCommand = true
    store?.locking = .perCommand
  }

  /// The feature called `name`.
  func feature(named name: String) -> Feature? {
    features.first { $0.name == name }
  }

  /// The feature words, in help order.
  var featureNames: [String] { features.map(\.name) }

  /// Runs one command given as words (`tasks add Buy milk`) and says how it went.
  func execute(_ words: CommandWords, at origin: CommandOrigin) -> CommandOutcome {
    // The label is worked out only where it is shown (JSON output, a lost write), and by
    // no closure on the way that most commands take: one that captured `self` would
    // retain the application every command.
    console.begin(at: origin, label: console.format == .json ? label(of: words) : "")
    tracer?.beginCommand(words, origin: origin)
    store?.beginCommand()
    do throws(UsageError) {
      switch try resolve(words) {
      case .run(let command, let arguments, let flags):
        try command.fire(arguments, flags)
      case .help(let command):
        let help = Help(application: self).commandHelp(command)
        console.succeed(
          text: { out in out.write(help) },
          result: { json in
            json.object { object in
              object.key("help")
              object.string(help)
            }
          })
      }
    } catch {
      console.fail(ErrorModel(code: .usage, message: error.message))
    }
    if store != nil { endStoreCommand(at: origin) { label(of: words) } }
    return console.end()
  }

  /// `tasks complete`: the feature and command words of a line, the command's own name
  /// when the line calls it by an alias (`tasks done`), else the words as typed.
  private func label(of words: CommandWords) -> String {
    if case .command(let entry) = table.match(words) {
      return features[entry.feature].commands[entry.command].title
    }
    return words.count > 1 ? words[0] + " " + words[1] : words[0]
  }

  /// Tells the store the command is over: its records become whole, and are written when
  /// enough are buffered (or at once, synced, and the store unlocked, when it is held per
  /// command).
  func endStoreCommand(at origin: CommandOrigin, label: () -> String) {
    guard let store else { return }
    if holdsStorePerCommand {
      endHeldCommand(store, at: origin, label: label)
      return
    }
    guard !hasLostWrite else { return }
    var isPending: Bool
    do {
      isPending = try store.endCommand()
      if holdsStorePerCommand {
        try store.release()
        isPending = false
      }
    } catch {
      // A gateway that writes before it answers (a login's failure is on disk before it is
      // answered) already failed this command on this very write, and said so; when no
      // earlier command was waiting to be written, nothing more was lost to tell of.
      if firstUnsaved == nil, case .failed(.ioError, nil) = console.outcome {
        hasLostWrite = true
        console.out.flushAndSilence()
        return
      }
      loseWrite(error, current: (origin, label()))
      return
    }
    if isPending {
      if firstUnsaved == nil { firstUnsaved = (origin, label()) }
    } else {
      firstUnsaved = nil
      console.out.markSaved()
    }
  }

  /// Ends a command in a store held per command: its records are written and synced and the
  /// lock let go. A write that fails loses this command only: it is reported, the store
  /// forgets what it buffered and reloads its files at the next command, which goes on from
  /// what they hold (whole commands: a failed write is cut back) and can be saved again.
  private func endHeldCommand(
    _ store: StoreDirectory, at origin: CommandOrigin, label: () -> String
  ) {
    if !commandLostWrite {
      do {
        try store.endCommand()
        try store.release()
      } catch {
        loseWrite(error, current: (origin, label()))
      }
    }
    firstUnsaved = nil
    guard commandLostWrite else {
      console.out.markSaved()
      return
    }
    commandLostWrite = false
    store.abandonUnsaved()
    console.out.resumeAfterSilence()
  }

  /// Writes the store's whole commands before standard output speaks of them.
  private func saveBeforeOutput() {
    guard let store, !writesStopped, !commandLostWrite, store.hasPendingCommands else { return }
    do {
      try store.flush()
      firstUnsaved = nil
    } catch {
      loseWrite(error, current: (console.origin, ""))
    }
  }

  /// A write to the store failed and was undone: every command from the first unwritten
  /// one on is lost. What standard output held about them is dropped, and one failure says
  /// from where on nothing was saved (in JSON, one object; on standard error, one line).
  private func loseWrite(_ error: StoreFailure, current: (origin: CommandOrigin, label: String)) {
    hasLostWrite = true
    lostWriteCount += 1
    if holdsStorePerCommand { commandLostWrite = true }
    let lost = firstUnsaved ?? current
    firstUnsaved = nil
    console.out.discardUnsaved()
    var failure = error.gatewayFailure(describedBy: { $0.message(in: catalog) }).errorModel
    if case .unwritable(let path, let reason) = error {
      failure = ErrorModel(
        code: failure.code,
        message: lost.origin.source == nil
          ? catalog.text(.storeUnsavedCommand, path, reason.text(in: catalog))
          : catalog.text(
            .storeUnsavedFromLine, path, reason.text(in: catalog), String(lost.origin.line)))
    }
    console.begin(at: lost.origin) { lost.label }
    console.fail(failure)
    // The rest of the command being run, if any, must not follow the failure.
    console.out.flushAndSilence()
  }

  /// Reports a line that could not be read or split into words.
  func reject(_ message: String, at origin: CommandOrigin) -> CommandOutcome {
    console.begin(at: origin) { "" }
    console.fail(ErrorModel(code: .usage, message: message))
    return console.end()
  }

  /// Saves what is buffered, syncs it and releases the store; returns whether a write was
  /// lost, now or earlier (already reported then).
  func finish() -> Bool {
    do {
      try store?.close()
    } catch {
      if !hasLostWrite {
        loseWrite(error, current: (CommandOrigin(source: nil, line: 0), ""))
      }
    }
    return hasLostWrite
  }

  /// What a line asks for once its words are matched: a command to run, or its help.
  private enum Route {
    /// Runs `command` with `arguments`, already checked and counted, and its `flags`.
    case run(Feature.BoundCommand, CommandArguments, CommandFlags)
    /// `-h` or `--help` followed the command: its help instead of running it.
    case help(Feature.BoundCommand)
  }

  /// The command that `words` call for, with its arguments checked and counted.
  private func resolve(_ words: CommandWords) throws(UsageError) -> Route {
    // Matched as bytes: the words become strings only for an error message.
    let command: Feature.BoundCommand
    switch table.match(words) {
    case .unknownFeature:
      throw unknownFeature(words[0])
    case .missingCommand(let position):
      let feature = features[position]
      throw UsageError(
        message: catalog.text(.usageMissingCommand, feature.name, commandNames(of: feature)))
    case .unknownCommand(let position):
      throw unknownCommand(words[1], of: features[position])
    case .command(let entry):
      command = features[entry.feature].commands[entry.command]
    }
    guard
      let (arguments, flags) = try CommandFlagParser(catalog: catalog).split(words, for: command)
    else {
      return .help(command)
    }
    guard arguments.count >= command.signature.minimumArguments,
      arguments.count <= command.signature.maximumArguments ?? Int.max
    else {
      throw UsageError(
        message: catalog.text(.usageWrongArguments, usageLine(command), command.feature))
    }
    return .run(command, arguments, flags)
  }

  /// The usage error for a feature word nobody declared, naming the nearest one.
  func unknownFeature(_ name: String) -> UsageError {
    if let nearest = Suggestion.nearest(to: name, among: featureNames) {
      return UsageError(message: catalog.text(.usageDidYouMeanFeature, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownFeature, name, featureNames.joined(separator: ", ")))
  }

  /// The usage error for a command word `feature` does not declare, naming the nearest one.
  func unknownCommand(_ name: String, of feature: Feature) -> UsageError {
    if let nearest = Suggestion.nearest(to: name, among: feature.commands.flatMap(\.words)) {
      return UsageError(message: catalog.text(.usageDidYouMeanCommand, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownCommand, feature.name, name, commandNames(of: feature)))
  }

  /// `tasks edit ID TEXT...`: how the command is written, its flags after its arguments.
  func usageLine(_ command: Feature.BoundCommand) -> String { command.usage }

  private func commandNames(of feature: Feature) -> String {
    feature.commands.map(\.name).joined(separator: ", ")
  }
}

/// How the run goes, as the features' closures read it while it runs: a class of its own,
/// so that they hold it and not the application (a weak reference to the application would
/// send every retain of it, one a command at least, through the runtime's slow path).
final class RunMode {
  var isInteractiveSession = false
  var standardInputHoldsCommands = false
}
