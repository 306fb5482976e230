import Presenters
import Services
import TestSupport
import Testing

/// The presenter wires each view event to exactly one service command, passing on what the
/// user typed untouched, and each service outcome to exactly one view method, passing on
/// the model untouched. It does nothing else.
@Suite struct OraclePresenterTests {
  private let view = SpyOracleView()
  private let service = MockOracleService()

  init() {
    OraclePresenter(view: view, service: service)
  }

  private static let ofCourse = AnswerModel(
    text: "Of course!", isPositive: true, color: .green, tone: "positive")

  @Test(arguments: ["Will it rain?", "", "  spaced  "])
  func askingCallsAskOnceWithTheQuestionAsTyped(question: String) {
    service.calls.expect(.ask(question: question))
    view.fireAsk(question)
    service.calls.verify()
  }

  @Test func listingAnswersCallsListAnswersOnce() {
    service.calls.expect(.listAnswers)
    view.fireListAnswers()
    service.calls.verify()
  }

  @Test func aReplyReachesShowReplyWithItsModel() {
    let reply = OracleReplyModel(question: "Will it rain?", answer: Self.ofCourse)
    view.shown.expect(.reply(reply))
    service.emitAnswered(reply)
    view.shown.verify()
  }

  @Test func anAnswerBookReachesShowAnswerBookWithItsModel() {
    let book = AnswerBookModel(answers: [Self.ofCourse])
    view.shown.expect(.answerBook(book))
    service.emitAnswersListed(book)
    view.shown.verify()
  }

  @Test func aFailureReachesShowFailureWithItsModel() {
    let error = ErrorModel(code: .storeCorrupt, message: "answers: corrupt")
    view.shown.expect(.failure(error))
    service.emitFailure(error)
    view.shown.verify()
  }

  @Test func wiringAloneCallsNoCommandAndShowsNothing() {
    #expect(service.calls.received.isEmpty)
    #expect(view.shown.received.isEmpty)
  }
}
