import Domain
import Screens

/// Apple-style MVC of seed 002's login form: the view controller reads the fields, decides
/// when the button is enabled, asks the user gateway, checks the password and keeps the
/// session, all in one class bound to the screen.
public final class LoginViewController {
  private let screen: LoginScreen
  private let accounts: any AccountRepository
  private let hasher: any PasswordHasher
  private let random: any RandomSource
  private let clock: any Clock
  private var session: Session?

  /// A controller of `screen` checking logins against `accounts` with `hasher`, drawing
  /// session tokens from `random` and timing sessions by `clock`.
  public init(
    screen: LoginScreen, accounts: any AccountRepository, hasher: any PasswordHasher,
    random: any RandomSource, clock: any Clock
  ) {
    self.screen = screen
    self.accounts = accounts
    self.hasher = hasher
    self.random = random
    self.clock = clock
    screen.emailField.onChange { [unowned self] _ in fieldsChanged() }
    screen.passwordField.onChange { [unowned self] _ in fieldsChanged() }
    screen.loginButton.onTap { [unowned self] in loginTapped() }
    screen.statusButton.onTap { [unowned self] in statusTapped() }
    screen.logoutButton.onTap { [unowned self] in logoutTapped() }
  }

  private var email: Email { Email(screen.emailField.text) }

  private func fieldsChanged() {
    let ready =
      email.length >= Words.fieldMinimumLength
      && screen.passwordField.text.count >= Words.fieldMinimumLength
    screen.loginButton.isEnabled = ready
    screen.formLabel.text = Words.form(
      shownEmail: email.description, passwordSet: !screen.passwordField.text.isEmpty,
      ready: ready)
  }

  private func loginTapped() {
    // The password does not outlive the attempt.
    defer {
      screen.passwordField.text = ""
      fieldsChanged()
    }
    guard screen.loginButton.isEnabled else {
      screen.errorLabel.text = Words.formIncomplete
      return
    }
    let password = Password(screen.passwordField.text)
    screen.spinner.start()
    let account = try? accounts.account(for: email)
    screen.spinner.stop()
    guard let account else {
      screen.errorLabel.text = Words.checkEmail
      return
    }
    guard account.passwordHash.matches(password, hasher: hasher) else {
      screen.errorLabel.text = Words.checkPassword
      return
    }
    let session = Session(
      email: account.email, name: account.name, startedAt: clock.now(),
      token: SessionToken(random: random, hasher: hasher))
    self.session = session
    screen.errorLabel.text = ""
    screen.welcomeLabel.text = Words.welcome(session.name)
    screen.welcomeLabel.color = .bold
    screen.statusLabel.text = Words.loggedIn(
      name: session.name, email: session.email.value, since: session.startedAt)
  }

  private func statusTapped() {
    screen.statusLabel.text =
      session.map {
        Words.loggedIn(name: $0.name, email: $0.email.value, since: $0.startedAt)
      } ?? Words.notLoggedIn
  }

  private func logoutTapped() {
    screen.welcomeLabel.text = ""
    screen.statusLabel.text =
      session.map { Words.loggedOut(name: $0.name, email: $0.email.value) }
      ?? Words.noSessionWasOpen
    session = nil
  }
}
