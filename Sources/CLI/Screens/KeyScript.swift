import ScriptEngine
import TerminalEngine

/// A key script (`--keys FILE`): what a person would type and click, one line each.
///
/// ```
/// # comments and blank lines are skipped
/// text Buy milk        every character of the rest of the line, typed
/// key Enter            a named key: Enter, Tab, Shift-Tab, Escape, Up, Ctrl-C, F2, Space…
/// click 12 5           a left click at column 12, row 5 (both from 1, as the screen shows)
/// resize 100x30        the window changes size
/// clock set 2026-01-01T09:00:00Z   the fixed clock (`--now`) moves to that time
/// ```
///
/// `--record FILE` on `ui` writes a key script of what was typed (`KeyRecorder`).
enum KeyScript {
  /// A line that is not in the key script language, or not text at all.
  struct Problem: Error, Equatable {
    /// The line, from 1.
    let line: Int
    /// What is wrong with it.
    let kind: Kind

    enum Kind: Equatable {
      /// Text, but not a line of the language: the line as written.
      case notUnderstood(String)
      /// Bytes that are no line of text (a NUL, invalid UTF-8, over 64 KiB), or a failed read.
      case notText(LineProblem)
    }
  }

  /// The events of a key script, in order.
  struct Script {
    private(set) var events: [TerminalEvent] = []
    /// For each event, whether it came with the one before it: the second and later
    /// characters of one `text` line, typed together as a paste arrives, so that the screen
    /// draws once after the line, as it does after a paste. Keys of separate lines are
    /// separate presses, each drawn (the benchmark's `key s` presses measure that frame).
    private(set) var cameTogether: [Bool] = []

    /// Where the fixed clock moves: to `time` before the event at `beforeEvent` (or at
    /// the end), from the script's `line`.
    private(set) var clockSets: [(beforeEvent: Int, time: Int64, line: Int)] = []

    mutating func append(_ event: TerminalEvent, together: Bool = false) {
      events.append(event)
      cameTogether.append(together)
    }

    mutating func setClock(to time: Int64, line: Int) {
      clockSets.append((events.count, time, line))
    }
  }

  /// The events of the key script read from `descriptor`, read as a command script is (the
  /// same line reader: UTF-8 text, no NUL, lines up to 64 KiB); a problem names the first
  /// line that is wrong, and then nothing is typed.
  static func read(_ descriptor: Int32) throws(Problem) -> Script {
    var reader = LineReader(descriptor: descriptor, splitsPlainLines: false)
    var unused = CommandWords()
    var events = Script()
    while let (number, line) = reader.next(into: &unused) {
      switch line {
      case .text(let text): try parse(text, number: number, into: &events)
      case .problem(let problem): throw Problem(line: number, kind: .notText(problem))
      case .words: break
      }
    }
    return events
  }

  /// Appends the events of one line, without its line end, to `events`.
  private static func parse(
    _ line: String, number: Int, into events: inout Script
  ) throws(Problem) {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
    let word = trimmed.prefix { $0 != " " }
    let rest = trimmed.dropFirst(word.count).dropFirst()
    let problem = Problem(line: number, kind: .notUnderstood(line))
    switch word {
    case "text":
      for (index, character) in rest.enumerated() {
        events.append(.key(.character(character)), together: index > 0)
      }
    case "key":
      guard let key = Key(name: String(rest)) else { throw problem }
      events.append(.key(key))
    case "click":
      let numbers = rest.split(separator: " ").compactMap { Int($0) }
      guard numbers.count == 2, numbers[0] >= 1, numbers[1] >= 1 else { throw problem }
      for isPress in [true, false] {
        events.append(
          .key(
            .mouse(
              MouseEvent(
                button: .left, column: numbers[0] - 1, row: numbers[1] - 1, isPress: isPress))))
      }
    case "resize":
      guard let size = parseSize(String(rest)) else { throw problem }
      events.append(.resized(columns: size.columns, rows: size.rows))
    case "clock":
      let words = rest.split(separator: " ")
      guard words.count == 2, words[0] == "set", let time = ISO8601.parse(String(words[1])) else {
        throw problem
      }
      events.setClock(to: time, line: number)
    default:
      throw problem
    }
  }

  /// The line of a key script that types `event`, or `nil` for an event no line makes
  /// (a tick, a redraw, a release, the wheel): a character as `text`, a space and the other
  /// keys as `key NAME`, a left press as `click`.
  static func line(for event: TerminalEvent) -> String? {
    switch event {
    case .resized(let columns, let rows): return "resize \(columns)x\(rows)"
    case .tick, .redraw: return nil
    case .key(let key): return line(for: key)
    }
  }

  private static func line(for key: Key) -> String? {
    let name: String
    switch key {
    case .character(" "): name = "Space"
    case .character(let character): return "text " + String(character)
    case .enter: name = "Enter"
    case .tab: name = "Tab"
    case .backTab: name = "Shift-Tab"
    case .backspace: name = "Backspace"
    case .delete: name = "Delete"
    case .escape: name = "Escape"
    case .up: name = "Up"
    case .down: name = "Down"
    case .left: name = "Left"
    case .right: name = "Right"
    case .home: name = "Home"
    case .end: name = "End"
    case .pageUp: name = "PageUp"
    case .pageDown: name = "PageDown"
    case .insert: name = "Insert"
    case .function(let number): name = "F" + String(number)
    case .control(let letter): name = "Ctrl-" + letter.uppercased()
    case .mouse(let mouse):
      guard mouse.button == .left, mouse.isPress else { return nil }
      return "click \(mouse.column + 1) \(mouse.row + 1)"
    }
    return "key " + name
  }

  /// `COLSxROWS`, each from 1 to 1000; `nil` for anything else.
  static func parseSize(_ text: String) -> (columns: Int, rows: Int)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...1000).contains(columns), (1...1000).contains(rows)
    else { return nil }
    return (columns, rows)
  }
}
