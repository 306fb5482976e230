/// One answer of the fortune teller: what it says and whether it is good news.
package struct Answer: Equatable, Sendable, CustomStringConvertible {
  /// The words of the answer ("Of course!").
  package let text: String
  /// Whether the answer is positive (shown in green) or negative (shown in red).
  package let isPositive: Bool

  /// An answer saying `text`, positive or not.
  package init(text: String, isPositive: Bool) {
    self.text = text
    self.isPositive = isPositive
  }

  package var description: String { "\(isPositive ? "+" : "-") \(text)" }
}
