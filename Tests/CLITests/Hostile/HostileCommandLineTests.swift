import Foundation
import TestSupport
import Testing

/// Hostile input on the command line: unknown or missing words, out-of-range and overflowing
/// numbers, malformed times. Each is refused with 64 and one line, and the store is untouched.
@Suite struct HostileCommandLineTests {
  static let cases: [(arguments: [String], refusal: Refusal)] = [
    (["bogus", "list"], Refusal(name: "unknown feature", status: 64, mentions: ["'bogus'"])),
    (["tasks"], Refusal(name: "missing command", status: 64, mentions: ["'tasks' needs"])),
    (
      ["tasks", "bogus"], Refusal(name: "unknown command", status: 64, mentions: ["'tasks bogus'"])
    ),
    (
      ["tasks", "list", "bogus"], Refusal(name: "unknown filter", status: 64, mentions: ["'bogus'"])
    ),
    (
      ["tasks", "favorite"],
      Refusal(name: "missing argument", status: 64, mentions: ["tasks favorite ID"])
    ),
    // No words at all is a usage error (as for `edit`); an explicit "" is `empty_text`.
    (["tasks", "add"], Refusal(name: "no text", status: 64, mentions: ["tasks add TEXT..."])),
    (["tasks", "add", ""], Refusal(name: "empty text", status: 1, mentions: ["empty"])),
    // A forgotten text must not remove the task: removing is `remove ID` or an explicit "".
    (
      ["tasks", "edit", "1"],
      Refusal(name: "edit without text", status: 64, mentions: ["tasks edit ID TEXT..."])
    ),
    (
      ["tasks", "toggle", "1", "2"],
      Refusal(name: "extra argument", status: 64, mentions: ["tasks toggle ID"])
    ),
    (["tasks", "favorite", "0"], Refusal(name: "ID zero", status: 64, mentions: ["'0'"])),
    (["tasks", "remove", "-1"], Refusal(name: "negative ID", status: 64, mentions: ["'-1'"])),
    (
      ["tasks", "edit", "abc", "x"],
      Refusal(name: "ID not a number", status: 64, mentions: ["'abc'"])
    ),
    (
      ["tasks", "complete", "99999999999999999999"],
      Refusal(name: "ID overflowing Int64", status: 64, mentions: ["'99999999999999999999'"])
    ),
    (
      ["tasks", "complete", "9223372036854775808"],
      Refusal(name: "ID one past Int64.max", status: 64, mentions: ["'9223372036854775808'"])
    ),
    (["tasks", "remove", "+1"], Refusal(name: "ID with a sign", status: 64, mentions: ["'+1'"])),
    (
      ["tasks", "remove", "1.0"],
      Refusal(name: "ID with a fraction", status: 64, mentions: ["'1.0'"])
    ),
    (
      ["--bogus", "tasks", "list"],
      Refusal(name: "unknown option", status: 64, mentions: ["'--bogus'"])
    ),
    (
      ["--seed", "18446744073709551616", "oracle", "ask"],
      Refusal(name: "seed overflowing UInt64", status: 64, mentions: ["--seed"])
    ),
    (
      ["--seed", "-1", "oracle", "ask"],
      Refusal(name: "negative seed", status: 64, mentions: ["--seed"])
    ),
    (
      ["--seed", "", "oracle", "ask"], Refusal(name: "empty seed", status: 64, mentions: ["--seed"])
    ),
    (
      ["--seed", "0x10", "oracle", "ask"],
      Refusal(name: "hex seed", status: 64, mentions: ["--seed"])
    ),
    (["--seed"], Refusal(name: "seed without value", status: 64, mentions: ["'--seed'"])),
    (
      ["--latency", "99999999999999999999ms", "login", "status"],
      Refusal(name: "latency overflowing", status: 64, mentions: ["--latency"])
    ),
    (
      ["--latency", "61s", "login", "status"],
      Refusal(name: "latency over a minute", status: 64, mentions: ["--latency"])
    ),
    (
      ["--latency", "9223372036854775807s", "login", "status"],
      Refusal(name: "latency seconds overflowing", status: 64, mentions: ["--latency"])
    ),
    (
      ["--latency", "5", "login", "status"],
      Refusal(name: "latency without unit", status: 64, mentions: ["--latency"])
    ),
    (
      ["--latency", "-5ms", "login", "status"],
      Refusal(name: "negative latency", status: 64, mentions: ["--latency"])
    ),
    (
      ["--latency", "5min", "login", "status"],
      Refusal(name: "latency unit unknown", status: 64, mentions: ["--latency"])
    ),
    (
      ["--now", "2026-02-30T00:00:00Z", "login", "status"],
      Refusal(name: "now February 30", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2025-02-29T00:00:00Z", "login", "status"],
      Refusal(name: "now February 29 of a common year", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2026-13-01T00:00:00Z", "login", "status"],
      Refusal(name: "now month 13", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2026-01-01T24:00:00Z", "login", "status"],
      Refusal(name: "now hour 24", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2026-01-01T09:00:00", "login", "status"],
      Refusal(name: "now without zone", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2026-01-01T09:00:00+24:00", "login", "status"],
      Refusal(name: "now zone out of range", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2026-01-01T09:00:00Zjunk", "login", "status"],
      Refusal(name: "now trailing text", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "2026-01-01T09:00:00.1234567890Z", "login", "status"],
      Refusal(name: "now fraction too long", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "", "login", "status"], Refusal(name: "now empty", status: 64, mentions: ["--now"])
    ),
    (
      ["--now", "２０２６-01-01T09:00:00Z", "login", "status"],
      Refusal(name: "now non-ASCII digits", status: 64, mentions: ["--now"])
    ),
    (
      ["--format", "xml", "tasks", "list"],
      Refusal(name: "unknown format", status: 64, mentions: ["'xml'"])
    ),
    (
      ["--in-memory", "tasks", "list"],
      Refusal(name: "two store options", status: 64, mentions: ["--in-memory"])
    ),
    (
      ["run", "--keep-gong", "x.script"],
      Refusal(name: "unknown option after run", status: 64, mentions: ["'--keep-gong'"])
    ),
  ]

  @Test(arguments: cases)
  func aBadCommandLineIsRefusedAndChangesNothing(
    arguments: [String], refusal: Refusal
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store] + arguments)
    expectRefused(run, status: refusal.status, mentioning: refusal.mentions)
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func aRefusedCommandDoesNotCreateTheStore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("never-created")
    let run = try GuardedRunner.run(["--store", store, "tasks", "favorite", "abc"])
    expectRefused(run, status: 64, mentioning: ["'abc'"])
    #expect(!FileManager.default.fileExists(atPath: store))
  }
}
