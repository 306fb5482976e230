/// An email address as the login form and the accounts know it: trimmed and lowercased, so
/// two spellings of one address always compare equal.
///
/// Its `description` (what a trace or an error message shows) is masked like a password
/// when it has no `@`: text typed into the email field that is no address at all may well
/// be the password, typed into the wrong field. `value` is the text as typed, for the form.
public struct Email: Hashable, Sendable, CustomStringConvertible {
  /// The normalized address.
  public let value: String

  /// Normalizes whatever was typed; it may still be no address at all (see `isWellFormed`).
  public init(_ raw: String) {
    value = raw.trimmingWhiteSpace().lowercased()
  }

  /// Normalizes `raw` and refuses it unless it looks like `a@b.c`: accounts hold only these.
  public init(validating raw: String) throws(DomainError) {
    self.init(raw)
    guard isWellFormed else { throw .invalidEmailFormat(description) }
  }

  /// Whether the address has one `@` between a non-empty local part and a domain with a
  /// dot inside it, and no white space or control characters.
  public var isWellFormed: Bool {
    let parts = value.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty,
      let dot = domain.lastIndex(of: "."), dot != domain.startIndex,
      domain.index(after: dot) != domain.endIndex, !domain.hasPrefix("."),
      !domain.contains("..")
    else { return false }
    return value.unicodeScalars.allSatisfy {
      !$0.properties.isWhitespace && $0.value >= 0x21 && $0.value != 0x7F
    }
  }

  /// The part before the `@`: the default name of an account registered without one.
  public var localPart: String {
    String(value.prefix { $0 != "@" })
  }

  /// How many characters the field holds, for the form's length rule.
  public var length: Int { value.count }

  /// The address, or a mask when it has no `@` (see `shown(_:)`).
  public var description: String {
    Self.shown(value)
  }

  /// `text`, typed into the email field, as a trace or a message may show it: itself when
  /// it has an `@` (or is empty, which hides nothing), else masked.
  public static func shown(_ text: String) -> String {
    isShownAsTyped(text) ? text : Password.mask
  }

  /// Whether `text`, typed into the email field, may be shown and kept as typed: it has an
  /// `@`, or is empty. Other text is masked wherever it is shown, and never kept in the
  /// session history.
  public static func isShownAsTyped(_ text: String) -> Bool {
    text.isEmpty || text.contains("@")
  }
}
