/// The Oracle application's model, as its presenter sees it: commands in, presentation
/// models out.
///
/// Each command answers through exactly one of the registered outcome handlers.
public protocol OracleService: AnyObject {
  /// Picks an answer uniformly at random from the book; `question` is trimmed and echoed.
  func ask(question: String)
  /// Lists the answer book, each answer with its tone and color.
  func listAnswers()

  /// Calls `handler` with each reply to `ask(question:)`.
  func onAnswered(_ handler: @escaping (OracleReplyModel) -> Void)
  /// Calls `handler` with each listing of the answer book.
  func onAnswersListed(_ handler: @escaping (AnswerBookModel) -> Void)
  /// Calls `handler` with each failed command (an answer book that cannot be read).
  func onFailure(_ handler: @escaping (ErrorModel) -> Void)
}

/// One answer, ready to show.
public struct AnswerModel: Equatable, Sendable {
  /// The words of the answer.
  public let text: String
  /// Whether the answer is positive.
  public let isPositive: Bool
  /// The color to show it in.
  public let color: TextStyle
  /// Its tone in words, in the user's language ("positive", "negativa"…).
  public let tone: String

  /// An answer with every field given.
  public init(text: String, isPositive: Bool, color: TextStyle, tone: String) {
    self.text = text
    self.isPositive = isPositive
    self.color = color
    self.tone = tone
  }
}

/// The outcome of `oracle ask`: the question echoed, if any, and the answer picked.
public struct OracleReplyModel: Equatable, Sendable {
  /// The trimmed question; `nil` when none was asked.
  public let question: String?
  /// The answer picked.
  public let answer: AnswerModel

  /// A reply to `question` with `answer`.
  public init(question: String?, answer: AnswerModel) {
    self.question = question
    self.answer = answer
  }
}

/// The outcome of `oracle answers`: the whole book, in order.
public struct AnswerBookModel: Equatable, Sendable {
  /// Every answer of the book, in order.
  public let answers: [AnswerModel]

  /// A book listing `answers`.
  public init(answers: [AnswerModel]) {
    self.answers = answers
  }
}
