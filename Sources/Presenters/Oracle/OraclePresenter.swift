import Services

/// Connects an `OracleView` to an `OracleService`, and does nothing else.
///
/// In the seed's MVP this presenter chose green or red; in pure MVP the service does, so
/// here each view event reaches one service command and each outcome one view method.
public struct OraclePresenter {
  /// Wires every event of `view` to `service` and every outcome of `service` to `view`.
  @discardableResult
  public init(view: any OracleView, service: any OracleService) {
    view.onAsk { service.ask(question: $0) }
    view.onListAnswers { service.listAnswers() }

    service.onAnswered { view.showReply($0) }
    service.onAnswersListed { view.showAnswerBook($0) }
    service.onFailure { view.showFailure($0) }
  }
}

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
