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
///
/// Each cell is kept as one `CellCode` word, not as a `Cell`: a frame is drawn and compared
/// at every keystroke, and a `Cell` holds a `Character`, whose copies cost retains and
/// releases. A character of one scalar (every ASCII letter, most others) is stored in the
/// word itself; a character of several scalars (a combining mark, a flag, an emoji with its
/// modifiers) is kept in `clusters`, and the word holds its index there.
package struct CellBuffer: Equatable, Sendable {
  /// The number of columns.
  package let columns: Int
  /// The number of rows.
  package let rows: Int
  /// The cells, row after row, as codes.
  private(set) var codes: [CellCode]
  /// The characters of several scalars that cells hold, by index. Entries of cells drawn
  /// over stay until the frame goes: a frame lives for one drawing.
  private var clusters: [Character] = []

  /// A blank frame of `columns` × `rows`.
  package init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    codes = Array(repeating: CellCode.blank, count: self.columns * self.rows)
  }

  /// The cell at `column`, `row` (both from 0).
  package subscript(column: Int, row: Int) -> Cell {
    let code = codes[row * columns + column]
    return Cell(character: character(of: code), width: code.width, style: code.style)
  }

  /// Two frames are equal when they have the same size and every cell is equal as a `Cell`.
  package static func == (left: CellBuffer, right: CellBuffer) -> Bool {
    guard left.columns == right.columns, left.rows == right.rows else { return false }
    return left.codes.indices.allSatisfy { left.isSame(at: $0, as: right) }
  }

  /// Whether the cell at `index` equals the one at `index` of `other`, as `Cell`s compare:
  /// the same width and style, and canonically equivalent characters.
  @inline(__always)
  func isSame(at index: Int, as other: CellBuffer) -> Bool {
    let code = codes[index]
    let otherCode = other.codes[index]
    if code == otherCode, !code.isCluster { return true }
    guard code.layout == otherCode.layout else { return false }
    // Two different ASCII characters are never equivalent; any other pair may be
    // ("K" and the Kelvin sign, "é" and "e" with a combining accent).
    if !code.isCluster, !otherCode.isCluster, code.payload < 0x80, otherCode.payload < 0x80 {
      return false
    }
    return character(of: code) == other.character(of: otherCode)
  }

  /// Whether any cell was given a character of several scalars.
  var holdsClusters: Bool { !clusters.isEmpty }

  /// The character of a cell's code.
  func character(of code: CellCode) -> Character {
    if code.isCluster { return clusters[Int(code.payload)] }
    return Character(Unicode.Scalar(code.payload) ?? " ")
  }

  /// The code of a cell holding `character`, `width` columns wide, in the style of `style`
  /// (a code's style bits); a character of several scalars is added to `clusters`.
  private mutating func code(of character: Character, width: UInt8, style: CellCode) -> CellCode {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return CellCode(scalar: first.value, width: width, style: style)
    }
    clusters.append(character)
    return CellCode(cluster: clusters.count - 1, width: width, style: style)
  }

  /// Draws `text` from `column`, `row` in `style`, at most `limit` columns (to the right
  /// edge when `nil`); returns the columns used. Control characters are drawn escaped
  /// (`\e`, `\n`, `\u{9B}`), so no byte of user data can reach the terminal as a command.
  @discardableResult
  package mutating func draw(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows, column >= 0, column < columns else { return 0 }
    let end = min(columns, column + (limit ?? columns))
    var text = text
    return text.withUTF8 {
      draw(utf8: $0, column: column, row: row, end: end, style: CellCode(style: style))
    }
  }

  /// Draws `character` at `column`, `row` in `style`, as `draw(String(character), …)` does;
  /// returns the columns used. A printable ASCII character is set straight away: a text
  /// field draws its characters one by one.
  @discardableResult
  package mutating func draw(
    character: Character, column: Int, row: Int, style: CellStyle = .plain
  ) -> Int {
    let utf8 = character.utf8
    guard utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F else {
      return draw(String(character), column: column, row: row, style: style)
    }
    guard row >= 0, row < rows, column >= 0, column < columns else { return 0 }
    put(
      CellCode(scalar: UInt32(byte), width: 1, style: CellCode(style: style)), at: column, row: row)
    return 1
  }

  /// Draws the valid UTF-8 `bytes` from `column` up to `end`; the columns used.
  ///
  /// A scalar is a character on its own when it and each neighbour are `isPlain`, which is
  /// most text: those are drawn from the bytes, without Unicode's segmentation. A stretch
  /// where other scalars meet (a combining mark, a flag, a joined emoji) is handed to the
  /// standard library, up to the next place where two plain scalars meet.
  private mutating func draw(
    utf8 bytes: UnsafeBufferPointer<UInt8>, column: Int, row: Int, end: Int, style: CellCode
  ) -> Int {
    let count = bytes.count
    var x = column
    var index = 0
    while index < count {
      let byte = bytes[index]
      // Printable ASCII before ASCII: the common case, one column.
      if byte >= 0x20, byte < 0x7F, index + 1 == count || bytes[index + 1] < 0x80 {
        guard x < end else { break }
        put(CellCode(scalar: UInt32(byte), width: 1, style: style), at: x, row: row)
        x += 1
        index += 1
        continue
      }
      let (value, length) = Self.scalar(in: bytes, at: index)
      let next = index + length
      if value == 0x0D, next < count, bytes[next] == 0x0A {
        // CR LF is one character, of no column.
        index = next + 1
        continue
      }
      guard next < count, !(Self.isPlain(value) && Self.isPlain(Self.scalar(in: bytes, at: next).0))
      else {
        guard drawScalar(value, x: &x, end: end, row: row, style: style) else { break }
        index = next
        continue
      }
      var stretchEnd = next
      var previous = value
      while stretchEnd < count {
        let (following, followingLength) = Self.scalar(in: bytes, at: stretchEnd)
        if Self.isPlain(previous), Self.isPlain(following), previous != 0x0D || following != 0x0A {
          break
        }
        previous = following
        stretchEnd += followingLength
      }
      let stretch = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[index..<stretchEnd]), as: UTF8.self)
      for character in stretch {
        guard draw(character, x: &x, end: end, row: row, style: style) else { return x - column }
      }
      index = stretchEnd
    }
    return x - column
  }

  /// Draws the character of the one scalar `value` at `x`, moving `x` on; false when it did
  /// not fit before `end`.
  private mutating func drawScalar(
    _ value: UInt32, x: inout Int, end: Int, row: Int, style: CellCode
  ) -> Bool {
    if value < 0x20 || (0x7F..<0xA0).contains(value) {
      return drawEscaped(value, x: &x, end: end, row: row, style: style)
    }
    guard let scalar = Unicode.Scalar(value) else { return true }
    let width = DisplayWidth.of(scalar)
    return place(width: width, x: &x, end: end, row: row, style: style) { _ in
      CellCode(scalar: value, width: UInt8(width), style: style)
    }
  }

  /// Draws `character` at `x`, moving `x` on; false when it did not fit before `end`.
  private mutating func draw(
    _ character: Character, x: inout Int, end: Int, row: Int, style: CellCode
  ) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return true }
    let value = first.value
    if value < 0x20 || (0x7F..<0xA0).contains(value),
      scalars.index(after: scalars.startIndex) == scalars.endIndex
    {
      return drawEscaped(value, x: &x, end: end, row: row, style: style)
    }
    let width = DisplayWidth.of(character)
    return place(width: width, x: &x, end: end, row: row, style: style) {
      $0.code(of: character, width: UInt8(width), style: style)
    }
  }

  /// Puts the cell `code` makes, `width` columns wide, at `x` (with the blank right half of
  /// a wide one), moving `x` on; a cell of no width is skipped. False when it did not fit
  /// before `end`.
  @inline(__always)
  private mutating func place(
    width: Int, x: inout Int, end: Int, row: Int, style: CellCode,
    code: (inout CellBuffer) -> CellCode
  ) -> Bool {
    if width == 0 { return true }
    guard x + width <= end else { return false }
    put(code(&self), at: x, row: row)
    if width == 2 {
      put(CellCode(scalar: 0x20, width: 0, style: style), at: x + 1, row: row)
    }
    x += width
    return true
  }

  /// The scalar whose UTF-8 starts at `index` of the valid UTF-8 `bytes`, and its length.
  @inline(__always)
  private static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
    return (
      (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4
    )
  }

  /// Whether Unicode's segmentation puts a character boundary between `value` and any
  /// neighbour that is plain too (CR before LF aside): a scalar that is no combining or
  /// spacing mark, joiner, prepended sign, regional indicator or Hangul jamo. These are
  /// blocks that hold none of those; any scalar outside them is left to the standard library.
  @inline(__always)
  private static func isPlain(_ value: UInt32) -> Bool {
    if value < 0x300 { return true }  // ASCII, Latin-1, Latin Extended, IPA, modifier letters
    switch value {
    case 0x370...0x482, 0x48A...0x52F,  // Greek, Cyrillic
      0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF,  // punctuation, scripts, currency
      0x2100...0x2BFF,  // letterlike, arrows, math, box drawing, shapes, symbols, dingbats
      0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,  // CJK symbols, kana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,  // CJK ideographs, Hangul syllables
      0xFF01...0xFF9D, 0xFFE0...0xFFEE,  // full-width and half-width forms
      0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF:  // emoji
      return true
    default:
      return false
    }
  }

  /// Draws the escaped spelling of control character `value` at `x`, moving `x` on;
  /// false when it did not fit before `end` (what fits is drawn).
  private mutating func drawEscaped(
    _ value: UInt32, x: inout Int, end: Int, row: Int, style: CellCode
  ) -> Bool {
    let escaped: String =
      switch value {
      case 0x1B: "\\e"
      case 0x0A: "\\n"
      case 0x09: "\\t"
      case 0x0D: "\\r"
      default: "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      }
    for byte in escaped.utf8 {
      guard x < end else { return false }
      put(CellCode(scalar: UInt32(byte), width: 1, style: style), at: x, row: row)
      x += 1
    }
    return true
  }

  /// Sets one cell as it is, without measuring it.
  package mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard row >= 0, row < rows, column >= 0, column < columns else { return }
    codes[row * columns + column] = code(
      of: cell.character, width: cell.width, style: CellCode(style: cell.style))
  }

  /// Fills `count` columns from `column` on `row` with `character` in `style`.
  package mutating func fill(
    _ character: Character = " ", column: Int, row: Int, count: Int, style: CellStyle = .plain
  ) {
    guard row >= 0, row < rows else { return }
    let range = max(column, 0)..<max(min(columns, column + count), max(column, 0))
    guard !range.isEmpty else { return }
    let filler = code(of: character, width: 1, style: CellCode(style: style))
    for x in range { put(filler, at: x, row: row) }
  }

  /// Sets the style of `count` cells from `column` on `row`, keeping their characters.
  package mutating func restyle(column: Int, row: Int, count: Int, style: CellStyle) {
    guard row >= 0, row < rows else { return }
    let styleCode = CellCode(style: style)
    for x in max(column, 0)..<min(columns, column + count) {
      codes[row * columns + x].restyle(styleCode)
    }
  }

  /// The frame as plain text: one line per row, trailing spaces dropped.
  package var text: String {
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let code = codes[row * columns + column]
        if code.width > 0 { line.append(character(of: code)) }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  @inline(__always)
  private mutating func put(_ code: CellCode, at column: Int, row: Int) {
    let index = row * columns + column
    let old = codes[index].width
    // Overwriting half of a wide character blanks its other half.
    if old == 0, column > 0, codes[index - 1].width == 2 {
      codes[index - 1] = .blank
    }
    if old == 2, column + 1 < columns, code.width != 2 {
      codes[index + 1] = .blank
    }
    codes[index] = code
  }
}

