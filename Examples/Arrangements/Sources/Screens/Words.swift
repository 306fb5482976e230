/// The product's English words for the two screens, so that every arrangement says what
/// `puremvp` says. Which words to show, and when, is each arrangement's own logic.
public enum Words {
  /// Characters each field of the login form needs (seed 002's rule).
  public static let fieldMinimumLength = 5

  /// The form's line: `Email: ana@example.com · Password: set · ready to log in`.
  /// `shownEmail` is the normalized email, masked when it has no `@` (`Email.description`).
  public static func form(shownEmail: String, passwordSet: Bool, ready: Bool) -> String {
    let email = shownEmail.isEmpty ? "(empty)" : shownEmail
    let password = passwordSet ? "set" : "(empty)"
    let readiness =
      ready ? "ready to log in" : "not ready (each field needs \(fieldMinimumLength)+ characters)"
    return "Email: \(email) · Password: \(password) · \(readiness)"
  }

  /// A submit with a field under the minimum.
  public static let formIncomplete =
    "Fill in both fields first: each needs at least \(fieldMinimumLength) characters"
  /// No account has the email (seed 002's `BackendError.invalidEmail`).
  public static let checkEmail = "Check your email"
  /// The password does not match (seed 002's `BackendError.invalidPassword`).
  public static let checkPassword = "Check your password"
  /// What the spinner stands for.
  public static let checking = "Checking your account…"
  /// The home screen's title.
  public static func welcome(_ name: String) -> String { "Welcome, \(name)!" }
  /// An open session.
  public static func loggedIn(name: String, email: String, since: Int64) -> String {
    "Logged in as \(name) <\(email)> since \(Instant.iso8601(since))"
  }
  /// No open session.
  public static let notLoggedIn = "Not logged in"
  /// The session a logout ended.
  public static func loggedOut(name: String, email: String) -> String {
    "Logged out \(name) <\(email)>"
  }
  /// A logout with no session open.
  public static let noSessionWasOpen = "No session was open"
  /// The answer book could not be read.
  public static func answerBookUnreadable(_ reason: String) -> String {
    "The answer book cannot be read: \(reason)"
  }
}
