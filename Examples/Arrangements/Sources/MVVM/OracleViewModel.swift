import Domain
import Observation

/// Seed 003's view model: observable state (the answer's text and its color, in a type of
/// its own, not the UI's) that the view binds to. It never knows the view.
@Observable
public final class OracleViewModel {
  /// Seed 003's `ColorRespuesta`: the view maps it to the UI's color.
  public enum AnswerColor: Equatable, Sendable {
    /// A positive answer.
    case positive
    /// A negative answer.
    case negative
  }

  /// The question asked, trimmed; empty when none was.
  public private(set) var question = ""
  /// The answer's text (seed 003's `textoResp`).
  public private(set) var answerText = ""
  /// The answer's color (seed 003's `colorResp`).
  public private(set) var answerColor: AnswerColor?
  /// Why no answer could be given.
  public private(set) var failure = ""

  @ObservationIgnored private let answers: any AnswerBookRepository
  @ObservationIgnored private let random: any RandomSource

  /// A view model reading `answers` (its model, which it owns) and picking with `random`.
  public init(answers: any AnswerBookRepository, random: any RandomSource) {
    self.answers = answers
    self.random = random
  }

  /// Asks `question`: the observable state changes, and whoever observes it redraws.
  public func ask(_ question: String) {
    do {
      let book = try answers.answerBook()
      let answer = book[random.uniform(below: book.count)]
      self.question = Question(question)?.text ?? ""
      answerText = answer.text
      answerColor = answer.isPositive ? .positive : .negative
      failure = ""
    } catch {
      failure = "\(error)"
    }
  }
}
