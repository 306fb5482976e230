import Foundation
import TestSupport
import Testing

/// `tasks import` of files larger than the piece it reads at once (1 MiB): a file that
/// cannot be decoded is refused whole however late its bad entry, standard input is read
/// as a file is, and a large import is one change.
@Suite struct StreamedImportTests {
  private func run(_ arguments: [String], stdin: Data = Data()) throws -> RunResult {
    try BinaryRunner.run(arguments, stdin: stdin)
  }

  /// `count` todo.txt lines of about 40 bytes: 40,000 of them pass a piece boundary.
  private static func todoLines(_ count: Int) -> [UInt8] {
    Array((1...count).map { "Task number \($0) with some words after it\n" }.joined().utf8)
  }

  /// A store holding two tasks, and its tasks file's bytes.
  private func storeWithTwoTasks(in directory: TemporaryDirectory) throws -> Data {
    let store = directory.file("s")
    for text in ["First", "Second"] {
      #expect(try run(["--store", store, "tasks", "add", text]).status == 0)
    }
    return try Data(contentsOf: URL(fileURLWithPath: store + "/tasks"))
  }

  @Test func aBadLineAfterAPieceBoundaryChangesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let before = try storeWithTwoTasks(in: directory)
    // Line 39,999 holds a byte that is not UTF-8, past the first 1 MiB piece.
    var bytes = Self.todoLines(39_998)
    #expect(bytes.count > 1 << 20)
    bytes += [0x62, 0x61, 0x64, 0xFF, 0x0A] + Array("last\n".utf8)
    let file = directory.file("todo.txt")
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let result = try run(["--store", directory.file("s"), "tasks", "import", file])
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(file):39999: cannot import: not valid UTF-8"), "\(result)")
    #expect(result.stdout.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("s/tasks"))) == before)
  }

  @Test func aBadElementLateInALargeJSONFileChangesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let before = try storeWithTwoTasks(in: directory)
    var lines = (1...25_000).map { #"{"description":"Task \#($0)","status":"pending"},"# }
    // The last element but one: a member without its value, on line 25,000.
    lines[24_998] = #"{"description":"Task 24999","status":},"#
    let json = "[\n" + lines.joined(separator: "\n") + "\n{}]\n"
    #expect(json.utf8.count > 1 << 20)
    let file = directory.file("export.json")
    try Data(json.utf8).write(to: URL(fileURLWithPath: file))
    let result = try run(["--store", directory.file("s"), "tasks", "import", file])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains("\(file):25000: cannot import: not JSON: unexpected '}'"),
      "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("s/tasks"))) == before)
  }

  @Test func standardInputIsImportedAsAFileIs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("s")
    let lines = Data(Self.todoLines(30_000))
    let imported = try run(["--store", store, "tasks", "import", "-"], stdin: lines)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Imported 30000 tasks\n")
    // Its export, given back on standard input: every task is one the store holds.
    let export = try run(["--store", store, "tasks", "export"])
    let again = try run(
      ["--store", store, "tasks", "import", "-", "--format", "json"],
      stdin: Data(export.stdout.utf8))
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix(#"{"command":"tasks import","ok":true,"result":{"imported":0,"#))
    #expect(again.stdout.components(separatedBy: #""reason":"uuid_in_store""#).count == 30_001)
    // One change: one undo takes the 30,000 tasks back.
    #expect(try run(["--store", store, "tasks", "undo"]).status == 0)
    #expect(try run(["--store", store, "tasks", "list"]).stdout == "No tasks yet\n0 items left\n")
  }

  @Test func aBadFileOnStandardInputChangesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let before = try storeWithTwoTasks(in: directory)
    var bytes = Self.todoLines(30_000)
    bytes += [0x00, 0x0A]
    let result = try run(
      ["--store", directory.file("s"), "tasks", "import", "-"], stdin: Data(bytes))
    #expect(result.status == 65)
    #expect(result.stderr.contains("<stdin>:30001: cannot import: a NUL byte"), "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("s/tasks"))) == before)
  }
}
