import Domain

/// The password type of the Login events: it masks itself, so a view, a presenter or a
/// trace can pass it on without being able to show it.
public typealias Password = Domain.Password

/// The login form as the screen shows it: never the password, only whether one is set.
public struct LoginFormModel: Equatable, Sendable {
  /// The email field, normalized (trimmed, lowercased).
  public let email: String
  /// Whether the password field holds anything.
  public let isPasswordSet: Bool
  /// Whether both fields have enough characters to submit.
  public let canSubmit: Bool
  /// The form in one line of words.
  public let summary: String

  /// A form model with every field given.
  public init(email: String, isPasswordSet: Bool, canSubmit: Bool, summary: String) {
    self.email = email
    self.isPasswordSet = isPasswordSet
    self.canSubmit = canSubmit
    self.summary = summary
  }
}

/// An open session as the screen shows it; the token never leaves the service.
public struct SessionModel: Equatable, Sendable {
  /// The account's email.
  public let email: String
  /// The account's name.
  public let name: String
  /// When the session started, ISO 8601 in UTC.
  public let startedAt: String
  /// The session in one line of words.
  public let summary: String

  /// A session model with every field given.
  public init(email: String, name: String, startedAt: String, summary: String) {
    self.email = email
    self.name = name
    self.startedAt = startedAt
    self.summary = summary
  }
}

/// The home screen a successful login leads to.
public struct WelcomeModel: Equatable, Sendable {
  /// The session just opened.
  public let session: SessionModel
  /// The greeting: "Welcome, SwiftBeta!".
  public let welcome: String
  /// How the greeting is shown: emphasized, as the seed's home screen title.
  public var style: TextStyle { .bold }

  /// A welcome with every field given.
  public init(session: SessionModel, welcome: String) {
    self.session = session
    self.welcome = welcome
  }
}

/// Whether a session is open (for `status`), or which one was closed (for `logout`).
public struct SessionStatusModel: Equatable, Sendable {
  /// The session, or `nil` when there is none.
  public let session: SessionModel?
  /// The status in one line of words.
  public let summary: String

  /// A status with every field given.
  public init(session: SessionModel?, summary: String) {
    self.session = session
    self.summary = summary
  }
}

/// A registered account as the screen shows it.
public struct AccountModel: Equatable, Sendable {
  /// The account's email, normalized.
  public let email: String
  /// The account's name.
  public let name: String
  /// The registration in one line of words.
  public let summary: String

  /// An account model with every field given.
  public init(email: String, name: String, summary: String) {
    self.email = email
    self.name = name
    self.summary = summary
  }
}

/// A wait for the user gateway (the simulated backend) that the screen may show.
public struct LoadingModel: Equatable, Sendable {
  /// What is being waited for: "Checking your account…".
  public let text: String

  /// A wait described by `text`.
  public init(text: String) { self.text = text }
}
