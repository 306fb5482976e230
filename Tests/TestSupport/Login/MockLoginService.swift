import Services

/// A `LoginService` that records each command against `calls` and lets a test fire each
/// outcome by hand; an unexpected command fails the test.
package final class MockLoginService: LoginService {
  /// The commands the test expects, and those made.
  package let calls = ExpectedCalls(double: "MockLoginService")
  /// The arguments of the last command, as text (the password shows masked).
  package private(set) var lastArguments: [String] = []

  package private(set) var formChanged: ((LoginFormModel) -> Void)?
  package private(set) var loadingStarted: ((LoadingModel) -> Void)?
  package private(set) var loadingFinished: (() -> Void)?
  package private(set) var loggedIn: ((WelcomeModel) -> Void)?
  package private(set) var status: ((SessionStatusModel) -> Void)?
  package private(set) var loggedOut: ((SessionStatusModel) -> Void)?
  package private(set) var registered: ((AccountModel) -> Void)?
  package private(set) var failed: ((ErrorModel) -> Void)?

  /// A mock expecting no command yet.
  package init() {}

  package func setEmail(_ email: String) { record("setEmail", email) }
  package func setPassword(_ password: Password) { record("setPassword", "\(password)") }
  package func submit() { record("submit") }
  package func logIn(email: String, password: Password) { record("logIn", email, "\(password)") }
  package func showStatus() { record("showStatus") }
  package func logOut() { record("logOut") }
  package func register(email: String, password: Password, name: String) {
    record("register", email, "\(password)", name)
  }

  package func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void) {
    formChanged = handler
  }
  package func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void) {
    loadingStarted = handler
  }
  package func onLoadingFinished(_ handler: @escaping () -> Void) { loadingFinished = handler }
  package func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void) { loggedIn = handler }
  package func onStatus(_ handler: @escaping (SessionStatusModel) -> Void) { status = handler }
  package func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void) {
    loggedOut = handler
  }
  package func onRegistered(_ handler: @escaping (AccountModel) -> Void) { registered = handler }
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  private func record(_ name: String, _ arguments: String...) {
    lastArguments = arguments
    calls.record(name)
  }
}
