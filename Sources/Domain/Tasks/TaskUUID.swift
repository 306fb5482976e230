/// A task's universally unique identifier: 128 bits, kept forever, that other tools (a
/// Taskwarrior export, a second store) know the task by.
///
/// `TaskID` is what a person types (`#3`); the UUID is what a file exchanged with another
/// program names, so a second export matches the first and two stores never collide. New
/// tasks get a random one (version 4); a task brought from elsewhere keeps its own, of any
/// version.
public struct TaskUUID: Hashable, Sendable, CustomStringConvertible {
  /// The first 64 bits, as the text form writes them left to right.
  public let high: UInt64
  /// The last 64 bits.
  public let low: UInt64

  /// The UUID made of these 128 bits.
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Parses the canonical text form, `8-4-4-4-12` hexadecimal digits in either case
  /// (`0f8fad5b-d9cb-469f-a165-70867728950e`); `nil` for anything else.
  public init?(_ text: String) {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var digits = 0
    var position = 0
    for scalar in text.unicodeScalars {
      defer { position += 1 }
      if position == 8 || position == 13 || position == 18 || position == 23 {
        guard scalar == "-" else { return nil }
        continue
      }
      guard let digit = Self.hexValue(scalar) else { return nil }
      if digits < 16 {
        high = high << 4 | digit
      } else {
        low = low << 4 | digit
      }
      digits += 1
    }
    guard position == 36, digits == 32 else { return nil }
    self.init(high: high, low: low)
  }

  /// A random UUID of version 4: 122 bits from `random` (two draws), the version and
  /// variant bits set as RFC 9562 says.
  public static func random(using random: any RandomSource) -> TaskUUID {
    let high = random.next() & ~0xF000 | 0x4000
    let low = random.next() & ~(0xC000 << 48) | 0x8000 << 48
    return TaskUUID(high: high, low: low)
  }

  /// The canonical text form, in lowercase: `0f8fad5b-d9cb-469f-a165-70867728950e`.
  public var description: String {
    let hex = Array("0123456789abcdef".unicodeScalars)
    var text = String.UnicodeScalarView()
    for index in 0..<32 {
      if index == 8 || index == 12 || index == 16 || index == 20 { text.append("-") }
      let word = index < 16 ? high : low
      let shift = UInt64(60 - 4 * (index % 16))
      text.append(hex[Int(word >> shift & 0xF)])
    }
    return String(text)
  }

  /// The value of an ASCII hexadecimal digit, either case.
  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt64? {
    switch scalar {
    case "0"..."9": UInt64(scalar.value - 48)
    case "a"..."f": UInt64(scalar.value - 87)
    case "A"..."F": UInt64(scalar.value - 55)
    default: nil
    }
  }
}
