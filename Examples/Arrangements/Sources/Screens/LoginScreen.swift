/// The login form of seed 002 and its home screen: two fields, a login button enabled once
/// both hold 5 characters, a spinner while the backend is asked, the error, the welcome;
/// and the session's status line with its status and logout buttons.
public final class LoginScreen {
  /// The loop the controls' gestures run on.
  public let loop = EventLoop()
  /// The email field.
  public let emailField: TextField
  /// The password field (secure: a real one would show dots).
  public let passwordField: TextField
  /// "Login".
  public let loginButton: Button
  /// Asks whether a session is open.
  public let statusButton: Button
  /// Ends the open session.
  public let logoutButton: Button
  /// Spins while the backend is asked.
  public let spinner = Spinner()
  /// The form in one line of words (the product's: fields and readiness).
  public let formLabel = Label()
  /// The last failed login's message; emptied by a successful one.
  public let errorLabel = Label()
  /// The home screen's title after a login; emptied by a logout.
  public let welcomeLabel = Label()
  /// The session's status line: who is logged in since when, or who logged out.
  public let statusLabel = Label()

  /// An empty form, its login button disabled.
  public init() {
    emailField = TextField(loop: loop)
    passwordField = TextField(loop: loop)
    loginButton = Button(loop: loop)
    statusButton = Button(loop: loop)
    logoutButton = Button(loop: loop)
    loginButton.isEnabled = false
  }

  /// What the screen shows now.
  public var state: LoginScreenState {
    LoginScreenState(
      email: emailField.text, passwordSet: !passwordField.text.isEmpty,
      canSubmit: loginButton.isEnabled, form: formLabel.text, loading: spinner.isSpinning,
      error: errorLabel.text, welcome: welcomeLabel.text, status: statusLabel.text)
  }
}

/// What the login screen shows, whichever arrangement drew it.
public struct LoginScreenState: Equatable, Sendable, CustomStringConvertible {
  /// The email field's text.
  public var email: String
  /// Whether the password field holds anything.
  public var passwordSet: Bool
  /// Whether the login button is enabled.
  public var canSubmit: Bool
  /// The form's line.
  public var form: String
  /// Whether the spinner spins.
  public var loading: Bool
  /// The error shown.
  public var error: String
  /// The welcome shown.
  public var welcome: String
  /// The status line.
  public var status: String

  /// A state with every field given; the last four default to empty.
  public init(
    email: String, passwordSet: Bool, canSubmit: Bool, form: String, loading: Bool = false,
    error: String = "", welcome: String = "", status: String = ""
  ) {
    self.email = email
    self.passwordSet = passwordSet
    self.canSubmit = canSubmit
    self.form = form
    self.loading = loading
    self.error = error
    self.welcome = welcome
    self.status = status
  }

  /// The fields in one line, for a failing test's message.
  public var description: String {
    "[\(email)|\(passwordSet ? "set" : "empty")|button \(canSubmit ? "on" : "off")"
      + "\(loading ? "|loading" : "")] \(form) / error: \(error) / welcome: \(welcome)"
      + " / status: \(status)"
  }
}
