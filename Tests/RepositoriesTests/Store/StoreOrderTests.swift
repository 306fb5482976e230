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
    let accounts = FileAccountRepository(directory: store)
    let account = try #require(Self.account)

    _ = try tasks.add(TaskText("first"))
    // Buffered only: a crash now would lose it, which leaves the empty prefix.
    #expect(!text("tasks").contains("A 1 -- - - UUID first"))

    try accounts.add(account)
    // The tasks batch reached the file before the account record was buffered.
    #expect(text("tasks").contains("A 1 -- - - UUID first"))
    #expect(!text("accounts").contains("ana@example.com"))

    _ = try tasks.add(TaskText("second"))
    #expect(text("accounts").contains("ana@example.com"))
    #expect(!text("tasks").contains("A 2 -- - - UUID second"))

    try store.close()
    #expect(text("tasks") == "puremvp-tasks 2\nA 1 -- - - UUID first\nA 2 -- - - UUID second\n")
    #expect(text("accounts").hasSuffix(" ana@example.com Ana\n"))
  }

  /// A failed login is written before it is answered (on a full disk the attempt fails
  /// instead of going uncounted): at once, inside a command too, and after every record
  /// buffered before it, so the files still hold a prefix of the commands.
  @Test func aFailedLoginIsWrittenAtOnceAfterWhatCameBefore() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let tasks = FileTaskRepository(directory: store)
    let sessions = FileSessionRepository(directory: store, realClock: SystemClock())

    _ = try tasks.add(TaskText("first"))
    store.beginCommand()
    _ = try tasks.add(TaskText("second"))
    try sessions.save(LoginAttempts(failures: 1), for: Email("ana@example.com"))
    #expect(text("tasks") == "puremvp-tasks 2\nA 1 -- - - UUID first\nA 2 -- - - UUID second\n")
    #expect(text("session") == "puremvp-session 1\nL ana@example.com 1 -\n")

    // The rest of the command is buffered again, until it ends.
    _ = try tasks.add(TaskText("third"))
    #expect(!text("tasks").contains("third"))
    try store.endCommand()
    try store.close()
    #expect(text("tasks").hasSuffix("A 3 -- - - UUID third\n"))
  }

  /// An account whose hash is well formed; no password is ever checked against it.
  private static let account = PasswordHash(
    salt: [UInt8](repeating: 1, count: 16), iterations: 100_000,
    derivedKey: [UInt8](repeating: 2, count: 32)
  ).map { Account(email: Email("ana@example.com"), name: "Ana", passwordHash: $0) }
}
