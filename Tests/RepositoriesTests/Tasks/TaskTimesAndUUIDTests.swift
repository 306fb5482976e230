import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// Creation and completion times and UUIDs in both task gateways: kept, saved, loaded;
/// stores from before them; several tasks added as one change.
@Suite struct TaskTimesAndUUIDTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Runs `body` as one process would, whose gateway draws UUIDs from `seed`.
  private func session<T>(
    seed: UInt64 = 1, mode: StoreDirectory.Mode = .readWrite,
    _ body: (FileTaskRepository) throws -> T
  ) throws -> T {
    try directory.withTaskGateway(seed: seed, mode: mode, body)
  }

  private func contents() throws -> String { try directory.tasksFileText() }

  private func write(_ text: String) throws { try directory.writeTasksFile(text) }

  private func new(_ text: String, _ uuid: UInt64, created: Int64? = nil) throws -> NewTask {
    NewTask(text: try TaskText(text), createdAt: created, uuid: .numbered(uuid))
  }

  // MARK: - Kept and saved

  @Test func timesAndUUIDsSurviveAReload() throws {
    defer { directory.remove() }
    let saved = try session { repository in
      let first = try repository.add(try new("a", 1, created: 1_767_258_000))
      let second = try repository.add(try new("b", 2, created: -86_400))
      var done = first
      done.isCompleted = true
      done.completedAt = 1_767_261_600
      try repository.update([done])
      return [done, second]
    }
    #expect(try session { try $0.all() } == saved)
    #expect(
      try contents()
        == "puremvp-tasks 2\n"
        + "A 1 -- 1767258000 - 00000000-0000-4000-8000-000000000001 a\n"
        + "A 2 -- -86400 - 00000000-0000-4000-8000-000000000002 b\n"
        + "M 1 -c 1767261600 a\n")
  }

  @Test func aReopenedTaskLosesItsCompletionTimeInTheFileToo() throws {
    defer { directory.remove() }
    try session { repository in
      var task = try repository.add(try new("a", 1, created: 10))
      task.isCompleted = true
      task.completedAt = 20
      try repository.update([task])
      task.isCompleted = false
      try repository.update([task])
    }
    let task = try #require(try session { try $0.all() }.first)
    #expect(!task.isCompleted)
    #expect(task.completedAt == nil)
    #expect(task.createdAt == 10)
  }

  @Test func theInMemoryGatewayKeepsWhatItIsGiven() throws {
    let repository = InMemoryTaskRepository()
    let added = try repository.add(try new("a", 1, created: 5))
    #expect(added.createdAt == 5)
    #expect(added.uuid == .numbered(1))
    #expect(try repository.all() == [added])
  }

  // MARK: - Stores from before timestamps and UUIDs

  private static let older = "puremvp-tasks 2\nA 1 -- - - - a\nA 2 -c - - - b\n"

  @Test func anOlderStoreLoadsWithoutTimesAndWithFreshUUIDsUntilWritten() throws {
    defer { directory.remove() }
    try write(Self.older)
    let first = try session(seed: 1) { try $0.all() }
    let second = try session(seed: 2) { try $0.all() }
    #expect(first.map(\.createdAt) == [nil, nil])
    #expect(first.map(\.completedAt) == [nil, nil])
    #expect(first.map(\.isCompleted) == [false, true])
    #expect(Set(first.map(\.uuid)).count == 2)
    // Only read: the file is as it was, so the next process makes other UUIDs.
    #expect(try contents() == Self.older)
    #expect(first.map(\.uuid) != second.map(\.uuid))
  }

  @Test func theFirstWriteToAnOlderStoreMakesItsUUIDsStick() throws {
    defer { directory.remove() }
    try write(Self.older)
    let given = try session(seed: 3) { repository in
      let tasks = try repository.all()
      _ = try repository.add(try new("c", 9))
      return tasks.map(\.uuid)
    }
    let text = try contents()
    // The two adds are the history the rewrite keeps: the tasks, `N`, then the adds as the
    // records that undo them, newest first.
    #expect(
      text.maskingUUIDs
        == "puremvp-tasks 2\nA 1 -- - - UUID a\nA 2 -c - - UUID b\nN 3\n" + maskedBlock(["D 2"])
        + maskedBlock(["D 1"]) + "A 3 -- - - UUID c\n")
    for uuid in given { #expect(text.contains(uuid.description)) }
    #expect(try session(seed: 4) { try $0.all() }.map(\.uuid) == given + [.numbered(9)])
  }

  @Test func aStoreThatIsOnlyReadIsNeverRewritten() throws {
    defer { directory.remove() }
    try write(Self.older)
    _ = try session(mode: .readOnly) { repository in
      try repository.add(try new("kept in memory", 9))
    }
    #expect(try contents() == Self.older)
  }

  /// The load's quick check compares the last 64 bits; two UUIDs that share them differ
  /// in the rest, and the file is fine.
  @Test func twoUUIDsThatShareTheirLastHalfAreTwoUUIDs() throws {
    defer { directory.remove() }
    try write(
      "puremvp-tasks 2\nA 1 -- - - 00000000-0000-4000-8000-000000000001 a\n"
        + "A 2 -- - - 00000000-0000-4001-8000-000000000001 b\n")
    #expect(try session { try $0.all() }.map(\.text.value) == ["a", "b"])
  }

  @Test func aRestoreOfAnOlderFileKeepsTheUUIDItsAddGot() throws {
    defer { directory.remove() }
    try write("puremvp-tasks 2\nA 1 -- - - - a\nD 1\nR 1 -- - - - a\n")
    let tasks = try session { try $0.all() }
    #expect(tasks.map(\.text.value) == ["a"])
  }

  // MARK: - Several tasks as one change

  /// Both gateways, each given as a fresh one and a way to see it again as a later process
  /// would.
  private func eachGateway(
    _ body: (_ repository: any TaskRepository, _ reloaded: () throws -> [TaskItem]) throws -> Void
  ) throws {
    let memory = InMemoryTaskRepository()
    try body(memory) { try memory.all() }
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let file = FileTaskRepository(directory: store, random: SeededRandomSource(seed: 1))
    try body(file) {
      try store.close()
      return try session { try $0.all() }
    }
  }

  @Test func severalTasksAreAddedInOrderWithTheNextIDs() throws {
    try eachGateway { repository, reloaded in
      _ = try repository.add(try new("first", 1))
      let added = try repository.add([
        try new("a", 2, created: 7), try new("b", 3), try new("c", 4),
      ])
      #expect(added.map(\.id.rawValue) == [2, 3, 4])
      #expect(added.map(\.text.value) == ["a", "b", "c"])
      #expect(added.map(\.createdAt) == [7, nil, nil])
      #expect(try reloaded().map(\.uuid) == [1, 2, 3, 4].map { TaskUUID.numbered($0) })
    }
  }

  @Test func severalTasksAreOneStepForUndo() throws {
    try eachGateway { repository, reloaded in
      _ = try repository.add(try new("first", 1))
      _ = try repository.add([try new("a", 2), try new("b", 3)])
      let reverted = try #require(try repository.undo())
      #expect(reverted.map(\.undone?.text.value) == ["a", "b"])
      #expect(reverted.allSatisfy { $0.restored == nil })
      #expect(try reloaded().map(\.text.value) == ["first"])
    }
  }

  @Test func anEmptyBatchChangesNothing() throws {
    try eachGateway { repository, reloaded in
      _ = try repository.add(try new("first", 1))
      #expect(try repository.add([]) == [])
      // The undo reverts the add before: the empty batch was no step.
      #expect(try repository.undo()?.count == 1)
      #expect(try reloaded().isEmpty)
    }
  }

  @Test(arguments: [[1, 2], [2, 2]] as [[UInt64]])
  func aTakenOrRepeatedUUIDRefusesTheWholeBatch(uuids: [UInt64]) throws {
    try eachGateway { repository, reloaded in
      _ = try repository.add(try new("first", 1))
      let batch = try uuids.map { try new("task \($0)", $0) }
      let repeated = TaskUUID.numbered(uuids.first == 1 ? 1 : 2)
      #expect(throws: DomainError.duplicateTaskUUID(repeated)) { try repository.add(batch) }
      #expect(try reloaded().map(\.text.value) == ["first"])
    }
  }

  @Test func severalTasksAreOneGroupInTheFile() throws {
    defer { directory.remove() }
    try session { repository in
      _ = try repository.add([try new("a", 1), try new("b", 2), try new("c", 3)])
    }
    #expect(
      try contents().maskingUUIDs
        == "puremvp-tasks 2\nG 3\nA 1 -- - - UUID a\nA 2 -- - - UUID b\nA 3 -- - - UUID c\n")
  }

  /// A batch larger than the pieces a load reads: the group and its lines cross their
  /// edges.
  @Test func aBatchLargerThanAPieceOfTheFileLoadsWhole() throws {
    defer { directory.remove() }
    let count = 30_000
    try session { repository in
      _ = try repository.add(try new("before", 1))
      let batch = try (2...count).map { try new("task \($0) of a large import", UInt64($0)) }
      _ = try repository.add(batch)
      _ = try repository.add(try new("after", UInt64(count + 1)))
    }
    #expect(try contents().utf8.count > 2 * Journal.loadChunkSize)
    let tasks = try session { try $0.all() }
    #expect(tasks.count == count + 1)
    #expect(tasks.map(\.uuid) == (1...count + 1).map { TaskUUID.numbered(UInt64($0)) })
  }

  @Test func aTornBatchLeavesNothingOfIt() throws {
    defer { directory.remove() }
    try session { _ = try $0.add(try new("before", 1)) }
    try session { _ = try $0.add([try new("a", 2), try new("b", 3), try new("c", 4)]) }
    // A kill in the middle of writing the group: its last record cut short.
    let whole = try contents()
    try write(String(whole.dropLast(3)))
    #expect(try session { try $0.all() }.map(\.text.value) == ["before"])
    // The torn group is cut off before the next append, and its IDs are free again: none
    // was shown as saved.
    let next = try session { try $0.add(try new("after", 5)) }
    #expect(next.id.rawValue == 2)
    #expect(try session { try $0.all() }.map(\.text.value) == ["before", "after"])
  }
}
