import ScriptEngine
import Services

/// How output is written: text for people or JSON Lines for programs.
package enum OutputFormat: String, CaseIterable, Sendable {
  /// Short aligned lines for people.
  case text
  /// One JSON object per command on standard output.
  case json
}

/// Where the command being run came from, for `FILE:LINE:` prefixes and JSON `line`.
struct CommandOrigin {
  /// The script's name as the user gave it (`<stdin>` for standard input); `nil` for one-shot.
  var source: String?
  /// The line in that script.
  var line: Int
}

/// What one command ended with.
enum CommandOutcome: Equatable {
  case succeeded
  /// The command failed with `code`; its exit status is the code's (`ExitCode.of`), unless
  /// `exitStatus` says otherwise (an import file that cannot be opened: `io_error`, 66).
  case failed(ErrorCode, exitStatus: Int32? = nil)
}

/// The terminal that all views write to: formats each command's outcome as text or JSON and
/// records whether it failed, so the runner can choose the exit code.
package final class Console {
  let format: OutputFormat
  /// Whether results on standard output are colored.
  let useColor: Bool
  /// Whether the `error:` prefix on standard error is colored.
  let useColorOnErrors: Bool
  let out: OutputBuffer
  let err: OutputBuffer
  /// Flush standard output after every command (a terminal, an interactive session).
  var flushesEachCommand: Bool
  /// Whether each JSON object says `"dryRun":true`: the run saves nothing (`--dry-run`).
  let marksDryRun: Bool

  private(set) var origin = CommandOrigin(source: nil, line: 0)
  /// The feature and command words as typed, for JSON output only.
  private var commandLabel = ""
  private(set) var outcome: CommandOutcome?
  /// Under `--record`: where each command's output is copied as a one-shot command writes
  /// it (no color, no `FILE:LINE: `, no JSON `line`), whatever this run shows.
  var recorder: Recorder?
  /// Set while an unwrapped product is written again for the recording (`succeedUnwrapped`).
  private var notesGoToTheRecordOnly = false
  /// Whether results and errors end up in one place (a terminal, or `>file 2>&1`): then
  /// results are written before each error line, so the two read in the order they came.
  private let streamsShareADestination: Bool

  /// A console writing results to `out` and errors to `err`.
  package init(
    format: OutputFormat, useColor: Bool, useColorOnErrors: Bool, out: OutputBuffer,
    err: OutputBuffer, marksDryRun: Bool = false
  ) {
    self.marksDryRun = marksDryRun
    self.useColorOnErrors = useColorOnErrors
    self.format = format
    self.useColor = useColor
    self.out = out
    self.err = err
    self.flushesEachCommand = out.isTerminal
    self.streamsShareADestination = out.isTerminal || out.hasSameDestination(as: err)
  }

  /// Starts a command: later output belongs to the command `label` names (`tasks add`)
  /// from `origin`. The label is built only for JSON output, which is the only one to show
  /// it (in text it stays empty).
  func begin(at origin: CommandOrigin, label: () -> String) {
    self.origin = origin
    if format == .json { self.commandLabel = label() }
    self.outcome = nil
    out.markCommandStart()
  }

  /// Ends the command, returning how it went.
  func end() -> CommandOutcome {
    if flushesEachCommand { out.flush() }
    return outcome ?? .succeeded
  }

  /// Reports success: `text` writes the human line(s), `result` the JSON `result` value.
  func succeed(text: (TextWriter) -> Void, result: (inout JSONWriter) -> Void) {
    outcome = .succeeded
    switch format {
    case .text:
      text(TextWriter(out: out, useColor: useColor))
    case .json:
      var json = JSONWriter(out: out)
      json.object { object in
        writeHead(&object, ok: true, line: true)
        object.key("result")
        result(&object)
      }
      out.endLine()
    }
    if let record = recorder?.commandOutput { copy(text: text, result: result, to: record) }
  }

  /// Writes the success `succeed` reports into a recording, as a one-shot command writes it.
  private func copy(
    text: (TextWriter) -> Void, result: (inout JSONWriter) -> Void, to record: OutputBuffer
  ) {
    guard format == .json else { return text(TextWriter(out: record, useColor: false)) }
    var json = JSONWriter(out: record)
    json.object { object in
      writeHead(&object, ok: true, line: false)
      object.key("result")
      result(&object)
    }
    record.endLine()
  }

  /// Reports success with output that is the command's product itself (an export): `write`
  /// writes it as it is, in either format, with no JSON wrapping around it.
  func succeedUnwrapped(_ write: (OutputBuffer) -> Void) {
    outcome = .succeeded
    guard let record = recorder?.commandOutput else { return write(out) }
    // Written twice, for the run and for its recording: a note it makes is said in each once.
    let recorder = self.recorder
    self.recorder = nil
    write(out)
    self.recorder = recorder
    notesGoToTheRecordOnly = true
    write(record)
    notesGoToTheRecordOnly = false
  }

  /// Reports a failure: one line on standard error, and in JSON an object on standard output.
  /// `exitStatus`, when given, is the exit status the failure ends a run with instead of
  /// its code's.
  func fail(_ error: ErrorModel, exitStatus: Int32? = nil) {
    outcome = .failed(error.code, exitStatus: exitStatus)
    if let record = recorder?.commandOutput {
      if format == .json { writeFailure(error, to: record, line: false) }
      record.write("puremvp: error: ")
      record.write(userText: error.message)
      record.endLine()
    }
    if format == .json { writeFailure(error, to: out, line: true) }
    writeErrorPrefix()
    err.write(useColorOnErrors ? "\u{1B}[31merror:\u{1B}[0m " : "error: ")
    err.write(userText: error.message)
    err.endLine()
    err.flush()
  }

  /// A failure as a JSON object on `out`; `line` says whether it names its script line.
  private func writeFailure(_ error: ErrorModel, to out: OutputBuffer, line: Bool) {
    var json = JSONWriter(out: out)
    json.object { object in
      writeHead(&object, ok: false, line: line)
      object.key("error")
      object.object { detail in
        detail.key("code")
        detail.string(error.code.rawValue)
        detail.key("message")
        detail.string(error.message)
      }
    }
    out.endLine()
  }

  /// Tells something about a command that succeeded on standard error, one line, prefixed
  /// as an error is but with `note:` (what an export could not carry): standard output
  /// holds the command's product alone.
  func note(_ message: String) {
    if let record = recorder?.commandOutput {
      record.write("puremvp: note: ")
      record.write(userText: message)
      record.endLine()
    }
    guard !notesGoToTheRecordOnly else { return }
    writeErrorPrefix()
    err.write("note: ")
    err.write(userText: message)
    err.endLine()
    err.flush()
  }

  /// What starts a line on standard error: `FILE:LINE: ` in a script, else `puremvp: `;
  /// standard output is flushed first when both streams go to one place, to keep them in
  /// order.
  private func writeErrorPrefix() {
    if streamsShareADestination { out.flush() }
    if let source = origin.source {
      err.write(source)
      err.write(literal: ":")
      err.write(decimal: origin.line)
      err.write(": ")
    } else {
      err.write("puremvp: ")
    }
  }

  /// Writes what is buffered on both streams: before the program waits, so that what the
  /// user has to see first is shown (a password prompt, a spinner).
  func flush() {
    out.flush()
    err.flush()
  }

  private func writeHead(_ object: inout JSONWriter, ok: Bool, line: Bool) {
    if line, origin.source != nil {
      object.key("line")
      object.int(origin.line)
    }
    object.key("command")
    object.string(commandLabel)
    object.key("ok")
    object.bool(ok)
    if marksDryRun {
      object.key("dryRun")
      object.bool(true)
    }
  }
}

