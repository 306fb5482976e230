/// The rules a puremvp task text obeys, restated here because this target depends on
/// nothing of ours: the service checks them again when it makes each `TaskText`. A decoder
/// skips and reports an entry these rules refuse, so the import never fails on one task.
enum TextRule {
  /// The longest text a task may hold, in characters (extended grapheme clusters).
  static let maximumLength = 500

  /// `raw` trimmed of Unicode white space, or why it cannot be a task's text.
  static func check(_ raw: String) -> Result<String, SkipReason> {
    let trimmed = trim(raw)
    guard !trimmed.isEmpty else { return .failure(.emptyText) }
    // At most 500 UTF-8 bytes cannot be more than 500 characters: skip the grapheme walk.
    if trimmed.utf8.count > maximumLength {
      let length = trimmed.count
      if length > maximumLength { return .failure(.textTooLong(length: length)) }
    }
    return .success(trimmed)
  }

  /// `text` without leading and trailing white space (Unicode `White_Space`), as the
  /// domain trims it.
  static func trim(_ text: String) -> String {
    func isPrintableASCII(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
    if isPrintableASCII(text.utf8.first), isPrintableASCII(text.utf8.last) { return text }
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
