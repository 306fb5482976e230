import Presenters
import Services
import Testing

/// A hand-written `OracleView` that lets a test fire user events and records what is shown.
///
/// Every show must be expected first (`shown.expect(...)`); firing an event the presenter
/// did not subscribe to is a failure too.
package final class SpyOracleView: OracleView {
  /// A view method that was called.
  package enum Shown: Equatable, Sendable {
    /// `showReply(_:)` with its model.
    case reply(OracleReplyModel)
    /// `showAnswerBook(_:)` with its model.
    case answerBook(AnswerBookModel)
    /// `showFailure(_:)` with its model.
    case failure(ErrorModel)
  }

  /// The view methods called, checked against the expected ones.
  package let shown = CallLog<Shown>(owner: "SpyOracleView")

  private var ask: ((String) -> Void)?
  private var listAnswers: (() -> Void)?

  /// A spy expecting nothing to be shown yet.
  package init() {}

  package func onAsk(_ handler: @escaping (String) -> Void) { ask = handler }
  package func onListAnswers(_ handler: @escaping () -> Void) { listAnswers = handler }

  package func showReply(_ reply: OracleReplyModel) { shown.record(.reply(reply)) }
  package func showAnswerBook(_ book: AnswerBookModel) { shown.record(.answerBook(book)) }
  package func showFailure(_ error: ErrorModel) { shown.record(.failure(error)) }

  /// The user asks `question`.
  package func userAsks(_ question: String) {
    guard let ask else {
      Issue.record("SpyOracleView: nobody subscribed with onAsk")
      return
    }
    ask(question)
  }

  /// The user asks for the answer book.
  package func userListsAnswers() {
    guard let listAnswers else {
      Issue.record("SpyOracleView: nobody subscribed with onListAnswers")
      return
    }
    listAnswers()
  }
}
