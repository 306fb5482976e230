import Domain
import Repositories
import Services
import Synchronization
import TestSupport
import Testing

/// How many tasks a snapshot handed out so far, across its reads.
private final class HandedOut: Sendable {
  let count = Atomic<Int>(0)
}

/// An in-memory gateway whose snapshots count the tasks they hand out.
private final class CountingSnapshotRepository: ForwardingTaskRepository {
  let base = InMemoryTaskRepository()
  let handedOut = HandedOut()

  func snapshot() throws(DomainError) -> TaskSnapshot {
    let tasks = base.snapshot()
    let handedOut = handedOut
    return TaskSnapshot(count: tasks.count) { body throws(DomainError) in
      try tasks.forEachTask { task in
        handedOut.count.add(1, ordering: .relaxed)
        body(task)
      }
    }
  }
}

/// `tasks list` of many tasks: the service's list hands its rows out one at a time, each as
/// the store hands its task out, so that no array of every row is ever built.
@Suite struct TasksServiceListStreamTests {
  private static let taskCount = 1_000
  private let repository = CountingSnapshotRepository()
  private let service: DefaultTasksService

  init() throws {
    service = DefaultTasksService(
      repository: repository, clock: FixedClock(time: 0), random: SeededRandomSource(seed: 1),
      language: .english)
    for number in 1...Self.taskCount {
      _ = try repository.add(TaskText("Task number \(number)"))
    }
  }

  @Test func eachRowComesAsTheStoreHandsItsTaskOut() {
    var lists: [TaskListModel] = []
    service.onListed { lists.append($0) }
    service.onFailure { Issue.record("failed: \($0.message)") }
    service.list(filter: "all")
    #expect(lists.count == 1)
    guard let list = lists.first else { return }
    #expect(list.count == Self.taskCount)
    #expect(list.lastID == Self.taskCount)
    // The counts read every task once; the rows then read them again, one per row.
    let counted = repository.handedOut.count.load(ordering: .relaxed)
    #expect(counted == Self.taskCount)
    var handedAtRow: [Int] = []
    var ids: [Int] = []
    list.forEachTask { row in
      handedAtRow.append(repository.handedOut.count.load(ordering: .relaxed))
      ids.append(row.id)
    }
    #expect(ids == Array(1...Self.taskCount))
    // Row `n` (from 0) comes when the second read has handed out its task, and no later.
    let late = handedAtRow.enumerated().filter { row, handed in handed != counted + row + 1 }
    #expect(handedAtRow.count == Self.taskCount)
    #expect(late.isEmpty, "first late rows: \(late.prefix(3))")
  }

  @Test func aListKeptAfterAChangeStillHasTheRowsItWasMadeWith() {
    var lists: [TaskListModel] = []
    service.onListed { lists.append($0) }
    service.list(filter: "active")
    service.complete(ids: ["1", "2"])
    #expect(lists.first?.tasks.count == Self.taskCount)
    #expect(lists.first?.tasks.allSatisfy { !$0.isCompleted } == true)
  }
}
