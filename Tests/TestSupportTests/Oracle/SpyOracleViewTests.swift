import Services
import TestSupport
import Testing

/// `SpyOracleView` records every view method typed and with its model, refuses what was not
/// expected, and fires each user event only to a subscriber.
@Suite struct SpyOracleViewTests {
  private let view = SpyOracleView()

  private static let yes = AnswerModel(
    text: "Yes", isPositive: true, color: .green, tone: "positive")

  static let shows: [Recorded<SpyOracleView, SpyOracleView.Shown>] = {
    let reply = OracleReplyModel(question: "Will it rain?", answer: yes)
    let book = AnswerBookModel(answers: [yes])
    let failure = ErrorModel(code: .storeCorrupt, message: "answers: corrupt")
    return [
      Recorded("showReply(_:)", { $0.showReply(reply) }, records: .reply(reply)),
      Recorded("showAnswerBook(_:)", { $0.showAnswerBook(book) }, records: .answerBook(book)),
      Recorded("showFailure(_:)", { $0.showFailure(failure) }, records: .failure(failure)),
    ]
  }()

  @Test(arguments: shows)
  func eachShowIsRecordedWithItsModel(_ show: Recorded<SpyOracleView, SpyOracleView.Shown>) {
    view.shown.expect(show.call)
    show.perform(view)
    view.shown.verify()
  }

  @Test(arguments: shows)
  func aShowNobodyExpectedIsAnIssue(_ show: Recorded<SpyOracleView, SpyOracleView.Shown>) {
    #expect(
      DoubleFailure.collect {
        show.perform(view)
      } == said("SpyOracleView: unexpected call \(show.call)"))
  }

  @Test func aShowThatDiffersOnlyInItsModelIsAnIssue() {
    let rain = SpyOracleView.Shown.reply(
      OracleReplyModel(question: "Will it rain?", answer: Self.yes))
    let snow = SpyOracleView.Shown.reply(
      OracleReplyModel(question: "Will it snow?", answer: Self.yes))
    view.shown.expect(rain)
    #expect(
      DoubleFailure.collect {
        view.showReply(OracleReplyModel(question: "Will it snow?", answer: Self.yes))
      } == said("SpyOracleView: expected \(rain), got \(snow)"))
  }

  // What a subscriber hears is written as the service command it would reach.
  static let events: [Fired<SpyOracleView, MockOracleService.Call>] = [
    Fired(
      "onAsk", subscribe: { view, hear in view.onAsk { hear(.ask(question: $0)) } },
      fire: { $0.fireAsk("Will it rain?") }, hears: .ask(question: "Will it rain?")),
    Fired(
      "onListAnswers", subscribe: { view, hear in view.onListAnswers { hear(.listAnswers) } },
      fire: { $0.fireListAnswers() }, hears: .listAnswers),
  ]

  @Test(arguments: events)
  func eachEventReachesItsSubscriberWithWhatTheUserTyped(
    _ event: Fired<SpyOracleView, MockOracleService.Call>
  ) {
    let heard = CallLog<MockOracleService.Call>(owner: "subscriber")
    heard.expect(event.heard)
    event.subscribe(view) { heard.record($0) }
    event.fire(view)
    heard.verify()
  }

  @Test(arguments: events)
  func anEventNobodySubscribedToIsAnIssue(_ event: Fired<SpyOracleView, MockOracleService.Call>) {
    #expect(
      DoubleFailure.collect {
        event.fire(view)
      } == said("SpyOracleView: nobody subscribed with \(event.testDescription)"))
  }
}
