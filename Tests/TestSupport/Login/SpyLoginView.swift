import Presenters
import Services

/// A `LoginView` that lets a test fire each user event by hand and records each model it is
/// shown against `calls`; an unexpected outcome fails the test.
package final class SpyLoginView: LoginView {
  /// The outcomes the test expects, and those shown.
  package let calls = ExpectedCalls(double: "SpyLoginView")

  package private(set) var email: ((String) -> Void)?
  package private(set) var password: ((Password) -> Void)?
  package private(set) var submit: (() -> Void)?
  package private(set) var logIn: ((String, Password) -> Void)?
  package private(set) var status: (() -> Void)?
  package private(set) var logOut: (() -> Void)?
  package private(set) var register: ((String, Password, String) -> Void)?

  /// A spy expecting no outcome yet.
  package init() {}

  package func onEmail(_ handler: @escaping (String) -> Void) { email = handler }
  package func onPassword(_ handler: @escaping (Password) -> Void) { password = handler }
  package func onSubmit(_ handler: @escaping () -> Void) { submit = handler }
  package func onLogIn(_ handler: @escaping (String, Password) -> Void) { logIn = handler }
  package func onStatus(_ handler: @escaping () -> Void) { status = handler }
  package func onLogOut(_ handler: @escaping () -> Void) { logOut = handler }
  package func onRegister(_ handler: @escaping (String, Password, String) -> Void) {
    register = handler
  }

  package func showForm(_ form: LoginFormModel) { calls.record("showForm") }
  package func showLoading(_ loading: LoadingModel) { calls.record("showLoading") }
  package func hideLoading() { calls.record("hideLoading") }
  package func showWelcome(_ welcome: WelcomeModel) { calls.record("showWelcome") }
  package func showStatus(_ status: SessionStatusModel) { calls.record("showStatus") }
  package func showLoggedOut(_ status: SessionStatusModel) { calls.record("showLoggedOut") }
  package func showRegistered(_ account: AccountModel) { calls.record("showRegistered") }
  package func showFailure(_ error: ErrorModel) { calls.record("showFailure") }
}
