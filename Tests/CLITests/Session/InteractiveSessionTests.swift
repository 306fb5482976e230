import Foundation
import Testing

@Suite struct InteractiveSessionTests {
  @Test func aSessionGreetsPromptsAndEndsOnExit() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("type a command, 'help' for the list, 'exit' to quit"))
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("tasks add Buy milk")
    #expect(terminal.waitFor("added #1 [ ]   Buy milk"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func theLoginFormLivesBetweenLinesAndErrorsAreSurvived() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--now", "2026-01-01T09:00:00Z"])
    terminal.type("login email swiftbeta.blog@gmail.com")
    #expect(terminal.waitFor("Password: (empty)"))
    terminal.type("tasks remove 9")
    #expect(terminal.waitFor("No task #9"))
    terminal.type("login password 1234567890")
    #expect(terminal.waitFor("ready to log in"))
    terminal.type("login submit")
    #expect(terminal.waitFor("Welcome, SwiftBeta!"))
    terminal.type("tasks \"unterminated")
    #expect(terminal.waitFor("unterminated quote opened at column 7"))
    terminal.type("quit")
    #expect(terminal.exitStatus() == 0)
    // The terminal echoes what is typed; the program itself must never print the password.
    let printed = terminal.transcript.replacingOccurrences(
      of: "login password 1234567890", with: "")
    #expect(!printed.contains("1234567890"))
  }

  @Test func helpWorksInsideASession() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--lang", "es"])
    terminal.type("help oracle")
    #expect(terminal.waitFor("puremvp oracle ask"))
    #expect(terminal.waitFor("EJEMPLOS:"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func aCommandTypedWithTheProgramsNameSaysToLeaveItOut() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("puremvp tasks list")
    #expect(terminal.waitFor("the session takes commands without 'puremvp': type 'tasks list'"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
    #expect(!terminal.transcript.contains("unknown feature"))
  }

  @Test func helpInASessionListsNoGlobalOptions() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("help")
    #expect(terminal.waitFor("In this session, type commands without 'puremvp'"))
    #expect(terminal.waitFor("Session words: help [FEATURE [COMMAND]], clear (or Ctrl-L)"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
    // The session refuses global options on its lines: its help does not offer them.
    #expect(!terminal.transcript.contains("--keep-going"))
    #expect(!terminal.transcript.contains("--format text|json"))
  }

  @Test func clearClearsTheScreenAsCtrlLDoes() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("clear")
    #expect(terminal.waitFor("\u{1B}[H\u{1B}[2J"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
    #expect(!terminal.transcript.contains("unknown feature 'clear'"))
  }

  @Test func endOfInputEndsTheSessionWithSuccess() throws {
    let terminal = try PseudoTerminal(["--in-memory"])
    #expect(terminal.waitFor("puremvp> "))
    terminal.type("tasks frobnicate")
    #expect(terminal.waitFor("unknown command 'tasks frobnicate'"))
    // Ctrl-D at the next prompt, as a person presses it: the editor draws the prompt once
    // the terminal is in its raw mode (a Ctrl-D typed while a command still runs meets the
    // terminal's own line mode, which takes it as end of file instead).
    let error = try #require(terminal.transcript.range(of: "unknown command 'tasks frobnicate'"))
    let afterError = terminal.transcript.distance(
      from: terminal.transcript.startIndex, to: error.upperBound)
    #expect(terminal.waitFor("puremvp> ", after: afterError))
    terminal.endInput()
    #expect(terminal.exitStatus() == 0)
  }

  @Test func aSlowBackendShowsASpinnerOnTheTerminal() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--latency", "600ms"])
    terminal.type("login as swiftbeta.blog@gmail.com 1234567890")
    #expect(terminal.waitFor("Welcome, SwiftBeta!"))
    let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏", "|", "/", "-", "\\"]
    let beforeWelcome = terminal.transcript.components(separatedBy: "Welcome").first ?? ""
    #expect(spinnerFrames.contains { beforeWelcome.contains($0) }, "\(beforeWelcome)")
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
  }
}

@Suite struct TerminalColorTests {
  private let red = "\u{1B}[31m"

  @Test func answersAreColoredOnATerminal() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--seed", "7", "oracle", "ask"])
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.transcript.contains("\(red)Not a chance"), "\(terminal.transcript)")
  }

  @Test func noColorTurnsColorOffEvenOnATerminal() throws {
    let terminal = try PseudoTerminal(
      ["--in-memory", "--seed", "7", "oracle", "ask"], environment: ["NO_COLOR": "1"])
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.transcript.contains("Not a chance"))
    #expect(!terminal.transcript.contains("\u{1B}["))
  }

  @Test func colorNeverTurnsColorOffOnATerminal() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--color", "never", "tasks", "remove", "3"])
    #expect(terminal.exitStatus() == 1)
    #expect(terminal.transcript.contains("error: No task #3"))
    #expect(!terminal.transcript.contains("\u{1B}["))
  }
}
