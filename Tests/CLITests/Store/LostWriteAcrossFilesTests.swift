import Foundation
import TestSupport
import Testing

/// A write that fails in one store file after commands buffered for another: the failure
/// names the first command whose records were lost, not an earlier one the other file saved.
@Suite struct LostWriteAcrossFilesTests {
  /// One account, its name long enough that the file is about 8 KiB: with files limited to
  /// a little more, the `tasks` file still takes a task, the `accounts` file no account.
  private static let paddedAccounts =
    "puremvp-accounts 2\n"
    + "A 600000 736340ac66daf6dc9b60ee5d4f0c0531"
    + " c36cb4ceaf6d338f4b8c8c8527aa02797ddef2725c6bc9890e7d54686cd7158e pad@example.org "
    + String(repeating: "x", count: 8_000) + "\n"

  @Test(arguments: ["text", "json"])
  func aWriteLostInAnotherFileSaysFromTheCommandItLost(format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    try FileManager.default.createDirectory(
      atPath: store, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    try FullDisk.write(Self.paddedAccounts, to: store + "/accounts")
    let script = directory.file("script")
    // Line 1's task is buffered; line 2's account goes to another file, which is full.
    try FullDisk.write(
      "tasks add first\nlogin register new@example.org Correct-horse-9 New\n", to: script)
    let limit = Self.paddedAccounts.utf8.count + 40
    let run = try FullDisk.run(
      ["--store", store, "--format", format, "run", script], limit: limit)
    #expect(run.status == 74)
    let failure =
      "\(store)/accounts: cannot write: File too large; nothing from line 2 on was saved"
    if format == "text" {
      #expect(run.stderr == "\(script):2: error: \(failure)\n")
      // Line 1 was saved: its output stays.
      #expect(run.stdout.hasPrefix("added #1 "), "\(run.stdout)")
    } else {
      let lines = run.stdout.split(separator: "\n")
      #expect(lines.count == 2, "\(run.stdout)")
      #expect(lines.first?.hasPrefix("{\"line\":1,\"command\":\"tasks add\",\"ok\":true,") == true)
      #expect(
        lines.last?.hasPrefix("{\"line\":2,\"command\":\"login register\",\"ok\":false,") == true)
      #expect(lines.last?.contains(failure) == true, "\(run.stdout)")
    }
    // What was said saved is saved; the account is not.
    let list = try FullDisk.run(
      ["--store", store, "--format", "json", "tasks", "list"], limit: nil)
    #expect(list.stdout.contains("\"id\":1,"), "\(list.stdout)")
    #expect(FullDisk.bytes(store + "/accounts") == Data(Self.paddedAccounts.utf8))
  }

  /// Ann's account (password `Correct-horse-9`), and a `session` file of about 8 KiB: one
  /// closed session whose name is long.
  private static let ann =
    "puremvp-accounts 2\n"
    + "A 600000 736340ac66daf6dc9b60ee5d4f0c0531"
    + " c36cb4ceaf6d338f4b8c8c8527aa02797ddef2725c6bc9890e7d54686cd7158e ann@example.org Ann\n"
  private static let paddedSession =
    "puremvp-session 1\nS 1767258000 " + String(repeating: "ab", count: 32)
    + " pad@example.org " + String(repeating: "y", count: 8_000) + "\nX\n"

  /// A login writes its session before it answers, in the middle of its command: there, too,
  /// the task buffered before it is saved first, and only the login is lost.
  @Test(arguments: ["text", "json"])
  func aLoginThatCannotWriteItsSessionLosesOnlyItself(format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    try FileManager.default.createDirectory(
      atPath: store, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    try FullDisk.write(Self.ann, to: store + "/accounts")
    try FullDisk.write(Self.paddedSession, to: store + "/session")
    let script = directory.file("script")
    try FullDisk.write("tasks add first\nlogin as ann@example.org Correct-horse-9\n", to: script)
    let limit = Self.paddedSession.utf8.count + 40
    let run = try FullDisk.run(
      ["--store", store, "--format", format, "run", script], limit: limit)
    #expect(run.status == 74)
    // One failure, the login's own, at line 2; none claims line 1 was lost.
    #expect(run.stderr == "\(script):2: error: \(store)/session: cannot write: File too large\n")
    if format == "text" {
      #expect(run.stdout.hasPrefix("added #1 "), "\(run.stdout)")
    } else {
      let lines = run.stdout.split(separator: "\n")
      #expect(lines.count == 2, "\(run.stdout)")
      #expect(lines.first?.hasPrefix("{\"line\":1,\"command\":\"tasks add\",\"ok\":true,") == true)
      #expect(lines.last?.hasPrefix("{\"line\":2,\"command\":\"login as\",\"ok\":false,") == true)
    }
    let list = try FullDisk.run(
      ["--store", store, "--format", "json", "tasks", "list"], limit: nil)
    #expect(list.stdout.contains("\"id\":1,"), "\(list.stdout)")
  }
}
