import ScriptEngine
import Services
import SystemInterface

/// Feeds commands to the application: one from the command line, scripts line by line, or
/// an interactive session; and turns their outcomes into the exit code.
struct Runner {
  let application: Application
  let standardInput: Int32

  private var catalog: CommandLineCatalog { application.catalog }

  /// Runs the scripts in order; `-` is standard input. Every script is opened before any
  /// command runs, so a missing one changes nothing. With `echo`, each command line is
  /// printed before its result (text output only).
  func runScripts(_ files: [String], echo: Bool = false) -> Int32 {
    let echoes = echo && application.console.format == .text
    var descriptors: [(name: String, descriptor: Int32)] = []
    defer {
      for entry in descriptors where entry.descriptor != standardInput {
        CommandLineFiles.close(entry.descriptor)
      }
    }
    for file in files {
      if file == "-" {
        // A closed standard input (`<&-`) is a script that cannot be opened, not bad syntax.
        if let failure = CommandLineFiles.problem(reading: standardInput) {
          return cannotOpen("-", reason: catalog.text(of: failure))
        }
        descriptors.append(("<stdin>", standardInput))
        continue
      }
      switch CommandLineFiles.openScript(file) {
      case .success(let descriptor):
        descriptors.append((file, descriptor))
      case .failure(let failure):
        return cannotOpen(file, reason: catalog.text(of: failure))
      }
    }
    application.standardInputHoldsCommands = files.contains("-")
    Interruption.catchInterrupts()
    var anyFailed = false
    // One buffer of words for every line of every script: see `CommandWords`.
    var words = CommandWords()
    let out = application.console.out
    for (name, descriptor) in descriptors {
      var reader = LineReader(descriptor: descriptor)
      // Input from a pipe or a terminal may wait for its writer: what was said goes out.
      reader.beforeWaiting = { [console = application.console] in console.flush() }
      var origin = CommandOrigin(source: name, line: 0)
      while let (number, line) = reader.next(into: &words) {
        origin.line = number
        if Interruption.isPending { return interrupted(at: origin) }
        guard let outcome = runLine(line, words: &words, at: origin, echo: echoes) else {
          continue
        }
        // Nothing after a lost write could be saved, --keep-going or not.
        if application.hasLostWrite { return ExitCode.ioError }
        // Nobody can read what the rest would say: stop (the exit code is decided at the end).
        if out.hasFailed { return ExitCode.success }
        if case .failed = outcome {
          guard application.options.keepGoing else { return ExitCode.of(outcome) }
          anyFailed = true
        }
      }
      // Ctrl-C while the reader waited: the line it was reading is the first not applied.
      if Interruption.isPending {
        origin.line += 1
        return interrupted(at: origin)
      }
    }
    return anyFailed ? ExitCode.failure : ExitCode.success
  }

