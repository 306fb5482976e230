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
    if let file = program.request.options.recordFile, program.request.invocation.isRecorded {
      guard
        let recorder = Recorder.open(
          file, application: application, storePath: program.request.storePath,
          language: program.request.language)
      else { return ExitCode.ioError }
      program.console.recorder = recorder
    }
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
    case .check(let files, let update):
      // Each transcript is run by applications of its own (`TranscriptRun`).
      return endOutput(
        status: TranscriptCheck(update: update, out: out, err: err, catalog: catalog).run(files))
    case .command(let words) where words.first == ProgramVerb.clock.name:
      // A clock line moves the clock for the commands after it: a one-shot has none.
      let outcome = application.reject(catalog.text(.usageClockOneShot), at: .commandLine)
      status = ExitCode.of(outcome)
    case .command(let words):
      // One command from the command line: straight to the application, which finds it
      // among the declarations and fires its view event.
      let outcome = application.execute(
        CommandWords(words), at: .commandLine)
      status = application.hasLostWrite ? ExitCode.ioError : ExitCode.of(outcome)
    case .run(let files, let echo):
      status = runner.runScripts(files.isEmpty ? ["-"] : files, echo: echo)
    case .screens(let first):
      status = ScreenRunner(
        application: application, language: program.request.language,
        useColor: program.useColor, storePath: program.request.storePath
      )
      .run(first: first, out: out, err: err)
    case .session where environment.inputIsTerminal:
      status = runner.runSession()
    case .session:
      status = runner.runScripts(["-"])
    }
    if let recorder = program.console.recorder,
      !recorder.finish(catalog: catalog, err: err)
    {
      status = ExitCode.ioError
    }
    return end(application, status: status)
  }

  /// Saves what is left and turns how the run went into the exit code.
  private func end(_ application: Application, status: Int32) -> Int32 {
    var status = status
    if application.finish() {
      // Commands were lost: that outweighs how the run had ended otherwise.
      status = ExitCode.ioError
    } else if let place = application.interruptedAt {
      // Said once the commands before it are saved, and that they are only when a store was
      // written: an in-memory run saves nothing.
      let saved = application.saving.savedChanges
      err.write(catalog.text(saved ? .interruptedSaved : .interrupted, place))
      err.endLine()
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
    if program.request.options.dryRun {
      // Once, after the last output: the results above are what a real run would say.
      out.flush()
      err.writeProgramNote(catalog.text(.noteDryRun))
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
      err.writeProgramError(outputFailure(reason: reason))
      return ExitCode.ioError
    }
    return status
  }

  /// Why standard output failed, and, after a one-shot command that was saved, that it was
  /// (with the tasks it changed, where it names them or added one): run again, it would
  /// add a second task, or fail on one already gone.
  private func outputFailure(reason: String) -> String {
    guard case .command(let words) = program.request.invocation,
      program.application.saving.savedChanges
    else { return catalog.text(.outputUnwritable, reason) }
    let ids = savedTaskIDs(words)
    guard !ids.isEmpty else { return catalog.text(.outputUnwritableCommandSaved, reason) }
    let named = ids.map { "#\($0)" }.joined(separator: ", ")
    return catalog.text(.outputUnwritableTasksSaved, reason, named)
  }

  /// The tasks a saved one-shot Tasks command changed, as far as its words say: the IDs it
  /// was given (`tasks favorite 1 #2`), or the task `tasks add` added (the one before the
  /// next free ID); none for the others (`clear-completed`, `import`, `undo`).
  private func savedTaskIDs(_ words: [String]) -> [Int] {
    guard words.count >= 2, let feature = program.application.feature(named: words[0]),
      feature.name == "tasks",
      let command = feature.commands.first(where: { $0.words.contains(words[1]) })
    else { return [] }
    if command.name == "add" {
      return program.application.saving.nextFreeTaskID().map { [$0 - 1] } ?? []
    }
    guard command.arguments.hasPrefix("ID") else { return [] }
    // `ID...` names them all; `ID TEXT...` only the first (the text may hold a number).
    let ids = words.dropFirst(2).compactMap { word in
      let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
      return digits.allSatisfy(\.isASCII) ? Int(digits) : nil
    }
    return Array(ids.prefix(command.arguments.hasPrefix("ID...") ? ids.count : 1))
  }
}

extension CommandOrigin {
  /// The one command typed on the shell's command line: no script, no line.
  static let commandLine = CommandOrigin(source: nil, line: 0)

  /// Whether the command came from the shell's command line, where the shell has already
  /// split the words (and taken an unquoted `#3` for a comment).
  var isCommandLine: Bool { source == nil && line == 0 }
}
