/// The rule a task's text obeys, wherever the text comes from: typed in a command, read
/// from the store, or decoded from another program's file. Written once here, for the
/// domain's `TaskText` and for the adapters that decode other programs' files.
///
/// A text is trimmed of surrounding white space, never empty, at most `maximumLength`
/// characters, and never holds a NUL (U+0000). Every other character is allowed.
public enum TaskTextRule {
  /// The longest text a task may hold, in characters (extended grapheme clusters).
  public static let maximumLength = 500

  /// Why a text cannot be a task's text.
  public enum Violation: Error, Equatable, Sendable {
    /// Nothing is left once trimmed.
    case empty
    /// The text holds a NUL, which no file, terminal or C string can carry inside a text.
    case holdsNUL
    /// The text has `length` characters, more than `maximumLength`.
    case tooLong(length: Int)
    /// The text has `bytes` bytes of UTF-8, more than `maximumUTF8Length`.
    case tooLarge(bytes: Int)
  }

  /// The most UTF-8 a text may hold, in bytes, whatever its characters: 128 KiB, what one
  /// argument of a command may carry on Linux. A character may be many bytes (a letter and
  /// any number of combining marks is one), so the character limit alone bounds nothing;
  /// this bound is what every file that carries texts sizes its limits by (an import's
  /// longest string and line).
  public static let maximumUTF8Length = 128 * 1024

  /// `raw` trimmed; throws why it cannot be a task's text. The checks run in this order:
  /// empty, then NUL, then size, then length.
  public static func check(_ raw: String) throws(Violation) -> String {
    let text = trimmed(raw)
    guard !text.isEmpty else { throw .empty }
    guard !holdsNUL(text) else { throw .holdsNUL }
    // Counting characters means finding grapheme boundaries; a text of at most
    // `maximumLength` UTF-8 bytes cannot have more characters than that.
    if text.utf8.count > maximumLength {
      guard text.utf8.count <= maximumUTF8Length else { throw .tooLarge(bytes: text.utf8.count) }
      let length = text.count
      guard length <= maximumLength else { throw .tooLong(length: length) }
    }
    return text
  }

  /// Whether `text` holds a NUL (U+0000).
  public static func holdsNUL(_ text: String) -> Bool {
    text.unicodeScalars.contains("\0")
  }

  /// `text` without leading and trailing white space and newlines (Unicode `White_Space`).
  public static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return text }
    // Most texts start and end with a visible character: nothing to cut, nothing to copy.
    if !isWhiteSpace(first), !isWhiteSpace(last) { return text }
    guard let start = scalars.firstIndex(where: { !isWhiteSpace($0) }),
      let end = scalars.lastIndex(where: { !isWhiteSpace($0) })
    else { return "" }
    return String(scalars[start...end])
  }

  /// Whether `scalar` is white space (Unicode `White_Space`). Among ASCII that is the space
  /// and tab to carriage return, answered without looking up Unicode's property tables.
  private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isWhitespace }
    return scalar == " " || ("\t"..."\r").contains(scalar)
  }
}
