import Domain

/// Holds one answer book in memory: for `--in-memory` and tests.
public final class InMemoryAnswerBookRepository: AnswerBookRepository {
  private let book: AnswerBook

  /// A repository that always answers `book`.
  public init(book: AnswerBook) {
    self.book = book
  }

  /// The book given at creation.
  public func answerBook() -> AnswerBook { book }
}
