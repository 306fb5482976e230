import Domain

/// Holds one answer book in memory: for `--in-memory` and tests.
package final class InMemoryAnswerBookRepository: AnswerBookRepository {
  private let book: AnswerBook

  /// A repository that always answers `book`.
  package init(book: AnswerBook) {
    self.book = book
  }

  package func answerBook() -> AnswerBook { book }
}
