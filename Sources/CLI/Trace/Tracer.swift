import Domain
import ScriptEngine

/// Which way a traced call crosses between layers.
enum Crossing: String {
  case viewToPresenter = "view → presenter"
  case presenterToService = "presenter → service"
  case serviceToRepository = "service → repository"
  case repositoryToService = "repository → service"
  case serviceToPresenter = "service → presenter"
  case presenterToView = "presenter → view"
}

/// Writes one line per crossing between layers on standard error (`--trace`).
///
/// The tracing decorators (`Tracing…` types) wrap each layer's protocol at the composition
/// root and report through this one object, so no layer holds tracing code and every
/// feature is traced the same way. Values are shown through `TraceText.describe`, which
/// relies on each type's own masked description for secrets. Every line but its fixed
/// crossing label is written as user text: a task text, a name or a file name holding a
/// control character (an escape sequence, a bell) shows it escaped (`\e`, `\u{7}`), as
/// text output does, instead of acting on the terminal.
final class Tracer {
  /// Standard output, written out before each trace line, so that a command's trace and
  /// its result read in order however the two streams are redirected (`>lesson.txt 2>&1`).
  private let out: OutputBuffer
  private let err: OutputBuffer
  private static let columnWidth = 22

  init(out: OutputBuffer, err: OutputBuffer) {
    self.out = out
    self.err = err
  }

  /// Marks the start of a command, so a reader sees which lines belong to it.
  func beginCommand(_ words: CommandWords, origin: CommandOrigin) {
    let place = origin.source.map { "\($0):\(origin.line): " } ?? ""
    // Only the feature and command words: arguments may hold a password.
    let head = (0..<min(2, words.count)).map { words[$0] }.joined(separator: " ")
    out.flush()
    err.write("── ")
    err.write(userText: place + head)
    err.endLine()
    err.flush()
  }

  /// Marks the start of a screen gesture (`── ui tasks: key s`), as `beginCommand` does
  /// for a typed command.
  func beginGesture(_ label: String) {
    err.write("── ui ")
    err.write(userText: label)
    err.endLine()
    err.flush()
  }

  /// Writes `crossing` and `call`, aligned.
  func log(_ crossing: Crossing, _ call: String) {
    let label = crossing.rawValue
    out.flush()
    err.write(label)
    err.pad(Self.columnWidth - label.count)
    err.write(userText: call)
    err.endLine()
    err.flush()
  }

  /// Logs a direct call: `crossing method(label: value, …)`.
  func note(_ crossing: Crossing, _ method: String, _ labels: [String] = [], _ values: Any...) {
    log(crossing, TraceText.call(method, labels, values))
  }

  /// Wraps `handler` so that every call is logged as `crossing method(label: value, …)`.
  func relay<each Argument>(
    _ crossing: Crossing, _ method: String, _ labels: [String],
    _ handler: @escaping (repeat each Argument) -> Void
  ) -> (repeat each Argument) -> Void {
    { (arguments: repeat each Argument) in
      var values: [Any] = []
      for value in repeat each arguments { values.append(value) }
      self.log(crossing, TraceText.call(method, labels, values))
      handler(repeat each arguments)
    }
  }

  /// Logs a call into a repository port and what comes back (or what it throws).
  func repository<Result>(
    _ method: String, _ labels: [String] = [], _ values: [Any] = [],
    _ body: () throws(DomainError) -> Result
  ) throws(DomainError) -> Result {
    log(.serviceToRepository, TraceText.call(method, labels, values))
    do {
      let result = try body()
      log(.repositoryToService, TraceText.describe(result))
      return result
    } catch {
      log(.repositoryToService, "throws \(TraceText.describe(error))")
      throw error
    }
  }
}
