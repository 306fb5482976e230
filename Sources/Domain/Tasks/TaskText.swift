/// The text of a task: trimmed of surrounding white space, never empty, at most 500 characters.
public struct TaskText: Hashable, Sendable, CustomStringConvertible {
  /// The longest text a task may hold, in characters (extended grapheme clusters).
  public static let maximumLength = 500

  /// The trimmed text.
  public let value: String

  /// Trims `raw` and checks it, so no other code can hold an empty or overlong text.
  public init(_ raw: String) throws(DomainError) {
    let trimmed = raw.trimmingWhiteSpace()
    guard !trimmed.isEmpty else { throw .emptyTaskText }
    // Counting characters walks grapheme breaks; a text of at most 500 UTF-8 bytes
    // cannot have more than 500 characters, so the common case skips the walk.
    if trimmed.utf8.count > Self.maximumLength {
      let length = trimmed.count
      guard length <= Self.maximumLength else { throw .taskTextTooLong(length: length) }
    }
    value = trimmed
  }

  /// The trimmed text.
  public var description: String { value }
}

extension String {
  /// This string without leading and trailing white space and newlines (Unicode `White_Space`).
  package func trimmingWhiteSpace() -> String {
    // Fast path: printable ASCII at both ends means there is nothing to trim. The ends are
    // read from the string's storage when it has one (`last` on the UTF-8 view costs more).
    func isPrintableASCII(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
    let ends =
      utf8.withContiguousStorageIfAvailable { ($0.first, $0.last) } ?? (utf8.first, utf8.last)
    if isPrintableASCII(ends.0), isPrintableASCII(ends.1) { return self }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
