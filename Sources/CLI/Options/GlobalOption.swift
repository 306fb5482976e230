import ScriptEngine
import Services

/// One global option, declared once: the parser, help, the completion scripts and the man
/// page all read this declaration.
struct GlobalOption: Sendable {
  /// What follows the option's name.
  enum Argument: Sendable, Equatable {
    /// Nothing: a flag.
    case none
    /// A directory, shown as `placeholder` (completed with directory names).
    case directory(String)
    /// A file, shown as `placeholder` (completed with file names).
    case file(String)
    /// One of a few words (completed with them).
    case choice([String])
    /// Free text, shown as `placeholder`, checked when parsed.
    case value(String)
  }

  /// The option's name (`--store`).
  let name: String
  /// A short alias (`-h`), if any.
  let alias: String?
  /// What follows the name.
  let argument: Argument
  /// What the option does, for help and the man page; one line each.
  let summary: [CommandLineMessageKey]
  /// What a valid value looks like, for the error that refuses one.
  let expected: CommandLineMessageKey?
  /// Applies the option (with its value, or `""` for a flag); `false` when the value is
  /// not one the option takes.
  let apply: @Sendable (_ value: String, _ parsed: inout ParsedOptions) -> Bool

  /// How help shows the option: `--store DIR`, `--format text|json`, `-h, --help`.
  var signature: String {
    let names = alias.map { "\($0), \(name)" } ?? name
    switch argument {
    case .none: return names
    case .directory(let placeholder), .file(let placeholder), .value(let placeholder):
      return names + " " + placeholder
    case .choice(let words): return names + " " + words.joined(separator: "|")
    }
  }
}

/// What the global options decide, with what the parser needs to check them together.
struct ParsedOptions {
  var options = Options()
  var wantsHelp = false
  var wantsVersion = false
  /// The store options given, in order: more than one is a conflict.
  var storeOptions: [String] = []
}

extension GlobalOption {
  /// Every global option, in the order help lists them.
  static let all: [GlobalOption] = [
    GlobalOption(
      name: "--store", alias: nil, argument: .directory("DIR"),
      summary: [.optionStore, .optionStoreDefault], expected: .expectedDirectory
    ) { value, parsed in
      guard !value.isEmpty else { return false }
      parsed.options.store = .store(value)
      parsed.storeOptions.append("--store")
      return true
    },
    GlobalOption(
      name: "--in-memory", alias: nil, argument: .none, summary: [.optionInMemory], expected: nil
    ) { _, parsed in
      parsed.options.store = .inMemory
      parsed.storeOptions.append("--in-memory")
      return true
    },
    GlobalOption(
      name: "--fixtures", alias: nil, argument: .directory("DIR"), summary: [.optionFixtures],
      expected: .expectedDirectory
    ) { value, parsed in
      guard !value.isEmpty else { return false }
      parsed.options.store = .fixtures(value)
      parsed.storeOptions.append("--fixtures")
      return true
    },
    GlobalOption(
      name: "--format", alias: nil, argument: .choice(OutputFormat.allCases.map(\.rawValue)),
      summary: [.optionFormat], expected: nil
    ) { value, parsed in
      guard let format = OutputFormat(rawValue: value) else { return false }
      parsed.options.format = format
      return true
    },
    GlobalOption(
      name: "--color", alias: nil, argument: .choice(ColorChoice.allCases.map(\.rawValue)),
      summary: [.optionColor], expected: nil
    ) { value, parsed in
      guard let color = ColorChoice(rawValue: value) else { return false }
      parsed.options.color = color
      return true
    },
    GlobalOption(
      name: "--keep-going", alias: nil, argument: .none, summary: [.optionKeepGoing],
      expected: nil
    ) { _, parsed in
      parsed.options.keepGoing = true
      return true
    },
    GlobalOption(
      name: "--seed", alias: nil, argument: .value("N"), summary: [.optionSeed],
      expected: .expectedSeed
    ) { value, parsed in
      guard let seed = OptionParser.parseUnsigned(value) else { return false }
      parsed.options.seed = seed
      return true
    },
    GlobalOption(
      name: "--now", alias: nil, argument: .value("TIME"), summary: [.optionNow],
      expected: .expectedTime
    ) { value, parsed in
      guard let now = ISO8601.parse(value) else { return false }
      parsed.options.now = now
      return true
    },
    GlobalOption(
      name: "--tick", alias: nil, argument: .value("DURATION"), summary: [.optionTick],
      expected: .expectedClockDuration
    ) { value, parsed in
      guard let seconds = ClockDuration.seconds(value) else { return false }
      parsed.options.tickSeconds = seconds
      return true
    },
    GlobalOption(
      name: "--latency", alias: nil, argument: .value("DURATION"), summary: [.optionLatency],
      expected: .expectedLatency
    ) { value, parsed in
      guard let latency = OptionParser.parseDuration(value) else { return false }
      parsed.options.latencyMilliseconds = latency
      return true
    },
    GlobalOption(
      name: "--trace", alias: nil, argument: .none, summary: [.optionTrace], expected: nil
    ) { _, parsed in
      parsed.options.trace = true
      return true
    },
    GlobalOption(
      name: "--trace-file", alias: nil, argument: .file("FILE"), summary: [.optionTraceFile],
      expected: .expectedFile
    ) { value, parsed in
      guard !value.isEmpty else { return false }
      parsed.options.traceFile = value
      parsed.options.trace = true
      return true
    },
    GlobalOption(
      name: "--keys", alias: nil, argument: .file("FILE"), summary: [.optionKeys],
      expected: .expectedFile
    ) { value, parsed in
      guard !value.isEmpty else { return false }
      parsed.options.keysFile = value
      return true
    },
    GlobalOption(
      name: "--size", alias: nil, argument: .value("COLSxROWS"), summary: [.optionSize],
      expected: .expectedScreenSize
    ) { value, parsed in
      guard let size = KeyScript.parseSize(value) else { return false }
      (parsed.options.screenColumns, parsed.options.screenRows) = size
      return true
    },
    GlobalOption(
      name: "--snapshot", alias: nil, argument: .none, summary: [.optionSnapshot], expected: nil
    ) { _, parsed in
      parsed.options.snapshot = true
      return true
    },
    GlobalOption(
      name: "--password-stdin", alias: nil, argument: .none,
      summary: [.optionPasswordStdin, .optionPasswordStdinScope], expected: nil
    ) { _, parsed in
      parsed.options.passwordFromStandardInput = true
      return true
    },
    GlobalOption(
      name: "--lang", alias: nil, argument: .choice(Language.allCases.map(\.rawValue)),
      summary: [.optionLang], expected: nil
    ) { value, parsed in
      guard let language = Language(rawValue: value) else { return false }
      parsed.options.language = language
      return true
    },
    GlobalOption(
      name: "--help", alias: "-h", argument: .none, summary: [.optionHelp], expected: nil
    ) { _, parsed in
      parsed.wantsHelp = true
      return true
    },
    GlobalOption(
      name: "--version", alias: nil, argument: .none, summary: [.optionVersion], expected: nil
    ) { _, parsed in
      parsed.wantsVersion = true
      return true
    },
  ]

  /// The option called `name` or with that alias.
  static func named(_ name: String) -> GlobalOption? {
    all.first { $0.name == name || $0.alias == name }
  }
}
