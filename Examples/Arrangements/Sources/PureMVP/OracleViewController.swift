import Presenters
import Screens
import Services

/// Pure MVP (seed 004, the product): the product's `OraclePresenter` and
/// `DefaultOracleService`, reused as they are; this is only the view, on the screen. The
/// service chose the color; the view maps it to the screen's.
public final class OracleViewController: OracleView {
  private let screen: OracleScreen
  private var asked: (String) -> Void = { _ in }

  /// A view on `screen`; the product's presenter wires it to a service.
  public init(screen: OracleScreen) {
    self.screen = screen
    screen.askButton.onTap { [unowned self] in asked(screen.questionField.text) }
  }

  /// Keeps the handler of the ask button.
  public func onAsk(_ handler: @escaping (String) -> Void) { asked = handler }
  /// This screen has no list of answers.
  public func onListAnswers(_ handler: @escaping () -> Void) {}

  /// Sets the labels from the model.
  public func showReply(_ reply: OracleReplyModel) {
    screen.questionLabel.text = reply.question ?? ""
    screen.answerLabel.text = reply.answer.text
    screen.answerLabel.color = reply.answer.color == .green ? .green : .red
    screen.errorLabel.text = ""
  }
  /// This screen has no list of answers.
  public func showAnswerBook(_ book: AnswerBookModel) {}
  /// Sets the error label.
  public func showFailure(_ error: ErrorModel) { screen.errorLabel.text = error.message }
}
