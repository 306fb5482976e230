/// Fixed-width numbers and separators written as one ASCII string: how every date and time
/// is written (`2026-01-01T09:00:00Z`, `2026-01-01 09:00`, `20260101T090000Z`).
///
/// The digits are written into the string's own storage, its length counted first: a
/// string made for each number, padded and joined, cost about 5,000 instructions a time,
/// and the digits put into an array of bytes first, then made a string, 1,700; on every
/// row of a JSON list or of `list --long` and every task of an export.
package enum DigitText {
  /// One piece of the text.
  package enum Piece: ExpressibleByUnicodeScalarLiteral {
    /// `value` in decimal with zeros before it up to `width` digits; a wider or negative
    /// value is written whole (`-5` to width 4 is `00-5`).
    case number(Int, width: Int)
    /// One ASCII character, written as a literal: `"-"`.
    case character(UInt8)

    /// An ASCII character; a literal of any other is a programming error.
    package init(unicodeScalarLiteral scalar: Unicode.Scalar) {
      self = .character(UInt8(ascii: scalar))
    }

    /// How many bytes the piece writes.
    var length: Int {
      switch self {
      case .number(let value, let width):
        max(width, value < 0 ? String(value).utf8.count : DigitText.digitCount(value))
      case .character: 1
      }
    }

    /// Writes the piece into `text` from `start`, where `length` bytes are free; answers
    /// where it ends.
    func write(into text: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
      switch self {
      case .character(let byte):
        text[start] = byte
        return start + 1
      case .number(let value, let width) where value < 0:
        let digits = String(value).utf8
        var end = start
        for _ in 0..<max(0, width - digits.count) {
          text[end] = UInt8(ascii: "0")
          end += 1
        }
        for byte in digits {
          text[end] = byte
          end += 1
        }
        return end
      case .number(let value, let width):
        let end = start + max(width, DigitText.digitCount(value))
        var rest = value
        for index in (start..<end).reversed() {
          text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        return end
      }
    }
  }

  /// The text of `pieces`, in order.
  package static func make(_ pieces: [Piece]) -> String {
    var length = 0
    for piece in pieces { length += piece.length }
    return String(unsafeUninitializedCapacity: length) { text in
      var end = 0
      for piece in pieces { end = piece.write(into: text, at: end) }
      return end
    }
  }

  /// How many decimal digits `value`, not negative, has.
  static func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
