import Services

/// A command line that is not in the command language; `message` says what and how to fix it.
struct UsageError: Error, Equatable {
  let message: String
}

/// Parses `puremvp [OPTIONS] …`: the options, validated, and what follows them.
struct OptionParser {
  let catalog: MessageCatalog

  /// The longest simulated latency accepted: long enough for any demo, short enough not to hang.
  static let maximumLatencyMilliseconds = 60_000

  func parse(_ arguments: [String]) throws(UsageError) -> (Options, Invocation) {
    var options = Options()
    var index = 0
    var storeOptions: [String] = []
    // Noted, not answered at once, so that `--help --lang es` still reads `--lang`.
    var wantsHelp = false
    var wantsVersion = false
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "-" {
      let argument = arguments[index]
      index += 1
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
      case "--trace-file":
        let file = try value()
        guard !file.isEmpty else { throw invalid(name, file) }
        options.traceFile = file
        options.trace = true
      case "--keys":
        let file = try value()
        guard !file.isEmpty else { throw invalid(name, file) }
        options.keysFile = file
      case "--size":
        let text = try value()
        guard let size = KeyScript.parseSize(text) else { throw invalid(name, text) }
        (options.screenColumns, options.screenRows) = size
      case "--snapshot":
        try flag()
        options.snapshot = true
      default:
        throw UsageError(message: catalog.text(.usageUnknownOption, argument))
      }
    }
    guard storeOptions.count <= 1 else {
      throw UsageError(
        message: catalog.text(.usageConflictingOptions, storeOptions[0], storeOptions[1]))
    }
    let rest = Array(arguments[index...])
    if wantsHelp { return (options, .help(rest.first)) }
    if wantsVersion { return (options, .version) }
    guard let first = rest.first else { return (options, .session) }
    switch first {
    case "help":
      guard rest.count <= 2 else {
        throw UsageError(message: catalog.text(.usageHelpArguments))
      }
      return (options, .help(rest.count == 2 ? rest[1] : nil))
    case "run":
      let files = Array(rest.dropFirst())
      if let option = files.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
        throw UsageError(message: catalog.text(.usageOptionAfterRun, option))
      }
      return (options, .run(files))
    case "ui":
      let screens = ["tasks", "login", "oracle"]
      guard rest.count <= 2, rest.count == 1 || screens.contains(rest[1]) else {
        let word = rest.dropFirst().joined(separator: " ")
        throw UsageError(
          message: catalog.text(.usageUnknownScreen, word, screens.joined(separator: ", ")))
      }
      return (options, .screens(rest.count == 2 ? rest[1] : "tasks"))
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
      case "--size": catalog.text(.expectedScreenSize)
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
