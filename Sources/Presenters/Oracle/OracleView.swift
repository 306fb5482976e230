import Services

/// The fortune teller's screen as its presenter sees it: user events out, presentation
/// models in.
public protocol OracleView: AnyObject {
  /// Calls `handler` with the question, possibly empty, each time the user asks.
  func onAsk(_ handler: @escaping (_ question: String) -> Void)
  /// Calls `handler` each time the user asks to see the answer book.
  func onListAnswers(_ handler: @escaping () -> Void)

  /// Shows the reply to a question, in the color the model gives.
  func showReply(_ reply: OracleReplyModel)
  /// Shows the answer book.
  func showAnswerBook(_ book: AnswerBookModel)
  /// Shows a failed command.
  func showFailure(_ error: ErrorModel)
}
