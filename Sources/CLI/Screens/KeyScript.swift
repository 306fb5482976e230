import TerminalEngine

/// A key script (`--keys FILE`): what a person would type and click, one line each.
///
/// ```
/// # comments and blank lines are skipped
/// text Buy milk        every character of the rest of the line, typed
/// key Enter            a named key: Enter, Tab, Shift-Tab, Escape, Up, Ctrl-C, F2, Space…
/// click 12 5           a left click at column 12, row 5 (both from 1, as the screen shows)
/// resize 100x30        the window changes size
/// ```
enum KeyScript {
  /// A line that is not in the key script language.
  struct Problem: Error, Equatable {
    /// The line, from 1.
    let line: Int
    /// The line's text.
    let text: String
  }

  /// The events of `script`; a problem names the first line that is not understood.
  static func parse(_ script: String) throws(Problem) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    var number = 0
    for rawLine in script.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let word = trimmed.prefix { $0 != " " }
      let rest = trimmed.dropFirst(word.count).dropFirst()
      switch word {
      case "text":
        events += rest.map { TerminalEvent.key(.character($0)) }
      case "key":
        guard let key = Key(name: String(rest)) else {
          throw Problem(line: number, text: String(line))
        }
        events.append(.key(key))
      case "click":
        let numbers = rest.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2, numbers[0] >= 1, numbers[1] >= 1 else {
          throw Problem(line: number, text: String(line))
        }
        for isPress in [true, false] {
          events.append(
            .key(
              .mouse(
                MouseEvent(
                  button: .left, column: numbers[0] - 1, row: numbers[1] - 1, isPress: isPress))))
        }
      case "resize":
        guard let size = parseSize(String(rest)) else {
          throw Problem(line: number, text: String(line))
        }
        events.append(.resized(columns: size.columns, rows: size.rows))
      default:
        throw Problem(line: number, text: String(line))
      }
    }
    return events
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
