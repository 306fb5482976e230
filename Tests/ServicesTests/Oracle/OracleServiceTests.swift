import Domain
import Repositories
import Services
import TestSupport
import Testing

@Suite struct OracleServiceTests {
  /// The outcomes a service reported, in order.
  final class Outcomes {
    var replies: [OracleReplyModel] = []
    var books: [AnswerBookModel] = []
    var failures: [ErrorModel] = []
    var count: Int { replies.count + books.count + failures.count }
  }

  private func makeService(
    book: AnswerBook = BuiltInAnswerBooks.english, picks: [Int] = [], language: Language = .english
  ) -> (DefaultOracleService, Outcomes) {
    let service = DefaultOracleService(
      repository: InMemoryAnswerBookRepository(book: book),
      random: ScriptedRandomSource(picks: picks, bound: book.count), language: language)
    let outcomes = Outcomes()
    service.onAnswered { outcomes.replies.append($0) }
    service.onAnswersListed { outcomes.books.append($0) }
    service.onFailure { outcomes.failures.append($0) }
    return (service, outcomes)
  }

  @Test(arguments: [
    (0, "Yes", true, TextStyle.green, "positive"),
    (1, "No", false, TextStyle.red, "negative"),
    (2, "Not a chance", false, TextStyle.red, "negative"),
    (3, "Of course!", true, TextStyle.green, "positive"),
  ])
  func askAnswersThePickedAnswerWithItsColorAndTone(
    pick: Int, text: String, isPositive: Bool, color: TextStyle, tone: String
  ) throws {
    let (service, outcomes) = makeService(picks: [pick])
    service.ask(question: "Will it rain?")
    let expected = AnswerModel(text: text, isPositive: isPositive, color: color, tone: tone)
    #expect(outcomes.replies == [OracleReplyModel(question: "Will it rain?", answer: expected)])
    #expect(outcomes.count == 1)
  }

  @Test(arguments: [
    (0, "Sí", "positiva", TextStyle.green),
    (2, "Ni de casualidad", "negativa", TextStyle.red),
    (3, "¡Claro que sí!", "positiva", TextStyle.green),
  ])
  func spanishAnswersCarrySpanishToneWords(
    pick: Int, text: String, tone: String, color: TextStyle
  ) throws {
    let (service, outcomes) = makeService(
      book: BuiltInAnswerBooks.spanish, picks: [pick], language: .spanish)
    service.ask(question: "¿Aprenderé Swift?")
    let reply = try #require(outcomes.replies.first)
    #expect(reply.answer.text == text)
    #expect(reply.answer.tone == tone)
    #expect(reply.answer.color == color)
    #expect(reply.question == "¿Aprenderé Swift?")
  }

  @Test func askTrimsTheQuestionItEchoes() throws {
    let (service, outcomes) = makeService(picks: [0])
    service.ask(question: "  Will it rain?  ")
    #expect(try #require(outcomes.replies.first).question == "Will it rain?")
  }

  @Test(arguments: ["", "   "])
  func askWithoutAQuestionEchoesNone(question: String) throws {
    let (service, outcomes) = makeService(picks: [1])
    service.ask(question: question)
    let reply = try #require(outcomes.replies.first)
    #expect(reply.question == nil)
    #expect(reply.answer.text == "No")
  }

  @Test func eachAskDrawsAgainSoAnswersRepeat() {
    let (service, outcomes) = makeService(picks: [3, 3, 0])
    service.ask(question: "a")
    service.ask(question: "b")
    service.ask(question: "c")
    #expect(outcomes.replies.map(\.answer.text) == ["Of course!", "Of course!", "Yes"])
  }

  @Test func listAnswersShowsTheWholeBookInOrderWithoutDrawing() {
    let (service, outcomes) = makeService(picks: [])
    service.listAnswers()
    #expect(outcomes.books.count == 1)
    #expect(
      outcomes.books.first?.answers.map(\.text) == ["Yes", "No", "Not a chance", "Of course!"])
    #expect(outcomes.books.first?.answers.map(\.color) == [.green, .red, .red, .green])
    #expect(
      outcomes.books.first?.answers.map(\.tone) == ["positive", "negative", "negative", "positive"])
    #expect(outcomes.count == 1)
  }

  /// The gateway's words reach the user as they are, whatever the service's language: the
  /// gateway was told the language when it was built. Each kind has its own code.
  @Test(arguments: [
    (GatewayFailure.Kind.unreadable, ErrorCode.storeCorrupt), (.unwritable, .ioError),
    (.busy, .storeBusy),
  ])
  func aGatewayFailureIsOneFailureWithTheGatewaysWords(kind: GatewayFailure.Kind, code: ErrorCode) {
    let failure = GatewayFailure(kind: kind, message: "/s/answers:3: archivo corrupto")
    let service = DefaultOracleService(
      repository: FailingAnswerBookRepository(failure: failure), random: ScriptedRandomSource([]),
      language: .english)
    var failures: [ErrorModel] = []
    service.onAnswered { _ in Issue.record("no answer expected") }
    service.onFailure { failures.append($0) }
    service.ask(question: "Will it rain?")
    #expect(failures == [ErrorModel(code: code, message: "/s/answers:3: archivo corrupto")])
  }
}

/// A gateway whose storage fails.
final class FailingAnswerBookRepository: AnswerBookRepository {
  let failure: GatewayFailure
  init(failure: GatewayFailure) { self.failure = failure }
  func answerBook() throws(DomainError) -> AnswerBook { throw .gateway(failure) }
}
