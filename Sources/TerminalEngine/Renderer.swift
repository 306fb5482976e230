/// Writes frames to a terminal, sending only the cells that differ from the frame written
/// before: no full-screen redraw, so no flicker, and little output per keystroke.
package struct Renderer: Sendable {
  private var previous: CellBuffer?
  private let useColor: Bool
  /// How many cells the last `render(_:)` wrote: a test's measure of "only what changed".
  package private(set) var cellsWritten = 0

  /// A renderer that writes colors only when `useColor` (attributes such as reverse and
  /// bold are always written: they carry the focus without color).
  package init(useColor: Bool) {
    self.useColor = useColor
  }

  /// Forgets the last frame, so the next one is written whole (after a resize, a
  /// suspension, or anything else that may have touched the screen).
  package mutating func invalidate() {
    previous = nil
  }

  /// Notes that the cell at `column`, `row` was written outside the frames (a spinner), so
  /// the next frame writes it whatever it holds.
  package mutating func forget(column: Int, row: Int) {
    previous?.set(Cell(character: "\u{0}", width: 1, style: .plain), column: column, row: row)
  }

  /// The bytes that turn the screen from the last frame into `frame`.
  package mutating func render(_ frame: CellBuffer) -> [UInt8] {
    var output: [UInt8] = []
    var before: CellBuffer
    if let previous, previous.columns == frame.columns, previous.rows == frame.rows {
      before = previous
    } else {
      output += ControlSequence.resetStyle + ControlSequence.clearScreen
      before = CellBuffer(columns: frame.columns, rows: frame.rows)
    }
    cellsWritten = 0
    var cursorColumn = -1
    var cursorRow = -1
    var currentStyle: CellStyle?
    for row in 0..<frame.rows {
      for column in 0..<frame.columns {
        let cell = frame[column, row]
        guard cell.width > 0, cell != before[column, row] else { continue }
        if column != cursorColumn || row != cursorRow {
          output += ControlSequence.moveCursor(column: column, row: row)
        }
        if cell.style != currentStyle {
          output += sgr(cell.style)
          currentStyle = cell.style
        }
        output.append(contentsOf: String(cell.character).utf8)
        cellsWritten += 1
        cursorColumn = column + Int(cell.width)
        cursorRow = row
        // At the right edge the terminal's cursor position is uncertain (pending wrap).
        if cursorColumn >= frame.columns { cursorColumn = -1 }
      }
    }
    if currentStyle != nil { output += ControlSequence.resetStyle }
    before = frame
    previous = before
    return output
  }

  private func sgr(_ style: CellStyle) -> [UInt8] {
    var codes = "0"
    if style.isBold { codes += ";1" }
    if style.isDim { codes += ";2" }
    if style.isUnderlined { codes += ";4" }
    if style.isReversed { codes += ";7" }
    if useColor, let color = style.foreground { codes += ";3" + String(color.rawValue) }
    return Array(("\u{1B}[" + codes + "m").utf8)
  }
}

/// The escape sequences the engine writes, xterm's and ANSI's.
package enum ControlSequence {
  /// Switches to the alternate screen, hides the cursor, and asks for SGR mouse reports.
  package static let enterScreen = Array(
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J".utf8)
  /// Undoes `enterScreen`: mouse reports off, default style, cursor shown, main screen back.
  package static let leaveScreen = Array(
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
  /// Default colors and attributes.
  package static let resetStyle = Array("\u{1B}[0m".utf8)
  /// Clears the whole screen.
  package static let clearScreen = Array("\u{1B}[2J".utf8)

  /// Moves the cursor to `column`, `row` (both from 0).
  package static func moveCursor(column: Int, row: Int) -> [UInt8] {
    Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
  }
}
