import Domain

/// Seed 001's model: it "does the work", an answer picked at random from the gateway's
/// book, as text and whether it is positive; it knows nothing of colors.
public final class OracleModel {
  private let answers: any AnswerBookRepository
  private let random: any RandomSource

  /// A model reading `answers` and picking with `random`.
  public init(answers: any AnswerBookRepository, random: any RandomSource) {
    self.answers = answers
    self.random = random
  }

  /// An answer picked uniformly from the book.
  public func answer() throws(DomainError) -> Answer {
    let book = try answers.answerBook()
    return book[random.uniform(below: book.count)]
  }
}
