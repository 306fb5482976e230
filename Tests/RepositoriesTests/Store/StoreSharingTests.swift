import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// A store held per command (an interactive session) lets other processes in between its
/// commands, and reads what they wrote before its next command uses its state. Here two
/// `StoreDirectory` values on one path stand for two processes: the locks are `flock`s on
/// open file descriptions, which exclude each other within one process too.
@Suite struct StoreSharingTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// A store as the interactive session holds it.
  private func sessionStore() -> StoreDirectory {
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    store.locking = .perCommand
    return store
  }

  /// Another process: one run that holds the store to its end, and gives up at once if the
  /// store is locked (a session that kept the lock fails the test quickly).
  private func otherProcess<T>(
    _ body: (FileTaskRepository, FileSessionRepository) throws -> T
  ) throws -> T {
    let store = StoreDirectory(path: directory.path, mode: .readWrite, lockTimeoutSeconds: 0)
    // Kept until the store closes: a compaction writes the state of a gateway still there.
    let tasks = FileTaskRepository(directory: store)
    let sessions = FileSessionRepository(directory: store, realClock: SystemClock())
    let result = try body(tasks, sessions)
    try store.close()
    withExtendedLifetime((tasks, sessions)) {}
    return result
  }

  /// Runs `body` as one command of the session: begun, ended, released.
  private func command<T>(_ store: StoreDirectory, _ body: () throws -> T) throws -> T {
    store.beginCommand()
    let result = try body()
    try store.endCommand()
    try store.release()
    return result
  }

  private func texts(_ tasks: [TaskItem]) -> [String] { tasks.map(\.text.value) }

  private func inode(_ name: String) throws -> Int? {
    let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(name))
    return (attributes[.systemFileNumber] as? NSNumber)?.intValue
  }

  @Test func aCommandSeesWhatAnotherProcessAppendedSinceTheLast() throws {
    defer { directory.remove() }
    let store = sessionStore()
    let tasks = FileTaskRepository(directory: store)
    _ = try command(store) { try tasks.add(TaskText("from the session")) }

    // The session is between commands: the other process gets the store at once.
    let added = try otherProcess { other, _ in try other.add(TaskText("from elsewhere")) }
    #expect(added.id.rawValue == 2)

    #expect(
      try command(store) { try texts(tasks.all()) } == ["from the session", "from elsewhere"])
    // The next ID follows the other process's task, rather than handing out #2 again.
    let next = try command(store) { try tasks.add(TaskText("after")) }
    #expect(next.id.rawValue == 3)
    try store.close()

    let all = try otherProcess { other, _ in try texts(other.all()) }
    #expect(all == ["from the session", "from elsewhere", "after"])
  }

  @Test func aCommandSeesAFileAnotherProcessCompactedUnderANewInode() throws {
    defer { directory.remove() }
    let store = sessionStore()
    let tasks = FileTaskRepository(directory: store)
    _ = try command(store) { try tasks.add(TaskText("kept")) }
    let before = try inode("tasks")

    // Enough dead records that the other process compacts the file when it closes.
    try otherProcess { other, _ in
      for number in 1...1_100 { _ = try other.add(TaskText("task \(number)")) }
      for number in 2...1_101 { try other.remove(ids: [#require(TaskID(number))]) }
    }
    #expect(try inode("tasks") != before)

    #expect(try command(store) { try texts(tasks.all()) } == ["kept"])
    // IDs given out by the other process are not given out again, and the session appends to
    // the new file, not to the one the compaction replaced.
    let next = try command(store) { try tasks.add(TaskText("after compaction")) }
    #expect(next.id.rawValue == 1_102)
    try store.close()
    let all = try otherProcess { other, _ in try texts(other.all()) }
    #expect(all == ["kept", "after compaction"])
  }

  @Test func aLoginInAnotherProcessIsSeenByTheSession() throws {
    defer { directory.remove() }
    let store = sessionStore()
    let sessions = FileSessionRepository(directory: store, realClock: SystemClock())
    #expect(try command(store) { try sessions.currentSession() } == nil)

    let token = try #require(SessionToken(digest: Array(repeating: 0xAB, count: 32)))
    let opened = Session(
      email: Email("ana@example.com"), name: "ana", startedAt: 1_800_000_000, token: token)
    try otherProcess { _, other in try other.open(opened) }

    #expect(try command(store) { try sessions.currentSession()?.email } == Email("ana@example.com"))
    try store.close()
  }

  @Test func aFileThatBecameCorruptFailsTheCommandAndIsReadAgainOnceRepaired() throws {
    defer { directory.remove() }
    let store = sessionStore()
    let tasks = FileTaskRepository(directory: store)
    _ = try command(store) { try tasks.add(TaskText("first")) }
    let path = directory.file("tasks")
    let good = try Data(contentsOf: URL(fileURLWithPath: path))

    try Data(good + Data("Z nonsense\n".utf8)).write(to: URL(fileURLWithPath: path))
    #expect(throws: DomainError.self) { try command(store) { try tasks.all() } }
    try store.release()

    try good.write(to: URL(fileURLWithPath: path))
    #expect(try command(store) { try texts(tasks.all()) } == ["first"])
    try store.close()
    // The corrupt file was never written over: the repaired one is as it was.
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == good)
  }
}
