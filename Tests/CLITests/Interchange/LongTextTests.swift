import Foundation
import SystemInterface
import TestSupport
import Testing

/// Every text the domain accepts comes back from every export, through the binary: one
/// character can be far over 64 KiB of UTF-8 (a letter and its combining marks), and the
/// largest text a task may hold is 128 KiB of it.
@Suite struct LongTextTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  private func run(_ arguments: [String]) throws -> RunResult {
    try BinaryRunner.run(arguments)
  }

  /// The issue's text (a letter and 32,768 combining marks: one character, 65,537 bytes) and
  /// the largest one (131,071 bytes, the most one argument can carry) are added, exported
  /// in each format, and imported into an empty store: the same list comes back.
  @Test(arguments: [32_768, 65_535])
  func aLongTextComesBackFromEveryFormat(marks: Int) throws {
    defer { directory.remove() }
    let text = "a" + String(repeating: "\u{301}", count: marks)
    let source = directory.file("source")
    let added = try run(["--store", source, "tasks", "add", text])
    #expect(added.status == 0, "\(added.stderr)")
    let list = try run(["--store", source, "--format", "json", "tasks", "list"])
    for format in ["json", "todotxt", "taskwarrior"] {
      let export = try run(["--store", source, "tasks", "export", "--to", format])
      #expect(export.status == 0 && export.stderr.isEmpty, "\(format): \(export.stderr)")
      let file = directory.file("export." + format)
      try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: file))
      let restored = directory.file("restored." + format)
      let imported = try run(["--store", restored, "tasks", "import", file])
      #expect(imported.status == 0, "\(format): \(imported.stderr)")
      #expect(imported.stdout == "Imported 1 task\n", "\(format)")
      let back = try run(["--store", restored, "--format", "json", "tasks", "list"])
      // The backup gives everything back; the other formats the text, which is the point.
      if format == "json" {
        #expect(back.stdout == list.stdout)
      } else {
        #expect(back.stdout.contains(#""text":""# + text + #"""#), "\(format)")
      }
    }
  }

  /// A text over the largest a task may hold is skipped and said, whichever format brings it.
  @Test func aTextOverTheLargestIsSkippedAndSaid() throws {
    defer { directory.remove() }
    let text = "a" + String(repeating: "\u{301}", count: 65_536)
    let file = directory.file("todo.txt")
    try Data(("ok\n" + text + "\n").utf8).write(to: URL(fileURLWithPath: file))
    let imported = try run(["--store", directory.file("s"), "tasks", "import", file])
    #expect(imported.status == 0)
    #expect(
      imported.stdout
        == "\(file):2: skipped: the text has 131073 bytes of UTF-8; at most 131072 are allowed\n"
        + "Imported 1 task, skipped 1\n")
  }
}
