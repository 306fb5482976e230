/// The text form of a UUID (RFC 9562) that the domain's `TaskUUID` and the foreign-format
/// codecs read: 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12 joined by dashes
/// (`0f8fad5b-d9cb-469f-a165-70867728950e`), in either case. Written once here, in the
/// domain, for `TaskUUID` and for the adapters that read other programs' files.
public enum UUIDText {
  /// What a UUID's text stands for.
  public struct Reading: Equatable, Sendable {
    /// The first 64 bits, as the text writes them left to right.
    public let high: UInt64
    /// The last 64 bits.
    public let low: UInt64
    /// Whether a digit is written as an uppercase letter (the canonical form has none).
    public let hasUppercase: Bool
  }

  /// What `text` stands for when it is a UUID's text form; `nil` otherwise.
  public static func read(_ text: String) -> Reading? {
    let bytes = Array(text.utf8)
    let dash = UInt8(ascii: "-")
    guard bytes.count == 36, bytes[8] == dash, bytes[13] == dash, bytes[18] == dash,
      bytes[23] == dash,
      let first = digits(bytes[0..<8]), let second = digits(bytes[9..<13]),
      let third = digits(bytes[14..<18]), let fourth = digits(bytes[19..<23]),
      let fifth = digits(bytes[24..<36])
    else { return nil }
    return Reading(
      high: first.value << 32 | second.value << 16 | third.value,
      low: fourth.value << 48 | fifth.value,
      hasUppercase: first.hasUppercase || second.hasUppercase || third.hasUppercase
        || fourth.hasUppercase || fifth.hasUppercase)
  }

  /// The number the hexadecimal digits `bytes` write, and whether one is an uppercase
  /// letter; `nil` when a byte is not a digit.
  private static func digits(_ bytes: ArraySlice<UInt8>) -> (value: UInt64, hasUppercase: Bool)? {
    var value: UInt64 = 0
    var hasUppercase = false
    for byte in bytes {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"):
        digit = byte - UInt8(ascii: "A") + 10
        hasUppercase = true
      default: return nil
      }
      value = value << 4 | UInt64(digit)
    }
    return (value, hasUppercase)
  }
}
