import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// An add into a store whose file is as a process of ours sealed it appends without loading
/// the file (`StoreSeal`): it must give the ID a load would have, keep every guarantee a
/// loaded add keeps, and never append to a file the seal does not vouch for.
@Suite struct TaskSealedAddTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Adds `text`, whose UUID is drawn from it: each test's texts differ.
  private func add(_ text: String, to repository: FileTaskRepository) throws -> TaskItem {
    let seed = text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) {
      ($0 ^ UInt64($1)) &* 1_099_511_628_211
    }
    return try repository.add(
      NewTask(
        text: try TaskText(text), createdAt: 1_767_258_000,
        uuid: .random(using: SeededRandomSource(seed: seed))))
  }

  /// Three tasks, the second removed: the next ID (4) is not one more than the live count.
  private func sealedStore() throws {
    try directory.withTaskGateway { repository in
      for text in ["one", "two", "three"] { _ = try add(text, to: repository) }
      try repository.remove(ids: [try #require(TaskID(2))])
    }
  }

  private func texts() throws -> [String] {
    try directory.withTaskGateway { try $0.all().map(\.text.value) }
  }

  private func ids() throws -> [Int] {
    try directory.withTaskGateway { try $0.all().map(\.id.rawValue) }
  }

  @Test func anAddIntoASealedStoreGetsTheIDALoadWouldGive() throws {
    try sealedStore()
    let found = try StoreDirectory(path: directory.path, mode: .readWrite).sealForTesting()
    let seal = try #require(found)
    #expect(seal.note == 4)
    let added = try directory.withTaskGateway { try add("four", to: $0) }
    #expect(added.id.rawValue == 4)
    // Two processes in a row, each from the seal the one before left.
    let next = try directory.withTaskGateway { try add("five", to: $0) }
    #expect(next.id.rawValue == 5)
    #expect(try ids() == [1, 3, 4, 5])
    #expect(try texts() == ["one", "three", "four", "five"])
  }

  @Test func aFileChangedSinceItsSealIsLoadedAndACorruptOneIsRefusedUnchanged() throws {
    try sealedStore()
    // Another program appends a line that is no record: the stamp no longer matches.
    let corrupt = try directory.tasksFileText() + "this is no record\n"
    try directory.writeTasksFile(corrupt)
    #expect(throws: DomainError.self) {
      try directory.withTaskGateway { try add("four", to: $0) }
    }
    #expect(try directory.tasksFileText() == corrupt)
  }

  @Test func aTornTailAfterTheSealIsCutBeforeTheAdd() throws {
    try sealedStore()
    let whole = try directory.tasksFileText()
    // What a writer killed in the middle of a record leaves.
    try directory.writeTasksFile(whole + "A 4 -- 17672")
    let added = try directory.withTaskGateway { try add("four", to: $0) }
    #expect(added.id.rawValue == 4)
    let text = try directory.tasksFileText()
    #expect(text.hasPrefix(whole))
    #expect(text.dropFirst(whole.count).split(separator: "\n").count == 1)
    #expect(try texts() == ["one", "three", "four"])
  }

  @Test func manyAddsWithoutALoadNeverCompactFromAnEmptyState() throws {
    try sealedStore()
    // Far more records than a compaction waits for; the process never loads the file.
    try directory.withTaskGateway { repository in
      for number in 1...1_500 { _ = try add("added \(number)", to: repository) }
    }
    #expect(try ids() == [1, 3] + Array(4...1_503))
  }

  @Test func aLoadAfterAnUnloadedAddInTheSameCommandHasIt() throws {
    try sealedStore()
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let repository = FileTaskRepository(directory: store)
    store.beginCommand()
    let added = try add("four", to: repository)
    // The add waits in the journal's buffer with its command; a read loads the file.
    #expect(try repository.all().map(\.id.rawValue) == [1, 3, 4])
    try store.endCommand()
    let after = try add("five", to: repository)
    #expect(after.id.rawValue == 5)
    try store.close()
    #expect(added.id.rawValue == 4)
    #expect(try ids() == [1, 3, 4, 5])
    // The adds are the latest changes, undone one by one by the next process.
    try directory.withTaskGateway { _ = try $0.undo() }
    #expect(try ids() == [1, 3, 4])
  }

  @Test func aLockFileThatHoldsNoSealOnlyCostsALoad() throws {
    try sealedStore()
    let garbage = [
      "", "tasks 1 2 3\n", "tasks 1 2 3 4 5 6 7 8", "tasks -1 2 3 4 5 6 7 8\n", "\u{0}\n",
    ]
    for (number, content) in garbage.enumerated() {
      try Data(content.utf8).write(to: URL(fileURLWithPath: directory.file(".lock")))
      let added = try directory.withTaskGateway { try add("again \(number)", to: $0) }
      #expect(added.id == (try directory.withTaskGateway { try $0.all().last?.id }))
    }
    #expect(try ids() == [1, 3, 4, 5, 6, 7, 8])
  }
}

extension StoreDirectory {
  /// The tasks file's seal, read under the lock as a process would.
  fileprivate func sealForTesting() throws -> StoreSeal? {
    try open()
    defer { try? close() }
    return seal(named: "tasks")
  }
}
