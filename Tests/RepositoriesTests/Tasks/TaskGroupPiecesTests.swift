import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// The bulk changes of the file gateway, and their undos, are groups written in pieces as
/// their records come (`Journal.appendGroup`): a change of a million tasks holds a piece
/// of its records, not all of them. The file stays whole commands or a torn tail.
@Suite struct TaskGroupPiecesTests {
  private let directory: TemporaryDirectory
  /// Enough tasks that even their removal (`D <id>`, some 8 bytes each) is several
  /// pieces of 256 KiB.
  private static let taskCount = 40_000

  init() throws { directory = try TemporaryDirectory() }

  private var path: String { directory.file("tasks") }

  private func bytes() -> [UInt8] {
    FileManager.default.contents(atPath: path).map { Array($0) } ?? []
  }

  /// A store of `taskCount` tasks, written as a file of adds.
  @discardableResult
  private func writeStore() throws -> [UInt8] {
    var text = "puremvp-tasks 2\n"
    for number in 1...Self.taskCount {
      text += "A \(number) -- - - \(TaskUUID.numbered(UInt64(number))) Task number \(number)\n"
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return Array(text.utf8)
  }

  /// Runs `body` in one command of one process, and answers how many bytes the file grew by
  /// before the command ended.
  @discardableResult
  private func command(_ body: (FileTaskRepository) throws -> Void) throws -> Int {
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let repository = FileTaskRepository(directory: store)
    _ = try repository.count()
    let before = bytes().count
    store.beginCommand()
    try body(repository)
    let grown = bytes().count - before
    try store.endCommand()
    try store.close()
    return grown
  }

  private func all() throws -> [TaskItem] {
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    defer { try? store.close() }
    return try FileTaskRepository(directory: store).all()
  }

  /// The bulk changes: each with what it leaves of the tasks' IDs, and of their favorites.
  enum Change: CaseIterable {
    case favoriteAll, updateAll, removeRising, removeFalling, removeAll

    func run(on repository: FileTaskRepository) throws {
      let ids = (1...TaskGroupPiecesTests.taskCount).compactMap { TaskID($0) }
      switch self {
      case .favoriteAll: try repository.update(ids: ids) { $0.isFavorite = true }
      case .updateAll:
        let text = try TaskText("new")
        try repository.update(ids: ids) { $0.text = text }
      case .removeRising: try repository.remove(ids: ids)
      case .removeFalling: try repository.remove(ids: ids.reversed())
      case .removeAll: try repository.removeAll()
      }
    }
  }

  @Test(arguments: Change.allCases)
  func aBulkChangeAndItsUndoReachTheFileInPiecesAndLoadAsTheyWere(change: Change) throws {
    defer { directory.remove() }
    try writeStore()
    let tasks = try all()
    // The removal of every task is one `C`: nothing to write in pieces.
    let changed = try command { try change.run(on: $0) }
    if change != .removeAll { #expect(changed > 256 * 1_024) }
    let left = try all()
    switch change {
    case .favoriteAll: #expect(left.allSatisfy(\.isFavorite) && left.count == tasks.count)
    case .updateAll: #expect(left.allSatisfy { $0.text.value == "new" })
    case .removeRising, .removeFalling, .removeAll: #expect(left.isEmpty)
    }
    // The undo is written in pieces while the command runs, and a later process loads it.
    var undoneCount: Int?
    let undone = try command { undoneCount = try $0.undo()?.count }
    #expect(undoneCount == Self.taskCount)
    #expect(undone > 256 * 1_024)
    #expect(try all() == tasks)
  }

  @Test func aFileCutInsideAGroupWrittenInPiecesLoadsAsBeforeItAndTakesTheNextCommand() throws {
    defer { directory.remove() }
    let original = try writeStore()
    try command { try Change.favoriteAll.run(on: $0) }
    let full = bytes()
    let head = Array("G \(Self.taskCount)\n".utf8)
    #expect(Array(full[original.count..<original.count + head.count]) == head)
    // Cut after the head, inside the first piece, after it (at a line's end and inside a
    // line), and just before the last newline.
    let lineEnd =
      try #require(full[(original.count + 300_000)...].firstIndex(of: UInt8(ascii: "\n"))) + 1
    let cuts = [
      original.count + head.count, original.count + 1_000, lineEnd, lineEnd + 5,
      full.count - 1,
    ]
    for cut in cuts {
      try Data(full[..<cut]).write(to: URL(fileURLWithPath: path))
      let loaded = try all()
      #expect(loaded.count == Self.taskCount && !loaded.contains(where: \.isFavorite), "cut \(cut)")
      try command { _ = try $0.add(TaskText("next")) }
      let after = bytes()
      #expect(after.starts(with: original), "cut \(cut)")
      let added = String(decoding: after[original.count...], as: UTF8.self)
      #expect(added.hasPrefix("A \(Self.taskCount + 1) -- "), "cut \(cut): \(added.prefix(40))")
      #expect(added.hasSuffix(" next\n") && added.filter { $0 == "\n" }.count == 1, "cut \(cut)")
      #expect(try all().count == Self.taskCount + 1, "cut \(cut)")
    }
  }
}
