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
