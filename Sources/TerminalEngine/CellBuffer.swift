/// The colors a cell's text can have: the eight ANSI colors the whole world supports.
package enum CellColor: UInt8, Hashable, Sendable {
  /// An ANSI color.
  case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: a color, and attributes that need no color.
package struct CellStyle: Hashable, Sendable {
  /// The text color; `nil` for the terminal's own.
  package var foreground: CellColor?
  /// Bold text.
  package var isBold: Bool
  /// Dim text (a disabled button).
  package var isDim: Bool
  /// Foreground and background swapped (the focus, visible without color).
  package var isReversed: Bool
  /// Underlined text.
  package var isUnderlined: Bool

  /// The terminal's default look.
  package static let plain = CellStyle()

  /// A style with the given attributes; everything else plain.
  package init(
    foreground: CellColor? = nil, isBold: Bool = false, isDim: Bool = false,
    isReversed: Bool = false, isUnderlined: Bool = false
  ) {
    self.foreground = foreground
    self.isBold = isBold
    self.isDim = isDim
    self.isReversed = isReversed
    self.isUnderlined = isUnderlined
  }
}

/// One column of the screen: the character drawn there, how many columns it takes, and
/// its style. The column right of a wide character holds a `continuation` cell.
package struct Cell: Hashable, Sendable {
  /// The character; a space for an empty cell.
  package var character: Character
  /// 1, 2 for a wide character, 0 for the right half of a wide character.
  package var width: UInt8
  /// How the character is drawn.
  package var style: CellStyle

  /// An empty cell.
  package static let blank = Cell(character: " ", width: 1, style: .plain)

  /// A cell with every field given.
  package init(character: Character, width: UInt8, style: CellStyle) {
    self.character = character
    self.width = width
    self.style = style
  }
}

/// A frame: a grid of cells that widgets draw into, then a renderer compares with the last
/// frame it wrote.
package struct CellBuffer: Equatable, Sendable {
  /// The number of columns.
  package let columns: Int
  /// The number of rows.
  package let rows: Int
  /// The cells, row after row.
  package private(set) var cells: [Cell]

  /// A blank frame of `columns` × `rows`.
  package init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at `column`, `row` (both from 0).
  package subscript(column: Int, row: Int) -> Cell {
    cells[row * columns + column]
  }

  /// Draws `text` from `column`, `row` in `style`, at most `limit` columns (to the right
  /// edge when `nil`); returns the columns used. Control characters are drawn escaped
  /// (`\e`, `\n`, `\u{9B}`), so no byte of user data can reach the terminal as a command.
  @discardableResult
  package mutating func draw(
    _ text: some StringProtocol, column: Int, row: Int, style: CellStyle = .plain,
    limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows, column >= 0, column < columns else { return 0 }
    let end = min(columns, column + (limit ?? columns))
    var x = column
    for character in text {
      for visible in Self.visible(character) {
        let width = DisplayWidth.of(visible)
        if width == 0 { continue }
        guard x + width <= end else { return x - column }
        put(Cell(character: visible, width: UInt8(width), style: style), at: x, row: row)
        if width == 2 {
          put(Cell(character: " ", width: 0, style: style), at: x + 1, row: row)
        }
        x += width
      }
    }
    return x - column
  }

  /// Sets one cell as it is, without measuring it.
  package mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard row >= 0, row < rows, column >= 0, column < columns else { return }
    cells[row * columns + column] = cell
  }

  /// Fills `count` columns from `column` on `row` with `character` in `style`.
  package mutating func fill(
    _ character: Character = " ", column: Int, row: Int, count: Int, style: CellStyle = .plain
  ) {
    guard row >= 0, row < rows else { return }
    for x in max(column, 0)..<min(columns, column + count) where x >= 0 {
      put(Cell(character: character, width: 1, style: style), at: x, row: row)
    }
  }

  /// Sets the style of `count` cells from `column` on `row`, keeping their characters.
  package mutating func restyle(column: Int, row: Int, count: Int, style: CellStyle) {
    guard row >= 0, row < rows else { return }
    for x in max(column, 0)..<min(columns, column + count) {
      cells[row * columns + x].style = style
    }
  }

  /// The frame as plain text: one line per row, trailing spaces dropped.
  package var text: String {
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let cell = self[column, row]
        if cell.width > 0 { line.append(cell.character) }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private mutating func put(_ cell: Cell, at column: Int, row: Int) {
    let index = row * columns + column
    // Overwriting half of a wide character blanks its other half.
    if cells[index].width == 0, column > 0, cells[index - 1].width == 2 {
      cells[index - 1] = .blank
    }
    if cells[index].width == 2, column + 1 < columns, cell.width != 2 {
      cells[index + 1] = .blank
    }
    cells[index] = cell
  }

  /// `character` as it may be shown: itself, or its escaped spelling when it is a control.
  private static func visible(_ character: Character) -> [Character] {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
    else { return [character] }
    let value = scalar.value
    guard value < 0x20 || (0x7F..<0xA0).contains(value) else { return [character] }
    let escaped: String =
      switch value {
      case 0x1B: "\\e"
      case 0x0A: "\\n"
      case 0x09: "\\t"
      case 0x0D: "\\r"
      default: "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      }
    return Array(escaped)
  }
}
