/// Draws a prompt and the line being edited on the main screen, however many rows the
/// terminal wraps them onto, and puts the cursor where it belongs.
///
/// Each draw starts over from the prompt: up to the prompt's row, clear to the end of the
/// screen, write prompt and line, then move the cursor back by computed rows and columns.
/// Correct rather than clever: a keystroke redraws one line, which costs nothing a person
/// could notice, and there is no state to drift from what the terminal shows.
package struct LineDisplay: Sendable {
  /// The row of the cursor after the last draw, counted from the prompt's first row.
  private var cursorRow = 0
  /// Whether nothing was drawn since `reset()`: the cursor is where the prompt goes.
  private var isFresh = true

  /// A display whose next draw starts on the cursor's row.
  package init() {}

  /// Forgets the last draw: the next one starts on the row the cursor is on now (after a
  /// line was ended, or a list was printed below it).
  package mutating func reset() {
    cursorRow = 0
    isFresh = true
  }

  /// Where each character starts, and where the text ends, as `(row, column)` from the
  /// prompt's first row, on a terminal `columns` wide. A wide character that does not fit
  /// at the end of a row goes to the next one, as terminals do.
  package static func layout(
    prompt: String, text: [Character], columns: Int
  ) -> (starts: [(row: Int, column: Int)], end: (row: Int, column: Int)) {
    let columns = max(columns, 2)
    var row = 0
    var column = 0
    func place(_ width: Int) -> (row: Int, column: Int) {
      if column + width > columns {
        row += 1
        column = 0
      }
      let start = (row, column)
      column += width
      return start
    }
    for character in prompt { _ = place(DisplayWidth.of(character)) }
    var starts: [(row: Int, column: Int)] = []
    starts.reserveCapacity(text.count)
    for character in text { starts.append(place(DisplayWidth.of(character))) }
    return (starts, (row, column))
  }

  /// The bytes that draw `prompt` and `text` with the cursor before character `cursor`
  /// (after the last when `cursor == text.count`), replacing the last draw.
  package mutating func draw(
    prompt: String, text: [Character], cursor: Int, columns: Int
  ) -> [UInt8] {
    let columns = max(columns, 2)
    // The first draw writes where the cursor is, at the start of a row: what a plain
    // prompt would write.
    var output = isFresh ? "" : "\r"
    if cursorRow > 0 { output += "\u{1B}[\(cursorRow)A" }
    if !isFresh { output += "\u{1B}[J" }
    output += prompt
    output.append(contentsOf: text)
    let (starts, end) = Self.layout(prompt: prompt, text: text, columns: columns)
    // A line that ends exactly at the right edge leaves the terminal's cursor there, in a
    // state terminals disagree about; a new row makes it certain.
    var row = end.row
    if end.column >= columns {
      output += "\r\n"
      row += 1
    }
    isFresh = false
    var target = cursor < starts.count ? starts[max(cursor, 0)] : end
    if target.column >= columns { target = (target.row + 1, 0) }
    // At the end of the line the terminal's cursor is where it belongs already.
    if cursor >= starts.count {
      cursorRow = target.row
      return Array(output.utf8)
    }
    if row > target.row { output += "\u{1B}[\(row - target.row)A" }
    output += "\r"
    if target.column > 0 { output += "\u{1B}[\(target.column)C" }
    cursorRow = target.row
    return Array(output.utf8)
  }

  /// The bytes that draw the line one last time with `mark` after it (`^C`), and move the
  /// cursor to the start of the row below, so that what follows is written under it.
  package mutating func leave(
    prompt: String, text: [Character], columns: Int, mark: String = ""
  ) -> [UInt8] {
    var bytes = draw(prompt: prompt, text: text, cursor: text.count, columns: columns)
    let end = Self.layout(prompt: prompt, text: text, columns: max(columns, 2)).end
    // A line that filled its last row already left the cursor on the row below.
    if !mark.isEmpty || end.column < max(columns, 2) { bytes += Array((mark + "\r\n").utf8) }
    reset()
    return bytes
  }
}
