import ArrangementsApp
import Repositories
import Screens
import Testing

/// One scenario per app, run against every arrangement through a test view that types and
/// taps as a user would and records what the screen shows after each gesture: the four
/// arrangements must show the same sequence of screen states.
@MainActor
@Suite("The same screens in every arrangement")
struct SharedScenarioTests {
  /// Types and taps on the fortune teller's screen, recording each state.
  final class OracleTestView {
    let screen = OracleScreen()
    private(set) var states: [OracleScreenState] = []

    func ask(_ question: String) {
      screen.questionField.type(question)
      screen.askButton.tap()
      states.append(screen.state)
    }
  }

  /// Types and taps on the login screen, recording each state.
  final class LoginTestView {
    let screen = LoginScreen()
    private(set) var states: [LoginScreenState] = []

    func typeEmail(_ text: String) { record { screen.emailField.type(text) } }
    func typePassword(_ text: String) { record { screen.passwordField.type(text) } }
    func tapLogin() { record { screen.loginButton.tap() } }
    func tapStatus() { record { screen.statusButton.tap() } }
    func tapLogout() { record { screen.logoutButton.tap() } }

    private func record(_ gesture: () -> Void) {
      gesture()
      states.append(screen.state)
    }
  }

  @Test("Oracle: a question, its answer and its color", arguments: Arrangement.allCases)
  func oracle(arrangement: Arrangement) {
    let view = OracleTestView()
    let kept = arrangement.makeOracle(
      on: view.screen, answers: Fixtures.answers, random: ScriptedRandom.picking(3, 1, 2))

    view.ask("  Will I learn Swift? ")
    view.ask("   ")
    view.ask("Will it rain?")

    #expect(
      view.states == [
        OracleScreenState(question: "Will I learn Swift?", answer: "Of course!", color: .green),
        OracleScreenState(question: "", answer: "No", color: .red),
        OracleScreenState(question: "Will it rain?", answer: "Not a chance", color: .red),
      ], "the fortune teller's screens differ in \(arrangement.title)")
    withExtendedLifetime(kept) {}
  }

  @Test(
    "Login: typing, the button at 5 and 5, wrong email, wrong password, success, logout",
    arguments: Arrangement.allCases)
  func login(arrangement: Arrangement) {
    let view = LoginTestView()
    let kept = arrangement.makeLogin(
      on: view.screen, accounts: Fixtures.accounts(), hasher: Fixtures.hasher,
      random: ScriptedRandom([]), clock: FixedClock(time: Fixtures.start))
    let masked = "••••••"
    let session = "SwiftBeta <swiftbeta.blog@gmail.com>"

    view.typeEmail("swif")
    view.typePassword("1234")
    view.typePassword("12345")
    view.typeEmail("swift")
    view.typeEmail("nobody@example.com")
    view.tapLogin()
    view.typeEmail("SwiftBeta.Blog@gmail.com")
    view.typePassword("12345678")
    view.tapLogin()
    view.typePassword("1234567890")
    view.tapLogin()
    view.tapStatus()
    view.tapLogout()
    view.tapLogout()

    let email = "swiftbeta.blog@gmail.com"
    let typed = "SwiftBeta.Blog@gmail.com"
    #expect(
      view.states == [
        .init(
          email: "swif", passwordSet: false, canSubmit: false,
          form: formLine(masked, password: false, ready: false)),
        .init(
          email: "swif", passwordSet: true, canSubmit: false,
          form: formLine(masked, password: true, ready: false)),
        .init(
          email: "swif", passwordSet: true, canSubmit: false,
          form: formLine(masked, password: true, ready: false)),
        .init(
          email: "swift", passwordSet: true, canSubmit: true,
          form: formLine(masked, password: true, ready: true)),
        .init(
          email: "nobody@example.com", passwordSet: true, canSubmit: true,
          form: formLine("nobody@example.com", password: true, ready: true)),
        .init(
          email: "nobody@example.com", passwordSet: false, canSubmit: false,
          form: formLine("nobody@example.com", password: false, ready: false),
          error: "Check your email"),
        .init(
          email: typed, passwordSet: false, canSubmit: false,
          form: formLine(email, password: false, ready: false), error: "Check your email"),
        .init(
          email: typed, passwordSet: true, canSubmit: true,
          form: formLine(email, password: true, ready: true), error: "Check your email"),
        .init(
          email: typed, passwordSet: false, canSubmit: false,
          form: formLine(email, password: false, ready: false), error: "Check your password"),
        .init(
          email: typed, passwordSet: true, canSubmit: true,
          form: formLine(email, password: true, ready: true), error: "Check your password"),
        .init(
          email: typed, passwordSet: false, canSubmit: false,
          form: formLine(email, password: false, ready: false), welcome: "Welcome, SwiftBeta!",
          status: "Logged in as \(session) since 2026-01-01T09:00:00Z"),
        .init(
          email: typed, passwordSet: false, canSubmit: false,
          form: formLine(email, password: false, ready: false), welcome: "Welcome, SwiftBeta!",
          status: "Logged in as \(session) since 2026-01-01T09:00:00Z"),
        .init(
          email: typed, passwordSet: false, canSubmit: false,
          form: formLine(email, password: false, ready: false),
          status: "Logged out \(session)"),
        .init(
          email: typed, passwordSet: false, canSubmit: false,
          form: formLine(email, password: false, ready: false), status: "No session was open"),
      ], "the login screens differ in \(arrangement.title)")
    withExtendedLifetime(kept) {}
  }
}
