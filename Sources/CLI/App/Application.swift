import Domain
import Presenters
import Repositories
import Services

/// The composition root: builds gateways → services → presenters → views for one process,
/// then runs commands through the views.
///
/// This is the only place that knows every layer. Swapping a file gateway for an in-memory
/// one, or a terminal view for another, is a change here and nowhere else.
final class Application {
  let options: Options
  let console: Console
  let catalog: MessageCatalog
  let store: StoreDirectory?
  /// Set under `--trace`: every layer's protocol is then wrapped to report its crossings.
  let tracer: Tracer?
  /// The features in help order, each with its commands.
  private(set) var features: [Feature] = []
  /// What typed words are matched against, built once; see `CommandTable`.
  private var table = CommandTable([])

  /// Wires every feature for `options`; `storePath` is the resolved store directory.
  init(
    options: Options, language: Language, storePath: String?, console: Console,
    traceOutput: OutputBuffer? = nil
  ) {
    self.options = options
    self.console = console
    self.catalog = MessageCatalog(language: language)
    switch options.store {
    case .inMemory:
      store = nil
    case .fixtures(let path):
      store = StoreDirectory(path: path, mode: .readOnly)
    case .store, .defaultStore:
      store = storePath.map { StoreDirectory(path: $0, mode: .readWrite) }
    }

    tracer = options.trace ? Tracer(err: traceOutput ?? console.err) : nil
    // One random source and one clock for the process, shared by every feature, so that
    // `--seed` and `--now` fix every draw and every time of a run.
    let random: any RandomSource = traced(
      options.seed.map(SeededRandomSource.init) ?? SystemRandomSource() as any RandomSource,
      TracingRandomSource.init)
    let clock: any Clock = traced(
      options.now.map { FixedClock(time: $0) } ?? SystemClock() as any Clock, TracingClock.init)
    let language = language
    // Assigned once, here: read-only afterwards, so reading them needs no exclusivity check.
    features = [
      makeTasks(language: language),
      makeLogin(language: language, random: random, clock: clock),
      makeOracle(language: language, random: random),
    ]
    table = CommandTable(features)
  }

  /// The feature called `name`.
  func feature(named name: String) -> Feature? {
    features.first { $0.name == name }
  }

  /// The feature words, in help order.
  var featureNames: [String] { features.map(\.name) }

  /// Runs one command given as words (`tasks add Buy milk`) and says how it went.
  func execute(_ words: CommandWords, at origin: CommandOrigin) -> CommandOutcome {
    console.begin(at: origin) { words.count > 1 ? words[0] + " " + words[1] : words[0] }
    tracer?.beginCommand(words, origin: origin)
    do {
      try resolve(words).fire(CommandArguments(words, from: 2))
    } catch {
      console.fail(ErrorModel(code: .usage, message: error.message))
    }
    return console.end()
  }

  /// Reports a line that could not be read or split into words.
  func reject(_ message: String, at origin: CommandOrigin) -> CommandOutcome {
    console.begin(at: origin) { "" }
    console.fail(ErrorModel(code: .usage, message: message))
    return console.end()
  }

  /// Writes what is buffered to the store files; a failure is returned.
  func flushStore() -> ErrorModel? {
    do {
      try store?.flush()
      return nil
    } catch {
      return error.errorModel(in: catalog)
    }
  }

  /// Saves what is buffered and releases the store; a failure is reported and returned.
  func finish() -> ErrorModel? {
    do {
      try store?.close()
      return nil
    } catch {
      return error.errorModel(in: catalog)
    }
  }

  /// The command that `words` call for, with its arguments counted.
  private func resolve(_ words: CommandWords) throws(UsageError) -> Feature.BoundCommand {
    func commandNames(_ feature: Int) -> String {
      features[feature].commands.map(\.name).joined(separator: ", ")
    }
    // Matched as bytes: the words become strings only for an error message.
    switch table.match(words) {
    case .unknownFeature:
      throw UsageError(
        message: catalog.text(
          .usageUnknownFeature, words[0], featureNames.joined(separator: ", ")))
    case .missingCommand(let feature):
      throw UsageError(
        message: catalog.text(
          .usageMissingCommand, features[feature].name, commandNames(feature)))
    case .unknownCommand(let feature):
      throw UsageError(
        message: catalog.text(
          .usageUnknownCommand, features[feature].name, words[1], commandNames(feature)))
    case .command(let entry):
      let feature = features[entry.feature]
      let command = feature.commands[entry.command]
      let count = words.count - 2
      guard count >= entry.minimumArguments, count <= entry.maximumArguments else {
        let usage = [feature.name, command.name, command.arguments].filter { !$0.isEmpty }
        throw UsageError(
          message: catalog.text(.usageWrongArguments, usage.joined(separator: " "), feature.name))
      }
      return command
    }
  }
}
