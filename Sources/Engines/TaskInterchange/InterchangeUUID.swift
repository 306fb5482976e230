import Domain

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
    guard let read = UUIDText.read(text) else { return nil }
    // Only hexadecimal letters are uppercase: lowering every byte changes nothing else.
    return read.hasUppercase ? String(decoding: text.utf8.map { $0 | 0x20 }, as: UTF8.self) : text
  }
}
