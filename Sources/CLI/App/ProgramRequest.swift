import Services

/// Step one of the program, parse: what the command line asks for (a command, scripts, the
/// session, a screen, help, the version, completions) and the options it runs under.
/// Nothing is built or opened yet.
struct ProgramRequest {
  /// The global options.
  let options: Options
  /// What to run.
  let invocation: Invocation
  /// The language of every message: `--lang`, else the environment's.
  let language: Language
  /// The store directory the options name (`--store`, or the default store's path), `nil`
  /// under `--in-memory` and `--fixtures`, or when the default store has no known place.
  let storePath: String?

  /// Reads `arguments` (without the program name); a usage error names the word at fault,
  /// in the environment's language.
  static func parse(_ arguments: [String], environment: ProcessEnvironment)
    throws(UsageError) -> ProgramRequest
  {
    let parser = OptionParser(catalog: CommandLineCatalog(language: environment.language))
    let (options, invocation) = try parser.parse(arguments)
    // Only a fixed clock can be moved: the real one goes on by itself.
    if options.tickSeconds != nil, options.now == nil {
      let catalog = CommandLineCatalog(language: options.language ?? environment.language)
      throw UsageError(message: catalog.text(.usageTickWithoutNow))
    }
    let storePath: String?
    switch options.store {
    case .store(let path): storePath = path
    case .defaultStore: storePath = environment.defaultStorePath
    case .inMemory, .fixtures: storePath = nil
    }
    return ProgramRequest(
      options: options, invocation: invocation,
      language: options.language ?? environment.language, storePath: storePath)
  }
}