/// One cell of a `CellBuffer` in a word: the character (a scalar, or the index of a
/// character of several scalars), its width and its style.
///
/// Bits 0–31 hold the scalar or the index, 32–39 the width, bit 40 says the character is
/// an index, bits 48–55 the style (the foreground color plus one in 48–51, 0 for none,
/// then bold, dim, reversed and underlined).
struct CellCode: Equatable, Sendable {
  private(set) var bits: UInt64

  private static let clusterBit: UInt64 = 1 << 40
  private static let styleMask: UInt64 = 0xFF << 48

  /// A space, one column, plain: `Cell.blank`.
  static let blank = CellCode(scalar: 0x20, width: 1, style: CellCode(style: .plain))

  /// The style bits of `style`, alone.
  init(style: CellStyle) {
    var bits = UInt64(style.foreground.map { $0.rawValue + 1 } ?? 0)
    if style.isBold { bits |= 1 << 4 }
    if style.isDim { bits |= 1 << 5 }
    if style.isReversed { bits |= 1 << 6 }
    if style.isUnderlined { bits |= 1 << 7 }
    self.bits = bits << 48
  }

  /// A cell holding the scalar `scalar`, with the style bits of `style`.
  @inline(__always)
  init(scalar: UInt32, width: UInt8, style: CellCode) {
    bits = UInt64(scalar) | UInt64(width) << 32 | style.bits & Self.styleMask
  }

