import ScriptEngine
import Services
import TerminalEngine

/// Where a login command left without its password gets it: a prompt without echo when
/// standard input is a terminal; else, under `--password-stdin`, one line of standard
/// input; else nowhere, and the command is a usage error that names the way out.
///
/// The password then travels as if typed as an argument: the view fires the same event,
/// and nothing past the view knows where it came from.
struct PasswordPrompt {
  /// The longest line read as a password: far beyond any real one, short of exhausting
  /// memory on an endless stream.
  static let maximumLength = 4_096

  let catalog: CommandLineCatalog
  /// `--password-stdin` was given.
  let fromStandardInput: Bool
  /// Standard input, where the password is read from.
  let descriptor: Int32
  /// Whether standard input is a terminal (`ProcessEnvironment.inputIsTerminal`).
  let isTerminal: Bool
  /// Where the prompt is written: standard error, so that standard output stays the
  /// command's result (a pipe, JSON) and the prompt still reaches the person typing.
  var promptDescriptor: Int32 = 2
  /// Whether Ctrl-C at the prompt fails only the command (in an interactive session, as a
  /// shell's `read` would) rather than ending the program; asked at each prompt.
  var interruptFailsOnlyTheCommand: () -> Bool = { false }

  /// The password for `login command`, asked for once (`confirm`: twice, and the two must
  /// match) on a terminal.
  func password(for command: String, confirm: Bool = false) throws(UsageError) -> Password {
    if isTerminal {
      let first = try prompted(catalog.text(.passwordPrompt))
      guard confirm else { return Password(first) }
      let second = try prompted(catalog.text(.passwordPromptAgain))
      guard first == second else {
        throw UsageError(message: catalog.text(.usagePasswordsDiffer))
      }
      return Password(first)
    }
    guard fromStandardInput else {
      throw UsageError(message: catalog.text(.usagePasswordNotGiven, command))
    }
    return Password(try readLine())
  }

  /// Writes `prompt` and reads one line with the terminal's echo off.
  private func prompted(_ prompt: String) throws(UsageError) -> String {
    var interrupted = false
    let line = try TerminalEcho.withEchoOff(on: descriptor) {
      (interrupt: UInt8?) throws(UsageError) -> String in
      show(prompt)
      var line = try readLine(endingAlsoAt: interrupt)
      if let interrupt, line.utf8.last == interrupt {
        interrupted = true
        line = ""
      }
      // The Enter typed was not echoed either: end the prompt's line.
      show(interrupted ? "^C\n" : "\n")
      return line
    }
    // Only now, with the terminal given back: Ctrl-C at the prompt ends the process, as it
    // does anywhere else, but in a session, where it ends the command and nothing more.
    if interrupted {
      if interruptFailsOnlyTheCommand() {
        throw UsageError(message: catalog.text(.usagePasswordInterrupted))
      }
      TerminalEcho.endAsInterrupted()
    }
    return line
  }

  /// One line of `descriptor`, without its line end (`interrupt`, when it ends the line,
  /// is kept). Read a byte at a time, so that nothing after the line is consumed: in a
  /// session, the next command is still there.
  private func readLine(endingAlsoAt interrupt: UInt8? = nil) throws(UsageError) -> String {
    switch DescriptorIO.readLine(
      from: descriptor, maximumLength: Self.maximumLength, endingAlsoAt: interrupt)
    {
    case .line(let line): return line
    case .tooLong:
      throw UsageError(message: catalog.text(.usagePasswordTooLong, String(Self.maximumLength)))
    case .nothing: throw UsageError(message: catalog.text(.usagePasswordNotRead))
    }
  }

  private func show(_ text: String) {
    DescriptorIO.write(text, to: promptDescriptor)
  }
}
