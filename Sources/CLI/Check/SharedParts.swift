import Domain
import Repositories

/// What the applications of one transcript share, so that each `$` line may have options
/// of its own (`--format json`, `--lang es`, `--trace`) while the store, the clock and the
/// random streams carry from command to command as in a session (see `TranscriptRun`).
///
/// An application made with them draws from these streams and reads this clock instead of
/// making its own from `--seed` and `--now`.
struct SharedParts {
  /// Oracle picks, tokens and salts.
  let random: RestartableRandomSource
  /// The UUIDs of tasks loaded without one (untraced).
  let uuidRandom: RestartableRandomSource
  /// The UUIDs of new tasks.
  let taskRandom: RestartableRandomSource
  /// The transcript's fixed clock.
  let clock: FixedClock

  /// Streams of `seed` and a clock at `time`; the tasks' UUIDs are salted with the next
  /// free ID of `store`, as a seeded run's are (see `makeTasksService`).
  init(seed: UInt64, time: Int64, store: KeptStore) {
    random = RestartableRandomSource(seed: seed) { SeededRandomSource(seed: $0) }
    uuidRandom = RestartableRandomSource(seed: seed) { SeededRandomSource(seed: $0) }
    taskRandom = RestartableRandomSource(seed: seed) { [store] seed in
      SaltedRandomSource(seed: seed) { UInt64(store.nextFreeTaskID() ?? 1) }
    }
    clock = FixedClock(time: time)
  }

  /// Starts every stream again from `seed`: a `$` line's `--seed N`.
  func restart(seed: UInt64) {
    for source in [random, uuidRandom, taskRandom] { source.restart(seed: seed) }
  }
}

/// A seeded random source that can start over from another seed: the stream of a
/// transcript, which a line's `--seed N` restarts for the commands from it on.
final class RestartableRandomSource: RandomSource {
  private let make: (UInt64) -> any RandomSource
  private var source: any RandomSource

  init(seed: UInt64, make: @escaping (UInt64) -> any RandomSource) {
    self.make = make
    source = make(seed)
  }

  func restart(seed: UInt64) { source = make(seed) }

  func next() -> UInt64 { source.next() }
}

/// A store whose gateways are made once and handed to every application that asks: the
/// applications of one transcript, one per set of line options, see the same tasks,
/// accounts and session. The answer book, which commands only read, is made for each
/// application, in its language.
final class KeptStore: StoreFactory {
  private let base: any StoreFactory
  private var tasks: (repository: any TaskRepository, nextFreeID: () -> Int?)?
  private var accounts: (any AccountRepository)?
  private var sessions: (any SessionRepository)?

  init(_ base: any StoreFactory) { self.base = base }

  /// A store of its own over copies of these in-memory gateways as they are now (the undo
  /// ring too), for a `--dry-run` line, whose changes are dropped with the copy; a gateway
  /// not made yet is made fresh in the copy, as it would be here. `nil` when the gateways
  /// are not the in-memory ones.
  func inMemoryCopy() -> KeptStore? {
    guard base is InMemoryStore else { return nil }
    let copy = KeptStore(base)
    if let tasks {
      guard let repository = tasks.repository as? InMemoryTaskRepository else { return nil }
      copy.tasks = (InMemoryTaskRepository(copying: repository), { nil })
    }
    if let accounts {
      guard let repository = accounts as? InMemoryAccountRepository else { return nil }
      copy.accounts = InMemoryAccountRepository(copying: repository)
    }
    if let sessions {
      guard let repository = sessions as? InMemorySessionRepository else { return nil }
      copy.sessions = InMemorySessionRepository(copying: repository)
    }
    return copy
  }

  var unitOfWork: any StoreUnitOfWork { base.unitOfWork }

  /// The store a `--dry-run` line runs on meanwhile (a copy, see `inMemoryCopy`), whose
  /// next ID salts the tasks' stream when the line draws first.
  var lineCopy: KeptStore?

  /// The ID the next task would get, once the tasks gateway is made: the line copy's during
  /// a `--dry-run` line, so that this store is not read (a store of files not locked) then.
  func nextFreeTaskID() -> Int? {
    if let lineCopy { return lineCopy.nextFreeTaskID() }
    return tasks?.nextFreeID()
  }

  func makeTaskRepository(random: any RandomSource)
    -> (repository: any TaskRepository, nextFreeID: () -> Int?)
  {
    if let tasks { return tasks }
    let made = base.makeTaskRepository(random: random)
    tasks = made
    return made
  }

  func makeAccountRepository() -> any AccountRepository {
    if let accounts { return accounts }
    let made = base.makeAccountRepository()
    accounts = made
    return made
  }

  func makeSessionRepository(realClock: any Clock) -> any SessionRepository {
    if let sessions { return sessions }
    let made = base.makeSessionRepository(realClock: realClock)
    sessions = made
    return made
  }

  func makeAnswerBookRepository(fallback: AnswerBook) -> any AnswerBookRepository {
    base.makeAnswerBookRepository(fallback: fallback)
  }
}
