import MVP
import Screens
import Testing

/// MVP is tested the way its community tests it: the presenter against a spy of the
/// passive view, no screen at all. The model is seed 001's class, over a fake gateway.
@Suite("MVP: the fortune teller's presenter")
struct OraclePresenterTests {
  final class SpyOracleView: OracleView {
    var shown: [String] = []
    func show(question: String, answer: String, color: TextColor) {
      shown.append("\(question)|\(answer)|\(color)")
    }
    func showFailure(_ message: String) { shown.append("failure: \(message)") }
  }

  @Test("The presenter computes the color: positive → green")
  func positiveIsGreen() {
    let view = SpyOracleView()
    let presenter = OraclePresenter(
      view: view, model: OracleModel(answers: Fixtures.answers, random: ScriptedRandom.picking(3)))
    presenter.requestAnswer(question: " Will I? ")
    #expect(view.shown == ["Will I?|Of course!|green"])
  }

  @Test("Negative → red; no question, no echo")
  func negativeIsRed() {
    let view = SpyOracleView()
    let presenter = OraclePresenter(
      view: view, model: OracleModel(answers: Fixtures.answers, random: ScriptedRandom.picking(1)))
    presenter.requestAnswer(question: "")
    #expect(view.shown == ["|No|red"])
  }
}
