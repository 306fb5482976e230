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
  /// The features in help order, and what typed words are matched against: set once in
  /// `init` so that finding a command copies no table, builds no string and needs no
  /// exclusivity check. Three features, so a scan beats hashing the word.
  private var routes: [Route] = []

  private final class Route {
    let front: any FeatureFront
    let name: [UInt8]
    let commands: [CommandSpec]
    let commandNames: [[UInt8]]

    init(_ front: any FeatureFront) {
      self.front = front
      name = Array(front.name.utf8)
      commands = front.commands
      commandNames = commands.map { Array($0.name.utf8) }
    }
  }

  /// Wires every feature for `options`; `storePath` is the resolved store directory.
  init(options: Options, language: Language, storePath: String?, console: Console) {
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

    tracer = options.trace ? Tracer(err: console.err) : nil
    // One random source and one clock for the process, shared by every feature, so that
    // `--seed` and `--now` fix every draw and every time of a run.
    let random: any RandomSource = traced(
      options.seed.map(SeededRandomSource.init) ?? SystemRandomSource() as any RandomSource,
      TracingRandomSource.init)
    let clock: any Clock = traced(
      options.now.map { FixedClock(time: $0) } ?? SystemClock() as any Clock, TracingClock.init)
    let language = language
    routes = [
      Route(makeTasks(language: language)),
      Route(makeLogin(language: language, random: random, clock: clock)),
      Route(makeOracle(language: language, random: random)),
    ]
  }

  /// The front of the feature called `name`.
  func front(named name: String) -> (any FeatureFront)? {
    routes.first { $0.front.name == name }?.front
  }

  /// Every feature front, in help order.
  var allFronts: [any FeatureFront] { routes.map(\.front) }

  /// The feature words, in help order.
  var featureNames: [String] { routes.map(\.front.name) }

  /// Runs one command given as words (`tasks add Buy milk`) and says how it went.
  func execute(_ words: CommandWords, at origin: CommandOrigin) -> CommandOutcome {
    console.begin(at: origin) { words.count > 1 ? words[0] + " " + words[1] : words[0] }
    tracer?.beginCommand(words, origin: origin)
    do {
      let (front, command) = try resolve(words)
      try front.perform(command, arguments: CommandArguments(words, from: 2))
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

  /// The feature front and the command name that `words` call for, with their arguments
  /// counted.
  private func resolve(
    _ words: CommandWords
  ) throws(UsageError) -> (any FeatureFront, String) {
    // Matched as bytes: the words become strings only for an error message.
    var found: Route?
    for route in routes where words.word(0, is: route.name) {
      found = route
      break
    }
    guard let route = found else {
      throw UsageError(
        message: catalog.text(
          .usageUnknownFeature, words[0], featureNames.joined(separator: ", ")))
    }
    var commandNames: String { route.commands.map(\.name).joined(separator: ", ") }
    guard words.count >= 2 else {
      throw UsageError(message: catalog.text(.usageMissingCommand, route.front.name, commandNames))
    }
    var match: Int?
    for position in route.commandNames.indices where words.word(1, is: route.commandNames[position])
    {
      match = position
      break
    }
    guard let position = match else {
      throw UsageError(
        message: catalog.text(.usageUnknownCommand, route.front.name, words[1], commandNames))
    }
    guard route.commands[position].accepts(argumentCount: words.count - 2) else {
      let command = route.commands[position]
      let usage = [route.front.name, command.name, command.arguments].filter { !$0.isEmpty }
      throw UsageError(
        message: catalog.text(.usageWrongArguments, usage.joined(separator: " "), route.front.name))
    }
    return (route.front, route.commands[position].name)
  }
}