  /// A cell holding the character at `cluster` of its buffer's clusters.
  init(cluster: Int, width: UInt8, style: CellCode) {
    bits =
      UInt64(UInt32(truncatingIfNeeded: cluster)) | UInt64(width) << 32 | Self.clusterBit
      | style.bits & Self.styleMask
  }

  /// The scalar, or the index of the character in the buffer's clusters.
  var payload: UInt32 { UInt32(truncatingIfNeeded: bits) }
  /// The columns the cell takes: 1, 2 for a wide character, 0 for its right half.
  var width: UInt8 { UInt8(truncatingIfNeeded: bits >> 32) }
  /// Whether the character is an index in the buffer's clusters.
  var isCluster: Bool { bits & Self.clusterBit != 0 }
  /// The width and style bits, which two equal cells share.
  var layout: UInt64 { bits & (Self.styleMask | 0xFF << 32) }
  /// The style bits alone, for comparing styles.
  var styleBits: UInt64 { bits & Self.styleMask }

  /// The cell's style.
  var style: CellStyle {
    let styleByte = UInt8(truncatingIfNeeded: bits >> 48)
    let color = styleByte & 0xF
    return CellStyle(
      foreground: color == 0 ? nil : CellColor(rawValue: color - 1),
      isBold: styleByte & 1 << 4 != 0, isDim: styleByte & 1 << 5 != 0,
      isReversed: styleByte & 1 << 6 != 0, isUnderlined: styleByte & 1 << 7 != 0)
  }

  /// Keeps the character and width, takes the style bits of `style`.
  mutating func restyle(_ style: CellCode) {
    bits = bits & ~Self.styleMask | style.bits & Self.styleMask
  }
}
