import ScriptEngine

/// The `puremvp` program in three steps: parse the command line (`ProgramRequest`),
/// compose what it asks for (`Composition`), dispatch it (`Dispatch`), which answers the
/// exit code.
package enum PureMVP {
  /// The program's version, as `--version` prints it.
  package static let version = "0.1.0"

  /// Ends the process with `status`.
  package static func exit(_ status: Int32) -> Never {
    ProcessSignals.exit(status)
  }

  /// Runs the program with `arguments` (without the program name) and returns its exit code:
  /// parse, compose, dispatch.
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
    let request: ProgramRequest
    do {
      request = try ProgramRequest.parse(arguments, environment: environment)
    } catch {
      err.writeProgramError(error.message)
      return ExitCode.usage
    }
    let composition = Composition(
      environment: environment, standardInput: standardInput, out: out, err: err)
    switch composition.compose(request) {
    case .refused(let status):
      return status
    case .composed(let program):
      return Dispatch(program: program, environment: environment).run()
    }
  }
}
