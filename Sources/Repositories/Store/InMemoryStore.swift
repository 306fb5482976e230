import Domain

/// The store of `--in-memory`: gateways that keep everything in memory, for as long as the
/// process runs, and a unit of work with nothing to save.
package struct InMemoryStore: StoreFactory {
  package let unitOfWork: any StoreUnitOfWork = InMemoryUnitOfWork()

  package init() {}

  package func makeTaskRepository(random: any RandomSource)
    -> (repository: any TaskRepository, nextFreeID: () -> Int?)
  {
    (InMemoryTaskRepository(), { nil })
  }

  package func makeAccountRepository() -> any AccountRepository {
    InMemoryAccountRepository.builtIn()
  }

  package func makeSessionRepository(realClock: any Clock) -> any SessionRepository {
    InMemorySessionRepository()
  }

  package func makeAnswerBookRepository(fallback: AnswerBook) -> any AnswerBookRepository {
    InMemoryAnswerBookRepository(book: fallback)
  }
}
