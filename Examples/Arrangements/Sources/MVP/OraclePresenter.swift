import Domain
import Screens

/// Seed 001's presenter: the view asks it for an answer, it asks the model and computes
/// the color, the presentation logic, and hands text and color to the passive view.
public final class OraclePresenter {
  private weak var view: (any OracleView)?
  private let model: OracleModel

  /// A presenter of `view` over `model`; the view keeps the presenter, the presenter keeps
  /// the view weakly.
  public init(view: any OracleView, model: OracleModel) {
    self.view = view
    self.model = model
  }

  /// The user asked `question` (seed 001's `solicitarRespuesta()`).
  public func requestAnswer(question: String) {
    do {
      let answer = try model.answer()
      view?.show(
        question: Question(question)?.text ?? "", answer: answer.text,
        color: answer.isPositive ? .green : .red)
    } catch {
      view?.showFailure(Words.answerBookUnreadable("\(error)"))
    }
  }
}

/// The passive view, as the presenter sees it: it shows what it is told.
public protocol OracleView: AnyObject {
  /// Shows `answer` to `question` (empty when none was asked) in `color`.
  func show(question: String, answer: String, color: TextColor)
  /// Shows why no answer could be given.
  func showFailure(_ message: String)
}
