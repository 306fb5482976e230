import Services
import Testing

/// A hand-written `OracleService` that records commands and lets a test fire outcomes.
///
/// Every command must be expected first (`calls.expect(...)`); an outcome fired before the
/// presenter registered its handler is a failure too.
package final class MockOracleService: OracleService {
  /// A command the service received.
  package enum Call: Equatable, Sendable {
    /// `ask(question:)` with its argument.
    case ask(String)
    /// `listAnswers()`.
    case listAnswers
  }

  /// The commands received, checked against the expected ones.
  package let calls = CallLog<Call>(owner: "MockOracleService")

  private var answered: ((OracleReplyModel) -> Void)?
  private var answersListed: ((AnswerBookModel) -> Void)?
  private var failed: ((ErrorModel) -> Void)?

  /// A mock expecting no call yet.
  package init() {}

  package func ask(question: String) { calls.record(.ask(question)) }
  package func listAnswers() { calls.record(.listAnswers) }

  package func onAnswered(_ handler: @escaping (OracleReplyModel) -> Void) { answered = handler }
  package func onAnswersListed(_ handler: @escaping (AnswerBookModel) -> Void) {
    answersListed = handler
  }
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  /// Fires the `answered` outcome as the real service would.
  package func emitAnswered(_ reply: OracleReplyModel) {
    fire(answered, reply, "onAnswered")
  }

  /// Fires the `answersListed` outcome as the real service would.
  package func emitAnswersListed(_ book: AnswerBookModel) {
    fire(answersListed, book, "onAnswersListed")
  }

  /// Fires the failure outcome as the real service would.
  package func emitFailure(_ error: ErrorModel) {
    fire(failed, error, "onFailure")
  }

  private func fire<Model>(_ handler: ((Model) -> Void)?, _ model: Model, _ name: String) {
    guard let handler else {
      Issue.record("MockOracleService: no handler registered with \(name)")
      return
    }
    handler(model)
  }
}
