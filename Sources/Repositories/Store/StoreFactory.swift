import Domain
import StoreEngine

/// One store, as the composition root chooses it: its four gateways and its unit of work.
///
/// Another store is its gateways plus one of these; the root then makes it in place of
/// `FileStore` or `InMemoryStore`, and nothing else changes.
package protocol StoreFactory {
  /// Where each command the program runs is begun and ended (see `StoreUnitOfWork`).
  var unitOfWork: any StoreUnitOfWork { get }

  /// The tasks gateway, and the ID its next task would get (`nil` when unknown): under a
  /// fixed seed, each run's UUIDs are salted with it. `random` draws the UUIDs of tasks
  /// stored without one, if the store can hold such tasks.
  func makeTaskRepository(random: any RandomSource)
    -> (repository: any TaskRepository, nextFreeID: () -> Int?)

  /// The accounts gateway.
  func makeAccountRepository() -> any AccountRepository

  /// The login session gateway; `realClock` is the system's, even under a fixed time.
  func makeSessionRepository(realClock: any Clock) -> any SessionRepository

  /// The answer book's gateway, answering `fallback` when the store holds no book.
  func makeAnswerBookRepository(fallback: AnswerBook) -> any AnswerBookRepository

  /// The file that keeps the interactive session's lines between sessions, if the store
  /// keeps one.
  func makeHistoryFile() -> HistoryFile?
}

extension StoreFactory {
  /// A store that keeps no history between sessions.
  package func makeHistoryFile() -> HistoryFile? { nil }
}
