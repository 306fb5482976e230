import Foundation
import TestSupport
import Testing

/// The trace is output like any other: user data in it cannot act on the terminal, and a
/// trace file that cannot be written fails the run.
@Suite struct TraceOutputTests {
  /// Whether `text` holds a control character (C0, DEL, C1) other than the line ends.
  private func holdsRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0 != "\n" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
    }
  }

  @Test func aTaskTextAndAScriptNameHoldingControlsAreEscapedInTheTrace() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("s\u{1B}]0;x\u{7}")
    try Data("tasks add \"red \u{1B}[31mtext\u{7} \u{9B}2J\"\n".utf8).write(
      to: URL(fileURLWithPath: script))
    let run = try GuardedRunner.run(["--in-memory", "--trace", "run", script])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(!holdsRawControl(run.result.stderr), "\(run.result.stderr.debugDescription)")
    #expect(run.result.stderr.contains(#"add(text: "red \e[31mtext\u{7} \u{9B}2J")"#))
    #expect(run.result.stderr.contains(#"s\e]0;x\u{7}:1: tasks add"#))
  }

  @Test func anAccountNameHoldingControlsIsEscapedInTheTrace() throws {
    let run = try GuardedRunner.run(
      [
        "--in-memory", "--trace", "login", "register", "eve@example.com", "secret-words",
        "Eve\u{1B}[2J\u{7}",
      ])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(!holdsRawControl(run.result.stderr), "\(run.result.stderr.debugDescription)")
    #expect(run.result.stderr.contains(#"Eve\e[2J\u{7}"#), "\(run.result.stderr)")
  }

  /// A full disk under the trace file is a failed write like standard output's: one line
  /// that names the file, exit 74; the command itself was saved.
  @Test func aTraceFileThatCannotBeWrittenExitsWith74() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let run = try GuardedRunner.run(
      ["--store", store, "--trace-file", "/dev/full", "tasks", "add", "kept"])
    #expect(run.result.status == 74, "\(run.result)")
    #expect(
      run.result.stderr
        == "puremvp: error: cannot write the trace file '/dev/full': No space left on device"
        + " (only the trace: the commands ran as usual)\n")
    let list = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(list.result.stdout.contains("kept"), "\(list.result)")
  }
}
