import Services
import TestSupport
import Testing

/// `MockOracleService` records every command typed and with its arguments, refuses what was
/// not expected, and fires each outcome only to a subscriber.
@Suite struct MockOracleServiceTests {
  private let service = MockOracleService()

  static let commands: [Recorded<MockOracleService, MockOracleService.Call>] = [
    Recorded(
      "ask(question:)", { $0.ask(question: "Will it rain?") },
      records: .ask(question: "Will it rain?")),
    Recorded("listAnswers()", { $0.listAnswers() }, records: .listAnswers),
  ]

  @Test(arguments: commands)
  func eachCommandIsRecordedWithItsArguments(
    _ command: Recorded<MockOracleService, MockOracleService.Call>
  ) {
    service.calls.expect(command.call)
    command.perform(service)
    service.calls.verify()
  }

  @Test(arguments: commands)
  func aCommandNobodyExpectedIsAnIssue(
    _ command: Recorded<MockOracleService, MockOracleService.Call>
  ) {
    #expect(
      DoubleFailure.collect {
        command.perform(service)
      } == said("MockOracleService: unexpected call \(command.call)"))
  }

  @Test func aQuestionThatDiffersOnlyInItsTextIsAnIssue() {
    let rain = MockOracleService.Call.ask(question: "Will it rain?")
    let snow = MockOracleService.Call.ask(question: "Will it snow?")
    service.calls.expect(rain)
    #expect(
      DoubleFailure.collect {
        service.ask(question: "Will it snow?")
      } == said("MockOracleService: expected \(rain), got \(snow)"))
  }

  // What a subscriber hears is written as the view method it would reach.
  static let outcomes: [Fired<MockOracleService, SpyOracleView.Shown>] = {
    let answer = AnswerModel(text: "No", isPositive: false, color: .red, tone: "negative")
    let reply = OracleReplyModel(question: "Will it rain?", answer: answer)
    let book = AnswerBookModel(answers: [answer])
    let failure = ErrorModel(code: .storeCorrupt, message: "answers: corrupt")
    return [
      Fired(
        "onAnswered", subscribe: { service, hear in service.onAnswered { hear(.reply($0)) } },
        fire: { $0.emitAnswered(reply) }, hears: .reply(reply)),
      Fired(
        "onAnswersListed",
        subscribe: { service, hear in service.onAnswersListed { hear(.answerBook($0)) } },
        fire: { $0.emitAnswersListed(book) }, hears: .answerBook(book)),
      Fired(
        "onFailure", subscribe: { service, hear in service.onFailure { hear(.failure($0)) } },
        fire: { $0.emitFailure(failure) }, hears: .failure(failure)),
    ]
  }()

  @Test(arguments: outcomes)
  func eachOutcomeReachesItsSubscriberWithItsModel(
    _ outcome: Fired<MockOracleService, SpyOracleView.Shown>
  ) {
    let heard = CallLog<SpyOracleView.Shown>(owner: "subscriber")
    heard.expect(outcome.heard)
    outcome.subscribe(service) { heard.record($0) }
    outcome.fire(service)
    heard.verify()
  }

  @Test(arguments: outcomes)
  func anOutcomeNobodySubscribedToIsAnIssue(
    _ outcome: Fired<MockOracleService, SpyOracleView.Shown>
  ) {
    #expect(
      DoubleFailure.collect {
        outcome.fire(service)
      } == said("MockOracleService: nobody subscribed with \(outcome.testDescription)"))
  }
}