  /// Ctrl-C stopped the run before the line `origin`: noted for the end of the run, which
  /// says so once what came before is saved (`Dispatch`).
  private func interrupted(at origin: CommandOrigin) -> Int32 {
    // Standard input is `-`, as it was named on the command line.
    let source = origin.source == "<stdin>" ? "-" : origin.source ?? "-"
    application.interruptedAt = source + ":" + String(origin.line)
    return ExitCode.interrupted
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
      if words.count == 1, words.word(0, is: "help") {
        // Not the program's overview: its global options are refused on a session line.
        console.out.write(Help(application: application).sessionOverview)
        continue
      }
      if words.word(0, is: "help") {
        _ = Help(application: application).print(
          feature: words.count > 1 ? words[1] : nil, command: words.count > 2 ? words[2] : nil,
          at: .session, to: console.out, err: console.err)
        continue
      }
      if words.count == 1, words.word(0, is: "clear") {
        // As Ctrl-L does: home the cursor, clear the screen.
        console.out.write("\u{1B}[H\u{1B}[2J")
        continue
      }
      if words.count > 1, words.word(0, is: "puremvp") {
        // Typed as in a shell: the session's commands start at the feature.
        let typed = (1..<words.count).map { Self.quoted(words[$0]) }.joined(separator: " ")
        _ = application.reject(
          catalog.text(.sessionWithoutProgramName, typed),
          at: CommandOrigin(source: nil, line: number))
        continue
      }
      // A lost write was reported and loses that command only: the session goes on, and
      // `Dispatch` ends it with exit 74.
      _ = runLine(line, words: &words, at: CommandOrigin(source: nil, line: number))
      if console.out.hasFailed { return ExitCode.success }
    }
    return ExitCode.success
  }

  /// Runs one script line, whose words the reader put in `words` when it was plain; `nil`
  /// for a blank or comment line.
  private func runLine(
    _ line: ScriptLine, words: inout CommandWords, at origin: CommandOrigin, echo: Bool = false
  ) -> CommandOutcome? {
    switch line {
    case .words:
      break
    case .text(let text):
      if let problem = Tokenizer.split(text, into: &words) {
        return application.reject(message(for: problem), at: origin)
      }
    case .problem(let problem):
      return application.reject(catalog.text(of: problem), at: origin)
    }
    return runWords(words, at: origin, echo: echo)
  }

  /// Runs the words of one script line; `nil` when there are none.
  private func runWords(_ words: CommandWords, at origin: CommandOrigin, echo: Bool)
    -> CommandOutcome?
  {
    guard !words.isEmpty else { return nil }
    if echo { self.echo(words) }
    if words.isOption(0) {
      return application.reject(catalog.text(.usageOptionInScript, words[0]), at: origin)
    }
    if words.word(0, is: "run") {
      return application.reject(catalog.text(.usageRunInScript), at: origin)
    }
    guard let recorder = application.console.recorder else {
      return application.execute(words, at: origin)
    }
    recorder.begin(words, features: application.features)
    let outcome = application.execute(words, at: origin)
    recorder.end(outcome)
    return outcome
  }

  /// `> tasks add "Call mom"`: the line's words as they could be typed again, quoted where
  /// a word needs it, for `run --echo`; a password, or an email without `@`, masked.
  private func echo(_ words: CommandWords) {
    let out = application.console.out
    let secret = SecretWords.secrecy(in: words, features: application.features)
    out.write(literal: "> ")
    for index in 0..<words.count {
      if index > 0 { out.write(literal: " ") }
      if index < secret.count, secret[index] {
        out.write(SecretWords.masked(words[index]))
      } else {
        out.write(userText: Self.quoted(words[index]))
      }
    }
    out.endLine()
  }

  /// `word` as a script would take it back: as it is when plain, else in double quotes with
  /// its quotes, backslashes, line breaks and tabs escaped.
  static func quoted(_ word: String) -> String {
    let special: Set<Character> = [" ", "\t", "\"", "'", "\\", "\n"]
    // A `#` starts a comment only at the start of a word and before no digit (`#3` is an ID).
    let startsComment = word.first == "#" && !(word.dropFirst().first?.isNumber ?? false)
    guard word.isEmpty || startsComment || word.contains(where: special.contains) else {
      return word
    }
    // The script language's double quotes, which the trace writes strings in too.
    return TraceText.quoted(word)
  }

  private func cannotOpen(_ file: String, reason: String) -> Int32 {
    let console = application.console
    console.err.writeProgramError(catalog.text(.scriptCannotOpen, file, reason))
    return ExitCode.noInput
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
  func text(of failure: CommandLineFiles.Failure) -> String {
    switch failure {
    case .system(let error): error.text(in: self)
    case .isDirectory: text(.scriptIsDirectory)
    case .notOwnRegularFile: text(.fileNotOwnRegular)
    case .notRegularFile: text(.fileNotRegular)
    }
  }

  /// Why a script or key script line is not text, in this catalog's language.
  func text(of problem: LineProblem) -> String {
    switch problem {
    case .invalidUTF8: text(.usageInvalidUTF8)
    case .nulByte: text(.usageNulByte)
    case .tooLong: text(.usageLineTooLong)
    case .readFailed(let reason): text(.scriptReadFailed, reason.text(in: self))
    }
  }
}
