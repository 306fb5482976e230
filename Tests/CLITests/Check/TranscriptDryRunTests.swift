import Foundation
import TestSupport
import Testing

/// A `--dry-run` line in a transcript, through the binary: it writes what the one-shot dry
/// run writes (text and JSON, the note at the end), and the next line sees the store as it
/// was before it, in memory and on a `--store` (whose directory is never written).
@Suite struct TranscriptDryRunTests {
  private static let time = "2026-01-01T09:00:00Z"

  /// What the one-shot `puremvp ARGUMENTS` writes, as a transcript holds it: standard
  /// output, then standard error (the error and the note come last), then `[N]`.
  private func oneShot(_ arguments: [String]) throws -> String {
    let run = try BinaryRunner.run(arguments)
    return run.stdout + run.stderr + (run.status == 0 ? "" : "[\(run.status)]\n")
  }

  @Test(arguments: [false, true])
  func aDryRunLineWritesAsTheOneShotDryRunAndItsChangesAreGone(onStore: Bool) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The one-shot dry runs run on a store holding what the transcript holds by then.
    let reference = directory.file("reference")
    let store = directory.file("store")
    for path in [reference, store] {
      let made = try BinaryRunner.run(["--store", path, "--now", Self.time, "tasks", "add", "Kept"])
      #expect(made.status == 0)
    }
    let storeBefore = try Data(contentsOf: URL(fileURLWithPath: store + "/tasks"))
    let dry = ["--store", reference, "--now", Self.time, "--seed", "0", "--dry-run"]
    let lines: [(command: String, output: String)] = [
      onStore
        ? ("--store store tasks list", "#1 [ ]   Kept\n1 item left\n")
        : ("tasks add Kept", "added #1 [ ]   Kept\n"),
      ("--dry-run tasks add Dropped", try oneShot(dry + ["tasks", "add", "Dropped"])),
      (
        "--dry-run --format json tasks complete 1",
        try oneShot(dry + ["--format", "json", "tasks", "complete", "1"])
      ),
      ("--dry-run tasks remove 1", try oneShot(dry + ["tasks", "remove", "1"])),
      (
        "--dry-run --format json tasks complete 9",
        try oneShot(dry + ["--format", "json", "tasks", "complete", "9"])
      ),
      ("tasks list", "#1 [ ]   Kept\n1 item left\n"),
      ("tasks add Next", "added #2 [ ]   Next\n"),
    ]
    #expect(lines[1].output.hasSuffix("puremvp: note: dry run: nothing was saved\n"))
    #expect(lines[2].output.contains("\"dryRun\":true"))
    #expect(lines[4].output.hasSuffix("[1]\n"))
    let text =
      "```console\n" + lines.map { "$ puremvp \($0.command)\n\($0.output)" }.joined() + "```\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory.file("t.md")))
    let run = try BinaryRunner.run(
      ["check", "t.md"], in: URL(fileURLWithPath: directory.path))
    #expect(run.stdout == "ok t.md (7 commands)\n1 passed, 0 failed\n", "\(run)")
    #expect(run.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/tasks")) == storeBefore)
  }

  @Test func aDryRunLoginLeavesNoSession() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let login = ["login", "as", "swiftbeta.blog@gmail.com", "1234567890"]
    let loggedIn = try oneShot(["--in-memory", "--now", Self.time, "--dry-run"] + login)
    #expect(loggedIn.hasPrefix("Welcome, SwiftBeta!\n"))
    let status = try oneShot(["--in-memory", "login", "status"])
    let text =
      "```console\n$ puremvp --dry-run \(login.joined(separator: " "))\n\(loggedIn)"
      + "$ puremvp login status\n\(status)```\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory.file("t.md")))
    let run = try BinaryRunner.run(
      ["check", "t.md"], in: URL(fileURLWithPath: directory.path))
    #expect(run.stdout == "ok t.md (2 commands)\n1 passed, 0 failed\n", "\(run)")
  }
}
