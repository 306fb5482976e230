import SystemInterface

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
    let before: CellBuffer
    if let previous, previous.columns == frame.columns, previous.rows == frame.rows {
      before = previous
    } else {
      output += ControlSequence.resetStyle + ControlSequence.clearScreen
      before = CellBuffer(columns: frame.columns, rows: frame.rows)
    }
    cellsWritten = 0
    var cursorColumn = -1
    var cursorRow = -1
    var currentStyle: UInt64?
    // In frames without characters of several scalars, a row whose words are as they were
    // is as it was: most rows, at a keystroke, compared a block of memory at a time.
    let mayHoldClusters = frame.holdsClusters || before.holdsClusters
    for row in 0..<frame.rows {
      let start = row * frame.columns
      if !mayHoldClusters,
        Self.sameWords(frame.codes, before.codes, from: start, count: frame.columns)
      {
        continue
      }
      for column in 0..<frame.columns {
        let index = start + column
        let code = frame.codes[index]
        guard code.width > 0, !frame.isSame(at: index, as: before) else { continue }
        if column != cursorColumn || row != cursorRow {
          ControlSequence.moveCursor(column: column, row: row, into: &output)
        }
        if code.styleBits != currentStyle {
          sgr(code.style, into: &output)
          currentStyle = code.styleBits
        }
        if code.isCluster {
          output.append(contentsOf: String(frame.character(of: code)).utf8)
        } else {
          Self.appendUTF8(code.payload, to: &output)
        }
        cellsWritten += 1
        cursorColumn = column + Int(code.width)
        cursorRow = row
        // At the right edge the terminal's cursor position is uncertain (pending wrap).
        if cursorColumn >= frame.columns { cursorColumn = -1 }
      }
    }
    if currentStyle != nil { output += ControlSequence.resetStyle }
    previous = frame
    return output
  }

  /// Whether `count` words from `start` are the same in `new` and `old` (both longer).
  private static func sameWords(
    _ new: [CellCode], _ old: [CellCode], from start: Int, count: Int
  ) -> Bool {
    let offset = start * MemoryLayout<CellCode>.stride
    let length = count * MemoryLayout<CellCode>.stride
    return new.withUnsafeBytes { newBytes in
      old.withUnsafeBytes { oldBytes in
        guard let newBase = newBytes.baseAddress, let oldBase = oldBytes.baseAddress else {
          return length == 0
        }
        return memcmp(newBase + offset, oldBase + offset, length) == 0
      }
    }
  }

  /// Appends the UTF-8 bytes of scalar `value`.
  private static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
    func byte(_ bits: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: bits) }
    switch value {
    case ..<0x80:
      output.append(byte(value))
    case ..<0x800:
      output += [byte(0xC0 | value >> 6), byte(0x80 | value & 0x3F)]
    case ..<0x10000:
      output += [
        byte(0xE0 | value >> 12), byte(0x80 | value >> 6 & 0x3F), byte(0x80 | value & 0x3F),
      ]
    default:
      output += [
        byte(0xF0 | value >> 18), byte(0x80 | value >> 12 & 0x3F), byte(0x80 | value >> 6 & 0x3F),
        byte(0x80 | value & 0x3F),
      ]
    }
  }

  /// Appends `ESC [ 0 ; … m`: the attributes of `style`, its color when colors are shown.
  private func sgr(_ style: CellStyle, into output: inout [UInt8]) {
    output += [0x1B, 0x5B, 0x30]  // ESC [ 0
    if style.isBold { output += [0x3B, 0x31] }
    if style.isDim { output += [0x3B, 0x32] }
    if style.isUnderlined { output += [0x3B, 0x34] }
    if style.isReversed { output += [0x3B, 0x37] }
    if useColor, let color = style.foreground { output += [0x3B, 0x33, 0x30 + color.rawValue] }
    output.append(0x6D)  // m
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
    var output: [UInt8] = []
    moveCursor(column: column, row: row, into: &output)
    return output
  }

  /// Appends the bytes of `moveCursor(column:row:)` to `output`.
  package static func moveCursor(column: Int, row: Int, into output: inout [UInt8]) {
    output += [0x1B, 0x5B]  // ESC [
    appendDecimal(row + 1, to: &output)
    output.append(0x3B)  // ;
    appendDecimal(column + 1, to: &output)
    output.append(0x48)  // H
  }

  /// Appends the decimal digits of `value` (not negative).
  private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value < 0 {
      output.append(0x2D)  // -
      appendDecimal(0 - value, to: &output)
      return
    }
    if value >= 10 { appendDecimal(value / 10, to: &output) }
    output.append(0x30 + UInt8(truncatingIfNeeded: value % 10))
  }
}
