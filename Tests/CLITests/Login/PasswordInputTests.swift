import Foundation
import TestSupport
import Testing

/// A password left off the command line: asked for without echo on a terminal, read from
/// standard input under `--password-stdin`, refused otherwise; and text typed into the
/// email field without an `@` masked in traces and error messages.
@Suite struct PasswordInputTests {
  static let email = "swiftbeta.blog@gmail.com"
  static let password = "1234567890"

  @Test func passwordStdinLogsInWithoutThePasswordInTheArguments() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let secret = "Tr0ub4dor-and-3"
    let register = ["--store", store, "--password-stdin", "login", "register", "ana@example.com"]
    let registered = try BinaryRunner.run(register, stdin: Data((secret + "\n").utf8))
    #expect(registered.status == 0, "\(registered)")
    // The name defaults to the part of the email before the @.
    #expect(registered.stdout.contains("Registered ana <ana@example.com>"))

    let login = ["--store", store, "--password-stdin", "login", "as", "ana@example.com"]
    // What `ps` and /proc/PID/cmdline would show is exactly these arguments.
    #expect(!(register + login).contains { $0.contains(secret) })
    let run = try BinaryRunner.run(login, stdin: Data((secret + "\n").utf8))
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Welcome, ana!"))
    #expect(!(run.stdout + run.stderr).contains(secret))
  }

  @Test func passwordStdinSetsThePasswordFieldToo() throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "--password-stdin", "login", "password"], stdin: Data("12345\r\n".utf8))
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Password: set"))
  }

  @Test(arguments: [["run", "-"], ["run"], []])
  func passwordStdinWithAScriptOnStandardInputIsAUsageError(words: [String]) throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "--password-stdin"] + words, stdin: Data("login status\n".utf8))
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("--password-stdin reads the password from standard input"))
  }

  @Test(arguments: [["login", "as", email], ["login", "password"], ["login", "register", email]])
  func withoutATerminalOrTheOptionAMissingPasswordIsAUsageError(words: [String]) throws {
    let run = try BinaryRunner.run(
      ["--in-memory"] + words, stdin: Data((Self.password + "\n").utf8))
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("'login \(words[1])' needs the password"))
    #expect(run.stderr.contains("--password-stdin"))
  }

  @Test func passwordStdinThatEndsFirstIsAUsageError() throws {
    let run = try BinaryRunner.run(["--in-memory", "--password-stdin", "login", "as", Self.email])
    #expect(run.status == 64)
    #expect(run.stderr.contains("no password was read"))
  }

  @Test func theTerminalPromptDoesNotEchoThePassword() throws {
    let terminal = try PseudoTerminal(["--in-memory", "login", "as", Self.email])
    #expect(terminal.waitFor("Password: "))
    terminal.type(Self.password)
    #expect(terminal.waitFor("Welcome, SwiftBeta!"))
    #expect(terminal.exitStatus() == 0)
    #expect(!terminal.transcript.contains(Self.password), "\(terminal.transcript)")
    #expect(terminal.echoes)
  }

  @Test func theSessionAsksForPasswordsWithoutEcho() throws {
    let terminal = try PseudoTerminal(["--in-memory", "--now", "2026-01-01T09:00:00Z"])
    // Each line is typed once the session prompts for it, so that the terminal's echo of
    // the line and the program's answer come out in this order.
    terminal.type("login email \(Self.email)")
    #expect(terminal.waitFor("5+ characters)\r\npuremvp> "))
    terminal.type("login password")
    #expect(terminal.waitFor("puremvp> login password\r\nPassword: "))
    terminal.type(Self.password)
    #expect(terminal.waitFor("ready to log in\r\npuremvp> "))
    terminal.type("login submit")
    #expect(terminal.waitFor("Welcome, SwiftBeta!"))
    terminal.type("login logout")
    #expect(terminal.waitFor("Logged out SwiftBeta <\(Self.email)>\r\npuremvp> "))
    terminal.type("login as \(Self.email)")
    #expect(terminal.waitFor("puremvp> login as \(Self.email)\r\nPassword: "))
    terminal.type(Self.password)
    #expect(terminal.waitFor("Logged in as SwiftBeta"))
    terminal.type("exit")
    #expect(terminal.exitStatus() == 0)
    #expect(!terminal.transcript.contains(Self.password), "\(terminal.transcript)")
  }

  @Test func registerAsksTwiceOnATerminal() throws {
    let terminal = try PseudoTerminal(["--in-memory", "login", "register", "ana@example.com"])
    #expect(terminal.waitFor("Password: "))
    terminal.type("s3cret-pass-word")
    #expect(terminal.waitFor("Password again: "))
    terminal.type("s3cret-pass-word")
    #expect(terminal.waitFor("Registered ana <ana@example.com>"))
    #expect(terminal.exitStatus() == 0)
    #expect(!terminal.transcript.contains("s3cret"))
  }

  @Test func registerRefusesTwoDifferentPasswords() throws {
    let terminal = try PseudoTerminal(["--in-memory", "login", "register", "ana@example.com"])
    #expect(terminal.waitFor("Password: "))
    terminal.type("s3cret-pass-word")
    #expect(terminal.waitFor("Password again: "))
    terminal.type("s3cret-pass-w0rd")
    #expect(terminal.waitFor("the two passwords typed differ; nothing was registered"))
    #expect(terminal.exitStatus() == 64)
    #expect(!terminal.transcript.contains("Registered"))
  }

  @Test func ctrlCAtThePromptGivesTheTerminalItsEchoBackAndEndsTheProgram() throws {
    let terminal = try PseudoTerminal(["--in-memory", "login", "as", Self.email])
    #expect(terminal.waitFor("Password: "))
    #expect(!terminal.echoes)
    terminal.pressControlC()
    // Ended as an interrupt: killed by SIGINT, or exit 130 where the launcher blocks
    // SIGINT in its children (the test runner does; a shell does not).
    let status = terminal.exitStatus()
    #expect(status == SIGINT || status == 130, "\(String(describing: status))")
    #expect(terminal.echoes)
    #expect(!terminal.transcript.contains("Welcome"))
  }

  @Test func textWithoutAnAtInTheEmailFieldIsMaskedInTheTraceAndInErrors() throws {
    let typo = "hunter2-in-the-wrong-field"
    let script = """
      login email \(typo)
      login register \(typo) long-enough-pass
      login as \(typo) \(Self.password)
      login as \(Self.email) \(Self.password)
      """
    let run = try BinaryRunner.run(
      ["--in-memory", "--trace", "--keep-going", "run", "-"], stdin: Data(script.utf8))
    #expect(run.status == 1)
    // The form's answer masks it too: the password may have been typed there.
    #expect(run.stdout.contains("Email: •••••• · Password: (empty)"))
    #expect(!run.stdout.contains(typo), "\(run.stdout)")
    #expect(!run.stderr.contains(typo), "\(run.stderr)")
    #expect(run.stderr.contains("onEmail(email: ••••••)"))
    #expect(run.stderr.contains("'••••••' is not an email address like name@example.com"))
    // An address stays readable.
    #expect(run.stderr.contains("onLogIn(email: \"\(Self.email)\", password: ••••••)"))
  }
}
