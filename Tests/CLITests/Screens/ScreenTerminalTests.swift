import Foundation
import SystemInterface
import TestSupport
import Testing

/// `puremvp ui` on a pseudo-terminal, driven with the bytes a terminal sends, and read
/// back as the escape sequences it writes.
@Suite struct ScreenTerminalTests {
  private static let enter = "\u{1B}[?1049h"
  private static let leave = "\u{1B}[?1049l"

  @Test func aTaskAddedOnTheScreenIsDrawnAndTheTerminalIsRestoredOnCtrlC() throws {
    let terminal = try PseudoTerminal(["--in-memory", "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    #expect(terminal.transcript.contains(Self.enter))
    #expect(terminal.transcript.contains("\u{1B}[?1006h"))
    terminal.send("Buy milk\r")
    #expect(terminal.waitFor("Buy"))
    // Down to the list (the field shows its placeholder again), then `s`: only the star's
    // cell is written, in yellow.
    terminal.send("\u{1B}[B")
    #expect(terminal.waitFor("What needs to be done?"))
    let before = terminal.transcript.count
    terminal.send("s")
    #expect(terminal.waitFor("\u{1B}[0;33m★"))
    let starOutput = String(terminal.transcript.dropFirst(before))
    #expect(!starOutput.contains("Buy milk"), "only changed cells are written")
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.transcript.hasSuffix(Self.leave))
  }

  /// A screen holds the store only while a gesture runs: a one-shot command from another
  /// process meanwhile runs at once (no wait, no waiting note), and the screen's next
  /// gesture lists what it added.
  @Test func anotherProcessUsesTheStoreWhileTheScreenWaitsForAKey() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try PseudoTerminal(
      ["--store", directory.path, "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.send("Buy milk\r")
    #expect(terminal.waitFor("Buy"))
    let other = try BinaryRunner.run(["--store", directory.path, "tasks", "add", "Call mom"])
    #expect(other.status == 0)
    #expect(other.stderr.isEmpty, "\(other.stderr)")
    #expect(other.stdout == "added #2 [ ]   Call mom\n")
    // Down to the list, then `f` (the next filter, Active): the gesture lists again, and
    // the other process's task shows up.
    terminal.send("\u{1B}[B")
    #expect(terminal.waitFor("What needs to be done?"))
    terminal.send("f")
    // Only changed cells are written: the blank between the words is not one of them.
    #expect(terminal.waitFor("Call"))
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
  }

  /// What another process adds shows on the screen by itself: no key is pressed (the
  /// screen looks at the store each second it waits).
  @Test func aTaskAnotherProcessAddsShowsWithoutAKey() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try PseudoTerminal(
      ["--store", directory.path, "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.send("Buy milk\r")
    #expect(terminal.waitFor("Buy"))
    let other = try BinaryRunner.run(["--store", directory.path, "tasks", "add", "Call mom"])
    #expect(other.status == 0, "\(other.stderr)")
    // Only changed cells are written: the blank between the words is not one of them.
    #expect(terminal.waitFor("Call"))
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
  }

  /// A letter and its accent (`a` + U+0301), typed with the list focused, are one key, as in
  /// a key script: not `a` (toggle all) followed by an accent. The screen after them, printed
  /// by `--snapshot`, is the key script's.
  @Test func aDecomposedLetterIsOneKeyOnATerminalAsInAKeyScript() throws {
    let terminal = try PseudoTerminal(
      ["--in-memory", "--snapshot", "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.send("Buy milk\r")
    #expect(terminal.waitFor("Buy"))
    terminal.send("\u{1B}[B")
    #expect(terminal.waitFor("What needs to be done?"))
    terminal.send("a\u{301}")
    // A star afterwards shows that the keys before it were handled.
    terminal.send("s")
    #expect(terminal.waitFor("★"))
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
    let drawn = try #require(terminal.transcript.components(separatedBy: Self.leave).last)
    let onTerminal = drawn.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(onTerminal.contains("› [ ] Buy milk"))

    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let keys = directory.file("accent.keys")
    try Data("text Buy milk\nkey Enter\nkey Down\ntext a\u{301}\nkey s\n".utf8)
      .write(to: URL(fileURLWithPath: keys))
    let scripted = try BinaryRunner.run(["--in-memory", "--keys", keys, "--snapshot", "ui"])
    #expect(scripted.status == 0, "\(scripted.stderr)")
    #expect(onTerminal == scripted.stdout)
  }

  @Test func aMouseClickOnTheStarStarsTheTask() throws {
    let terminal = try PseudoTerminal(["--in-memory", "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.send("Pay rent\r")
    #expect(terminal.waitFor("Pay"))
    // The star of the first row is at column 76, row 5 (SGR reports count from 1).
    terminal.send("\u{1B}[<0;76;5M\u{1B}[<0;76;5m")
    #expect(terminal.waitFor("★"))
    terminal.send("q")
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.transcript.hasSuffix(Self.leave))
  }

  @Test func sigtermRestoresTheTerminalBeforeTheProcessEnds() throws {
    let terminal = try PseudoTerminal(["--in-memory", "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.terminate()
    #expect(terminal.exitStatus() != nil)
    #expect(terminal.transcript.contains(Self.leave))
  }

  @Test func aResizeToATinyWindowShowsWhatSizeItNeeds() throws {
    let terminal = try PseudoTerminal(["--in-memory", "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.resize(columns: 30, rows: 8)
    terminal.send(signal: SIGWINCH)
    #expect(terminal.waitFor("small"))
    terminal.resize(columns: 80, rows: 24)
    terminal.send(signal: SIGWINCH)
    // Drawn whole again at the new size.
    #expect(terminal.waitFor("Toggle", after: terminal.transcript.count))
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func ctrlZRestoresTheTerminalAndContinuingRedraws() throws {
    let terminal = try PseudoTerminal(["--in-memory", "ui"], columns: 80, rows: 24)
    #expect(terminal.waitFor("Remove"))
    terminal.send("\u{1A}")
    #expect(terminal.waitFor(Self.leave))
    #expect(terminal.waitUntilStopped())
    let stopped = terminal.transcript.count
    terminal.send(signal: SIGCONT)
    #expect(terminal.waitFor("Toggle", after: stopped))
    #expect(String(terminal.transcript.dropFirst(stopped)).contains(Self.enter))
    terminal.send("Walk the dog\r")
    #expect(terminal.waitFor("Walk"))
    terminal.send("\u{3}")
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.transcript.hasSuffix(Self.leave))
  }

  @Test func withoutATerminalUIRefusesWithUsage() throws {
    let result = try BinaryRunner.run(["--in-memory", "ui"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'ui' needs a terminal"))
    #expect(result.stdout.isEmpty)
  }
}
