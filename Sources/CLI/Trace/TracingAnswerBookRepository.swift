import Domain

/// An `AnswerBookRepository` that reports every call into the gateway and its answer.
final class TracingAnswerBookRepository: AnswerBookRepository {
  private let base: any AnswerBookRepository
  private let tracer: Tracer

  init(_ base: any AnswerBookRepository, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func answerBook() throws(DomainError) -> AnswerBook {
    try tracer.repository("answerBook") { () throws(DomainError) in try base.answerBook() }
  }
}
