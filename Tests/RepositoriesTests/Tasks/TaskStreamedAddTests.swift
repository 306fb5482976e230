import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// `add(count:namingRisingIDs:_:)` of the file gateway: tasks handed one at a time are one
/// change, one group in the file; a producer that fails halfway leaves nothing behind.
@Suite struct TaskStreamedAddTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  private func text() throws -> String { try directory.tasksFileText().maskingUUIDs }

  private static func task(_ text: String, id: Int? = nil) throws(DomainError) -> NewTask {
    NewTask(text: try TaskText(text), uuid: .sequential(), id: id.flatMap(TaskID.init))
  }

  @Test func tasksHandedOneAtATimeAreOneGroupAndOneUndoStep() throws {
    defer { directory.remove() }
    try directory.withTaskCommand { _ = try $0.add(TaskText("before")) }
    try directory.withTaskCommand { (repository: FileTaskRepository) throws in
      try repository.add(count: 3, namingRisingIDs: false) { store throws(DomainError) in
        for text in ["a", "b", "c"] { try store(Self.task(text)) }
      }
      #expect(try repository.all().map(\.text.value) == ["before", "a", "b", "c"])
    }
    #expect(
      try text()
        == "puremvp-tasks 2\nA 1 -- - - UUID before\nG 3\nA 2 -- - - UUID a\n"
        + "A 3 -- - - UUID b\nA 4 -- - - UUID c\n")
    try directory.withTaskCommand { (repository: FileTaskRepository) throws in
      #expect(try repository.undo()?.count == 3)
      #expect(try repository.all().map(\.text.value) == ["before"])
    }
  }

  @Test func aProducerThatFailsHalfwayStoresNothing() throws {
    defer { directory.remove() }
    try directory.withTaskCommand { _ = try $0.add(TaskText("before")) }
    let before = try text()
    try directory.withTaskCommand { (repository: FileTaskRepository) throws in
      #expect(throws: DomainError.emptyTaskText) {
        try repository.add(count: 3, namingRisingIDs: false) { store throws(DomainError) in
          try store(Self.task("a"))
          try store(Self.task("b"))
          throw .emptyTaskText
        }
      }
      // The gateway goes on from the file: the task before, and the next ID after it.
      #expect(try repository.all().map(\.text.value) == ["before"])
      #expect(try repository.add(TaskText("after")).id == TaskID(2))
    }
    #expect(try text() == before + "A 2 -- - - UUID after\n")
  }

  /// Some 2 MB of records reach the file in pieces before the producer fails: they are cut
  /// back, the command fails with the producer's error, not as a lost write, and the store
  /// goes on as before it, in the same command and the next.
  @Test func aProducerThatFailsAfterPiecesWereWrittenLeavesTheFileAsItWas() throws {
    defer { directory.remove() }
    try directory.withTaskCommand { _ = try $0.add(TaskText("before")) }
    let before = try text()
    let long = String(repeating: "x", count: 60)
    try directory.withTaskCommand { (repository: FileTaskRepository) throws in
      #expect(throws: DomainError.emptyTaskText) {
        try repository.add(count: 40_000, namingRisingIDs: false) { store throws(DomainError) in
          for number in 1...30_000 { try store(Self.task("\(long) \(number)")) }
          throw .emptyTaskText
        }
      }
      #expect(try text() == before)
      #expect(try repository.all().map(\.text.value) == ["before"])
      #expect(try repository.add(TaskText("after")).id == TaskID(2))
    }
    #expect(try text() == before + "A 2 -- - - UUID after\n")
    try directory.withTaskCommand { _ = try $0.add(TaskText("next")) }
    #expect(try text() == before + "A 2 -- - - UUID after\nA 3 -- - - UUID next\n")
  }

  @Test func risingIDsAreKeptOnlyInAStoreThatNeverHandedOutOne() throws {
    defer { directory.remove() }
    try directory.withTaskCommand { (repository: FileTaskRepository) throws in
      try repository.add(count: 2, namingRisingIDs: true) { store throws(DomainError) in
        try store(Self.task("five", id: 5))
        try store(Self.task("nine", id: 9))
      }
      #expect(try repository.all().map(\.id.rawValue) == [5, 9])
      try repository.add(count: 1, namingRisingIDs: true) { store throws(DomainError) in
        try store(Self.task("three", id: 3))
      }
      #expect(try repository.all().map(\.id.rawValue) == [5, 9, 10])
    }
  }
}
