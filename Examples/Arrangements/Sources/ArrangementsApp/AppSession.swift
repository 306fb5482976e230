import Domain
import Repositories
import Screens

/// Where a command's lines go: standard output and standard error, in the order written.
public protocol Output: AnyObject {
  /// A line of standard output.
  func out(_ line: String)
  /// A line of standard output: `plain`, then `colored` drawn in `color` where the output
  /// shows colors (a terminal).
  func out(_ plain: String, then colored: String, in color: TextColor)
  /// A line of standard error.
  func err(_ line: String)
}

extension Output {
  /// Without colors, the line's text alone.
  public func out(_ plain: String, then colored: String, in color: TextColor) {
    out(plain + colored)
  }
}

/// The options a run starts with: `--seed`, `--now` and `--latency`.
public struct RunOptions: Sendable {
  /// The random stream's seed; `nil` for the system's generator.
  public var seed: UInt64?
  /// A fixed clock, in seconds since 1970; `nil` for the real time.
  public var now: Int64?
  /// The simulated backend's wait before each account lookup, in milliseconds.
  public var latencyMilliseconds = 0

  /// Options with every field given.
  public init(seed: UInt64? = nil, now: Int64? = nil, latencyMilliseconds: Int = 0) {
    self.seed = seed
    self.now = now
    self.latencyMilliseconds = latencyMilliseconds
  }
}

/// One process's worth of both apps in one arrangement: the screens the commands type and
/// tap on, so the login form carries from command to command as `puremvp run` carries it.
///
/// Each command is what a user does on the screen (`login email X` types into the email
/// field, `login submit` taps the login button); what it prints is read off the screen's
/// labels, in the product's words, so every arrangement prints what `puremvp` prints.
@MainActor
public final class AppSession {
  /// The arrangement both apps are built in.
  public let arrangement: Arrangement
  /// The fortune teller's screen.
  public let oracleScreen = OracleScreen()
  /// The login form's screen.
  public let loginScreen = LoginScreen()
  private let random: ReseedableRandomSource
  private var kept: [AnyObject] = []

  /// Both apps in `arrangement`, with `options`' seed, clock and latency.
  public init(arrangement: Arrangement, options: RunOptions) {
    self.arrangement = arrangement
    random = ReseedableRandomSource(seed: options.seed)
    let clock: any Clock = options.now.map { FixedClock(time: $0) } ?? SystemClock()
    let hasher = DemoPasswordHasher()
    let accounts: any AccountRepository =
      options.latencyMilliseconds > 0
      ? DelayedAccountRepository(
        DemoAccounts.gateway(hasher: hasher), milliseconds: options.latencyMilliseconds)
      : DemoAccounts.gateway(hasher: hasher)
    kept.append(
      arrangement.makeOracle(
        on: oracleScreen,
        answers: InMemoryAnswerBookRepository(book: BuiltInAnswerBooks.english), random: random))
    kept.append(
      arrangement.makeLogin(
        on: loginScreen, accounts: accounts, hasher: hasher, random: random, clock: clock))
  }

  /// Restarts the random stream at `seed` (a transcript's `--seed N`).
  public func reseed(_ seed: UInt64) { random.reseed(seed) }

  /// Runs one command (`oracle ask Will I?`, `login submit`…), printing to `output`; a
  /// failure prints `errorPrefix` then `error: MESSAGE`. Answers the exit status: 0, 1 for
  /// a failed command, 64 for a command that is not one.
  public func execute(_ words: [String], output: any Output, errorPrefix: String) -> Int32 {
    func usage(_ message: String) -> Int32 {
      output.err("\(errorPrefix)error: \(message)")
      return 64
    }
    guard let feature = words.first else { return usage("no command given") }
    let command = words.count > 1 ? words[1] : ""
    let arguments = Array(words.dropFirst(2))
    switch (feature, command) {
    case ("oracle", "ask"):
      oracleScreen.questionField.type(arguments.joined(separator: " "))
      oracleScreen.askButton.tap()
      let screen = oracleScreen
      guard screen.errorLabel.text.isEmpty else {
        output.err("\(errorPrefix)error: \(screen.errorLabel.text)")
        return 1
      }
      let question = screen.questionLabel.text
      output.out(
        question.isEmpty ? "" : "\(question) → ", then: screen.answerLabel.text,
        in: screen.answerLabel.color)
      return 0
    case ("login", "email"), ("login", "password"):
      guard arguments.count == 1 else {
        return usage("'login \(command)' takes 1 argument, \(arguments.count) given")
      }
      let field = command == "email" ? loginScreen.emailField : loginScreen.passwordField
      field.type(arguments[0])
      output.out(loginScreen.formLabel.text)
      return 0
    case ("login", "submit"), ("login", "status"), ("login", "logout"):
      guard arguments.isEmpty else { return usage("'login \(command)' takes no arguments") }
      return tap(command, output: output, errorPrefix: errorPrefix)
    case ("oracle", _):
      return usage("unknown command 'oracle \(command)'; expected ask")
    case ("login", _):
      return usage(
        "unknown command 'login \(command)'; expected email, password, submit, status, logout")
    default:
      return usage("unknown feature '\(feature)'; expected login, oracle")
    }
  }

  private func tap(_ command: String, output: any Output, errorPrefix: String) -> Int32 {
    let screen = loginScreen
    switch command {
    case "submit":
      // Every arrangement empties the error label on a successful login and fills it on a
      // failed one.
      screen.loginButton.tap()
      guard screen.errorLabel.text.isEmpty else {
        output.err("\(errorPrefix)error: \(screen.errorLabel.text)")
        return 1
      }
      output.out("", then: screen.welcomeLabel.text, in: screen.welcomeLabel.color)
      output.out(screen.statusLabel.text)
    case "status":
      screen.statusButton.tap()
      output.out(screen.statusLabel.text)
    default:
      screen.logoutButton.tap()
      output.out(screen.statusLabel.text)
    }
    return 0
  }
}

/// The app's random stream: seeded (`--seed`), restartable by a transcript's `--seed N`, or
/// the system's generator.
final class ReseedableRandomSource: RandomSource {
  private var source: any RandomSource

  init(seed: UInt64?) {
    source = seed.map { SeededRandomSource(seed: $0) } ?? SystemRandomSource()
  }

  func reseed(_ seed: UInt64) { source = SeededRandomSource(seed: seed) }

  func next() -> UInt64 { source.next() }
}
