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
    do throws(UsageError) {
      switch try resolve(words) {
      case .run(let command, let arguments):
        try command.fire(arguments)
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

  /// What a line asks for once its words are matched: a command to run, or its help.
  private enum Route {
    /// Runs `command` with `arguments`, already checked and counted.
    case run(Feature.BoundCommand, CommandArguments)
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
    guard let arguments = try commandArguments(words, for: command) else {
      return .help(command)
    }
    guard arguments.count >= command.minimumArguments,
      arguments.count <= command.maximumArguments ?? Int.max
    else {
      throw UsageError(
        message: catalog.text(.usageWrongArguments, usageLine(command), command.feature))
    }
    return .run(command, arguments)
  }

  /// The arguments of `command` in `words`: the first `--` dropped (what follows it is
  /// plain words), and every other word that looks like an option refused, with a hint;
  /// `nil` when `-h` or `--help` asks for the command's help.
  private func commandArguments(_ words: CommandWords, for command: Feature.BoundCommand)
    throws(UsageError) -> CommandArguments?
  {
    var index = 2
    // The common case, a line without dashes, is checked without making a string.
    while index < words.count, !words.isOption(index) { index += 1 }
    guard index < words.count else { return CommandArguments(words, from: 2) }
    var plain: [String] = []
    var optionsEnded = false
    for position in 2..<words.count {
      let word = words[position]
      if optionsEnded || !OptionParser.looksLikeOption(word) {
        plain.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word == "-h" || word == "--help" {
        return nil
      } else if OptionParser.globalOption(word) != nil {
        throw UsageError(message: catalog.text(.usageOptionInScript, word))
      } else {
        throw OptionParser(catalog: catalog).unknownOption(word)
      }
    }
    return CommandArguments(CommandWords(plain), from: 0)
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
    if let nearest = Suggestion.nearest(to: name, among: feature.commands.map(\.name)) {
      return UsageError(message: catalog.text(.usageDidYouMeanCommand, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownCommand, feature.name, name, commandNames(of: feature)))
  }

  /// `tasks edit ID TEXT...`: how the command is written.
  func usageLine(_ command: Feature.BoundCommand) -> String {
    [command.feature, command.name, command.arguments].filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  private func commandNames(of feature: Feature) -> String {
    feature.commands.map(\.name).joined(separator: ", ")
  }
}
