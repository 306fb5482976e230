import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// A group longer than several of the pieces a load reads at once (`complete-all` of many
/// tasks, or its undo) is counted ahead in the file and then applied piece by piece, never
/// held whole: it loads as a whole read would, and is still a torn tail, dropped and cut off
/// before the next append, when the file ends inside it.
@Suite struct TaskLongGroupLoadTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  private static let tasks = 30_000

  private func text(_ id: Int) -> String { "task \(id) of a store with one long group" }

  /// Adds of `tasks` tasks, then one group completing each of them; the group is over four
  /// pieces long.
  private func file() -> (head: String, group: String) {
    var head = "puremvp-tasks 2\n"
    for id in 1...Self.tasks {
      head += "A \(id) -- - - \(TaskUUID.numbered(UInt64(id))) \(text(id))\n"
    }
    var group = "G \(Self.tasks)\n"
    for id in 1...Self.tasks { group += "M \(id) -c - \(text(id))\n" }
    return (head, group)
  }

  @Test func aGroupOfSeveralPiecesIsAppliedWholeAndWhatFollowsIt() throws {
    defer { directory.remove() }
    let (head, group) = file()
    #expect(group.utf8.count > 4 * Journal.loadChunkSize)
    let last = Self.tasks + 1
    try directory.writeTasksFile(
      head + group + "A \(last) -- - - \(TaskUUID.numbered(UInt64(last))) last\n")
    let tasks = try directory.withTaskGateway { try $0.all() }
    #expect(tasks.count == Self.tasks + 1)
    #expect(tasks.prefix(Self.tasks).allSatisfy { $0.isCompleted })
    #expect(tasks.last?.isCompleted == false)
    #expect(tasks.map(\.text.value) == (1...Self.tasks).map(text) + ["last"])
  }

  @Test(arguments: [1, 2, 3])
  func aGroupOfSeveralPiecesCutShortIsATornTail(piecesIn: Int) throws {
    defer { directory.remove() }
    let (head, group) = file()
    #expect(group.utf8.count > 4 * Journal.loadChunkSize)
    // Cut inside a record, `piecesIn` pieces after the group's head.
    let cut = head.utf8.count + piecesIn * Journal.loadChunkSize + 7
    let torn = String(decoding: Array((head + group).utf8)[..<cut], as: UTF8.self)
    try directory.writeTasksFile(torn)
    let tasks = try directory.withTaskGateway { try $0.all() }
    #expect(tasks.count == Self.tasks)
    #expect(!tasks.contains { $0.isCompleted })
    // The next append cuts the torn group off first.
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    _ = try FileTaskRepository(directory: store).add(TaskText("after"))
    try store.close()
    let text = try directory.tasksFileText()
    #expect(text.hasPrefix(head))
    #expect(!text.contains("G \(Self.tasks)"))
    let reloaded = try directory.withTaskGateway { try $0.all() }
    #expect(reloaded.count == Self.tasks + 1)
    #expect(reloaded.last?.text.value == "after")
  }

  @Test func aRecordRefusedDeepInsideALongGroupIsNamedByItsLine() throws {
    defer { directory.remove() }
    let (head, group) = file()
    // The 20,000th record of the group changes a task that does not exist.
    let bad = group.replacingOccurrences(of: "M 20000 -c - ", with: "M 99999 -c - ")
    try directory.writeTasksFile(head + bad)
    let line = 1 + Self.tasks + 1 + 20_000
    #expect(
      throws: DomainError.store(
        .corrupt(path: directory.file("tasks"), line: line, problem: .inconsistentRecord))
    ) { try directory.withTaskGateway { try $0.all() } }
  }

  @Test func aGroupCountingMoreRecordsThanTheFileHoldsIsCutNotReadIntoWhatFollows() throws {
    defer { directory.remove() }
    let (head, group) = file()
    // A head that claims one record more than the file holds: a torn tail, whatever comes.
    let longer = group.replacingOccurrences(of: "G \(Self.tasks)\n", with: "G \(Self.tasks + 1)\n")
    try directory.writeTasksFile(head + longer)
    let tasks = try directory.withTaskGateway { try $0.all() }
    #expect(tasks.count == Self.tasks)
    #expect(!tasks.contains { $0.isCompleted })
  }
}
