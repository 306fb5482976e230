import Repositories
import ScriptEngine

/// Step two of the program, compose: builds what the request needs, for the store and the
/// options it names: the console, the trace file, the store (its gateways and its unit of
/// work), and the application, whose wiring (`Application+Features.swift`,
/// `Application+Screens.swift`) makes gateways → services → presenters ← views.
///
/// The only step that knows every layer; the others see an `Application`.
struct Composition {
  let environment: ProcessEnvironment
  let standardInput: Int32
  let out: OutputBuffer
  let err: OutputBuffer

  /// What was built, or the exit code of a program that cannot run as asked (no place for
  /// the default store, a trace file that cannot be created), already reported.
  enum Outcome {
    case composed(ComposedProgram)
    case refused(Int32)
  }

  func compose(_ request: ProgramRequest) -> Outcome {
    let options = request.options
    let catalog = CommandLineCatalog(language: request.language)
    let console = Console(
      format: options.format, useColor: useColor(out, options),
      useColorOnErrors: useColor(err, options),
      out: out, err: err, marksDryRun: options.dryRun)
    let composed = { (application: Application, traceOutput: OutputBuffer?) in
      Outcome.composed(
        ComposedProgram(
          request: request, console: console, catalog: catalog, application: application,
          traceOutput: traceOutput, standardInput: standardInput,
          useColor: useColor(out, options)))
    }
    switch request.invocation {
    case .version, .help, .completions, .check:
      // The declarations only: no store is opened.
      return composed(
        Application(
          options: options, language: request.language, storePath: nil, console: console),
        nil)
    case .command, .run, .session, .screens:
      break
    }
    if options.store == .defaultStore, request.storePath == nil {
      err.writeProgramError(catalog.text(.storeUnknownLocation))
      return .refused(ExitCode.ioError)
    }
    var traceOutput: OutputBuffer?
    if let traceFile = options.traceFile {
      switch CommandLineFiles.createTrace(traceFile) {
      case .success(let descriptor):
        traceOutput = OutputBuffer(descriptor: descriptor)
      case .failure(let failure):
        err.writeProgramError(
          catalog.text(.traceFileCannotOpen, traceFile, catalog.text(of: failure)))
        return .refused(ExitCode.ioError)
      }
    }
    // A completion script listing task IDs only reads: a store of files is opened as
    // fixtures are, never created, locked or written (`--store /tmp/typo` stays a typo).
    var choice = options.store
    if environment.isCompleting, let path = request.storePath { choice = .fixtures(path) }
    let store = Self.store(
      choice, path: request.storePath, dryRun: options.dryRun, console: console, catalog: catalog)
    let application = Application(
      options: options, language: request.language, store: store, console: console,
      input: (standardInput, environment.inputIsTerminal), traceOutput: traceOutput)
    return composed(application, traceOutput)
  }

  /// Whether `stream` is colored: each on its own terms, since standard output may be a
  /// pipe while standard error is still the user's terminal, or the other way round.
  private func useColor(_ stream: OutputBuffer, _ options: Options) -> Bool {
    switch options.color {
    case .always: true
    case .never: false
    case .auto: stream.isTerminal && !environment.forbidsColor
    }
  }

  /// The store `choice` names, at `path` for a store of files; its engine's notes and
  /// failures are worded in `catalog`'s language. The one place a store is chosen: another
  /// store is its gateways and its `StoreFactory`, made here.
  ///
  /// A `dryRun` reads a store of files as a real run would, and keeps its changes in
  /// memory, as fixtures do: nothing is created (a missing store is an empty one), locked
  /// for writing or written. Memory and fixtures are never written anyway.
  static func store(
    _ choice: StoreChoice, path: String?, dryRun: Bool = false, console: Console,
    catalog: CommandLineCatalog
  ) -> any StoreFactory {
    let directory: (path: String, access: FileStore.Access)?
    switch choice {
    case .inMemory: directory = nil
    case .fixtures(let path): directory = (path, .readOnly)
    case .store, .defaultStore: directory = path.map { ($0, dryRun ? .dryRun : .readWrite) }
    }
    guard let directory else { return InMemoryStore() }
    return FileStore(
      path: directory.path, access: directory.access,
      // The store engine keeps no words: its failures reach the ports in the user's language.
      describeFailure: { [catalog] failure in failure.message(in: catalog) },
      onNote: { [err = console.err, catalog] note in
        err.writeProgramNote(note.message(in: catalog))
      },
      // A compaction that cannot run is housekeeping left for later: a note, not a failure.
      onCompactionSkipped: { [err = console.err, catalog] path, failure in
        err.writeProgramNote(
          catalog.text(.noteCompactionSkipped, path, failure.reason(in: catalog)))
      })
  }
}

/// What `Composition` built for one request: what `Dispatch` runs.
struct ComposedProgram {
  let request: ProgramRequest
  let console: Console
  let catalog: CommandLineCatalog
  /// The wired application: over no store for help, completions and the version.
  let application: Application
  /// Where `--trace-file` sends the trace, if given.
  let traceOutput: OutputBuffer?
  let standardInput: Int32
  /// Whether the screens are colored (standard output's choice).
  let useColor: Bool
}
