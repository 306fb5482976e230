import Domain
import Foundation
import Repositories
import StoreEngine
import TestSupport
import Testing

/// The gateways of one store buffer their records, yet the files must together hold a
/// prefix of the commands after a crash: a record for one file is never written to disk
/// before a record that an earlier command buffered for another file.
@Suite struct StoreOrderTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  private func text(_ name: String) -> String {
    ((try? String(contentsOfFile: directory.file(name), encoding: .utf8)) ?? "").maskingUUIDs
  }

  @Test func switchingGatewaysWritesTheEarlierBatchFirst() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let tasks = FileTaskRepository(directory: store)
    let sessions = FileSessionRepository(directory: store, realClock: SystemClock())
    let email = Email("ana@example.com")

    _ = try tasks.add(TaskText("first"))
    // Buffered only: a crash now would lose it, which leaves the empty prefix.
    #expect(!text("tasks").contains("A 1 -- - - UUID first"))

    try sessions.save(LoginAttempts(failures: 1), for: email)
    // The tasks batch reached the file before the session record was buffered.
    #expect(text("tasks").contains("A 1 -- - - UUID first"))
    #expect(!text("session").contains("L ana@example.com 1 -"))

    _ = try tasks.add(TaskText("second"))
    #expect(text("session").contains("L ana@example.com 1 -"))
    #expect(!text("tasks").contains("A 2 -- - - UUID second"))

    try store.close()
    #expect(text("tasks") == "puremvp-tasks 2\nA 1 -- - - UUID first\nA 2 -- - - UUID second\n")
    #expect(text("session") == "puremvp-session 1\nL ana@example.com 1 -\n")
  }
}
