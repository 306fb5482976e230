import Presenters
import Services
import Testing

private let owner = "SpyOracleView"

/// An `OracleView` that lets a test fire each user event by hand and records each view
/// method called, typed and with its model.
///
/// Every show must be expected first (`shown.expect(...)`); any other, or one with another
/// model, fails the test. Firing an event nobody subscribed to fails it too.
package final class SpyOracleView: OracleView {
  /// A view method that was called, with its model.
  package enum Shown: Equatable, Sendable {
    /// `showReply(_:)`.
    case reply(OracleReplyModel)
    /// `showAnswerBook(_:)`.
    case answerBook(AnswerBookModel)
    /// `showFailure(_:)`.
    case failure(ErrorModel)
  }

  /// The view methods called, checked against the expected ones.
  package let shown = CallLog<Shown>(owner: owner)

  private var ask = Subscription<(String) -> Void>(owner: owner, name: "onAsk")
  private var listAnswers = Subscription<() -> Void>(owner: owner, name: "onListAnswers")

  /// A spy expecting nothing to be shown, with no event subscribed to.
  package init() {}

  /// Keeps `handler` for `userAsks(_:)`.
  package func onAsk(_ handler: @escaping (String) -> Void) { ask.subscribe(handler) }
  /// Keeps `handler` for `userListsAnswers()`.
  package func onListAnswers(_ handler: @escaping () -> Void) {
    listAnswers.subscribe(handler)
  }

  /// Records `.reply(reply)`.
  package func showReply(_ reply: OracleReplyModel) { shown.record(.reply(reply)) }
  /// Records `.answerBook(book)`.
  package func showAnswerBook(_ book: AnswerBookModel) { shown.record(.answerBook(book)) }
  /// Records `.failure(error)`.
  package func showFailure(_ error: ErrorModel) { shown.record(.failure(error)) }

  /// The user asks `question`, as typed.
  package func userAsks(_ question: String, sourceLocation: SourceLocation = #_sourceLocation) {
    ask.fire(sourceLocation: sourceLocation) { $0(question) }
  }
  /// The user asks for the answer book.
  package func userListsAnswers(sourceLocation: SourceLocation = #_sourceLocation) {
    listAnswers.fire(sourceLocation: sourceLocation) { $0() }
  }
}
