/// One answer, ready to show.
package struct AnswerModel: Equatable, Sendable {
  /// The words of the answer.
  package let text: String
  /// Whether the answer is positive.
  package let isPositive: Bool
  /// The color to show it in.
  package let color: TextStyle
  /// Its tone in words, in the user's language ("positive", "negativa"…).
  package let tone: String

  /// An answer with every field given.
  package init(text: String, isPositive: Bool, color: TextStyle, tone: String) {
    self.text = text
    self.isPositive = isPositive
    self.color = color
    self.tone = tone
  }
}

/// The outcome of `oracle ask`: the question echoed, if any, and the answer picked.
package struct OracleReplyModel: Equatable, Sendable {
  /// The trimmed question; `nil` when none was asked.
  package let question: String?
  /// The answer picked.
  package let answer: AnswerModel

  /// A reply to `question` with `answer`.
  package init(question: String?, answer: AnswerModel) {
    self.question = question
    self.answer = answer
  }
}

/// The outcome of `oracle answers`: the whole book, in order.
package struct AnswerBookModel: Equatable, Sendable {
  /// Every answer of the book, in order.
  package let answers: [AnswerModel]

  /// A book listing `answers`.
  package init(answers: [AnswerModel]) {
    self.answers = answers
  }
}
