import Repositories
import Services

/// A command line that is not in the command language; `message` says what and how to fix it.
struct UsageError: Error, Equatable {
  let message: String
}

/// Parses `puremvp [OPTIONS] …`: the options, validated, and what follows them.
///
/// Global options may stand anywhere on the command line, before or after the command;
/// `--` ends them, and a word such as `-1` (a dash and a digit) is an argument. A word that
/// looks like an option but is not a global one is a mistake before the command, and is
/// left to the command after it (a command's own flags, or an unknown option it reports).
struct OptionParser {
  let catalog: CommandLineCatalog

  /// The longest simulated latency accepted: the delaying gateway's.
  static let maximumLatencyMilliseconds = DelayedAccountRepository.maximumMilliseconds

  /// Every global option's name and alias, as "did you mean" knows them.
  static let globalOptions = GlobalOption.all.flatMap { [$0.name] + ($0.alias.map { [$0] } ?? []) }

  /// Whether `word` has the shape of an option: a dash and then no ASCII digit (`-1` is a
  /// number, an argument, whatever follows the digit).
  static func looksLikeOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    // The scalar after the dash, not the character: a digit with a mark after it (`-1️`, a
    // variation selector) is one character that is not ASCII, yet it starts with a digit.
    guard let second = word.unicodeScalars.dropFirst().first else { return false }
    return !("0"..."9").contains(second)
  }

  /// The global option `word` names, with or without an inline `=VALUE`; `nil` for others.
  static func globalOption(_ word: String) -> GlobalOption? {
    GlobalOption.named(word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word)
  }

  /// The usage error for an option nobody knows, with the nearest of `known` as a hint.
  func unknownOption(_ word: String, known: [String] = globalOptions) -> UsageError {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    guard let nearest = Suggestion.nearest(to: name, among: known) else {
      return UsageError(message: catalog.text(.usageUnknownOption, word))
    }
    return UsageError(message: catalog.text(.usageDidYouMeanOption, word, nearest))
  }

  func parse(_ arguments: [String]) throws(UsageError) -> (Options, Invocation) {
    var parsed = ParsedOptions()
    var index = 0
    // The words that are not global options, in order: the command and its arguments.
    var words: [String] = []
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !optionsEnded, Self.looksLikeOption(argument) else {
        words.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        // Kept for the command, which reads what follows as plain words.
        if !words.isEmpty { words.append(argument) }
        continue
      }
      guard let option = Self.globalOption(argument) else {
        // Before the command nothing but a global option may stand; after it, the word is
        // the command's to judge.
        guard !words.isEmpty else { throw unknownOption(argument) }
        words.append(argument)
        continue
      }
      let equals = argument.firstIndex(of: "=")
      let inlineValue = equals.map { String(argument[argument.index(after: $0)...]) }
      let value: String
      if option.argument == .none {
        guard inlineValue == nil else {
          throw UsageError(message: catalog.text(.usageOptionTakesNoValue, option.name))
        }
        value = ""
      } else if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError(message: catalog.text(.usageMissingOptionValue, option.name))
        }
        value = arguments[index]
        index += 1
      }
      guard option.apply(value, &parsed) else { throw invalid(option, value) }
    }
    let storeOptions = parsed.storeOptions
    guard storeOptions.count <= 1 else {
      throw UsageError(
        message: catalog.text(.usageConflictingOptions, storeOptions[0], storeOptions[1]))
    }
    let options = parsed.options
    let wantsHelp = parsed.wantsHelp
    let wantsVersion = parsed.wantsVersion
    let rest = words
    if wantsHelp {
      // `tasks add --help` asks for that command's help; `help` itself is not a topic.
      let topic = rest.first == ProgramVerb.help.name ? Array(rest.dropFirst()) : rest
      let plain = topic.filter { !Self.looksLikeOption($0) && $0 != "--" }
      return (options, .help(feature: plain.first, command: plain.dropFirst().first))
    }
    if wantsVersion { return (options, .version) }
    // Standard input holds one password for one command: a script or a session reads its
    // commands from there (or would read a password for each of its commands).
    if options.passwordFromStandardInput, rest.first == nil || rest.first == ProgramVerb.run.name {
      throw UsageError(message: catalog.text(.usagePasswordStdinOneShot))
    }
    guard let first = rest.first else { return (options, .session) }
    // A one-shot command is its own record: the command line says all it did.
    if options.recordFile != nil, ProgramVerb.named(first) == nil {
      throw UsageError(message: catalog.text(.usageRecordOneShot))
    }
    // A program verb is found among the declared ones; any other word starts a command.
    guard let parse = ProgramVerb.named(first)?.parse else { return (options, .command(rest)) }
    return (options, try parse(self, rest.dropFirst()))
  }

  /// `help [FEATURE [COMMAND] | VERB]`.
  func parseHelp(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
    guard arguments.count <= 2 else {
      throw UsageError(message: catalog.text(.usageHelpArguments))
    }
    return .help(feature: arguments.first, command: arguments.dropFirst().first)
  }

  /// `completions SHELL`.
  func parseCompletions(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
    guard arguments.count == 1, let shell = arguments.first else {
      throw UsageError(message: catalog.text(.usageCompletions))
    }
    guard Completions.shells.contains(shell) else {
      let hint = Suggestion.nearest(to: shell, among: Completions.shells)
      throw UsageError(
        message: hint.map { catalog.text(.usageDidYouMeanShell, shell, $0) }
          ?? catalog.text(.usageCompletions))
    }
    return .completions(shell)
  }

  /// `ui [FEATURE]`.
  func parseScreens(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
    let screens = ScreenRunner.names
    if let option = arguments.first(where: Self.looksLikeOption) {
      throw unknownOption(option)
    }
    guard arguments.count <= 1, arguments.allSatisfy(screens.contains) else {
      let word = arguments.joined(separator: " ")
      throw UsageError(
        message: catalog.text(.usageUnknownScreen, word, screens.joined(separator: ", ")))
    }
    return .screens(arguments.first ?? "tasks")
  }

  /// `run [--echo] [FILE...]`.
  func parseRun(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
    var files: [String] = []
    var filesOnly = false
    var echo = false
    for word in arguments {
      if !filesOnly, word == "--" {
        filesOnly = true
      } else if !filesOnly, word == ProgramVerb.Flags.echo.name {
        echo = true
      } else if !filesOnly, Self.looksLikeOption(word) {
        throw unknownOption(word, known: Self.globalOptions + ProgramVerb.run.flags.map(\.name))
      } else {
        files.append(word)
      }
    }
    return .run(files, echo: echo)
  }

  /// `check [--update] FILE...`.
  func parseCheck(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
    var files: [String] = []
    var filesOnly = false
    var update = false
    for word in arguments {
      if !filesOnly, word == "--" {
        filesOnly = true
      } else if !filesOnly, word == ProgramVerb.Flags.update.name {
        update = true
      } else if !filesOnly, Self.looksLikeOption(word) {
        throw unknownOption(word, known: Self.globalOptions + ProgramVerb.check.flags.map(\.name))
      } else {
        files.append(word)
      }
    }
    guard !files.isEmpty else { throw UsageError(message: catalog.text(.usageCheckFiles)) }
    return .check(files, update: update)
  }

  private func invalid(_ option: GlobalOption, _ value: String) -> UsageError {
    let expected: String
    if case .choice(let words) = option.argument {
      expected = words.joined(separator: ", ")
    } else {
      // The latency's cap, in seconds, is the one text that names a number.
      expected =
        option.expected.map { catalog.text($0, String(Self.maximumLatencyMilliseconds / 1_000)) }
        ?? ""
    }
    return UsageError(
      message: catalog.text(.usageInvalidOptionValue, value, option.name, expected))
  }

  /// Parses decimal digits into a `UInt64`; `nil` on anything else or on overflow.
  static func parseUnsigned(_ text: String) -> UInt64? {
    // `UInt64("+5")` would take the sign: only digits are a seed.
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return UInt64(text)
  }

  /// Parses `0`, `250ms` or `2s` into milliseconds, at most one minute.
  static func parseDuration(_ text: String) -> Int? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let unit = text.dropFirst(digits.count)
    guard !digits.isEmpty, let number = parseUnsigned(String(digits)),
      number <= UInt64(maximumLatencyMilliseconds)
    else { return nil }
    let milliseconds: UInt64
    switch unit {
    case "ms": milliseconds = number
    case "s": milliseconds = number * 1_000
    case "":
      guard number == 0 else { return nil }
      milliseconds = 0
    default: return nil
    }
    guard milliseconds <= UInt64(maximumLatencyMilliseconds) else { return nil }
    return Int(milliseconds)
  }
}
