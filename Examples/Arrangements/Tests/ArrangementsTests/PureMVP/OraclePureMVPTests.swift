import Presenters
import Services
import Testing

/// Pure MVP is tested the way the product tests it: the presenter with a mock service and
/// a spy view (the product's own doubles are not a library product, so these are their
/// equivalents), and the rule "positive → green" in the service, with a fake gateway.
@Suite("Pure MVP: the fortune teller's presenter and service")
struct OraclePureMVPTests {
  final class MockOracleService: OracleService {
    var asked: [String] = []
    var answered: (OracleReplyModel) -> Void = { _ in }
    func ask(question: String) { asked.append(question) }
    func listAnswers() {}
    func onAnswered(_ handler: @escaping (OracleReplyModel) -> Void) { answered = handler }
    func onAnswersListed(_ handler: @escaping (AnswerBookModel) -> Void) {}
    func onFailure(_ handler: @escaping (ErrorModel) -> Void) {}
  }

  final class SpyOracleView: OracleView {
    var ask: (String) -> Void = { _ in }
    var replies: [OracleReplyModel] = []
    func onAsk(_ handler: @escaping (String) -> Void) { ask = handler }
    func onListAnswers(_ handler: @escaping () -> Void) {}
    func showReply(_ reply: OracleReplyModel) { replies.append(reply) }
    func showAnswerBook(_ book: AnswerBookModel) {}
    func showFailure(_ error: ErrorModel) {}
  }

  @Test("The presenter passes the question to the service and the reply to the view")
  func presenterWires() {
    let (view, service) = (SpyOracleView(), MockOracleService())
    OraclePresenter(view: view, service: service)
    view.ask("Will I?")
    #expect(service.asked == ["Will I?"])
    let reply = OracleReplyModel(
      question: "Will I?",
      answer: AnswerModel(text: "Yes", isPositive: true, color: .green, tone: "positive"))
    service.answered(reply)
    #expect(view.replies == [reply])
  }

  @Test("The service decides the color: positive → green, negative → red")
  func serviceDecidesColor() {
    let service = DefaultOracleService(
      repository: Fixtures.answers, random: ScriptedRandom.picking(3, 2), language: .english)
    var colors: [TextStyle] = []
    service.onAnswered { colors.append($0.answer.color) }
    service.ask(question: "Will I?")
    service.ask(question: "Will I?")
    #expect(colors == [.green, .red])
  }
}
