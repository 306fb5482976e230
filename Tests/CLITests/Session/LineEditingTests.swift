import Foundation
import TestSupport
import Testing

@testable import CLI

/// The interactive session on a pseudo-terminal, driven with the bytes a real terminal
/// sends for each key: editing, history, Ctrl-C, Tab, and the history file's rules.
@Suite struct LineEditingTests {
  private let left = "\u{1B}[D"
  private let up = "\u{1B}[A"
  private let controlC = "\u{03}"
  private let controlD = "\u{04}"

  /// Sends `keys`, waits for `text`, then for the next prompt: the editor reads again, and
  /// the terminal is in its hands (keys sent while a command runs meet the terminal as the
  /// command has it, where Ctrl-C is an interrupt, as in a shell).
  @discardableResult
  private func send(_ keys: String, to terminal: PseudoTerminal, expecting text: String) -> Bool {
    let start = terminal.transcript.count
    terminal.send(keys)
    guard terminal.waitFor(text, after: start),
      let found = terminal.transcript.dropFirst(start).range(of: text)
    else { return false }
    let after = terminal.transcript.distance(
      from: terminal.transcript.startIndex, to: found.upperBound)
    return terminal.waitFor("puremvp> ", after: after)
  }

  @Test func aTypoFixedWithTheArrowsAndBackspaceRunsTheFixedLine() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    // "tasks adx Buy milk", then back over " Buy milk", then x → d.
    #expect(
      send(
        "tasks adx Buy milk" + String(repeating: left, count: 9) + "\u{7F}d\r", to: terminal,
        expecting: "added #1 [ ]   Buy milk"), "\(terminal.transcript)")
    // Home, Ctrl-K and End too: "tasks add Eggs" becomes the line, whatever was typed after.
    // Home then Delete five times: "oops " is gone.
    let delete = "\u{1B}[3~"
    #expect(
      send(
        "oops tasks add Eggs" + "\u{01}" + String(repeating: delete, count: 5) + "\r",
        to: terminal, expecting: "added #2 [ ]   Eggs"), "\(terminal.transcript)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func upRecallsThePreviousLine() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    #expect(send("tasks add Again\r", to: terminal, expecting: "added #1 [ ]   Again"))
    #expect(
      send(up + "\r", to: terminal, expecting: "added #2 [ ]   Again"), "\(terminal.transcript)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func controlCDropsTheHalfTypedLineAndKeepsTheSessionAndTheLoginForm() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--now", "2026-01-01T09:00:00Z"])
    #expect(terminal.waitFor("puremvp> "))
    #expect(
      send(
        "login email swiftbeta.blog@gmail.com\r", to: terminal, expecting: "Password: (empty)"))
    #expect(
      send("tasks add never" + controlC, to: terminal, expecting: "tasks add never^C"),
      "\(terminal.transcript)")
    // The email typed before Ctrl-C is still in the form: the password completes it.
    #expect(
      send("login password 1234567890\r", to: terminal, expecting: "ready to log in"),
      "\(terminal.transcript)")
    #expect(
      send("login submit\r", to: terminal, expecting: "Welcome, SwiftBeta!"),
      "\(terminal.transcript)")
    // The line dropped never ran.
    #expect(send("tasks list\r", to: terminal, expecting: "0 items left"), "\(terminal.transcript)")
    terminal.send(controlD)
    #expect(terminal.exitStatus() == 0)
  }

  @Test func tabCompletesAFeatureAndListsSeveralCandidatesOnce() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    terminal.send("tas\t")
    #expect(terminal.waitFor("tasks "))
    #expect(
      send("add Tabbed\r", to: terminal, expecting: "added #1 [ ]   Tabbed"),
      "\(terminal.transcript)")
    // Several commands start with "c" and share nothing more: listed below the line, once,
    // sorted, and the line is drawn again under the list. Which ones, the declarations say.
    let tasks = Application.detached().features.first { $0.name == "tasks" }
    let candidates = (tasks?.commands ?? []).flatMap(\.words).filter { $0.hasPrefix("c") }
    #expect(candidates.count > 1 && candidates.contains("clear-completed"))
    #expect(
      send(
        "tasks c\t\t", to: terminal,
        expecting: Set(candidates).sorted().joined(separator: "  ") + "\r\n"),
      "\(terminal.transcript)")
    #expect(terminal.transcript.components(separatedBy: "clear-completed").count == 2)
    // The filters of `tasks list` come from its declaration.
    #expect(
      send("\u{15}tasks list act\t\r", to: terminal, expecting: "1 item left"),
      "\(terminal.transcript)")
    terminal.send(controlD)
    #expect(terminal.exitStatus() == 0)
  }

  @Test func historySurvivesASecondSessionAndHoldsNoPassword() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let first = try PseudoTerminal(["--store", store])
    #expect(first.waitFor("puremvp> "))
    #expect(send("tasks add Persisted\r", to: first, expecting: "added #1 [ ]   Persisted"))
    #expect(
      send(
        "login register ana@example.com s3cret-pass-word Ana\r", to: first,
        expecting: "Registered Ana"), "\(first.transcript)")
    #expect(
      send("login as ana@example.com s3cret-pass-word\r", to: first, expecting: "Welcome, Ana"),
      "\(first.transcript)")
    // Misspelled, it still carries the password: not kept either.
    #expect(
      send("login az ana@example.com s3cret-pass-word\r", to: first, expecting: "error:"),
      "\(first.transcript)")
    first.send(controlD)
    #expect(first.exitStatus() == 0)

    let history = try String(contentsOfFile: store + "/history", encoding: .utf8)
    #expect(history == "tasks add Persisted\n")
    let mode = try FileManager.default.attributesOfItem(atPath: store + "/history")[
      .posixPermissions]
    #expect(mode as? Int == 0o600)

    let second = try PseudoTerminal(["--store", store])
    #expect(second.waitFor("puremvp> "))
    #expect(
      send(up + "\r", to: second, expecting: "added #2 [ ]   Persisted"), "\(second.transcript)")
    second.send(controlD)
    #expect(second.exitStatus() == 0)
  }

  /// Types each line into a session on a new store, each awaited by its answer, ends the
  /// session and answers what its history file kept.
  private func historyAfterTyping(_ lines: [(typed: String, answer: String)]) throws -> String {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let terminal = try PseudoTerminal(["--store", store])
    #expect(terminal.waitFor("puremvp> "))
    for (typed, answer) in lines {
      #expect(
        send(typed + "\r", to: terminal, expecting: answer), "\(terminal.transcript)")
    }
    terminal.send(controlD)
    #expect(terminal.exitStatus() == 0)
    return try String(contentsOfFile: store + "/history", encoding: .utf8)
  }

  /// Only a line that parsed as a known command, without a password argument, is kept: a
  /// misspelled feature may still carry one, and so may an email field set to a value
  /// without `@` (the password typed into the wrong field).
  @Test func historyKeepsOnlyKnownCommandsWithoutAPasswordOrAnEmailWithoutAnAt() throws {
    let history = try historyAfterTyping([
      ("lgn as ana@example.com s3cret-pass-word", "error:"),
      ("login email S3cret-Pass-Word", "Email: "),
      ("login as S3cret-Pass-Word --password-stdn", "error:"),
      ("tasks add Kept", "added #1"),
      ("login email ana@example.com", "Email: ana@example.com"),
      ("help login", "login register"),
    ])
    #expect(history == "tasks add Kept\nlogin email ana@example.com\nhelp login\n")
  }

  /// A password argument keeps a line out of the history however the line is written:
  /// after `help`, after `-h` or `--help`, after a flag, past the last argument.
  @Test func historyKeepsNoLineWithAPasswordHoweverItIsWritten() throws {
    let history = try historyAfterTyping([
      ("help login as ana@example.com s3cret-pass-word", "USAGE:"),
      ("login as --help s3cret-pass-word", "USAGE:"),
      ("login as -h ana@example.com s3cret-pass-word", "USAGE:"),
      ("help login s3cret-pass-word", "error:"),
      ("help tasks add s3cret-pass-word", "USAGE:"),
      ("login register --name Ana ana@example.com s3cret-pass-word", "Registered Ana"),
      ("login as ana@example.com my s3cret pass", "error:"),
      ("help login as", "USAGE:"),
      ("login as --help", "USAGE:"),
    ])
    #expect(history == "help login as\nlogin as --help\n")
  }

  @Test func aLinkPlantedAtTheHistoryFileIsNotFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    #expect(try BinaryRunner.run(["--store", store, "tasks", "add", "x"]).status == 0)
    let victim = directory.file("victim")
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    try FileManager.default.createSymbolicLink(
      atPath: store + "/history", withDestinationPath: victim)

    let terminal = try PseudoTerminal(["--store", store])
    #expect(terminal.waitFor("history is kept in memory only"), "\(terminal.transcript)")
    #expect(terminal.waitFor("symbolic link"), "\(terminal.transcript)")
    #expect(terminal.waitFor("puremvp> "))
    #expect(send("tasks add y\r", to: terminal, expecting: "added #2 [ ]   y"))
    // The session goes on, with a history in memory.
    #expect(
      send(up + "\r", to: terminal, expecting: "added #3 [ ]   y"), "\(terminal.transcript)")
    terminal.send(controlD)
    #expect(terminal.exitStatus() == 0)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
  }

  @Test func aCorruptHistoryFileIsLeftAloneAndTheSessionGoesOn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    #expect(try BinaryRunner.run(["--store", store, "tasks", "add", "x"]).status == 0)
    let corrupt = Data([0x74, 0x61, 0xFF, 0x0A])
    try corrupt.write(to: URL(fileURLWithPath: store + "/history"))

    let terminal = try PseudoTerminal(["--store", store])
    #expect(terminal.waitFor("history is kept in memory only"), "\(terminal.transcript)")
    #expect(terminal.waitFor("puremvp> "))
    #expect(send("tasks add y\r", to: terminal, expecting: "added #2 [ ]   y"))
    terminal.send(controlD)
    #expect(terminal.exitStatus() == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store + "/history")) == corrupt)
  }
}

extension LineEditingTests {
  @Test func controlCAtAPasswordPromptFailsThatCommandOnlyAndKeepsTheForm() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--now", "2026-01-01T09:00:00Z"])
    #expect(terminal.waitFor("puremvp> "))
    #expect(
      send(
        "login email swiftbeta.blog@gmail.com\r", to: terminal, expecting: "Password: (empty)"))
    // "Password: " is in the form state above too: wait for the prompt's, after the command.
    let beforePrompt = terminal.transcript.count
    terminal.send("login password\r")
    #expect(terminal.waitFor("Password: ", after: beforePrompt))
    terminal.pressControlC()
    #expect(terminal.waitFor("no password was read: Ctrl-C"), "\(terminal.transcript)")
    #expect(terminal.waitFor("puremvp> ", after: terminal.transcript.count - 10))
    #expect(
      send("login password 1234567890\r", to: terminal, expecting: "ready to log in"),
      "\(terminal.transcript)")
    terminal.send("\u{04}")
    #expect(terminal.exitStatus() == 0)
  }
}
