import Repositories
import ScriptEngine
import Services
import StoreEngine
import TerminalEngine

/// Where the interactive session's lines come from: the line editor when standard input
/// and output are a terminal (one that can move its cursor), else the lines as they come
/// (`LineReader`), as before.
struct SessionInput {
  private let application: Application
  private let standardInput: Int32
  private var editor: LineEditor?
  private var reader: LineReader?
  private var history = SessionHistory()
  private var number = 0

  /// The prompt before each line.
  static let prompt = "puremvp> "

  init(application: Application, standardInput: Int32) {
    self.application = application
    self.standardInput = standardInput
    let console = application.console
    if console.out.isTerminal, let terminal = LineTerminal(input: standardInput, output: 1) {
      editor = LineEditor(
        terminal: terminal,
        completion: SessionCompletion(rules: CompletionRules(features: application.features)))
      // Fixtures are only read, and `--in-memory` leaves nothing behind: their history
      // lives as long as the session.
      if let file = application.store.makeHistoryFile() {
        history = SessionHistory(file: file) { Self.note($0, in: application) }
      }
    } else {
      reader = LineReader(descriptor: standardInput)
    }
  }

  /// The next line and its number, after the prompt; `nil` when the session ends.
  mutating func next(into words: inout CommandWords) -> (number: Int, line: ScriptLine)? {
    let console = application.console
    while let editor {
      console.out.flush()
      console.err.flush()
      editor.history = history.entries
      guard let outcome = editor.readLine(prompt: Self.prompt) else {
        // Raw mode refused: read plain lines, the terminal's own editing.
        editor.close()
        self.editor = nil
        reader = LineReader(descriptor: standardInput)
        break
      }
      switch outcome {
      case .line(let text):
        number += 1
        words.removeAll()
        // The same bound as a script's line: refused, and not kept in the history.
        guard text.utf8.count <= LineReader.maximumLineLength else {
          return (number, .problem(.tooLong))
        }
        let features = application.features
        history.record(text, features: features, catalog: application.catalog) {
          [application] in
          Self.note($0, in: application)
        }
        return (number, .text(text))
      case .cancelled:
        continue
      case .end:
        return nil
      }
    }
    console.out.write(Self.prompt)
    console.out.flush()
    guard var reader, let next = reader.next(into: &words) else {
      console.out.write("\n")
      return nil
    }
    self.reader = reader
    return next
  }

  /// Gives the terminal back as it was found.
  func close() {
    editor?.close()
  }

  /// Says once, on standard error, why the history is not kept in its file.
  private static func note(_ failure: StoreFailure, in application: Application) {
    let catalog = application.catalog
    application.console.err.writeProgramNote(
      catalog.text(.sessionHistoryInMemory, failure.message(in: catalog)))
  }
}