/// A command's text output, as a view writes it: texts, numbers, user texts, styles and
/// line ends, in the order they are shown.
///
/// Each call is plain; the bytes go to the console's standard output buffer, which copies
/// them in batches (`OutputBuffer`).
struct TextWriter {
  fileprivate let out: OutputBuffer
  /// Whether a style becomes a terminal code (see `write(_:style:)`).
  fileprivate let useColor: Bool

  /// Writes `text`, the program's own words, as it is.
  func write(_ text: String) {
    out.write(text)
  }

  /// Writes `number` in decimal digits (`-` first when negative).
  func write(_ number: Int) {
    out.write(decimal: number)
  }

  /// Writes user data (a task's text, a name, a message quoting what was typed) so that it
  /// cannot act on the terminal: every control character is shown escaped (`\e`, `\n`…).
  func write(userText text: String) {
    out.write(userText: text)
  }

  /// Writes part of a string that is user data (a row's text, which may share its string
  /// with the texts of other rows), escaped as `write(userText:)` escapes a whole one.
  func write(userText part: TextPart) {
    out.write(userText: part.source, utf8: part.utf8Offsets)
  }

  /// Writes `text` (user data, escaped) in `style` when color is on: the one place where a
  /// style becomes a terminal code.
  func write(_ text: String, style: TextStyle) {
    guard useColor else { return out.write(userText: text) }
    switch style {
    case .green: out.write("\u{1B}[32m")
    case .red: out.write("\u{1B}[31m")
    case .yellow: out.write("\u{1B}[33m")
    case .bold: out.write("\u{1B}[1m")
    }
    out.write(userText: text)
    out.write("\u{1B}[0m")
  }

  /// Writes `count` spaces (none when `count` is not positive): a column's padding.
  func pad(_ count: Int) {
    out.pad(count)
  }

  /// Ends the line.
  func endLine() {
    out.endLine()
  }
}
