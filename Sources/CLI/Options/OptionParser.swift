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
  let catalog: MessageCatalog

  /// The longest simulated latency accepted: long enough for any demo, short enough not to hang.
  static let maximumLatencyMilliseconds = 60_000

  /// Every global option, as help and "did you mean" know them.
  static let globalOptions = [
    "--store", "--in-memory", "--fixtures", "--format", "--color", "--keep-going", "--seed",
    "--now", "--latency", "--trace", "--lang", "--help", "-h", "--version",
  ]

  /// Whether `word` has the shape of an option: a dash and then no digit (`-1` is a number).
  static func looksLikeOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    let second = word[word.index(after: word.startIndex)]
    return !(second.isASCII && second.isWholeNumber)
  }

  /// The global option `word` names, with or without an inline `=VALUE`; `nil` for others.
  static func globalOption(_ word: String) -> String? {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    return globalOptions.contains(name) ? name : nil
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
    var options = Options()
    var index = 0
    var storeOptions: [String] = []
    // Noted, not answered at once, so that `--help --lang es` still reads `--lang`.
    var wantsHelp = false
    var wantsVersion = false
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
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else {
          throw UsageError(message: catalog.text(.usageMissingOptionValue, name))
        }
        index += 1
        return arguments[index - 1]
      }
      func flag() throws(UsageError) {
        guard inlineValue == nil else {
          throw UsageError(message: catalog.text(.usageOptionTakesNoValue, name))
        }
      }
      switch name {
      case "--help", "-h":
        try flag()
        wantsHelp = true
      case "--version":
        try flag()
        wantsVersion = true
      case "--store":
        let directory = try value()
        guard !directory.isEmpty else { throw invalid(name, directory) }
        options.store = .store(directory)
        storeOptions.append(name)
      case "--in-memory":
        try flag()
        options.store = .inMemory
        storeOptions.append(name)
      case "--fixtures":
        let directory = try value()
        guard !directory.isEmpty else { throw invalid(name, directory) }
        options.store = .fixtures(directory)
        storeOptions.append(name)
      case "--format":
        let text = try value()
        guard let format = OutputFormat(rawValue: text) else { throw invalid(name, text) }
        options.format = format
      case "--color":
        let text = try value()
        guard let color = ColorChoice(rawValue: text) else { throw invalid(name, text) }
        options.color = color
      case "--keep-going":
        try flag()
        options.keepGoing = true
      case "--trace":
        try flag()
        options.trace = true
      case "--seed":
        let text = try value()
        guard let seed = Self.parseUnsigned(text) else { throw invalid(name, text) }
        options.seed = seed
      case "--now":
        let text = try value()
        guard let now = ISO8601.parse(text) else { throw invalid(name, text) }
        options.now = now
      case "--latency":
        let text = try value()
        guard let latency = Self.parseDuration(text) else { throw invalid(name, text) }
        options.latencyMilliseconds = latency
      case "--lang":
        let text = try value()
        guard let language = Language(rawValue: text) else { throw invalid(name, text) }
        options.language = language
      default:
        // Before the command nothing but a global option may stand; after it, the word is
        // the command's to judge.
        guard !words.isEmpty else { throw unknownOption(argument) }
        words.append(argument)
      }
    }
    guard storeOptions.count <= 1 else {
      throw UsageError(
        message: catalog.text(.usageConflictingOptions, storeOptions[0], storeOptions[1]))
    }
    let rest = words
    if wantsHelp {
      // `tasks add --help` asks for that command's help; `help` itself is not a topic.
      let topic = rest.first == "help" ? Array(rest.dropFirst()) : rest
      let plain = topic.filter { !Self.looksLikeOption($0) && $0 != "--" }
      return (options, .help(feature: plain.first, command: plain.dropFirst().first))
    }
    if wantsVersion { return (options, .version) }
    guard let first = rest.first else { return (options, .session) }
    switch first {
    case "help":
      guard rest.count <= 3 else {
        throw UsageError(message: catalog.text(.usageHelpArguments))
      }
      return (options, .help(feature: rest.dropFirst().first, command: rest.dropFirst(2).first))
    case "run":
      var files: [String] = []
      var filesOnly = false
      for word in rest.dropFirst() {
        if !filesOnly, word == "--" {
          filesOnly = true
        } else if !filesOnly, Self.looksLikeOption(word) {
          throw unknownOption(word)
        } else {
          files.append(word)
        }
      }
      return (options, .run(files))
    default:
      return (options, .command(rest))
    }
  }

  private func invalid(_ option: String, _ value: String) -> UsageError {
    let expected: String =
      switch option {
      case "--format": "text, json"
      case "--color": "auto, always, never"
      case "--lang": "en, es"
      case "--seed": catalog.text(.expectedSeed)
      case "--now": catalog.text(.expectedTime)
      case "--latency": catalog.text(.expectedLatency)
      default: catalog.text(.expectedDirectory)
      }
    return UsageError(message: catalog.text(.usageInvalidOptionValue, value, option, expected))
  }

  /// Parses decimal digits into a `UInt64`; `nil` on anything else or on overflow.
  static func parseUnsigned(_ text: String) -> UInt64? {
    guard !text.isEmpty, text.utf8.count <= 20 else { return nil }
    var value: UInt64 = 0
    for byte in text.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
    }
    return value
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
