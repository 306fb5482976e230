import Foundation
import TestSupport
import Testing

/// Adversarial sizes finish, with the right outcome, in bounded memory.
/// Every run is killed after 20 s (a hang guard, not a timing assertion): on this code
/// each takes well under a second, so only quadratic work or a hang gets near it.
@Suite struct HostileLimitsTests {
  private let tasksHeader = "puremvp-tasks 1\n"

  @Test func aLineOfSixtyThousandQuotesIsOneEmptyWord() throws {
    let line = "tasks add " + String(repeating: "\"", count: 60_000) + "\n"
    let run = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(line.utf8))
    expectRefused(run, status: 1, mentioning: ["<stdin>:1: error: ", "empty"])
  }

  @Test func aLineOfSixtyThousandAndOneQuotesIsUnterminated() throws {
    let line = "tasks add " + String(repeating: "'", count: 60_001) + "\n"
    let run = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(line.utf8))
    expectRefused(run, status: 64, mentioning: ["<stdin>:1: error: ", "column 60011"])
  }

  @Test func sixtyThousandBackslashesInsideQuotesAreThirtyThousandCharacters() throws {
    let line = "tasks add \"" + String(repeating: "\\", count: 60_000) + "\"\n"
    let run = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(line.utf8))
    expectRefused(run, status: 1, mentioning: ["<stdin>:1: error: ", "30000 characters"])
  }

  @Test func thirtyThousandWordsAreJoinedOnce() throws {
    let line = "tasks add" + String(repeating: " a", count: 30_000) + "\n"
    let run = try GuardedRunner.run(["--in-memory", "run"], stdin: Data(line.utf8))
    expectRefused(run, status: 1, mentioning: ["<stdin>:1: error: ", "59999 characters"])
  }

  @Test func aMillionEmptyLinesAreSkippedAndCounted() throws {
    let script = String(repeating: "\n", count: 1_000_000) + "tasks add last\n"
    let run = try GuardedRunner.run(
      ["--in-memory", "--format", "json", "run"], stdin: Data(script.utf8))
    #expect(!run.timedOut)
    #expect(run.result.status == 0, "\(run.result.stderr)")
    #expect(run.result.stdout.hasPrefix("{\"line\":1000001,\"command\":\"tasks add\",\"ok\":true"))
  }

  /// 200 MB in one line, read under a 100 MB address-space limit: the reader must skip the
  /// line without holding it, then go on with the next one.
  @Test func aTwoHundredMegabyteLineIsSkippedInBoundedMemory() throws {
    let binary = GoldenCase.binary.path
    let command = """
      ulimit -v 100000
      { head -c 200000000 /dev/zero | tr '\\0' x; printf '\\ntasks add after\\n'; } |
        "\(binary)" --in-memory --keep-going run
      """
    let run = try GuardedRunner.run(
      ["-c", command], program: URL(fileURLWithPath: "/bin/sh"))
    #expect(!run.timedOut)
    #expect(run.result.status == 1, "\(run.result)")
    #expect(run.result.stderr == "<stdin>:1: error: the line is longer than 64 KiB\n")
    #expect(run.result.stdout == "added #1 [ ]   after\n")
  }

  @Test func aStoreRecordOfTenMegabytesIsRefusedWith65() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let path = store + "/tasks"
    try write(
      Array((tasksHeader + "T 1 -- " + String(repeating: "a", count: 10_000_000) + "\n").utf8),
      to: path)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "tasks", "add", "x"])
    expectRefused(run, status: 65, mentioning: ["\(path):2: "])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func aStoreCommentOfTenMegabytesIsSkipped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    try write(
      Array(
        (tasksHeader + "# " + String(repeating: "a", count: 10_000_000) + "\nT 1 -- one\n").utf8),
      to: store + "/tasks")
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(!run.timedOut)
    #expect(run.result.status == 0, "\(run.result.stderr)")
    #expect(run.result.stdout == "#1 [ ]   one\n1 item left\n")
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func anAnswersFileOfOneTenMegabyteCommentIsEmpty() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("answers")
    try write(
      Array(("puremvp-answers 1\n# " + String(repeating: "a", count: 10_000_000)).utf8), to: path)
    let run = try GuardedRunner.run(["--fixtures", directory.path, "oracle", "ask"])
    expectRefused(run, status: 65, mentioning: ["\(path): "])
  }

  @Test func anAccountsFileOfOneTenMegabyteLineIsRefusedWith65() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("accounts")
    try write(
      Array(("puremvp-accounts 1\nA " + String(repeating: "1", count: 10_000_000) + "\n").utf8),
      to: path)
    let run = try GuardedRunner.run(
      ["--fixtures", directory.path, "login", "as", "ana@example.com", "long-enough"])
    expectRefused(run, status: 65, mentioning: ["\(path):2: "])
  }
}
