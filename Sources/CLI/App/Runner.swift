import ScriptEngine
import Services

/// Feeds commands to the application: one from the command line, scripts line by line, or
/// an interactive session; and turns their outcomes into the exit code.
struct Runner {
  let application: Application
  let standardInput: Int32

  private var catalog: CommandLineCatalog { application.catalog }

  /// Runs the scripts in order; `-` is standard input. Every script is opened before any
  /// command runs, so a missing one changes nothing.
  func runScripts(_ files: [String]) -> Int32 {
    var descriptors: [(name: String, descriptor: Int32)] = []
    defer {
      for entry in descriptors where entry.descriptor != standardInput {
        InputFiles.close(entry.descriptor)
      }
    }
    for file in files {
      if file == "-" {
        // A closed standard input (`<&-`) is a script that cannot be opened, not bad syntax.
        if let failure = InputFiles.problem(reading: standardInput) {
          return cannotOpen("-", reason: catalog.text(of: failure))
        }
        descriptors.append(("<stdin>", standardInput))
        continue
      }
      switch InputFiles.openScript(file) {
      case .success(let descriptor):
        descriptors.append((file, descriptor))
      case .failure(let failure):
        return cannotOpen(file, reason: catalog.text(of: failure))
      }
    }
    application.standardInputHoldsCommands = files.contains("-")
    var anyFailed = false
    // One buffer of words for every line of every script: see `CommandWords`.
    var words = CommandWords()
    for (name, descriptor) in descriptors {
      var reader = LineReader(descriptor: descriptor)
      while let (number, line) = reader.next(into: &words) {
        let origin = CommandOrigin(source: name, line: number)
        guard let outcome = runLine(line, words: &words, at: origin) else { continue }
        // Nothing after a lost write could be saved, --keep-going or not.
        if application.hasLostWrite { return ExitCode.ioError }
        // Nobody can read what the rest would say: stop (the exit code is decided at the end).
        if application.console.out.hasFailed { return ExitCode.success }
        if case .failed = outcome {
          guard application.options.keepGoing else { return ExitCode.of(outcome) }
          anyFailed = true
        }
      }
    }
    return anyFailed ? ExitCode.failure : ExitCode.success
  }

  /// An interactive session: a prompt, one command per line, errors shown and survived.
  /// On a terminal the lines are edited as in a shell (`LineEditor`), with a history kept
  /// in the store's directory; elsewhere they are read as they come.
  func runSession() -> Int32 {
    let console = application.console
    console.flushesEachCommand = true
    // Commands are saved (and synced) as they go, so closing the terminal loses none of
    // them; the store is locked only while a command uses it, so other processes are not
    // shut out for as long as the session stays open.
    application.holdStorePerCommand()
    application.isInteractiveSession = true
    application.standardInputHoldsCommands = true
    var input = SessionInput(application: application, standardInput: standardInput)
    defer { input.close() }
    var words = CommandWords()
    console.out.write(catalog.text(.sessionGreeting, PureMVP.version) + "\n")
    while let (number, line) = input.next(into: &words) {
      if case .text(let text) = line, Tokenizer.split(text, into: &words) != nil {
        words.removeAll()
      }
      if words.count == 1, words.word(0, is: "exit") || words.word(0, is: "quit") { break }
      if words.word(0, is: "help") {
        _ = Help(application: application).print(
          feature: words.count > 1 ? words[1] : nil, command: words.count > 2 ? words[2] : nil,
          to: console.out, err: console.err)
        continue
      }
      // A lost write was reported and loses that command only: the session goes on, and
      // `PureMVP.main` ends it with exit 74.
      _ = runLine(line, words: &words, at: CommandOrigin(source: nil, line: number))
      if console.out.hasFailed { return ExitCode.success }
    }
    return ExitCode.success
  }

  /// Runs one script line, whose words the reader put in `words` when it was plain; `nil`
  /// for a blank or comment line.
  private func runLine(
    _ line: ScriptLine, words: inout CommandWords, at origin: CommandOrigin
  ) -> CommandOutcome? {
    switch line {
    case .words:
      break
    case .text(let text):
      if let problem = Tokenizer.split(text, into: &words) {
        return application.reject(message(for: problem), at: origin)
      }
    case .problem(let problem):
      return application.reject(message(for: problem), at: origin)
    }
    guard !words.isEmpty else { return nil }
    if words.isOption(0) {
      return application.reject(catalog.text(.usageOptionInScript, words[0]), at: origin)
    }
    if words.word(0, is: "run") {
      return application.reject(catalog.text(.usageRunInScript), at: origin)
    }
    return application.execute(words, at: origin)
  }

  private func cannotOpen(_ file: String, reason: String) -> Int32 {
    let console = application.console
    console.err.writeProgramError(catalog.text(.scriptCannotOpen, file, reason))
    return ExitCode.noInput
  }

  private func message(for problem: LineProblem) -> String {
    switch problem {
    case .invalidUTF8: catalog.text(.usageInvalidUTF8)
    case .nulByte: catalog.text(.usageNulByte)
    case .tooLong: catalog.text(.usageLineTooLong)
    case .readFailed(let reason): catalog.text(.scriptReadFailed, reason.text(in: catalog))
    }
  }

  private func message(for problem: TokenizerProblem) -> String {
    switch problem {
    case .unterminatedQuote(let column):
      catalog.text(.usageUnterminatedQuote, String(column))
    case .invalidEscape(let escape, let column):
      catalog.text(.usageInvalidEscape, escape, String(column))
    }
  }
}

extension CommandLineCatalog {
  /// Why a file named on the command line could not be used, in this catalog's language.
  func text(of failure: InputFiles.Failure) -> String {
    switch failure {
    case .system(let error): error.text(in: self)
    case .isDirectory: text(.scriptIsDirectory)
    case .notOwnRegularFile: text(.fileNotOwnRegular)
    }
  }
}
