import Foundation
import SystemInterface
import TestSupport
import Testing

/// `tasks import` and `tasks export` through the binary: round trips that must give the
/// same file back, and files that must be refused whole with the store left as it was.
@Suite struct InterchangeTests {
  private static let interchange = GoldenCase.packageRoot.appendingPathComponent(
    "Fixtures/interchange")

  /// Runs the binary in the package root and answers what it printed.
  private func run(
    _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]
  ) throws -> RunResult {
    try BinaryRunner.run(arguments, stdin: stdin, environment: environment)
  }

  /// Imports `file` into a fresh store and answers its export in `format`.
  private func importThenExport(
    _ file: String, format: String, from: [String] = [], environment: [String: String] = [:],
    in directory: TemporaryDirectory, store: String
  ) throws -> String {
    let imported = try run(
      ["--store", directory.file(store), "--seed", "11", "tasks", "import", file] + from,
      environment: environment)
    #expect(imported.status == 0, "\(imported)")
    let exported = try run(
      ["--store", directory.file(store), "tasks", "export", "--to", format],
      environment: environment)
    #expect(exported.status == 0, "\(exported)")
    #expect(exported.stderr.isEmpty)
    return exported.stdout
  }

  /// A file in each format, and the zones its dates are read in: the export of an import
  /// of puremvp's own export is that export, byte for byte.
  @Test(
    arguments: [
      ("format-rules.todo.txt", "todotxt", [:]),
      ("format-rules.todo.txt", "todotxt", ["TZ": "America/New_York"]),
      ("format-rules.todo.txt", "todotxt", ["TZ": "Pacific/Kiritimati"]),
      ("taskwarrior-2.6.2.json", "taskwarrior", [:]),
    ] as [(String, String, [String: String])])
  func exportImportExportGivesTheSameFile(
    fixture: String, format: String, environment: [String: String]
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let first = try importThenExport(
      Self.interchange.appendingPathComponent(fixture).path, format: format,
      environment: environment, in: directory, store: "a")
    #expect(first.utf8.count > 100)
    let file = directory.file("export")
    try Data(first.utf8).write(to: URL(fileURLWithPath: file))
    let second = try importThenExport(
      file, format: format, environment: environment, in: directory, store: "b")
    #expect(second == first)
  }

  @Test func aTaskwarriorExportOneObjectALineImportsWithFrom() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lines = try importThenExport(
      Self.interchange.appendingPathComponent("taskwarrior-2.6.2-lines.json").path,
      format: "taskwarrior", from: ["--from", "taskwarrior"], in: directory, store: "a")
    // The same six tasks as the array export's first lines, with their own UUIDs.
    #expect(lines.contains(#""uuid":"52d33eee-ba46-433c-ba50-594ddcd3fb30""#))
    #expect(lines.split(separator: "\n").count == 8)
  }

  @Test func todoTxtDatesAreCalendarDatesInTheProcesssZone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.file("todo.txt")
    try Data("2026-03-01 Water the plants\n".utf8).write(to: URL(fileURLWithPath: file))
    // Midnight in Tokyo is 15:00 the day before in UTC: JSON shows the instant.
    _ = try run(
      ["--store", directory.file("s"), "tasks", "import", file], environment: ["TZ": "Asia/Tokyo"])
    let json = try run(["--store", directory.file("s"), "tasks", "export"])
    #expect(json.stdout.contains(#""createdAt":"2026-02-28T15:00:00Z""#))
    // Without TZ the date is read and written in UTC, whatever the machine's zone is.
    let utc = try run(["--store", directory.file("s"), "tasks", "export", "--to", "todotxt"])
    #expect(utc.stdout == "2026-02-28 Water the plants\n")
  }

  @Test func anImportIsUndoneWholeByOneUndo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("s")
    _ = try run(["--store", store, "tasks", "add", "Before"])
    let imported = try run([
      "--store", store, "tasks", "import",
      Self.interchange.appendingPathComponent("format-rules.todo.txt").path,
    ])
    #expect(imported.status == 0)
    let undo = try run(["--store", store, "--format", "json", "tasks", "undo"])
    #expect(
      undo.stdout.hasPrefix(#"{"command":"tasks undo","ok":true,"result":{"undone":"tasks import""#)
    )
    let list = try run(["--store", store, "tasks", "list"])
    #expect(list.stdout == "#1 [ ]   Before\n1 item left\n")
  }

  /// A bad file, what the one error line must name, and the exit status.
  struct BadFile: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bytes: [UInt8]
    let status: Int32
    let message: String
  }

  static let badFiles: [BadFile] = [
    BadFile(
      testDescription: "invalid UTF-8", bytes: Array("ok\nfine\n".utf8) + [0xC3, 0x28, 0x0A],
      status: 65, message: "bad:3: cannot import: not valid UTF-8"),
    BadFile(
      testDescription: "a NUL byte", bytes: Array("ok\nnul \u{0} here\n".utf8), status: 65,
      message: "bad:2: cannot import: a NUL byte"),
    BadFile(
      testDescription: "a line over 1 MiB",
      bytes: Array(("ok\n" + String(repeating: "x", count: 1_048_577) + "\n").utf8),
      status: 65, message: "bad:2: cannot import: a line longer than 1 MiB"),
    BadFile(
      testDescription: "JSON cut short", bytes: Array("[\n{\"description\":\"a\",".utf8),
      status: 65, message: "bad:2: cannot import: not JSON: the file ends inside a value"),
    BadFile(
      testDescription: "JSON nested too deep",
      bytes: Array(("[" + String(repeating: "[", count: 70)).utf8), status: 65,
      message: "bad:1: cannot import: JSON nested deeper than 64 levels"),
    BadFile(
      testDescription: "JSON that is no task list",
      bytes: Array("[{\"description\":\"a\",\"status\":\"pending\"}] 7".utf8), status: 65,
      message: "bad:1: cannot import: not JSON: unexpected '7'"),
  ]

  @Test(arguments: badFiles)
  func aMalformedFileIsRefusedWholeAndTheStoreFileIsUnchanged(_ bad: BadFile) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("s")
    _ = try run(["--store", store, "tasks", "add", "Kept"])
    let before = try StoreSnapshot(of: store)
    let file = directory.file("bad")
    try Data(bad.bytes).write(to: URL(fileURLWithPath: file))
    let refused = try GuardedRunner.run(
      ["--store", store, "tasks", "import", "bad"], in: directory.path)
    expectRefused(refused, status: bad.status, mentioning: [bad.message])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(mkfifo(directory.file("fifo"), 0o600) == 0)
    let refused = try GuardedRunner.run(
      ["--in-memory", "tasks", "import", "fifo"], in: directory.path)
    expectRefused(refused, status: 66, mentioning: ["fifo: cannot read: not a regular file"])
  }

  @Test func aSymbolicLinkToAFileIsFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data("Linked task\n".utf8).write(to: URL(fileURLWithPath: directory.file("real.txt")))
    #expect(symlink(directory.file("real.txt"), directory.file("link.txt")) == 0)
    let imported = try GuardedRunner.run(
      ["--in-memory", "tasks", "import", "link.txt"], in: directory.path)
    #expect(imported.result.stdout == "Imported 1 task\n")
  }

  @Test func standardInputIsReadForADashInAScriptFromAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("import.script")
    try Data("tasks import -\ntasks list\n".utf8).write(to: URL(fileURLWithPath: script))
    let result = try run(
      ["--in-memory", "run", script], stdin: Data("(A) From a pipe\n".utf8))
    #expect(result.stdout == "Imported 1 task\n#1 [ ] ★ From a pipe\n1 item left\n")
  }

  @Test func aFailedImportStopsAScriptWithItsOwnExitStatus() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("s.script")
    try Data("tasks import missing.txt\ntasks add never\n".utf8).write(
      to: URL(fileURLWithPath: script))
    let result = try GuardedRunner.run(
      ["--store", directory.file("s"), "run", script], in: directory.path)
    #expect(result.result.status == 66)
    #expect(result.result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: directory.file("s/tasks")))
  }

  @Test func exportIsNotWrappedInJSONLines() throws {
    let result = try run(["--fixtures", "Fixtures/data", "--format", "json", "tasks", "export"])
    #expect(result.stdout.hasPrefix("[\n{\"id\":1,\"text\":\"Buy milk\""))
    let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    #expect((parsed as? [Any])?.count == 4)
  }

  @Test func anExportKeepsTheExactTextsAControlCharacterIncluded() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("s")
    _ = try run(["--store", store, "tasks", "add", "tab\there"])
    let json = try run(["--store", store, "tasks", "export"])
    #expect(json.stdout.contains(#""text":"tab\there""#))
    // todo.txt has no tab of a text: a space, said on standard error.
    let todo = try run(["--store", store, "tasks", "export", "--to", "todotxt"])
    #expect(todo.stdout.hasSuffix(" tab here\n"))
    #expect(todo.stderr == "puremvp: note: not carried to todo.txt: tabs 1\n")
  }
}
