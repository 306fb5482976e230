/// One answer of the fortune teller: what it says and whether it is good news.
public struct Answer: Equatable, Sendable, CustomStringConvertible {
  /// The words of the answer ("Of course!").
  public let text: String
  /// Whether the answer is positive (shown in green) or negative (shown in red).
  public let isPositive: Bool

  /// An answer saying `text`, positive or not.
  public init(text: String, isPositive: Bool) {
    self.text = text
    self.isPositive = isPositive
  }

  /// `+ Yes` or `- No`: the tone mark, then the text.
  public var description: String { "\(isPositive ? "+" : "-") \(text)" }
}
