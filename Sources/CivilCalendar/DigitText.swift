/// Fixed-width numbers and separators written as one ASCII string: how every date and time
/// is written (`2026-01-01T09:00:00Z`, `2026-01-01 09:00`, `20260101T090000Z`).
///
/// The digits go into bytes one at a time and become one string at the end: a string made
/// for each number, padded and joined, cost about 5,000 instructions a time, on every row
/// of a JSON list and every task of an export.
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
  }

  /// The text of `pieces`, in order.
  package static func make(_ pieces: [Piece]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(24)
    for piece in pieces {
      switch piece {
      case .number(let value, let width): append(value, width: width, to: &text)
      case .character(let character): text.append(character)
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static func append(_ value: Int, width: Int, to text: inout [UInt8]) {
    var divisor = 1
    for _ in 1..<max(width, 1) { divisor *= 10 }
    guard value >= 0, value / divisor < 10 else {
      let digits = String(value)
      text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - digits.count)))
      text.append(contentsOf: digits.utf8)
      return
    }
    var rest = value
    while divisor > 0 {
      text.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
