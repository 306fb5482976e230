import Domain
import Screens

/// Apple-style MVC, where seed 001 starts: the view controller owns the screen, asks the
/// gateway for the answer book, picks an answer and decides its color itself.
///
/// Everything is here, which is short for one screen; the rule "positive → green" can only
/// be tested by driving the screen.
public final class OracleViewController {
  private let screen: OracleScreen
  private let answers: any AnswerBookRepository
  private let random: any RandomSource

  /// A controller of `screen` that reads `answers` and picks with `random`.
  public init(screen: OracleScreen, answers: any AnswerBookRepository, random: any RandomSource) {
    self.screen = screen
    self.answers = answers
    self.random = random
    screen.askButton.onTap { [unowned self] in askTapped() }
  }

  private func askTapped() {
    do {
      let book = try answers.answerBook()
      let answer = book[random.uniform(below: book.count)]
      screen.questionLabel.text = Question(screen.questionField.text)?.text ?? ""
      screen.answerLabel.text = answer.text
      screen.answerLabel.color = answer.isPositive ? .green : .red
      screen.errorLabel.text = ""
    } catch {
      screen.errorLabel.text = Words.answerBookUnreadable("\(error)")
    }
  }
}
