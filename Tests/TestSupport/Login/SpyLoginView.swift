import Presenters
import Services
import Testing

private let owner = "SpyLoginView"

/// A `LoginView` that lets a test fire each user event by hand and records each view method
/// called, typed and with its model.
///
/// Every show must be expected first (`shown.expect(...)`); any other, or one with another
/// model, fails the test. Firing an event nobody subscribed to fails it too.
package final class SpyLoginView: LoginView {
  /// A view method that was called, with its model.
  package enum Shown: Equatable, Sendable {
    /// `showForm(_:)`.
    case form(LoginFormModel)
    /// `showFormCleared(_:)`.
    case formCleared(LoginFormModel)
    /// `showLoading(_:)`.
    case loading(LoadingModel)
    /// `hideLoading()`.
    case loadingHidden
    /// `showWelcome(_:)`.
    case welcome(WelcomeModel)
    /// `showStatus(_:)`.
    case status(SessionStatusModel)
    /// `showLoggedOut(_:)`.
    case loggedOut(SessionStatusModel)
    /// `showRegistered(_:)`.
    case registered(AccountModel)
    /// `showFailure(_:)`.
    case failure(ErrorModel)
  }

  /// The view methods called, checked against the expected ones.
  package let shown = CallLog<Shown>(owner: owner)

  private var email = Subscription<(String) -> Void>(owner: owner, name: "onEmail")
  private var password = Subscription<(Password) -> Void>(owner: owner, name: "onPassword")
  private var submit = Subscription<() -> Void>(owner: owner, name: "onSubmit")
  private var logIn = Subscription<(String, Password) -> Void>(owner: owner, name: "onLogIn")
  private var status = Subscription<() -> Void>(owner: owner, name: "onStatus")
  private var logOut = Subscription<() -> Void>(owner: owner, name: "onLogOut")
  private var register = Subscription<(String, Password, String) -> Void>(
    owner: owner, name: "onRegister")

  /// A spy expecting nothing to be shown, with no event subscribed to.
  package init() {}

  /// Keeps `handler` for `userTypesEmail(_:)`.
  package func onEmail(_ handler: @escaping (String) -> Void) { email.subscribe(handler) }
  /// Keeps `handler` for `userTypesPassword(_:)`.
  package func onPassword(_ handler: @escaping (Password) -> Void) {
    password.subscribe(handler)
  }
  /// Keeps `handler` for `userSubmits()`.
  package func onSubmit(_ handler: @escaping () -> Void) { submit.subscribe(handler) }
  /// Keeps `handler` for `userLogsIn(email:password:)`.
  package func onLogIn(_ handler: @escaping (String, Password) -> Void) {
    logIn.subscribe(handler)
  }
  /// Keeps `handler` for `userAsksForStatus()`.
  package func onStatus(_ handler: @escaping () -> Void) { status.subscribe(handler) }
  /// Keeps `handler` for `userLogsOut()`.
  package func onLogOut(_ handler: @escaping () -> Void) { logOut.subscribe(handler) }
  /// Keeps `handler` for `userRegisters(email:password:name:)`.
  package func onRegister(_ handler: @escaping (String, Password, String) -> Void) {
    register.subscribe(handler)
  }

  /// Records `.form(form)`.
  package func showForm(_ form: LoginFormModel) { shown.record(.form(form)) }
  /// Records `.formCleared(form)`.
  package func showFormCleared(_ form: LoginFormModel) { shown.record(.formCleared(form)) }
  /// Records `.loading(loading)`.
  package func showLoading(_ loading: LoadingModel) { shown.record(.loading(loading)) }
  /// Records `.loadingHidden`.
  package func hideLoading() { shown.record(.loadingHidden) }
  /// Records `.welcome(welcome)`.
  package func showWelcome(_ welcome: WelcomeModel) { shown.record(.welcome(welcome)) }
  /// Records `.status(status)`.
  package func showStatus(_ status: SessionStatusModel) { shown.record(.status(status)) }
  /// Records `.loggedOut(status)`.
  package func showLoggedOut(_ status: SessionStatusModel) { shown.record(.loggedOut(status)) }
  /// Records `.registered(account)`.
  package func showRegistered(_ account: AccountModel) { shown.record(.registered(account)) }
  /// Records `.failure(error)`.
  package func showFailure(_ error: ErrorModel) { shown.record(.failure(error)) }

  /// The user types `email` into the email field.
  package func userTypesEmail(_ email: String, sourceLocation: SourceLocation = #_sourceLocation) {
    self.email.fire(sourceLocation: sourceLocation) { $0(email) }
  }
  /// The user types `password` into the password field.
  package func userTypesPassword(
    _ password: Password, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.password.fire(sourceLocation: sourceLocation) { $0(password) }
  }
  /// The user presses the login button.
  package func userSubmits(sourceLocation: SourceLocation = #_sourceLocation) {
    submit.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user logs in with both fields at once.
  package func userLogsIn(
    email: String, password: Password, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    logIn.fire(sourceLocation: sourceLocation) { $0(email, password) }
  }
  /// The user asks whether a session is open.
  package func userAsksForStatus(sourceLocation: SourceLocation = #_sourceLocation) {
    status.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user logs out.
  package func userLogsOut(sourceLocation: SourceLocation = #_sourceLocation) {
    logOut.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// The user registers an account; `name` may be empty.
  package func userRegisters(
    email: String, password: Password, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    register.fire(sourceLocation: sourceLocation) { $0(email, password, name) }
  }
}
