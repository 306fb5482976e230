/// How many terminal columns text takes: East Asian wide characters and emoji take two,
/// combining marks and joiners none, everything else one.
///
/// A compact table of the wide ranges of Unicode's East Asian Width property (W and F),
/// plus the scalar properties the standard library knows (emoji presentation, marks).
package enum DisplayWidth {
  /// The columns of one scalar on its own.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
      || (0x1160...0x11FF).contains(value)
    {
      return 0
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// The columns of one character (a grapheme cluster): the width of its first scalar, or
  /// two when a variation selector asks for emoji presentation.
  package static func of(_ character: Character) -> Int {
    // One byte: ASCII, measured without looking at its scalars.
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    // A flag is a pair of regional indicators: one wide glyph.
    if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
    return of(first)
  }

  /// The columns of `text`: a text of ASCII alone is measured by its bytes, one column for
  /// each printable one (a control takes none).
  package static func of(_ text: String) -> Int {
    var text = text
    let asciiWidth = text.withUTF8 { bytes -> Int? in
      var width = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if byte >= 0x20, byte < 0x7F { width += 1 }
      }
      return width
    }
    return asciiWidth ?? of(text[...])
  }

  /// The columns of `text`.
  package static func of(_ text: some StringProtocol) -> Int {
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// Wide (W) and full-width (F) ranges, sorted, as of Unicode 15.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
    0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
    0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
