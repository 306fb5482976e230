import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// What a task brought from another program (`TaskItem.foreign`) in the store: saved with
/// the task, kept through changes, undo and compaction, nothing written for a task without
/// it, and files from before it still read.
@Suite struct TaskForeignDataTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  private func session<T>(_ body: (FileTaskRepository) throws -> T) throws -> T {
    try directory.withTaskGateway(body)
  }

  private func contents() throws -> String { try directory.tasksFileText() }

  private func write(_ text: String) throws { try directory.writeTasksFile(text) }

  /// Fields with every character the record escapes, and spaces.
  private static let fields = #"{"fields":{"project":"a b","note":"x\\y"}}"# + "\n\r\\"

  private func foreign() throws -> ForeignData {
    try #require(ForeignData(format: "taskwarrior", fields: Self.fields))
  }

  @Test func foreignDataIsSavedWithItsTaskAndKeptThroughChangesAndUndo() throws {
    defer { directory.remove() }
    let kept = try foreign()
    try session { repository in
      _ = try repository.add([
        NewTask(text: try TaskText("plain"), uuid: .numbered(1)),
        NewTask(text: try TaskText("kept"), createdAt: 5, uuid: .numbered(2), foreign: kept),
      ])
      let id = try #require(TaskID(2))
      var task = try #require(try repository.task(withID: id))
      task.isCompleted = true
      task.completedAt = 9
      task.foreign = kept.changed(at: 9)
      try repository.update([task])
    }
    let escaped = #"{"fields":{"project":"a b","note":"x\\\\y"}}\n\r\\"#
    #expect(
      try contents()
        == "puremvp-tasks 2\nG 2\n"
        + "A 1 -- - - 00000000-0000-4000-8000-000000000001 plain\n"
        + "A 2 --x 5 - 00000000-0000-4000-8000-000000000002 - taskwarrior \(escaped.utf8.count) \(escaped) kept\n"
        + "M 2 -cx 9 9 kept\n")
    let loaded = try session { try $0.all() }
    #expect(loaded.map(\.foreign) == [nil, kept.changed(at: 9)])
    // An undo puts the task back as it was, foreign data and no change time.
    let undone = try session { repository in
      _ = try repository.undo()
      return try repository.all()
    }
    #expect(undone.map(\.foreign) == [nil, kept])
    #expect(try session { try $0.all() }.map(\.foreign) == [nil, kept])
  }

  @Test func aRemovedTaskComesBackWithItsForeignData() throws {
    defer { directory.remove() }
    let kept = try foreign()
    try session { repository in
      _ = try repository.add([
        NewTask(text: try TaskText("kept"), uuid: .numbered(1), foreign: kept)
      ])
      try repository.remove(ids: [try #require(TaskID(1))])
      _ = try repository.undo()
    }
    #expect(try session { try $0.all() }.map(\.foreign) == [kept])
  }

  @Test func aCompactedStoreKeepsForeignData() throws {
    defer { directory.remove() }
    let kept = try foreign()
    try session { repository in
      _ = try repository.add([
        NewTask(text: try TaskText("kept"), uuid: .numbered(1), foreign: kept)
      ])
      for _ in 1...1_100 {
        let task = try repository.add(TaskText("gone"))
        try repository.remove(ids: [task.id])
      }
    }
    // Compacted: the live task with its foreign data, `N`, and the last ten changes again.
    let lines = try contents().split(separator: "\n")
    #expect(lines.count < 30, "compacted")
    #expect(lines.contains("N 1102"))
    #expect(lines.contains { $0.hasPrefix("A 1 ") && $0.hasSuffix(" kept") })
    #expect(try session { try $0.all() }.map(\.foreign) == [kept])
  }

  @Test func aStoreFromBeforeForeignDataLoadsWithNone() throws {
    defer { directory.remove() }
    try write(
      "puremvp-tasks 2\nA 1 f- 5 - 00000000-0000-4000-8000-000000000001 old\nM 1 fc 7 old\n")
    let tasks = try session { try $0.all() }
    #expect(tasks.map(\.text.value) == ["old"])
    #expect(tasks.map(\.foreign) == [nil])
    #expect(tasks.map(\.completedAt) == [7])
  }

  @Test(arguments: [
    // A length past the record, a format that is not one word, a change time on a task
    // that has no foreign data, a length cutting an escape.
    "A 1 --x - - 00000000-0000-4000-8000-000000000001 - taskwarrior 99 {} a",
    "A 1 --x - - 00000000-0000-4000-8000-000000000001 - Task 2 {} a",
    "A 1 -- - - 00000000-0000-4000-8000-000000000001 a\nM 1 -cx 1 1 a",
    "A 1 --x - - 00000000-0000-4000-8000-000000000001 - todotxt 1 \\ a",
    "A 1 --x - - 00000000-0000-4000-8000-000000000001 - todotxt 02 {} a",
  ])
  func aMalformedForeignFieldIsCorrupt(record: String) throws {
    defer { directory.remove() }
    try write("puremvp-tasks 2\n" + record + "\n")
    #expect(throws: DomainError.self) { try session { try $0.all() } }
  }
}
