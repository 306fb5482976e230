import Services

/// Connects a `LoginView` to a `LoginService`, and does nothing else.
///
/// Each view event reaches one service command and each service outcome reaches one view
/// method. The form's state, its validation and the spinner's timing are the service's.
public struct LoginPresenter {
  /// Wires every event of `view` to `service` and every outcome of `service` to `view`:
  /// the form and the shortcuts around it.
  @discardableResult
  public init(view: any LoginView, service: any LoginService) {
    Self.connectForm(view, service)
    view.onLogIn { service.logIn(email: $0, password: $1) }
    view.onRegister { service.register(email: $0, password: $1, name: $2) }

    service.onRegistered { view.showRegistered($0) }
  }

  /// Wires every event of `view` to `service` and every outcome of `service` to `view`,
  /// for a view of the form alone (the screen).
  @discardableResult
  public init(view: any LoginForm, service: any LoginService) {
    Self.connectForm(view, service)
  }

  /// The form's events to `service`, and its outcomes to `view`.
  private static func connectForm(_ view: any LoginForm, _ service: any LoginService) {
    view.onEmail { service.setEmail($0) }
    view.onPassword { service.setPassword($0) }
    view.onSubmit { service.submit() }
    view.onStatus { service.showStatus() }
    view.onLogOut { service.logOut() }

    service.onFormChanged { view.showForm($0) }
    service.onFormCleared { view.showFormCleared($0) }
    service.onLoadingStarted { view.showLoading($0) }
    service.onLoadingFinished { view.hideLoading() }
    service.onLoggedIn { view.showWelcome($0) }
    service.onStatus { view.showStatus($0) }
    service.onLoggedOut { view.showLoggedOut($0) }
    service.onFailure { view.showFailure($0) }
  }
}

/// A Login view with the form and its shortcuts, as its presenter sees it: the command
/// line's.
public typealias LoginView = LoginForm & LoginShortcuts

/// The login form as its presenter sees it, on every view: the form's user events out,
/// models in.
public protocol LoginForm: AnyObject {
  /// Calls `handler` with the text each time the user types into the email field.
  func onEmail(_ handler: @escaping (_ email: String) -> Void)
  /// Calls `handler` with the password each time the user types into the password field.
  func onPassword(_ handler: @escaping (_ password: Password) -> Void)
  /// Calls `handler` each time the user presses the login button.
  func onSubmit(_ handler: @escaping () -> Void)
  /// Calls `handler` each time the user asks whether a session is open.
  func onStatus(_ handler: @escaping () -> Void)
  /// Calls `handler` each time the user logs out.
  func onLogOut(_ handler: @escaping () -> Void)

  /// Shows the form after a field changed.
  func showForm(_ form: LoginFormModel)
  /// Shows the form a submit left, its password cleared (a password field empties).
  func showFormCleared(_ form: LoginFormModel)
  /// Shows that the backend is being waited for.
  func showLoading(_ loading: LoadingModel)
  /// Stops showing the wait.
  func hideLoading()
  /// Shows the home screen of a successful login.
  func showWelcome(_ welcome: WelcomeModel)
  /// Shows whether a session is open.
  func showStatus(_ status: SessionStatusModel)
  /// Shows the session a logout ended.
  func showLoggedOut(_ status: SessionStatusModel)
  /// Shows a failed command.
  func showFailure(_ error: ErrorModel)
}

/// What a view offers besides the form, as the presenter sees it: logging in with both
/// fields in one step, and registering an account. Its failures are shown by
/// `LoginForm.showFailure`.
public protocol LoginShortcuts: AnyObject {
  /// Calls `handler` each time the user fills both fields and logs in at once.
  func onLogIn(_ handler: @escaping (_ email: String, _ password: Password) -> Void)
  /// Calls `handler` each time the user registers an account; `name` may be empty.
  func onRegister(
    _ handler: @escaping (_ email: String, _ password: Password, _ name: String) -> Void)

  /// Shows a registered account.
  func showRegistered(_ account: AccountModel)
}
