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
