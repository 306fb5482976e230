import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

@Suite struct FileTaskRepositoryTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Runs `body` as one process would: open the store, use the gateway, close the store.
  private func session<T>(
    mode: StoreDirectory.Mode = .readWrite, path: String? = nil,
    _ body: (FileTaskRepository) throws -> T
  ) throws -> T {
    let store = StoreDirectory(path: path ?? directory.path, mode: mode)
    let repository = FileTaskRepository(directory: store)
    let result = try body(repository)
    try store.close()
    return result
  }

  private func contents(_ name: String = "tasks") throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: directory.file(name)))
  }

  private func write(_ text: String, to name: String = "tasks") throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory.file(name)))
  }

  @Test func tasksSurviveAcrossProcesses() throws {
    defer { directory.remove() }
    try session { repository in
      let first = try repository.add(TaskText("Buy milk"))
      _ = try repository.add(TaskText("line\nbreak \\ backslash"))
      var changed = first
      changed.isFavorite = true
      changed.isCompleted = true
      try repository.update([changed])
    }
    let tasks = try session { try $0.all() }
    #expect(tasks.map(\.id.rawValue) == [1, 2])
    #expect(tasks.map(\.text.value) == ["Buy milk", "line\nbreak \\ backslash"])
    #expect(tasks.map(\.isFavorite) == [true, false])
    #expect(tasks.map(\.isCompleted) == [true, false])
  }

  @Test func idsAreNeverReusedAfterRemoveAllEvenAcrossCompaction() throws {
    defer { directory.remove() }
    try session { repository in
      for number in 1...1_500 { _ = try repository.add(TaskText("task \(number)")) }
      try repository.removeAll()
    }
    try session { repository in
      for _ in 1...2_000 { _ = try repository.add(TaskText("again")) }
      try repository.removeAll()
      for _ in 1...10 { _ = try repository.add(TaskText("last")) }
      try repository.removeAll()
    }
    // The second session's file held 3,510 adds and three clears: compacted, keeping the
    // last ten changes (nine adds and a clear) as the records that undo them, newest first,
    // with `N` past every ID handed out.
    let text = String(decoding: try contents(), as: UTF8.self).maskingUUIDs
    let clear = maskedBlock((3_501...3_510).map { "R \($0) -- - - UUID last" })
    let adds = stride(from: 3_510, through: 3_502, by: -1).map { maskedBlock(["D \($0)"]) }
    #expect(text == "puremvp-tasks 2\nN 3511\n" + clear + adds.joined())
    let next = try session { try $0.add(TaskText("after")) }
    #expect(next.id.rawValue == 3_511)
  }

  /// Found by the `tasks` fuzz target: the compacted file listed `N` before the live tasks,
  /// so their lower IDs read as updates of unknown tasks and the store was refused as corrupt.
  @Test func aCompactedStoreKeepsItsLiveTasksReadable() throws {
    defer { directory.remove() }
    try session { repository in
      _ = try repository.add(TaskText("keep"))
      for _ in 1...1_100 {
        let task = try repository.add(TaskText("gone"))
        try repository.remove(ids: [task.id])
      }
    }
    let text = String(decoding: try contents(), as: UTF8.self).maskingUUIDs
    // The live task before `N`, then the last ten changes as the records that undo them.
    let changes = stride(from: 1_101, through: 1_097, by: -1).map {
      maskedBlock(["R \($0) -- - - UUID gone"]) + maskedBlock(["D \($0)"])
    }
    #expect(text == "puremvp-tasks 2\nA 1 -- - - UUID keep\nN 1102\n" + changes.joined())
    let tasks = try session { try $0.all() }
    #expect(tasks.map(\.text.value) == ["keep"])
    let next = try session { try $0.add(TaskText("after")) }
    #expect(next.id.rawValue == 1_102)
  }

  @Test func theStoreIsCreatedPrivate() throws {
    defer { directory.remove() }
    let store = directory.file("nested/store")
    try session(path: store) { _ = try $0.add(TaskText("x")) }
    let directoryMode = try FileManager.default.attributesOfItem(atPath: store)[.posixPermissions]
    let fileMode = try FileManager.default.attributesOfItem(atPath: store + "/tasks")[
      .posixPermissions]
    #expect(directoryMode as? Int == 0o700)
    #expect(fileMode as? Int == 0o600)
  }

  @Test func readingAnEmptyStoreWritesNothing() throws {
    defer { directory.remove() }
    #expect(try session { try $0.all() }.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: directory.file("tasks")))
  }

  @Test(arguments: [
    ("puremvp-tasks 1\nT 1 -- a\nX what\n", 3, StoreProblem.malformedRecord),
    ("puremvp-tasks 1\nT 1 -- a\nT 1 x- a\n", 3, .malformedRecord),
    ("puremvp-tasks 1\nT 2 -- a\nT 1 -- b\n", 3, .inconsistentRecord),
    ("puremvp-tasks 1\nD 4\n", 2, .inconsistentRecord),
    ("puremvp-tasks 1\nT 0 -- a\n", 2, .malformedRecord),
    ("puremvp-tasks 1\nT 1 --  padded\n", 2, .malformedRecord),
    ("puremvp-tasks 1\nT 1 -- bad \\q escape\n", 2, .malformedRecord),
    ("puremvp-tasks 3\nA 1 -- - - - a\n", 1, .unsupportedVersion(found: "3")),
    ("hello\n", 1, .missingHeader(expected: "puremvp-tasks 2")),
    ("puremvp-tasks 2\nA 1 -- - - - a\nA 1 -- - - - a\n", 3, .inconsistentRecord),
    (
      "puremvp-tasks 2\nA 1 -c 1767225600 1767229200 - a\nM 1 -- 1767229200 a\n", 3,
      .malformedRecord
    ),
    ("puremvp-tasks 2\nA 1 -- - - 6BA7B810-9DAD-11D1-80B4-00C04FD430C8 a\n", 2, .malformedRecord),
    ("puremvp-tasks 2\nA 1 -- - - 6ba7b810-9dad-11d1-80b4-00c04fd430c a\n", 2, .malformedRecord),
    ("puremvp-tasks 2\nA 1 -- 01 - - a\n", 2, .malformedRecord),
    ("puremvp-tasks 2\nA 1 -- -0 - - a\n", 2, .malformedRecord),
    ("puremvp-tasks 2\nA 1 -- 9223372036854775808 - - a\n", 2, .malformedRecord),
    ("puremvp-tasks 2\nA 1 -- -9223372036854775808 - - a\n", 2, .malformedRecord),
    ("puremvp-tasks 2\nA 1 -- - 1767225600 - a\n", 2, .malformedRecord),
    (
      "puremvp-tasks 2\nA 1 -- - - 6ba7b810-9dad-11d1-80b4-00c04fd430c8 a\n"
        + "A 2 -- - - 6ba7b810-9dad-11d1-80b4-00c04fd430c8 b\n", 3, .duplicateUUID
    ),
    (
      "puremvp-tasks 2\nA 1 -- - - 00000000-0000-0000-0000-000000000000 a\n"
        + "A 2 -- - - 00000000-0000-0000-0000-000000000000 b\n", 3, .duplicateUUID
    ),
    (
      "puremvp-tasks 2\nA 1 -- - - 6ba7b810-9dad-11d1-80b4-00c04fd430c8 a\nD 1\n"
        + "A 2 -- - - 6ba7b810-9dad-11d1-80b4-00c04fd430c8 b\n"
        + "R 1 -- - - 6ba7b810-9dad-11d1-80b4-00c04fd430c8 a\n", 5, .duplicateUUID
    ),
    ("puremvp-tasks 2\nG 2\nA 1 -- - - - a\n# comment\nA 2 -- - - - b\n", 4, .incompleteGroup),
    ("puremvp-tasks 1\nT 1 -- a\u{0}b\n", 2, .notText),
  ])
  func aCorruptFileIsRefusedWithItsLineAndLeftUntouched(
    text: String, line: Int, problem: StoreProblem
  ) throws {
    defer { directory.remove() }
    try write(text)
    let before = try contents()
    let path = directory.file("tasks")
    #expect(throws: DomainError.store(.corrupt(path: path, line: line, problem: problem))) {
      try session { _ = try $0.add(TaskText("more")) }
    }
    #expect(try contents() == before)
  }

  @Test func invalidUTF8IsRefused() throws {
    defer { directory.remove() }
    var bytes = Array("puremvp-tasks 1\nT 1 -- ".utf8)
    bytes += [0xC0, 0xAF, 0x0A]  // an overlong encoding of "/"
    try Data(bytes).write(to: URL(fileURLWithPath: directory.file("tasks")))
    #expect(
      throws: DomainError.store(
        .corrupt(path: directory.file("tasks"), line: 2, problem: .notText))
    ) { try session { try $0.all() } }
    #expect(try contents() == Data(bytes))
  }

  @Test func anEmptyFileIsRefused() throws {
    defer { directory.remove() }
    try write("")
    #expect(
      throws: DomainError.store(.corrupt(path: directory.file("tasks"), line: nil, problem: .empty))
    ) { try session { try $0.all() } }
  }

  @Test func aTornTailIsDroppedAndCutOffBeforeTheNextAppend() throws {
    defer { directory.remove() }
    try write("puremvp-tasks 1\nT 1 -- a\nT 2 -- half wri")
    #expect(try session { try $0.all() }.map(\.text.value) == ["a"])
    let added = try session { try $0.add(TaskText("b")) }
    #expect(added.id.rawValue == 2)
    // The version-1 file was rewritten in version 2 before the append, from what it held.
    #expect(
      String(decoding: try contents(), as: UTF8.self).maskingUUIDs
        == "puremvp-tasks 2\nA 1 -- - - UUID a\nN 2\nA 2 -- - - UUID b\n")
  }

  @Test func fixturesAreReadButNeverWritten() throws {
    defer { directory.remove() }
    try write(
      "\u{FEFF}puremvp-tasks 1\r\n# a hand-written fixture\r\nT 3 f- Starred\r\nT 5 -c Done")
    let before = try contents()
    let tasks = try session(mode: .readOnly) { repository in
      _ = try repository.add(TaskText("kept in memory"))
      return try repository.all()
    }
    #expect(tasks.map(\.id.rawValue) == [3, 5, 6])
    #expect(try contents() == before)
  }

  @Test func aStorePathThatIsAFileCannotBeWritten() throws {
    defer { directory.remove() }
    try write("not a directory", to: "file")
    let path = directory.file("file")
    #expect(throws: DomainError.store(.unwritable(path: path, reason: .notADirectory))) {
      try session(path: path) { try $0.all() }
    }
  }

  @Test func missingFixturesAreUnreadable() throws {
    defer { directory.remove() }
    let path = directory.file("absent")
    #expect(throws: DomainError.store(.fixturesUnreadable(path: path))) {
      try session(mode: .readOnly, path: path) { try $0.all() }
    }
  }
}
