/// The port through which the Oracle service reaches its answer book.
///
/// The application only reads the book: there is no command that changes it.
public protocol AnswerBookRepository: AnyObject {
  /// The answer book; a store file that cannot be read throws `DomainError.store`.
  func answerBook() throws(DomainError) -> AnswerBook
}
