import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// The file gateway keeps its last 10 changes in a compacted file as blocks of the records
/// that undo them (`H <lines> <bytes>`), which a load skips: a history of bulk changes,
/// whatever its size, leaves a later load the tasks alone to read, an undo reads its block
/// when it runs, and undos that bring back many tasks leave a file that loads as fast as a
/// fresh one.
@Suite struct TaskHistoryBlockTests {
  private let directory: TemporaryDirectory
  private static let size = 1_200

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
      decoding: try Data(contentsOf: URL(fileURLWithPath: directory.file("tasks"))), as: UTF8.self)
  }

  /// The lines of the file a load reads (not the header, not inside a block), and how many
  /// blocks it holds.
  private func loadedLinesAndBlocks() throws -> (lines: [Substring], blocks: Int) {
    var lines: [Substring] = []
    var blocks = 0
    var skipping = 0
    for line in try contents().split(separator: "\n").dropFirst() {
      if skipping > 0 {
        skipping -= 1
      } else if line.hasPrefix("H "), let count = Int(line.split(separator: " ")[1]) {
        skipping = count
        blocks += 1
      } else {
        lines.append(line)
      }
    }
    return (lines, blocks)
  }

  private func fill() throws {
    try session { repository in
      _ = try repository.add(
        (1...Self.size).map {
          NewTask(text: try TaskText("task \($0)"), uuid: .numbered(UInt64($0)))
        })
    }
  }

  /// Every task completed, or reopened, in one change of flags alone (as `toggle-all`).
  private func toggleAll(_ repository: FileTaskRepository) throws {
    let tasks = try repository.all()
    let complete = !tasks.allSatisfy(\.isCompleted)
    try repository.update(ids: tasks.map(\.id)) { task in
      task.isCompleted = complete
      task.completedAt = complete ? 1_767_261_600 : nil
    }
  }

  @Test func aHistoryOfBulkChangesLeavesALoadTheTasksAlone() throws {
    defer { directory.remove() }
    try fill()
    for _ in 1...5 { try session(toggleAll) }
    // Every task completed, then removed (as `clear-completed`): the close compacts.
    try session { repository in try repository.remove(ids: try repository.all().map(\.id)) }
    let (lines, blocks) = try loadedLinesAndBlocks()
    #expect(lines == ["N \(Self.size + 1)"])
    #expect(blocks == 7)  // the removal, five toggles, the add
    // The undo reads the newest block: the tasks come back, completed.
    let undone = try session { try $0.undo() }
    #expect(undone?.count == Self.size)
    #expect(undone?.allSatisfy { $0.undone == nil && $0.restored?.isCompleted == true } == true)
    #expect(try session { try $0.all() }.count == Self.size)
  }

  @Test func aFileKeepsAtMostTenChangesHoweverManyAreMade() throws {
    defer { directory.remove() }
    try fill()
    for _ in 1...25 { try session(toggleAll) }
    let (lines, blocks) = try loadedLinesAndBlocks()
    // At most twice the tasks and 1,000 more past a compaction: the rule for dead records.
    #expect(lines.count <= 3 * (Self.size + 1) + 1_000)
    #expect(blocks <= TaskHistory.depth)
    for _ in 1...TaskHistory.depth { #expect(try session { try $0.undo() } != nil) }
    #expect(try session { try $0.undo() } == nil)
  }

  /// Undos across compactions, one process each, give back each earlier state in turn.
  @Test func eachUndoGivesBackTheStateBeforeItsChangeAcrossCompactions() throws {
    defer { directory.remove() }
    try fill()
    var states = [try session { try $0.all() }]
    let changes: [(FileTaskRepository) throws -> Void] = [
      toggleAll,
      { repository in
        var task = try repository.all()[4]
        task.text = try TaskText("edited")
        try repository.update([task])
      },
      { try $0.remove(ids: Array(try $0.all().map(\.id)[10..<20])) },
      toggleAll,
      { try $0.removeAll() },
      { _ = try $0.add(try TaskText("after")) },
      { _ = try $0.add(try TaskText("more")) },
      { try $0.remove(ids: try $0.all().map(\.id)) },
      { _ = try $0.add(try TaskText("last")) },
      toggleAll,
    ]
    for change in changes {
      try session(change)
      states.append(try session { try $0.all() })
    }
    #expect(try loadedLinesAndBlocks().blocks > 0)
    for state in states.dropLast().reversed() {
      #expect(try session { try $0.undo() } != nil)
      #expect(try session { try $0.all() } == state)
    }
    #expect(try session { try $0.undo() } == nil)
  }

  /// A session holds the store per command: the compaction at a command's end moves the
  /// history into blocks of the new file, which the next command's undo reads there.
  @Test func aSessionUndoesFromTheFileItCompacted() throws {
    defer { directory.remove() }
    try fill()
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    store.locking = .perCommand
    let repository = FileTaskRepository(directory: store)
    func command(_ body: () throws -> Void) throws {
      store.beginCommand()
      try body()
      try store.endCommand()
      try store.release()
    }
    var states: [[TaskItem]] = []
    for _ in 1...3 {
      try command { states.append(try repository.all()) }
      try command { try toggleAll(repository) }
    }
    #expect(try loadedLinesAndBlocks().blocks > 0)
    for state in states.reversed() {
      var undone: RevertedTasks?
      var now: [TaskItem] = []
      try command { undone = try repository.undo() }
      try command { now = try repository.all() }
      #expect(undone != nil)
      #expect(now == state)
    }
    try store.close()
  }

  /// A load never reads a block: a damaged one is met by the undo that reads it.
  @Test func onlyAnUndoReadsABlock() throws {
    defer { directory.remove() }
    try fill()
    // The second compacts the file: both are blocks.
    for _ in 1...2 { try session(toggleAll) }
    let text = try contents()
    let (lines, blocks) = try loadedLinesAndBlocks()
    #expect(blocks > 0 && lines.count == Self.size + 1)
    // The newest block's first record, its kind made unknown (same length).
    guard let head = text.range(of: "\nH "), let record = text[head.upperBound...].range(of: "\nM ")
    else { throw DomainError.invalidTaskID("no block") }
    var damaged = text
    damaged.replaceSubrange(record, with: "\nQ ")
    try Data(damaged.utf8).write(to: URL(fileURLWithPath: directory.file("tasks")))
    #expect(try session { try $0.all() }.count == Self.size)
    #expect(throws: DomainError.self) { try session { try $0.undo() } }
  }

  @Test(arguments: [
    "H 1 9999\n", "H 1\n", "H 01 5\nD 1\n", "H 1 x\n", "H 5 4\nD 1\n",
    "H 9223372036854775807 4\nD 1\n",
  ])
  func aBlockLineThatDoesNotHoldIsCorrupt(line: String) throws {
    defer { directory.remove() }
    try Data(("puremvp-tasks 2\nA 1 -- - - - a\nN 2\n" + line).utf8)
      .write(to: URL(fileURLWithPath: directory.file("tasks")))
    #expect(throws: DomainError.self) { try session { try $0.all() } }
  }

  /// Tasks an undo brought back are `R` records, which load through the general reader: a
  /// process whose undos brought back more than 1,000 compacts the file, which then holds
  /// them as `A`s.
  @Test func anUndoThatBringsBackManyTasksLeavesThemAsAdds() throws {
    defer { directory.remove() }
    try fill()
    try session { try $0.removeAll() }
    _ = try session { try $0.undo() }
    let (lines, _) = try loadedLinesAndBlocks()
    #expect(lines.filter { $0.hasPrefix("A ") }.count == Self.size)
    #expect(!lines.contains { $0.hasPrefix("R ") })
    #expect(try session { try $0.all() }.count == Self.size)
  }
}
