import TerminalEngine
import Testing

/// The frame keeps each cell in a word (a scalar inline, a longer character by index) and
/// draws printable ASCII a byte at a time; the renderer compares those words. These tests
/// hold them to the plain rule they replace: a grid of `Cell`s, drawn character by
/// character, compared as `Cell`s.
@Suite struct CompactCellTests {
  /// The plain rule: a grid of `Cell`s, each character measured and escaped on its own.
  struct ReferenceFrame {
    let columns: Int
    let rows: Int
    var cells: [Cell]

    init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
      cells = Array(repeating: .blank, count: columns * rows)
    }

    subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }

    mutating func draw(
      _ text: String, column: Int, row: Int, style: CellStyle = .plain, limit: Int? = nil
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

    mutating func fill(
      _ character: Character, column: Int, row: Int, count: Int, style: CellStyle
    ) {
      for x in max(column, 0)..<min(columns, column + count) {
        put(Cell(character: character, width: 1, style: style), at: x, row: row)
      }
    }

    private mutating func put(_ cell: Cell, at column: Int, row: Int) {
      let index = row * columns + column
      if cells[index].width == 0, column > 0, cells[index - 1].width == 2 {
        cells[index - 1] = .blank
      }
      if cells[index].width == 2, column + 1 < columns, cell.width != 2 {
        cells[index + 1] = .blank
      }
      cells[index] = cell
    }

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

  /// The plain renderer: every cell compared as a `Cell`, its bytes spelled out as strings.
  struct ReferenceRenderer {
    var previous: ReferenceFrame?
    let useColor: Bool

    mutating func render(_ frame: ReferenceFrame) -> [UInt8] {
      var output: [UInt8] = []
      var before: ReferenceFrame
      if let previous, previous.columns == frame.columns, previous.rows == frame.rows {
        before = previous
      } else {
        output += Array("\u{1B}[0m\u{1B}[2J".utf8)
        before = ReferenceFrame(columns: frame.columns, rows: frame.rows)
      }
      var cursorColumn = -1
      var cursorRow = -1
      var currentStyle: CellStyle?
      for row in 0..<frame.rows {
        for column in 0..<frame.columns {
          let cell = frame[column, row]
          guard cell.width > 0, cell != before[column, row] else { continue }
          if column != cursorColumn || row != cursorRow {
            output += Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
          }
          if cell.style != currentStyle {
            var codes = "0"
            if cell.style.isBold { codes += ";1" }
            if cell.style.isDim { codes += ";2" }
            if cell.style.isUnderlined { codes += ";4" }
            if cell.style.isReversed { codes += ";7" }
            if useColor, let color = cell.style.foreground {
              codes += ";3" + String(color.rawValue)
            }
            output += Array(("\u{1B}[" + codes + "m").utf8)
            currentStyle = cell.style
          }
          output.append(contentsOf: String(cell.character).utf8)
          cursorColumn = column + Int(cell.width)
          cursorRow = row
          if cursorColumn >= frame.columns { cursorColumn = -1 }
        }
      }
      if currentStyle != nil { output += Array("\u{1B}[0m".utf8) }
      before = frame
      previous = before
      return output
    }
  }

  /// A seeded generator (SplitMix64), so a failure names the same inputs every run.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  /// Pieces that change how the bytes around them group into characters or columns.
  static let neighbours: [String] = [
    "", "a", " ", "é", "e\u{301}", "\u{301}", "\u{308}\u{301}", "寿", "🇫🇷", "🇪", "❤️", "👍🏽", "\r",
    "\n", "\r\n", "\u{1B}", "\u{85}", "\u{200B}", "\u{200D}", "한", "\u{1160}", "K", "\u{212A}",
    "•", "ｱ", "\u{0600}",
  ]

  static let styles: [CellStyle] = [
    .plain, CellStyle(foreground: .red, isBold: true), CellStyle(isDim: true, isReversed: true),
    CellStyle(foreground: .black, isUnderlined: true),
    CellStyle(
      foreground: .white, isBold: true, isDim: true, isReversed: true, isUnderlined: true),
  ]

  private func expectSame(
    _ frame: CellBuffer, _ reference: ReferenceFrame, _ context: @autoclosure () -> String
  ) {
    for row in 0..<reference.rows {
      for column in 0..<reference.columns where frame[column, row] != reference[column, row] {
        Issue.record(
          "cell \(column),\(row): \(frame[column, row]) != \(reference[column, row]) \(context())")
        return
      }
    }
  }

  /// Every ASCII byte, between every pair of neighbours, drawn over wide characters at
  /// several places and limits: the same cells and the same columns used as the plain rule.
  @Test func everyAsciiByteBetweenEveryPairOfNeighboursDrawsAsThePlainRule() {
    for byte in UInt8(0)...0x7F {
      let middle = String(Character(Unicode.Scalar(byte)))
      for before in ["", "a", "é", "寿", "\r", "🇪", "\u{0600}", "\u{1B}"] {
        for after in Self.neighbours {
          let text = before + middle + "x" + middle + after
          for (column, limit) in [(0, nil), (2, 3), (9, nil)] as [(Int, Int?)] {
            var frame = CellBuffer(columns: 12, rows: 1)
            var reference = ReferenceFrame(columns: 12, rows: 1)
            for x in [0, 2, 5, 8] {
              frame.draw("寿", column: x, row: 0)
              _ = reference.draw("寿", column: x, row: 0)
            }
            let style = Self.styles[Int(byte) % Self.styles.count]
            let used = frame.draw(text, column: column, row: 0, style: style, limit: limit)
            let expected = reference.draw(text, column: column, row: 0, style: style, limit: limit)
            #expect(used == expected, "\(Array(text.unicodeScalars)) at \(column)")
            expectSame(
              frame, reference, "\(Array(text.unicodeScalars)) at \(column) limit \(limit ?? -1)")
          }
        }
      }
    }
  }

  /// Every scalar of the first two planes, next to each kind of neighbour that joins or
  /// splits characters (a mark, a joiner, a jamo, a flag's half, a prepended sign, CR LF…),
  /// draws as the plain rule: the scalars drawn from the bytes are exactly those that are
  /// characters on their own.
  @Test func everyScalarBetweenJoiningNeighboursDrawsAsThePlainRule() {
    let joiners = [
      "a", "\u{301}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{1F3FB}", "🇫", "\u{1100}", "\u{1161}",
      "\u{11A8}", "\u{AC00}", "\u{0600}", "\u{093F}", "\u{094D}", "\u{0915}", "\r", "\n", "❤",
      "\u{3099}", "\u{FF9E}", "寿", "\u{301}\r\n", "\u{0600}\r\n",
    ]
    for value in UInt32(0)...0x2_FFFF {
      // The big blocks of ideographs and syllables, and the planes past the emoji, are
      // alike: a sample of them is enough.
      let isAlike =
        (0x3400...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (value >= 0x1_0000 && !(0x1_F000...0x1_FAFF).contains(value))
      if isAlike, value % 31 != 0 { continue }
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      let text = alone + joiners.joined(separator: alone) + alone + alone
      var frame = CellBuffer(columns: 120, rows: 1)
      var reference = ReferenceFrame(columns: 120, rows: 1)
      let used = frame.draw(text, column: 1, row: 0)
      #expect(used == reference.draw(text, column: 1, row: 0), "U+\(String(value, radix: 16))")
      expectSame(frame, reference, "U+\(String(value, radix: 16))")
      // And the scalar as the whole text.
      var single = CellBuffer(columns: 3, rows: 1)
      var singleReference = ReferenceFrame(columns: 3, rows: 1)
      single.draw(alone, column: 0, row: 0)
      _ = singleReference.draw(alone, column: 0, row: 0)
      expectSame(single, singleReference, "U+\(String(value, radix: 16)) alone")
    }
  }

  /// A character drawn on its own (a text field's) is drawn as the text of it is.
  @Test func aCharacterDrawsAsItsText() {
    let characters =
      (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
      + Self.neighbours.compactMap(\.first)
    for character in characters {
      for column in [0, 2, 3, 4] {
        var frame = CellBuffer(columns: 4, rows: 1)
        var text = CellBuffer(columns: 4, rows: 1)
        frame.draw("寿寿", column: 0, row: 0)
        text.draw("寿寿", column: 0, row: 0)
        let style = CellStyle(isReversed: column == 2)
        let used = frame.draw(character: character, column: column, row: 0, style: style)
        #expect(used == text.draw(String(character), column: column, row: 0, style: style))
        #expect(frame == text, "\(Array(character.unicodeScalars)) at \(column)")
      }
    }
  }

  /// Each cell set reads back as the same `Cell`: scalars inline, longer characters by
  /// index, every style and width.
  @Test func aCellSetReadsBackTheSame() {
    var characters: [Character] = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
    characters += Self.neighbours.compactMap(\.first) + ["\u{10FFFF}", "\u{E9}", "\u{FFFD}"]
    var frame = CellBuffer(columns: 4, rows: 1)
    for character in characters {
      for style in Self.styles {
        for width in [0, 1, 2, 255] as [UInt8] {
          let cell = Cell(character: character, width: width, style: style)
          frame.set(cell, column: 3, row: 0)
          #expect(frame[3, 0] == cell)
          #expect(frame[3, 0].character.unicodeScalars.elementsEqual(character.unicodeScalars))
        }
      }
    }
  }

  /// Texts drawn as a screen draws them, frame after frame, through both renderers: the
  /// same bytes each time, with and without color, through resizes and forgotten cells;
  /// also with no character of several scalars, where unchanged rows are skipped whole.
  @Test func seededFramesRenderTheSameBytesAsThePlainRenderer() {
    var generator = SeededGenerator(state: 2024)
    let plainPieces = [
      "abc", "Buy milk", "[ ]", "★", "☆", "✕", "─", "\t", "Z", "寿司", "é", "\u{1B}",
    ]
    let pieces = Self.neighbours + plainPieces
    for (useColor, pieces) in [(true, pieces), (false, pieces), (true, plainPieces)] {
      var renderer = Renderer(useColor: useColor)
      var reference = ReferenceRenderer(useColor: useColor)
      var columns = 20
      var rows = 4
      for step in 0..<400 {
        if step % 57 == 56 {
          columns = Int.random(in: 1...24, using: &generator)
          rows = Int.random(in: 1...5, using: &generator)
        }
        var frame = CellBuffer(columns: columns, rows: rows)
        var plain = ReferenceFrame(columns: columns, rows: rows)
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
          let text = (0..<Int.random(in: 1...4, using: &generator))
            .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
          let column = Int.random(in: 0...columns, using: &generator)
          let row = Int.random(in: 0..<rows, using: &generator)
          let style = Self.styles.randomElement(using: &generator) ?? .plain
          if Int.random(in: 0..<5, using: &generator) == 0 {
            let count = Int.random(in: 0...4, using: &generator)
            let character = text.first ?? " "
            frame.fill(character, column: column, row: row, count: count, style: style)
            plain.fill(character, column: column, row: row, count: count, style: style)
          } else {
            let limit = Int.random(in: 0..<3, using: &generator) == 0 ? 3 : nil
            frame.draw(text, column: column, row: row, style: style, limit: limit)
            _ = plain.draw(text, column: column, row: row, style: style, limit: limit)
          }
        }
        expectSame(frame, plain, "step \(step)")
        if step % 13 == 12 {
          let column = Int.random(in: 0..<columns, using: &generator)
          let row = Int.random(in: 0..<rows, using: &generator)
          renderer.forget(column: column, row: row)
          reference.previous?.cells[row * columns + column] = Cell(
            character: "\u{0}", width: 1, style: .plain)
        }
        let bytes = renderer.render(frame)
        let expected = reference.render(plain)
        #expect(
          bytes == expected,
          "step \(step): \(String(decoding: bytes, as: UTF8.self).debugDescription) != \(String(decoding: expected, as: UTF8.self).debugDescription)"
        )
        if bytes != expected { return }
      }
    }
  }

  /// Cells the same as `Cell`s are not written again, however they are kept; cells that
  /// differ are, even when both are kept by index at the same place of their frames.
  @Test func theRendererComparesCharactersNotHowTheyAreKept() {
    func rewrites(_ first: String, _ second: String) -> Bool {
      var renderer = Renderer(useColor: true)
      var before = CellBuffer(columns: 4, rows: 1)
      before.draw(first, column: 1, row: 0)
      var after = CellBuffer(columns: 4, rows: 1)
      after.draw(second, column: 1, row: 0)
      _ = renderer.render(before)
      _ = renderer.render(after)
      return renderer.cellsWritten > 0
    }
    #expect(!rewrites("é", "e\u{301}"))
    #expect(!rewrites("e\u{301}", "é"))
    #expect(!rewrites("K", "\u{212A}"))
    #expect(!rewrites("🇫🇷", "🇫🇷"))
    #expect(rewrites("🇫🇷", "🇪🇸"))
    #expect(rewrites("a", "b"))
    #expect(rewrites("é", "è"))
    #expect(rewrites("e\u{301}", "e\u{300}"))
  }
}
