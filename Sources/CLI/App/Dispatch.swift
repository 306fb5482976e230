import ScriptEngine

/// Step three of the program, dispatch: runs what was asked through the composed
/// application (a command, scripts, the session, the screens, help, completions, the
/// version), then ends the run: what is left is saved, and the exit code says how it went.
struct Dispatch {
  let program: ComposedProgram
  let environment: ProcessEnvironment

  private var out: OutputBuffer { program.console.out }
  private var err: OutputBuffer { program.console.err }
  private var catalog: CommandLineCatalog { program.catalog }

  /// Runs the request and returns the exit code.
  func run() -> Int32 {
    defer { program.traceOutput?.flush() }
    let application = program.application
    let runner = Runner(application: application, standardInput: program.standardInput)
    var status: Int32
    switch program.request.invocation {
    // Help, the version and the completions touch no store, but are output as any
    // command's: a full device is an error here too.
    case .version:
      out.write("puremvp \(PureMVP.version)\n")
      return endOutput(status: ExitCode.success)
    case .help(let feature, let command):
      return endOutput(
        status: Help(application: application).print(
          feature: feature, command: command, to: out, err: err))
    case .completions(let shell):
      out.write(Completions(features: application.features).script(for: shell) ?? "")
      return endOutput(status: ExitCode.success)
    case .command(let words):
      // One command from the command line: straight to the application, which finds it
      // among the declarations and fires its view event.
      let outcome = application.execute(
        CommandWords(words), at: CommandOrigin(source: nil, line: 0))
      status = application.hasLostWrite ? ExitCode.ioError : ExitCode.of(outcome)
    case .run(let files, let echo):
      status = runner.runScripts(files.isEmpty ? ["-"] : files, echo: echo)
    case .screens(let first):
      status = ScreenRunner(
        application: application, language: program.request.language,
        useColor: program.useColor
      )
      .run(first: first, out: out, err: err)
    case .session where environment.inputIsTerminal:
      status = runner.runSession()
    case .session:
      status = runner.runScripts(["-"])
    }
    return end(application, status: status)
  }

  /// Saves what is left and turns how the run went into the exit code.
  private func end(_ application: Application, status: Int32) -> Int32 {
    var status = status
    if application.finish() {
      // Commands were lost: that outweighs how the run had ended otherwise.
      status = ExitCode.ioError
    }
    // The trace is output too: a trace file that could not be written (a full disk) is a
    // failed run, though the commands it traced are saved.
    if let traceOutput = program.traceOutput, let traceFile = program.request.options.traceFile {
      traceOutput.flush()
      if traceOutput.hasFailed {
        let reason = traceOutput.failureError.map { $0.text(in: catalog) } ?? ""
        let key: CommandLineMessageKey =
          application.hasLostWrite ? .traceFileUnwritableAfterLostWrite : .traceFileUnwritable
        err.writeProgramError(catalog.text(key, traceFile, reason))
        status = ExitCode.ioError
      }
    }
    return endOutput(status: status)
  }

  /// Writes the last output now, so that a failure to write it decides the exit code.
  private func endOutput(status: Int32) -> Int32 {
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
