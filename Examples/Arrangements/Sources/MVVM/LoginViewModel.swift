import Domain
import Observation
import Screens

/// Seed 002's view model: the fields the view binds into, and the state it binds out of:
/// the button's enabled state, the spinner, the error, the user. It never knows the view.
@Observable
public final class LoginViewModel {
  /// The email field, bound from the view (seed 002's `@Published var email`).
  public var email = ""
  /// The password field, bound both ways: a submit empties it.
  public var password = ""
  /// Whether a login is under way (seed 002's `showLoading`).
  public private(set) var showLoading = false
  /// The last failed login's message (seed 002's `errorMessage`).
  public private(set) var errorMessage = ""
  /// The logged-in user (seed 002's `user`), or `nil`.
  public private(set) var user: Session?
  /// The session's status line, last asked for.
  public private(set) var status = ""

  @ObservationIgnored private let apiClient: LoginAPIClient

  /// A view model over `apiClient`, its model.
  public init(apiClient: LoginAPIClient) {
    self.apiClient = apiClient
  }

  /// Seed 002's `CombineLatest($email, $password)` with `count >= 5` on both: derived from
  /// both fields, so an observer of it redraws when either changes.
  public var isEnabled: Bool {
    Email(email).length >= Words.fieldMinimumLength
      && password.count >= Words.fieldMinimumLength
  }

  /// The form's line, derived from both fields as `isEnabled` is.
  public var formLine: String {
    Words.form(
      shownEmail: Email(email).description, passwordSet: !password.isEmpty, ready: isEnabled)
  }

  /// The welcome of the logged-in user, or empty.
  public var welcome: String { user.map { Words.welcome($0.name) } ?? "" }

  /// Seed 002's `userLogin`: logs in with the fields, then empties the password.
  public func userLogin() {
    defer { password = "" }
    guard isEnabled else {
      errorMessage = Words.formIncomplete
      return
    }
    showLoading = true
    defer { showLoading = false }
    do throws(LoginAPIClient.BackendError) {
      let session = try apiClient.login(email: Email(email), password: Password(password))
      errorMessage = ""
      user = session
      status = Words.loggedIn(
        name: session.name, email: session.email.value, since: session.startedAt)
    } catch .invalidEmail {
      errorMessage = Words.checkEmail
    } catch {
      errorMessage = Words.checkPassword
    }
  }

  /// Asks whether a session is open.
  public func refreshStatus() {
    status =
      user.map { Words.loggedIn(name: $0.name, email: $0.email.value, since: $0.startedAt) }
      ?? Words.notLoggedIn
  }

  /// Logs out.
  public func logout() {
    status =
      user.map { Words.loggedOut(name: $0.name, email: $0.email.value) }
      ?? Words.noSessionWasOpen
    user = nil
  }
}
