import ScriptEngine
import SystemInterface

/// `puremvp check [--update] FILE...`: runs each transcript (`TranscriptRun`) and reports,
/// on standard output, `ok FILE (N commands)` or each command that differs with a diff,
/// then `N passed, M failed`. A file that cannot be read (66) or is not a transcript (65)
/// is named on standard error and counts as failed; the status is the highest of the
/// files' (66 > 65 > 1 > 0).
struct TranscriptCheck {
  let update: Bool
  let out: OutputBuffer
  let err: OutputBuffer
  let catalog: CommandLineCatalog

  /// Checks `files` in order and returns the exit status.
  func run(_ files: [String]) -> Int32 {
    // No environment variable reaches a transcript's commands; the only one they would read
    // past the composition is `TZ`, todo.txt's zone: without it their dates are UTC.
    unsetenv("TZ")
    var passed = 0
    var status = ExitCode.success
    for file in files {
      let fileStatus = check(file)
      if fileStatus == ExitCode.success { passed += 1 }
      status = max(status, fileStatus)
    }
    out.write("\(passed) passed, \(files.count - passed) failed\n")
    return status
  }

  /// Checks one file: 0 when every command wrote what it says (or it was rewritten).
  private func check(_ file: String) -> Int32 {
    let bytes: [UInt8]
    switch TranscriptFiles.contents(of: file) {
    case .success(let read): bytes = read
    case .failure(let failure):
      err.writeProgramError(catalog.text(.transcriptCannotOpen, file, catalog.text(of: failure)))
      return ExitCode.noInput
    }
    let transcript: Transcript
    do throws(Transcript.Problem) {
      transcript = try Transcript(bytes)
    } catch {
      return reject(file, LineFault(line: error.line, message: message(for: error)))
    }
    do throws(LineFault) {
      try checkOptions(transcript.commands)
    } catch {
      return reject(file, error)
    }
    let results: [TranscriptRun.Result]
    switch TranscriptRun.run(transcript.commands, of: file, catalog: catalog) {
    case .success(let ran): results = ran
    case .failure(let failure):
      err.writeProgramError(failure.message)
      return ExitCode.noInput
    }
    var differs = false
    for (command, result) in zip(transcript.commands, results) {
      // Most commands write what they say: no line of them is made into text.
      guard command.status != result.status || result.lines != nil else { continue }
      let lines = result.lines ?? command.expected
      let expected = command.expected + (command.status == 0 ? [] : ["[\(command.status)]"])
      let actual = lines + (result.status == 0 ? [] : ["[\(result.status)]"])
      guard expected != actual else { continue }
      differs = true
      out.write(file + ":" + String(command.line) + ": " + command.text + "\n")
      for line in LineDiff.unified(expected: expected, actual: actual) { out.write(line + "\n") }
    }
    guard differs else {
      out.write("ok \(file) (\(transcript.commands.count) commands)\n")
      return ExitCode.success
    }
    guard update else { return ExitCode.failure }
    let rewritten = transcript.updated(
      with: zip(transcript.commands, results).map { ($1.lines ?? $0.expected, $1.status) })
    if let failure = TranscriptFiles.replace(file, with: rewritten) {
      err.writeProgramError(catalog.text(.transcriptCannotUpdate, file, failure.text(in: catalog)))
      return ExitCode.ioError
    }
    out.write("updated \(file) (\(transcript.commands.count) commands)\n")
    return ExitCode.success
  }

  /// Refuses a global option a later `$` line may not give: the store is chosen, the clock
  /// set and its tick fixed by the first command, for the whole file; and `--dry-run` on
  /// fixtures.
  private func checkOptions(_ commands: [Transcript.Command]) throws(LineFault) {
    // A dry run's changes are dropped after its command: it runs on a copy of the store.
    // Fixtures keep their changes in the store engine's memory, which has no copy to give,
    // so on fixtures such a line is refused rather than run for real.
    let options = { (command: Transcript.Command) in
      Self.mayHoldOption(command) ? command.words.prefix(while: { $0 != "--" }) : []
    }
    if let first = commands.first,
      options(first).contains(where: { $0 == "--fixtures" || $0.hasPrefix("--fixtures=") }),
      let dryRun = commands.first(where: { options($0).contains("--dry-run") })
    {
      throw LineFault(line: dryRun.line, message: catalog.text(.transcriptDryRunOnFixtures))
    }
    for command in commands.dropFirst() where Self.mayHoldOption(command) {
      // Only a word that begins with `--` may name one: most words are looked at no further.
      for word in command.words.prefix(while: { $0 != "--" })
      where word.utf8.starts(with: "--".utf8) {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        switch name {
        case "--store", "--fixtures", "--in-memory", "--tick":
          throw LineFault(
            line: command.line, message: catalog.text(.transcriptFirstCommandOnly, name))
        case "--now":
          throw LineFault(line: command.line, message: catalog.text(.transcriptNowOnLaterLine))
        default:
          continue
        }
      }
    }
  }

  /// Whether a word of `command` may begin with `-`: `false` only for a plain `$` line (its
  /// words its bytes) without the byte `-`, whose words are then never made.
  private static func mayHoldOption(_ command: Transcript.Command) -> Bool {
    command.mayHoldOption
  }

  /// A line of a file that is not a transcript, and why.
  private struct LineFault: Error {
    let line: Int
    let message: String
  }

  /// Reports a file that is not a transcript: `FILE:LINE: error: MESSAGE`, 65.
  private func reject(_ file: String, _ fault: LineFault) -> Int32 {
    err.write(file + ":" + String(fault.line) + ": error: " + fault.message)
    err.endLine()
    return ExitCode.dataError
  }

  private func message(for problem: Transcript.Problem) -> String {
    switch problem {
    case .otherProgram: catalog.text(.transcriptOtherProgram)
    case .unterminatedFence: catalog.text(.transcriptUnterminatedFence)
    case .badStatus(_, let text): catalog.text(.transcriptBadStatus, text)
    case .maskedPassword: catalog.text(.transcriptMaskedPassword)
    case .outputBeforeCommand: catalog.text(.transcriptOutputBeforeCommand)
    case .notText: catalog.text(.usageInvalidUTF8)
    case .unsplittable(_, .unterminatedQuote(let column)):
      catalog.text(.usageUnterminatedQuote, String(column))
    case .unsplittable(_, .invalidEscape(let escape, let column)):
      catalog.text(.usageInvalidEscape, escape, String(column))
    }
  }
}
