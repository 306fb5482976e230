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
