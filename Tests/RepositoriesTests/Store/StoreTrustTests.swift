import Domain
import Foundation
import Repositories
import StoreEngine
import SystemInterface
import TestSupport
import Testing

/// The pieces of a store that no other user may steer: temporary names nobody can guess,
/// files created only where nothing is, and a close that finishes every journal it can.
@Suite struct StoreTrustTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  @Test func aTemporaryNameCannotBeGuessedFromThePID() {
    defer { directory.remove() }
    let names = (0..<100).map { _ in POSIX.temporaryName(for: "tasks") }
    #expect(Set(names).count == names.count)
    #expect(!names.contains("tasks.tmp-\(getpid())"))
    for name in names {
      #expect(name.hasPrefix("tasks.tmp-") && name.count == "tasks.tmp-".count + 16, "\(name)")
      // What a later process removes as stale must include what this one creates.
      #expect(POSIX.isTemporaryName(name, of: ["tasks"]), "\(name)")
    }
    #expect(!POSIX.isTemporaryName("tasks.tmp-1", of: ["session"]))
  }

  @Test(arguments: ["link", "file"])
  func creatingWhereSomethingIsFailsInsteadOfFollowingOrTruncating(kind: String) throws {
    defer { directory.remove() }
    let victim = directory.file("victim")
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    let name = POSIX.temporaryName(for: "tasks")
    if kind == "link" {
      #expect(symlink(victim, directory.file(name)) == 0)
    } else {
      try Data("precious\n".utf8).write(to: URL(fileURLWithPath: directory.file(name)))
    }
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
    defer { close(descriptor) }
    #expect(throws: StoreFailure.self) {
      let created = try POSIX.createExclusively(name, in: descriptor, path: directory.file(name))
      close(created)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("precious\n".utf8))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: directory.file(name))) == Data("precious\n".utf8))
  }

  /// Closing a store finishes every journal: one that cannot be written does not keep the
  /// others from being synced and compacted.
  @Test func aJournalThatFailsDoesNotKeepTheOthersFromFinishing() throws {
    defer { directory.remove() }
    // A session file of dead records, all but the last: closing the store compacts it.
    var text = "puremvp-session 1\n"
    for record in 0..<1_100 { text += "L ana@example.com \(record % 4 + 1) -\n" }
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory.file("session")))
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let tasks = FileTaskRepository(directory: store)
    let sessions = FileSessionRepository(directory: store, realClock: SystemClock())
    // Loaded first, so the tasks journal is finished first.
    #expect(try tasks.all().isEmpty)
    #expect(try sessions.attempts(for: Email("ana@example.com")).failures == 4)
    // The new tasks file can no longer be renamed into place: writing it fails.
    try FileManager.default.createDirectory(
      atPath: directory.file("tasks"), withIntermediateDirectories: false)
    _ = try tasks.add(TaskText("lost"))

    #expect(throws: StoreFailure.self) { try store.close() }
    let session = try String(contentsOfFile: directory.file("session"), encoding: .utf8)
    #expect(session == "puremvp-session 1\nL ana@example.com 4 -\n")
  }
}
