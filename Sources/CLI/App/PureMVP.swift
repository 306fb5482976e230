import ScriptEngine
import Services

/// The `puremvp` program: parses the command line, wires the application, runs the
/// command, the scripts or the interactive session, and answers the exit code.
package enum PureMVP {
  /// The program's version, as `--version` prints it.
  package static let version = "0.1.0"

  /// Ends the process with `status`.
  package static func exit(_ status: Int32) -> Never {
    ProcessSignals.exit(status)
  }

  /// Runs the program with `arguments` (without the program name) and returns its exit code.
  package static func main(
    arguments: [String],
    environment: ProcessEnvironment = .current(),
    standardInput: Int32 = 0,
    out: OutputBuffer = OutputBuffer(descriptor: 1),
    err: OutputBuffer = OutputBuffer(descriptor: 2)
  ) -> Int32 {
    ProcessSignals.reportFailedWritesInsteadOfDying()
    defer {
      out.flush()
      err.flush()
    }
    let environmentLanguage = environment.language
    let parser = OptionParser(catalog: CommandLineCatalog(language: environmentLanguage))
    let options: Options
    let invocation: Invocation
    do {
      (options, invocation) = try parser.parse(arguments)
    } catch {
      err.writeProgramError(error.message)
      return ExitCode.usage
    }
    let language = options.language ?? environmentLanguage
    let catalog = CommandLineCatalog(language: language)
    // Each stream is colored on its own terms: standard output may be a pipe while
    // standard error is still the user's terminal, or the other way round.
    func colors(_ stream: OutputBuffer) -> Bool {
      switch options.color {
      case .always: true
      case .never: false
      case .auto: stream.isTerminal && !environment.forbidsColor
      }
    }
    let console = Console(
      format: options.format, useColor: colors(out), useColorOnErrors: colors(err), out: out,
      err: err)

    var storePath: String?
    switch options.store {
    case .store(let path): storePath = path
    case .defaultStore: storePath = environment.defaultStorePath
    case .inMemory, .fixtures: storePath = nil
    }

    switch invocation {
    case .version:
      out.write("puremvp \(version)\n")
      return ExitCode.success
    case .help(let feature, let command):
      let application = Application(
        options: options, language: language, storePath: nil, console: console)
      return Help(application: application).print(
        feature: feature, command: command, to: out, err: err)
    case .completions(let shell):
      let application = Application(
        options: options, language: language, storePath: nil, console: console)
      out.write(Completions(features: application.features).script(for: shell) ?? "")
      return ExitCode.success
    case .command, .run, .session, .screens:
      break
    }
    if options.store == .defaultStore, storePath == nil {
      err.writeProgramError(catalog.text(.storeUnknownLocation))
      return ExitCode.ioError
    }
    var traceOutput: OutputBuffer?
    if let traceFile = options.traceFile {
      switch CommandLineFiles.createTrace(traceFile) {
      case .success(let descriptor):
        traceOutput = OutputBuffer(descriptor: descriptor)
      case .failure(let failure):
        err.writeProgramError(
          catalog.text(.traceFileCannotOpen, traceFile, catalog.text(of: failure)))
        return ExitCode.ioError
      }
    }
    defer { traceOutput?.flush() }
    let application = Application(
      options: options, language: language, storePath: storePath, console: console,
      input: (standardInput, environment.inputIsTerminal),
      traceOutput: traceOutput)
    let runner = Runner(application: application, standardInput: standardInput)
    var status: Int32
    switch invocation {
    case .command(let words):
      // One command from the command line: straight to the application, which finds it
      // among the declarations and fires its view event.
      let outcome = application.execute(
        CommandWords(words), at: CommandOrigin(source: nil, line: 0))
      status = application.hasLostWrite ? ExitCode.ioError : ExitCode.of(outcome)
    case .run(let files, let echo):
      status = runner.runScripts(files.isEmpty ? ["-"] : files, echo: echo)
    case .screens(let first):
      status = ScreenRunner(application: application, language: language, useColor: colors(out))
        .run(first: first, out: out, err: err)
    case .session where environment.inputIsTerminal:
      status = runner.runSession()
    default:
      status = runner.runScripts(["-"])
    }
    if application.finish() {
      // Commands were lost: that outweighs how the run had ended otherwise.
      status = ExitCode.ioError
    }
    // The trace is output too: a trace file that could not be written (a full disk) is a
    // failed run, though the commands it traced are saved.
    if let traceOutput, let traceFile = options.traceFile {
      traceOutput.flush()
      if traceOutput.hasFailed {
        let reason = traceOutput.failureError.map { $0.text(in: catalog) } ?? ""
        let key: CommandLineMessageKey =
          application.hasLostWrite ? .traceFileUnwritableAfterLostWrite : .traceFileUnwritable
        err.writeProgramError(catalog.text(key, traceFile, reason))
        status = ExitCode.ioError
      }
    }
    // The last output goes out now, so that a failure to write it decides the exit code.
    out.flush()
    if out.readerIsGone {
      // The reader closed the pipe (`| head -1`): as other Unix tools, end quietly, with the
      // status a process killed by SIGPIPE would have.
      return ExitCode.brokenPipe
    }
    if out.hasFailed {
      let reason = out.failureError.map { $0.text(in: catalog) } ?? ""
      err.writeProgramError(catalog.text(.outputUnwritable, reason))
      return ExitCode.ioError
    }
    return status
  }
}
