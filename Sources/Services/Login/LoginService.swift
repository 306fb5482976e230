import Domain

/// The Login application's model, as its presenter sees it: the form's fields, its
/// validation, the backend check and the session all live behind this protocol.
///
/// Each command answers through exactly one of the registered outcome handlers; a command
/// that asks the user gateway also brackets the wait with `loadingStarted`/`loadingFinished`,
/// and a submit (`submit()`, `logIn`) then answers the form it left, through `onFormCleared`.
public protocol LoginService: AnyObject {
  /// Sets the email field and answers the form.
  func setEmail(_ email: String)
  /// Sets the password field and answers the form.
  func setPassword(_ password: Password)
  /// Checks the form's fields against the user gateway and opens a session on success;
  /// whatever the outcome, then clears the password field and answers `onFormCleared`.
  func submit()
  /// Sets both fields and submits, in one command, as `submit()` answers.
  func logIn(email: String, password: Password)
  /// Answers the open session, or none.
  func showStatus()
  /// Ends the open session, if any, and answers the one it ended.
  func logOut()
  /// Adds an account; an empty `name` defaults to the part of the email before the `@`.
  func register(email: String, password: Password, name: String)

  /// Calls `handler` with the form after each change of a field.
  func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void)
  /// Calls `handler` with the form each submit leaves, its password cleared, after the
  /// submit's own outcome: a view with a password field empties it and follows the form.
  func onFormCleared(_ handler: @escaping (LoginFormModel) -> Void)
  /// Calls `handler` when a wait for the user gateway begins.
  func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void)
  /// Calls `handler` when that wait ends, before the command's outcome.
  func onLoadingFinished(_ handler: @escaping () -> Void)
  /// Calls `handler` with the welcome of each successful login.
  func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void)
  /// Calls `handler` with the session status asked for.
  func onStatus(_ handler: @escaping (SessionStatusModel) -> Void)
  /// Calls `handler` with the session each logout ended (none when none was open).
  func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void)
  /// Calls `handler` with each account registered.
  func onRegistered(_ handler: @escaping (AccountModel) -> Void)
  /// Calls `handler` with each failed command.
  func onFailure(_ handler: @escaping (ErrorModel) -> Void)
}

/// The password type of the Login events: it masks itself, so a view, a presenter or a
/// trace can pass it on without being able to show it.
public typealias Password = Domain.Password

/// The login form as the screen shows it: never the password, only whether one is set.
public struct LoginFormModel: Equatable, Sendable {
  /// The email field, normalized (trimmed, lowercased), and masked (`••••••`) when it has
  /// no `@`: such text may be the password typed into the wrong field. A screen's email
  /// field shows what is typed from its own text, not from here.
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
