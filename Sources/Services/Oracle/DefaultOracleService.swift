import Domain

/// The Oracle service over any `AnswerBookRepository` and `RandomSource`.
///
/// It holds all the presentation logic of the fortune teller: which answer, which color,
/// which tone word. The presenter and the view only pass the result along.
public final class DefaultOracleService: OracleService {
  private let repository: any AnswerBookRepository
  private let random: any RandomSource
  private let catalog: MessageCatalog
  private let positiveTone: String
  private let negativeTone: String

  private var answered: (OracleReplyModel) -> Void = { _ in }
  private var answersListed: (AnswerBookModel) -> Void = { _ in }
  private var failed: (ErrorModel) -> Void = { _ in }

  /// A service that reads its book from `repository`, picks with `random` and speaks
  /// `language`.
  public init(
    repository: any AnswerBookRepository, random: any RandomSource, language: Language
  ) {
    self.repository = repository
    self.random = random
    self.catalog = MessageCatalog(language: language)
    self.positiveTone = catalog.text(.answerPositive)
    self.negativeTone = catalog.text(.answerNegative)
  }

  /// Picks an answer from the book for `question`; answers `onAnswered` or `onFailure`.
  public func ask(question: String) {
    perform { () throws(DomainError) in
      let book = try repository.answerBook()
      // Uniform and with repeats: each ask is an independent draw over the whole book.
      let answer = book[random.uniform(below: book.count)]
      answered(OracleReplyModel(question: Question(question)?.text, answer: model(of: answer)))
    }
  }

  /// Lists the whole answer book; answers `onAnswersListed` or `onFailure`.
  public func listAnswers() {
    perform { () throws(DomainError) in
      let book = try repository.answerBook()
      answersListed(AnswerBookModel(answers: book.answers.map(model(of:))))
    }
  }

  /// Registers the handler of each reply.
  public func onAnswered(_ handler: @escaping (OracleReplyModel) -> Void) {
    answered = handler
  }
  /// Registers the handler of each listing of the book.
  public func onAnswersListed(_ handler: @escaping (AnswerBookModel) -> Void) {
    answersListed = handler
  }
  /// Registers the handler of each failed command.
  public func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  // MARK: - Helpers

  /// Runs one command, turning any refusal into exactly one failure outcome.
  private func perform(_ command: () throws(DomainError) -> Void) {
    runCommand(command, catalog: catalog, onFailure: failed)
  }

  /// The presentation of `answer`: the seed's presenter logic, positive → green.
  private func model(of answer: Answer) -> AnswerModel {
    AnswerModel(
      text: answer.text, isPositive: answer.isPositive,
      color: answer.isPositive ? .green : .red,
      tone: answer.isPositive ? positiveTone : negativeTone)
  }
}

// MARK: - Words

extension Message {
  fileprivate static let answerPositive = Message(english: "positive", spanish: "positiva")
  fileprivate static let answerNegative = Message(english: "negative", spanish: "negativa")
}
