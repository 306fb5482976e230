import Domain

/// The password type of the Login events: it masks itself, so a view, a presenter or a
/// trace can pass it on without being able to show it.
package typealias Password = Domain.Password

/// The login form as the screen shows it: never the password, only whether one is set.
package struct LoginFormModel: Equatable, Sendable {
  /// The email field, normalized (trimmed, lowercased).
  package let email: String
  /// Whether the password field holds anything.
  package let isPasswordSet: Bool
  /// Whether both fields have enough characters to submit.
  package let canSubmit: Bool
  /// The form in one line of words.
  package let summary: String

  /// A form model with every field given.
  package init(email: String, isPasswordSet: Bool, canSubmit: Bool, summary: String) {
    self.email = email
    self.isPasswordSet = isPasswordSet
    self.canSubmit = canSubmit
    self.summary = summary
  }
}

/// An open session as the screen shows it; the token never leaves the service.
package struct SessionModel: Equatable, Sendable {
  /// The account's email.
  package let email: String
  /// The account's name.
  package let name: String
  /// When the session started, ISO 8601 in UTC.
  package let startedAt: String
  /// The session in one line of words.
  package let summary: String

  /// A session model with every field given.
  package init(email: String, name: String, startedAt: String, summary: String) {
    self.email = email
    self.name = name
    self.startedAt = startedAt
    self.summary = summary
  }
}

/// The home screen a successful login leads to.
package struct WelcomeModel: Equatable, Sendable {
  /// The session just opened.
  package let session: SessionModel
  /// The greeting: "Welcome, SwiftBeta!".
  package let welcome: String
  /// How the greeting is shown: emphasized, as the seed's home screen title.
  package var style: TextStyle { .bold }

  /// A welcome with every field given.
  package init(session: SessionModel, welcome: String) {
    self.session = session
    self.welcome = welcome
  }
}

/// Whether a session is open (for `status`), or which one was closed (for `logout`).
package struct SessionStatusModel: Equatable, Sendable {
  /// The session, or `nil` when there is none.
  package let session: SessionModel?
  /// The status in one line of words.
  package let summary: String

  /// A status with every field given.
  package init(session: SessionModel?, summary: String) {
    self.session = session
    self.summary = summary
  }
}

/// A registered account as the screen shows it.
package struct AccountModel: Equatable, Sendable {
  /// The account's email, normalized.
  package let email: String
  /// The account's name.
  package let name: String
  /// The registration in one line of words.
  package let summary: String

  /// An account model with every field given.
  package init(email: String, name: String, summary: String) {
    self.email = email
    self.name = name
    self.summary = summary
  }
}

/// A wait for the user gateway (the simulated backend) that the screen may show.
package struct LoadingModel: Equatable, Sendable {
  /// What is being waited for: "Checking your account…".
  package let text: String

  /// A wait described by `text`.
  package init(text: String) { self.text = text }
}
