import Domain

/// The byte scan that spares a store's load the domain's whole text rule for the common
/// text: printable ASCII at both ends (nothing to trim), no NUL, and at most
/// `TaskTextRule.maximumLength` bytes (so at most that many characters). Such a text is one
/// `TaskTextRule.check` accepts as it is; any other goes through the rule itself.
enum TaskTextScan {
  /// Whether `text` is such a text, scanned in its storage when it has one.
  static func isPlainAndShort(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(isPlainAndShort) ?? false
  }

  /// Whether `bytes` are such a text: searched a word of eight bytes at a time, a NUL byte
  /// found by the word's zero-byte test.
  static func isPlainAndShort(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last,
      bytes.count <= TaskTextRule.maximumLength,
      first > 0x20, first < 0x7F, last > 0x20, last < 0x7F
    else { return false }
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return false }
      offset += 8
    }
    while offset < raw.count {
      if raw[offset] == 0 { return false }
      offset += 1
    }
    return true
  }
}
