import Domain
import StoreEngine

/// Reads the answer book from the `answers` file of a store or fixtures directory, falling
/// back to a built-in book when there is no such file.
///
/// The file is read with `StoreDirectory.readFileWithoutLock` and `AnswerFileFormat`, not
/// through `Journal`, because a journal is a file the program appends to, and its recovery
/// rules are wrong for a file people write by hand:
/// - in a store, a journal drops a last line without its newline as the torn tail of an
///   interrupted append; here that line is a real answer and must not vanish silently;
/// - a journal registers with its directory, which may compact (rewrite) it on close;
///   this file must never be written, moved or deleted;
/// - a journal creates and locks the store directory; reading a book needs neither.
package final class FileAnswerBookRepository: AnswerBookRepository {
  private let directory: StoreDirectory
  private let fallback: AnswerBook
  private var loaded: AnswerBook?

  /// A gateway over the `answers` file in `directory`; `fallback` when there is none.
  package init(directory: StoreDirectory, fallback: AnswerBook) {
    self.directory = directory
    self.fallback = fallback
  }

  package func answerBook() throws(DomainError) -> AnswerBook {
    if let loaded { return loaded }
    return try domainErrors(directory) { () throws(StoreFailure) in
      let book = try load()
      loaded = book
      return book
    }
  }

  /// Reads the file once; every later command reuses the book.
  private func load() throws(StoreFailure) -> AnswerBook {
    // Fixtures must exist: a mistyped `--fixtures` directory is refused, not ignored. A
    // store is neither created nor locked, so asking the oracle never makes one; its file is
    // still opened and checked as every store file is.
    let path = directory.filePath(AnswerFileFormat.fileName)
    guard let bytes = try directory.readFileWithoutLock(named: AnswerFileFormat.fileName) else {
      return fallback
    }
    let book = try AnswerFileFormat.parse(bytes, path: path)
    directory.accept(named: AnswerFileFormat.fileName)
    return book
  }
}
