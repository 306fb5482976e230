import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// A command's records are saved together: written only when it ends, several of them as a
/// `G <count>` group that is applied on load only when whole.
@Suite struct TaskGroupTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  private func text() throws -> String {
    String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: directory.file("tasks"))), as: UTF8.self
    ).maskingUUIDs
  }

  private func write(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory.file("tasks")))
  }

  private func all() throws -> [TaskItem] {
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    defer { try? store.close() }
    return try FileTaskRepository(directory: store).all()
  }

  @Test func severalRecordsOfOneCommandAreOneGroup() throws {
    defer { directory.remove() }
    try directory.withTaskCommand { repository in
      _ = try repository.add(TaskText("a"))
      _ = try repository.add(TaskText("b"))
    }
    try directory.withTaskCommand { _ = try $0.add(TaskText("c")) }
    #expect(
      try text()
        == "puremvp-tasks 2\nG 2\nA 1 -- - - UUID a\nA 2 -- - - UUID b\nA 3 -- - - UUID c\n")
    #expect(try all().map(\.text.value) == ["a", "b", "c"])
  }

  @Test func nothingIsWrittenInTheMiddleOfACommandHoweverLargeItGrows() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let repository = FileTaskRepository(directory: store)
    store.beginCommand()
    // Far more than the 64 KiB a batch holds.
    for _ in 1...3_000 { _ = try repository.add(TaskText(String(repeating: "x", count: 70))) }
    #expect(!FileManager.default.fileExists(atPath: directory.file("tasks")))
    try store.endCommand()
    #expect(try text().hasPrefix("puremvp-tasks 2\nG 3000\nA 1 "))
    try store.close()
  }

  @Test func anIncompleteGroupAtTheEndIsDroppedAndCutOffBeforeTheNextAppend() throws {
    defer { directory.remove() }
    let uuid1 = TaskUUID.numbered(1)
    let uuid2 = TaskUUID.numbered(2)
    try write("puremvp-tasks 2\nA 1 -- - - \(uuid1) a\nA 2 -- - - \(uuid2) b\nG 2\nM 1 -c - a\n")
    #expect(try all().map(\.isCompleted) == [false, false])
    try directory.withTaskCommand { _ = try $0.add(TaskText("c")) }
    #expect(
      try text() == "puremvp-tasks 2\nA 1 -- - - UUID a\nA 2 -- - - UUID b\nA 3 -- - - UUID c\n")
  }

  @Test func anIncompleteGroupFollowedByAnotherRecordIsCorrupt() throws {
    defer { directory.remove() }
    let bytes = "puremvp-tasks 2\nA 1 -- - - - a\nA 2 -- - - - b\nG 2\nM 1 -c - a\nG 2\nD 1\nD 2\n"
    try write(bytes)
    #expect(
      throws: DomainError.store(
        .corrupt(path: directory.file("tasks"), line: 6, problem: .incompleteGroup))
    ) { try all() }
    #expect(try text() == bytes)
  }

  @Test func aVersionOneStoreIsReadAsItIsAndRewrittenBeforeItsFirstAppend() throws {
    defer { directory.remove() }
    let old = "puremvp-tasks 1\nT 1 -- a\nT 2 f- b\nT 1 -c a\nD 2\nT 3 -- c\n"
    try write(old)
    #expect(try all().map(\.id.rawValue) == [1, 3])
    // Reading changes nothing.
    #expect(try text() == old)
    try directory.withTaskCommand { repository in
      var task = try #require(try repository.task(withID: TaskID(3)!))
      task.isFavorite = true
      try repository.update([task])
    }
    #expect(
      try text() == "puremvp-tasks 2\nA 1 -c - - UUID a\nA 3 -- - - UUID c\nN 4\nM 3 f- - c\n")
  }

  @Test func aRestoreBringsBackARemovedTaskInItsPlace() throws {
    defer { directory.remove() }
    try write(
      "puremvp-tasks 2\nA 1 -- - - - a\nA 2 -- - - - b\nA 3 -- - - - c\nD 2\n"
        + "R 2 f- 1767225600 - 6ba7b810-9dad-11d1-80b4-00c04fd430c8 b\n")
    let tasks = try all()
    #expect(tasks.map(\.id.rawValue) == [1, 2, 3])
    #expect(tasks.map(\.isFavorite) == [false, true, false])
  }

  /// A file over four times what a load reads at once, with a group across a boundary:
  /// read in pieces, it loads as a whole read would.
  @Test(arguments: [true, false])
  func aGroupAcrossTheLoadsPiecesIsReadWhole(isCutShort: Bool) throws {
    defer { directory.remove() }
    let text = String(repeating: "x", count: 70)
    var file = "puremvp-tasks 2\n"
    for id in 1...12_000 { file += "A \(id) -- - - - \(text)\n" }
    file += "G 3000\n"
    for id in 1...3_000 { file += "M \(id) -c - \(text)\n" }
    let cut = file.utf8.count - 50
    if isCutShort { file = String(decoding: Array(file.utf8)[..<cut], as: UTF8.self) }
    #expect(file.utf8.count > 4 * Journal.loadChunkSize)
    try write(file)
    let completed = try all().filter(\.isCompleted).count
    #expect(completed == (isCutShort ? 0 : 3_000))
    #expect(try all().count == 12_000)
  }
}
