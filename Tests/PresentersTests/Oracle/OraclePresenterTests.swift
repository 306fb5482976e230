import Presenters
import Services
import TestSupport
import Testing

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
    service.calls.expect(.ask(question))
    view.userAsks(question)
    service.calls.verify()
    #expect(service.calls.calls == [.ask(question)])
    #expect(view.shown.calls.isEmpty)
  }

  @Test func listingAnswersCallsListAnswersOnce() {
    service.calls.expect(.listAnswers)
    view.userListsAnswers()
    service.calls.verify()
    #expect(service.calls.calls == [.listAnswers])
  }

  @Test func aReplyReachesShowReplyOnce() {
    let reply = OracleReplyModel(question: "Will it rain?", answer: Self.ofCourse)
    view.shown.expect(.reply(reply))
    service.emitAnswered(reply)
    view.shown.verify()
    #expect(view.shown.calls == [.reply(reply)])
    #expect(service.calls.calls.isEmpty)
  }

  @Test func aListingReachesShowAnswerBookOnce() {
    let book = AnswerBookModel(answers: [Self.ofCourse])
    view.shown.expect(.answerBook(book))
    service.emitAnswersListed(book)
    view.shown.verify()
    #expect(view.shown.calls == [.answerBook(book)])
  }

  @Test func aFailureReachesShowFailureOnce() {
    let error = ErrorModel(code: .storeCorrupt, message: "answers: corrupt")
    view.shown.expect(.failure(error))
    service.emitFailure(error)
    view.shown.verify()
    #expect(view.shown.calls == [.failure(error)])
  }
}
