/// Eight bytes of a text read as one little-endian word, so that a scan tests them at once:
/// the output buffer's check for control characters and the JSON writer's for bytes to
/// escape, each a word or three for a row of a list.
///
/// Each test answers a word whose bytes have their high bit set (`highBits`) where the
/// test may hold. The lowest such byte is exact, the first byte the test holds for: a
/// subtraction's borrow marks only bytes after a marked one. Whether any byte holds is
/// therefore exact too; which of the later ones do is not.
enum ByteWord {
  /// A one in every byte.
  static let ones: UInt64 = 0x0101_0101_0101_0101
  /// The high bit of every byte: what the tests' answers are read through.
  static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Marks the bytes of `word` equal to `byte` (a byte xor it is 0, which borrows).
  @inline(__always)
  static func marks(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
    let difference = word ^ (UInt64(byte) &* ones)
    return (difference &- ones) & ~difference
  }

  /// Marks the bytes of `word` below `limit`, itself at most 0x80 (subtracting it borrows
  /// into the byte's high bit, which the byte did not have).
  @inline(__always)
  static func marks(_ word: UInt64, below limit: UInt8) -> UInt64 {
    (word &- UInt64(limit) &* ones) & ~word
  }
}
