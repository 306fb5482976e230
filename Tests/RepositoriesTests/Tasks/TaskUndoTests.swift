import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// Undo in both task gateways: each change is one step, a later undo goes one step further
/// back, at most `TaskHistory.depth` steps are kept, and the file gateway keeps them across
/// processes (the history is read back from the journal) until a compaction.
@Suite struct TaskUndoTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Runs `body` as one process would: open the store, use the gateway, close the store.
  private func session<T>(_ body: (FileTaskRepository) throws -> T) throws -> T {
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let repository = FileTaskRepository(directory: store)
    let result = try body(repository)
    try store.close()
    return result
  }

  private func contents() throws -> String {
    String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: directory.file("tasks"))), as: UTF8.self
    ).maskingUUIDs
  }

  /// Adds a task with `text` whose UUID is numbered `id`, as `item` expects of the task `id`.
  private func add(_ text: String, _ id: Int, to repository: FileTaskRepository) throws
    -> TaskItem
  {
    try repository.add(NewTask(text: try TaskText(text), uuid: .numbered(UInt64(id))))
  }

  private func item(_ id: Int, _ text: String, completed: Bool = false) throws -> TaskItem {
    guard let id = TaskID(id) else { throw DomainError.invalidTaskID(String(id)) }
    return TaskItem(
      id: id, text: try TaskText(text), isCompleted: completed,
      uuid: .numbered(UInt64(id.rawValue)))
  }

  @Test func eachUndoInALaterProcessGoesOneChangeFurtherBack() throws {
    defer { directory.remove() }
    try session { repository in
      _ = try add("a", 1, to: repository)
      _ = try add("b", 2, to: repository)
      try repository.update([try item(2, "b", completed: true)])
    }
    let first = try session { try $0.undo() }
    #expect(
      first == [RevertedTask(undone: try item(2, "b", completed: true), restored: try item(2, "b"))]
    )
    #expect(try session { try $0.all() } == [try item(1, "a"), try item(2, "b")])
    let second = try session { try $0.undo() }
    #expect(second == [RevertedTask(undone: try item(2, "b"), restored: nil)])
    let third = try session { try $0.undo() }
    #expect(third == [RevertedTask(undone: try item(1, "a"), restored: nil)])
    #expect(try session { try $0.undo() } == nil)
    // The IDs the undone adds handed out stay used.
    let next = try session { try $0.add(TaskText("c")) }
    #expect(next.id.rawValue == 3)
  }

  @Test func anUndoIsOneGroupThatBeginsWithU() throws {
    defer { directory.remove() }
    try session { repository in
      _ = try add("a", 1, to: repository)
      _ = try add("b", 2, to: repository)
      try repository.removeAll()
      _ = try repository.undo()
    }
    #expect(
      try contents()
        == "puremvp-tasks 2\nA 1 -- - - UUID a\nA 2 -- - - UUID b\nC\nG 3\nU\nR 1 -- - - UUID a\nR 2 -- - - UUID b\n"
    )
  }

  @Test func undoingRemoveAllBringsEveryTaskBackInItsPlaceAfterAReload() throws {
    defer { directory.remove() }
    try session { repository in
      for (id, text) in zip(1..., ["a", "b", "c", "d"]) { _ = try add(text, id, to: repository) }
      try repository.update([try item(3, "c", completed: true)])
      try repository.remove(ids: [try item(2, "b").id])
      try repository.removeAll()
    }
    _ = try session { try $0.undo() }
    #expect(
      try session { try $0.all() } == [
        try item(1, "a"), try item(3, "c", completed: true), try item(4, "d"),
      ])
    _ = try session { try $0.undo() }
    #expect(
      try session { try $0.all() } == [
        try item(1, "a"), try item(2, "b"), try item(3, "c", completed: true), try item(4, "d"),
      ])
  }

  @Test(arguments: [false, true])
  func theHistoryKeepsTenChanges(reloading: Bool) throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    var repository = FileTaskRepository(directory: store)
    for number in 1...(TaskHistory.depth + 2) {
      _ = try repository.add(TaskText("t\(number)"))
    }
    if reloading {
      try store.close()
      repository = FileTaskRepository(
        directory: StoreDirectory(path: directory.path, mode: .readWrite))
    }
    for _ in 1...TaskHistory.depth { #expect(try repository.undo() != nil) }
    #expect(try repository.undo() == nil)
    #expect(try repository.all().map(\.text.value) == ["t1", "t2"])
    #expect(TaskHistory.depth == 10)
  }

  @Test func aCompactedFileKeepsTheLastTenChanges() throws {
    defer { directory.remove() }
    try session { repository in
      _ = try add("keep", 1, to: repository)
      // Dead records beyond twice the live ones plus 1,000: the close compacts the file.
      for number in 1...1_100 { try repository.update([try item(1, "keep \(number % 2)")]) }
    }
    // The task as it is, then the ten changes, newest first, as the records that undo them.
    let changes = stride(from: 1_100, through: 1_091, by: -1).map {
      maskedBlock(["M 1 -- - keep \(($0 - 1) % 2)"])
    }
    #expect(try contents() == "puremvp-tasks 2\nA 1 -- - - UUID keep 0\nN 2\n" + changes.joined())
    for number in stride(from: 1_099, through: 1_090, by: -1) {
      #expect(try session { try $0.undo() } != nil)
      #expect(try session { try $0.all() }.map(\.text.value) == ["keep \(number % 2)"])
    }
    #expect(try session { try $0.undo() } == nil)
  }

  @Test func aFileOfVersionOneHasNoHistoryButWhatThisProcessChanges() throws {
    defer { directory.remove() }
    try Data("puremvp-tasks 1\nT 1 -- a\nT 1 -c a\nT 2 -- b\n".utf8)
      .write(to: URL(fileURLWithPath: directory.file("tasks")))
    try session { repository in
      #expect(try repository.undo() == nil)
      _ = try add("c", 3, to: repository)
      #expect(try repository.undo() == [RevertedTask(undone: try item(3, "c"), restored: nil)])
      #expect(try repository.undo() == nil)
    }
  }

  @Test func aChangeThatChangesNothingIsNoStep() throws {
    defer { directory.remove() }
    try session { repository in
      _ = try add("a", 1, to: repository)
      try repository.removeAll()
      try repository.removeAll()  // nothing left: no record, no step
      try repository.remove(ids: [try item(7, "x").id])
      try repository.update([try item(8, "x")])
    }
    #expect(try contents() == "puremvp-tasks 2\nA 1 -- - - UUID a\nC\n")
    #expect(
      try session { try $0.undo() } == [RevertedTask(undone: nil, restored: try item(1, "a"))])
  }

  /// Both gateways against a plain array with a stack of its earlier states, over seeded
  /// random changes and undos; the file gateway is closed and reopened every few steps, so
  /// its history is read back from the journal again and again.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func bothGatewaysUndoLikeAStackOfEarlierStates(seed: UInt64) throws {
    defer { directory.remove() }
    let random = SeededRandomSource(seed: seed)
    let memory = InMemoryTaskRepository()
    var store = StoreDirectory(path: directory.path, mode: .readWrite)
    var file = FileTaskRepository(directory: store)
    var model: [TaskItem] = []
    var history: [[TaskItem]] = []
    func remember(_ state: [TaskItem]) {
      if history.count == TaskHistory.depth { history.removeFirst() }
      history.append(state)
    }
    for step in 1...600 {
      let choice = random.uniform(below: 100)
      let before = model
      if model.isEmpty || choice < 35 {
        let task = NewTask(text: try TaskText("task \(step)"), uuid: .sequential())
        let added = try memory.add(task)
        #expect(try file.add(task) == added)
        model.append(added)
      } else if choice < 55 {
        // One to three tasks changed as one step.
        var changed: [TaskItem] = []
        for _ in 0...random.uniform(below: 3) {
          let index = random.uniform(below: model.count)
          guard !changed.contains(where: { $0.id == model[index].id }) else { continue }
          model[index].isCompleted.toggle()
          // A completion time, and a star now and then: what an undo of a change of
          // flags puts back besides the check box.
          model[index].completedAt = 1_795_000_000 + Int64(step)
          if random.uniform(below: 3) == 0 { model[index].isFavorite.toggle() }
          if random.uniform(below: 2) == 0 { model[index].text = try TaskText("edited \(step)") }
          changed.append(model[index])
        }
        try memory.update(changed)
        try file.update(changed)
      } else if choice < 70 {
        let index = random.uniform(below: model.count)
        let id = model.remove(at: index).id
        memory.remove(ids: [id])
        try file.remove(ids: [id])
      } else if choice < 73 {
        try memory.removeAll()
        try file.removeAll()
        model.removeAll()
      } else {
        let expected = history.popLast()
        let fromMemory = memory.undo()
        let fromFile = try file.undo()
        #expect((fromMemory != nil) == (expected != nil), "undo at step \(step)")
        #expect((fromFile != nil) == (expected != nil), "undo at step \(step)")
        // Both say the same of each task: as the change left it, and as it is again.
        #expect(fromFile.map(Array.init) == fromMemory.map(Array.init), "undo at step \(step)")
        if let expected { model = expected }
      }
      // An undo (a non-empty list and a choice from 73) is no change of its own.
      if before != model, before.isEmpty || choice < 73 { remember(before) }
      #expect(try memory.all() == model, "in memory after step \(step)")
      #expect(try file.all() == model, "in the file after step \(step)")
      if step % 25 == 0 {
        try store.close()
        store = StoreDirectory(path: directory.path, mode: .readWrite)
        file = FileTaskRepository(directory: store)
      }
    }
    try store.close()
  }
}
