import Services
import Testing

private let owner = "MockLoginService"

/// A `LoginService` that records each command, typed and with its arguments, and lets a
/// test fire each outcome by hand.
///
/// Every command must be expected first (`calls.expect(...)`); any other command, or one with
/// other arguments (a password compares by its text, though it prints masked), fails the
/// test. Firing an outcome nobody subscribed to fails it too.
package final class MockLoginService: LoginService {
  /// A command the service received, with its arguments.
  package enum Call: Equatable, Sendable {
    /// `setEmail(_:)`.
    case setEmail(String)
    /// `setPassword(_:)`.
    case setPassword(Password)
    /// `submit()`.
    case submit
    /// `logIn(email:password:)`.
    case logIn(email: String, password: Password)
    /// `showStatus()`.
    case showStatus
    /// `logOut()`.
    case logOut
    /// `register(email:password:name:)`.
    case register(email: String, password: Password, name: String)
  }

  /// The commands received, checked against the expected ones.
  package let calls = CallLog<Call>(owner: owner)

  private var formChanged = Subscription<(LoginFormModel) -> Void>(
    owner: owner, name: "onFormChanged")
  private var formCleared = Subscription<(LoginFormModel) -> Void>(
    owner: owner, name: "onFormCleared")
  private var loadingStarted = Subscription<(LoadingModel) -> Void>(
    owner: owner, name: "onLoadingStarted")
  private var loadingFinished = Subscription<() -> Void>(owner: owner, name: "onLoadingFinished")
  private var loggedIn = Subscription<(WelcomeModel) -> Void>(owner: owner, name: "onLoggedIn")
  private var status = Subscription<(SessionStatusModel) -> Void>(
    owner: owner, name: "onStatus")
  private var loggedOut = Subscription<(SessionStatusModel) -> Void>(
    owner: owner, name: "onLoggedOut")
  private var registered = Subscription<(AccountModel) -> Void>(
    owner: owner, name: "onRegistered")
  private var failed = Subscription<(ErrorModel) -> Void>(owner: owner, name: "onFailure")

  /// A mock expecting no command, with no outcome subscribed to.
  package init() {}

  /// Records `.setEmail(email)`.
  package func setEmail(_ email: String) { calls.record(.setEmail(email)) }
  /// Records `.setPassword(password)`.
  package func setPassword(_ password: Password) { calls.record(.setPassword(password)) }
  /// Records `.submit`.
  package func submit() { calls.record(.submit) }
  /// Records `.logIn(email:password:)`.
  package func logIn(email: String, password: Password) {
    calls.record(.logIn(email: email, password: password))
  }
  /// Records `.showStatus`.
  package func showStatus() { calls.record(.showStatus) }
  /// Records `.logOut`.
  package func logOut() { calls.record(.logOut) }
  /// Records `.register(email:password:name:)`.
  package func register(email: String, password: Password, name: String) {
    calls.record(.register(email: email, password: password, name: name))
  }

  /// Keeps `handler` for `emitFormChanged(_:)`.
  package func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void) {
    formChanged.subscribe(handler)
  }
  /// Keeps `handler` for `emitLoadingStarted(_:)`.
  package func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void) {
    loadingStarted.subscribe(handler)
  }
  /// Keeps `handler` for `emitLoadingFinished()`.
  package func onLoadingFinished(_ handler: @escaping () -> Void) {
    loadingFinished.subscribe(handler)
  }
  /// Keeps `handler` for `emitFormCleared(_:)`.
  package func onFormCleared(_ handler: @escaping (LoginFormModel) -> Void) {
    formCleared.subscribe(handler)
  }
  /// Keeps `handler` for `emitLoggedIn(_:)`.
  package func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void) {
    loggedIn.subscribe(handler)
  }
  /// Keeps `handler` for `emitStatus(_:)`.
  package func onStatus(_ handler: @escaping (SessionStatusModel) -> Void) {
    status.subscribe(handler)
  }
  /// Keeps `handler` for `emitLoggedOut(_:)`.
  package func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void) {
    loggedOut.subscribe(handler)
  }
  /// Keeps `handler` for `emitRegistered(_:)`.
  package func onRegistered(_ handler: @escaping (AccountModel) -> Void) {
    registered.subscribe(handler)
  }
  /// Keeps `handler` for `emitFailure(_:)`.
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    failed.subscribe(handler)
  }

  /// Fires the form-changed outcome with `form`, as the real service would.
  package func emitFormChanged(
    _ form: LoginFormModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    formChanged.fire(sourceLocation: sourceLocation) { $0(form) }
  }
  /// Fires the form-cleared outcome with `form`, as the real service does after a submit.
  package func emitFormCleared(
    _ form: LoginFormModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    formCleared.fire(sourceLocation: sourceLocation) { $0(form) }
  }
  /// Fires the loading-started outcome with `loading`.
  package func emitLoadingStarted(
    _ loading: LoadingModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    loadingStarted.fire(sourceLocation: sourceLocation) { $0(loading) }
  }
  /// Fires the loading-finished outcome.
  package func emitLoadingFinished(sourceLocation: SourceLocation = #_sourceLocation) {
    loadingFinished.fire(sourceLocation: sourceLocation) { $0() }
  }
  /// Fires the logged-in outcome with `welcome`.
  package func emitLoggedIn(
    _ welcome: WelcomeModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    loggedIn.fire(sourceLocation: sourceLocation) { $0(welcome) }
  }
  /// Fires the status outcome with `status`.
  package func emitStatus(
    _ status: SessionStatusModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.status.fire(sourceLocation: sourceLocation) { $0(status) }
  }
  /// Fires the logged-out outcome with `status`.
  package func emitLoggedOut(
    _ status: SessionStatusModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    loggedOut.fire(sourceLocation: sourceLocation) { $0(status) }
  }
  /// Fires the registered outcome with `account`.
  package func emitRegistered(
    _ account: AccountModel, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    registered.fire(sourceLocation: sourceLocation) { $0(account) }
  }
  /// Fires the failure outcome with `error`.
  package func emitFailure(_ error: ErrorModel, sourceLocation: SourceLocation = #_sourceLocation) {
    failed.fire(sourceLocation: sourceLocation) { $0(error) }
  }
}
