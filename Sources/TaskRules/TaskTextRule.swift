/// The rule a task's text obeys, wherever the text comes from: typed in a command, read
/// from the store, or decoded from another program's file. Written once here for the
/// domain's `TaskText` and for the foreign-format codecs, which may not import the domain.
///
/// A text is trimmed of surrounding white space, never empty, at most `maximumLength`
/// characters, and never holds a NUL (U+0000). Every other character is allowed.
public enum TaskTextRule {
  /// The longest text a task may hold, in characters (extended grapheme clusters).
  /// Inlinable, so that every module that checks a text reads a constant, not a global.
  @inlinable public static var maximumLength: Int { 500 }

  /// Why a text cannot be a task's text.
  public enum Violation: Error, Equatable, Sendable {
    /// Nothing is left once trimmed.
    case empty
    /// The text holds a NUL, which no file, terminal or C string can carry inside a text.
    case holdsNUL
    /// The text has `length` characters, more than `maximumLength`.
    case tooLong(length: Int)
  }

  /// `raw` trimmed; throws why it cannot be a task's text. The checks run in this order:
  /// empty, then NUL, then length. Inlined into each caller (PERFORMANCE.md, "One text
  /// rule").
  @inlinable @inline(__always)
  public static func check(_ raw: consuming String) throws(Violation) -> String {
    // The common text, read once in place: printable ASCII at both ends (nothing to trim),
    // no NUL, at most `maximumLength` bytes (so at most that many characters).
    if raw.utf8.withContiguousStorageIfAvailable({ isPlainAndShort($0) }) == true { return raw }
    let trimmed = trimmed(raw)
    guard !trimmed.isEmpty else { throw .empty }
    guard !holdsNUL(trimmed) else { throw .holdsNUL }
    // A text of at most `maximumLength` UTF-8 bytes cannot have more characters than that.
    if trimmed.utf8.count > maximumLength {
      let length = trimmed.count
      guard length <= maximumLength else { throw .tooLong(length: length) }
    }
    return trimmed
  }

  /// Whether `text` holds a NUL (U+0000), which no file, terminal or C string can carry
  /// inside a text. Searched in the string's storage when it has one: through the UTF-8
  /// view's iterator it cost some 25 instructions a byte (PERFORMANCE.md, "NUL check").
  @inlinable @inline(__always)
  public static func holdsNUL(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
  }

  /// Whether `bytes` are a text that needs no trimming (printable ASCII at both ends),
  /// holds no NUL and has at most `maximumLength` bytes: searched a word of eight bytes at
  /// a time, a NUL byte found by the word's zero-byte test.
  @inlinable
  static func isPlainAndShort(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumLength,
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

  /// `text` without leading and trailing white space and newlines (Unicode `White_Space`).
  @inlinable
  public static func trimmed(_ text: consuming String) -> String {
    // Printable ASCII at both ends means there is nothing to trim.
    func isPrintableASCII(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
    let ends =
      text.utf8.withContiguousStorageIfAvailable { ($0.first, $0.last) }
      ?? (text.utf8.first, text.utf8.last)
    if isPrintableASCII(ends.0), isPrintableASCII(ends.1) { return text }
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
