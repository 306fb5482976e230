import Domain
import Presenters
import Services

/// An `OracleView` that reports every event it sends and every model it is shown.
final class TracingOracleView: OracleView {
  private let base: any OracleView
  private let tracer: Tracer

  init(_ base: any OracleView, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func onAsk(_ handler: @escaping (String) -> Void) {
    base.onAsk(tracer.relay(.viewToPresenter, "onAsk", ["question"], handler))
  }
  func onListAnswers(_ handler: @escaping () -> Void) {
    base.onListAnswers(tracer.relay(.viewToPresenter, "onListAnswers", [], handler))
  }

  func showReply(_ reply: OracleReplyModel) {
    tracer.note(.presenterToView, "showReply", [], reply)
    base.showReply(reply)
  }
  func showAnswerBook(_ book: AnswerBookModel) {
    tracer.note(.presenterToView, "showAnswerBook", [], book)
    base.showAnswerBook(book)
  }
  func showFailure(_ error: ErrorModel) {
    tracer.note(.presenterToView, "showFailure", [], error)
    base.showFailure(error)
  }
}

/// An `OracleService` that reports every command it receives and every outcome it sends.
final class TracingOracleService: OracleService {
  private let base: any OracleService
  private let tracer: Tracer

  init(_ base: any OracleService, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func ask(question: String) {
    tracer.note(.presenterToService, "ask", ["question"], question)
    base.ask(question: question)
  }
  func listAnswers() {
    tracer.note(.presenterToService, "listAnswers")
    base.listAnswers()
  }

  func onAnswered(_ handler: @escaping (OracleReplyModel) -> Void) {
    base.onAnswered(tracer.relay(.serviceToPresenter, "onAnswered", [], handler))
  }
  func onAnswersListed(_ handler: @escaping (AnswerBookModel) -> Void) {
    base.onAnswersListed(tracer.relay(.serviceToPresenter, "onAnswersListed", [], handler))
  }
  func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    base.onFailure(tracer.relay(.serviceToPresenter, "onFailure", [], handler))
  }
}
