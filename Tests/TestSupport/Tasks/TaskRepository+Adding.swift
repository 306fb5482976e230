import Domain
import Synchronization

extension TaskRepository {
  /// Stores a new task with `text`, no times and a UUID of its own (`TaskUUID.sequential()`):
  /// what a gateway test needs of most adds.
  package func add(_ text: TaskText) throws(DomainError) -> TaskItem {
    try add(NewTask(text: text, uuid: .sequential()))
  }

  /// Stores a new task with every value of `task` but its ID (the gateway hands out the
  /// next one): a test that names the tasks it stores as `TaskItem`s adds them this way.
  package func add(valuesOf task: TaskItem) throws(DomainError) -> TaskItem {
    try add(
      NewTask(
        text: task.text, isFavorite: task.isFavorite, isCompleted: task.isCompleted,
        createdAt: task.createdAt, completedAt: task.completedAt, uuid: task.uuid,
        foreign: task.foreign))
  }
}

/// The UUIDs `TaskUUID.sequential()` handed out so far in this test process.
private let sequentialUUIDs = Atomic<UInt64>(0)

extension TaskUUID {
  /// The version 4 UUID whose random bits are `number`: `00000000-0000-4000-8000-00000000000c`
  /// for 12. Tests that know which task gets which UUID name them this way.
  package static func numbered(_ number: UInt64) -> TaskUUID {
    TaskUUID(high: 0x0000_0000_0000_4000, low: 0x8000_0000_0000_0000 | number)
  }

  /// A UUID no earlier call in this test process answered (a version 4 UUID whose random
  /// bits are a counter), so that tests of any suite, run in parallel, never share one.
  package static func sequential() -> TaskUUID {
    // Above any number a test gives `numbered(_:)`.
    numbered(1 << 40 | sequentialUUIDs.add(1, ordering: .relaxed).newValue)
  }
}
