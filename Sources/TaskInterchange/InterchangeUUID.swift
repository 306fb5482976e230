/// UUIDs in the lowercase RFC 4122 text form (`8-4-4-4-12` hexadecimal digits).
///
/// New ones are made from random bytes the caller draws from its own random source, so a
/// run under `--seed` makes the same UUIDs every time.
package enum InterchangeUUID {
  /// A version 4 (random) UUID made of `randomBytes`, which must be 16 bytes; `nil`
  /// otherwise. The version and variant bits are set; the other 122 bits are the bytes'.
  package static func make(randomBytes: [UInt8]) -> String? {
    guard randomBytes.count == 16 else { return nil }
    var bytes = randomBytes
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
      text.append(hex[Int(byte >> 4)])
      text.append(hex[Int(byte & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// A version 4 UUID made of two 64-bit random draws (`high` first), for random sources
  /// that answer `UInt64`s.
  package static func make(high: UInt64, low: UInt64) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(16)
    for word in [high, low] {
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
      }
    }
    return make(randomBytes: bytes) ?? ""
  }

  /// `text` in the lowercase canonical form when it is a UUID in RFC 4122 text form (any
  /// version, either case); `nil` otherwise. A UUID already so (every one puremvp and
  /// Taskwarrior write) is answered as it is, without a copy: an import reads each of a
  /// file's UUIDs three times.
  package static func normalized(_ text: String) -> String? {
    guard let read = bits(of: text) else { return nil }
    // Only hexadecimal letters are uppercase: lowering every byte changes nothing else.
    return read.hasUppercase ? String(decoding: text.utf8.map { $0 | 0x20 }, as: UTF8.self) : text
  }

  /// The 128 bits of `text` when it is a UUID in RFC 4122 text form, the first 64 in
  /// `high`, and whether a digit of it is an uppercase letter; `nil` otherwise.
  static func bits(of text: String) -> (high: UInt64, low: UInt64, hasUppercase: Bool)? {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count == 36 else { return nil }
      var high: UInt64 = 0
      var low: UInt64 = 0
      var digits = 0
      var hasUppercase = false
      for index in 0..<36 {
        let byte = bytes[index]
        if index == 8 || index == 13 || index == 18 || index == 23 {
          guard byte == UInt8(ascii: "-") else { return nil }
          continue
        }
        let value: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"):
          value = byte - UInt8(ascii: "A") + 10
          hasUppercase = true
        default: return nil
        }
        if digits < 16 {
          high = high << 4 | UInt64(value)
        } else {
          low = low << 4 | UInt64(value)
        }
        digits += 1
      }
      return (high, low, hasUppercase)
    }
  }
}
