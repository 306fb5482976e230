import Screens

/// Seed 001's view: the view controller is part of the view. It passes the tap to the
/// presenter and shows what the presenter tells it, deciding nothing.
public final class OracleViewController: OracleView {
  private let screen: OracleScreen
  /// The presenter, which the view owns (seed 001: each knows the other).
  public var presenter: OraclePresenter?

  /// A view on `screen`; set `presenter` before the first tap.
  public init(screen: OracleScreen) {
    self.screen = screen
    screen.askButton.onTap { [unowned self] in
      presenter?.requestAnswer(question: screen.questionField.text)
    }
  }

  /// Sets the labels.
  public func show(question: String, answer: String, color: TextColor) {
    screen.questionLabel.text = question
    screen.answerLabel.text = answer
    screen.answerLabel.color = color
    screen.errorLabel.text = ""
  }

  /// Sets the error label.
  public func showFailure(_ message: String) { screen.errorLabel.text = message }
}
