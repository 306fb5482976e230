import Services
import Testing

private let owner = "MockOracleService"

/// An `OracleService` that records each command, typed and with its arguments, and lets a
/// test fire each outcome by hand.
///
/// Every command must be expected first (`calls.expect(...)`); any other command, or one with
/// other arguments, fails the test. Firing an outcome nobody subscribed to fails it too.
package final class MockOracleService: OracleService {
  /// A command the service received, with its arguments.
  package enum Call: Equatable, Sendable {
    /// `ask(question:)`.
    case ask(String)
    /// `listAnswers()`.
    case listAnswers
  }

  /// The commands received, checked against the expected ones.
  package let calls = CallLog<Call>(owner: owner)

  private var answered = Subscription<(OracleReplyModel) -> Void>(
    owner: owner, name: "onAnswered")
  private var answersListed = Subscription<(AnswerBookModel) -> Void>(
    owner: owner, name: "onAnswersListed")
  private var failed = Subscription<(ErrorModel) -> Void>(owner: owner, name: "onFailure")

  /// A mock expecting no command, with no outcome subscribed to.
  package init() {}

  /// Records `.ask(question)`.
  package func ask(question: String) { calls.record(.ask(question)) }
  /// Records `.listAnswers`.
  package func listAnswers() { calls.record(.listAnswers) }

  /// Keeps `handler` for `emitAnswered(_:)`.
  package func onAnswered(_ handler: @escaping (OracleReplyModel) -> Void) {
    answered.subscribe(handler)
  }
  /// Keeps `handler` for `emitAnswersListed(_:)`.
  package func onAnswersListed(_ handler: @escaping (AnswerBookModel) -> Void) {
    answersListed.subscribe(handler)
  }
  /// Keeps `handler` for `emitFailure(_:)`.
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    failed.subscribe(handler)
  }

  /// Fires the answered outcome with `reply`, as the real service would.
  package func emitAnswered(
    _ reply: OracleReplyModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    answered.fire(sourceLocation: sourceLocation) { $0(reply) }
  }
  /// Fires the answer-book outcome with `book`.
  package func emitAnswersListed(
    _ book: AnswerBookModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    answersListed.fire(sourceLocation: sourceLocation) { $0(book) }
  }
  /// Fires the failure outcome with `error`.
  package func emitFailure(_ error: ErrorModel, sourceLocation: SourceLocation = #_sourceLocation) {
    failed.fire(sourceLocation: sourceLocation) { $0(error) }
  }
}
