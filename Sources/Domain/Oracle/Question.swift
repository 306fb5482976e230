/// What the user asked the fortune teller: trimmed, never empty.
///
/// `oracle ask` without words, or with only white space, asks no question at all; the
/// failable initializer makes that `nil` instead of an empty question.
public struct Question: Equatable, Sendable, CustomStringConvertible {
  /// The trimmed question text.
  public let text: String

  /// Trims `raw`; `nil` when nothing is left.
  public init?(_ raw: String) {
    let trimmed = raw.trimmingWhiteSpace()
    guard !trimmed.isEmpty else { return nil }
    text = trimmed
  }

  /// The trimmed question text.
  public var description: String { text }
}
