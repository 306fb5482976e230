import Services

/// Connects a `LoginView` to a `LoginService`, and does nothing else.
///
/// Each view event reaches one service command and each service outcome reaches one view
/// method. The form's state, its validation and the spinner's timing are the service's.
public struct LoginPresenter {
  /// Wires every event of `view` to `service` and every outcome of `service` to `view`.
  @discardableResult
  public init(view: any LoginView, service: any LoginService) {
    view.onEmail { service.setEmail($0) }
    view.onPassword { service.setPassword($0) }
    view.onSubmit { service.submit() }
    view.onLogIn { service.logIn(email: $0, password: $1) }
    view.onStatus { service.showStatus() }
    view.onLogOut { service.logOut() }
    view.onRegister { service.register(email: $0, password: $1, name: $2) }

    service.onFormChanged { view.showForm($0) }
    service.onLoadingStarted { view.showLoading($0) }
    service.onLoadingFinished { view.hideLoading() }
    service.onLoggedIn { view.showWelcome($0) }
    service.onStatus { view.showStatus($0) }
    service.onLoggedOut { view.showLoggedOut($0) }
    service.onRegistered { view.showRegistered($0) }
    service.onFailure { view.showFailure($0) }
  }
}
