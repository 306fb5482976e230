/// The answers the fortune teller picks from: never empty, in the order they were given.
///
/// An empty book would leave `oracle ask` with nothing to say, so no code can hold one:
/// the failable initializer refuses an empty list, and the other one cannot be given one.
public struct AnswerBook: Equatable, Sendable {
  /// Every answer, in order; repeats are allowed and weigh the pick.
  public let answers: [Answer]

  /// A book of `answers`, or `nil` when the list is empty.
  public init?(_ answers: [Answer]) {
    guard !answers.isEmpty else { return nil }
    self.answers = answers
  }

  /// A book of `first` followed by `rest`: non-empty by construction, for built-in books.
  public init(_ first: Answer, _ rest: Answer...) {
    answers = [first] + rest
  }

  /// How many answers the book holds; always at least 1.
  public var count: Int { answers.count }

  /// The answer at `index`, which must be in `0..<count`.
  public subscript(index: Int) -> Answer { answers[index] }
}

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
