import Domain
import Presenters
import Services

/// A `LoginForm` view that reports every event it sends and every model it is shown.
class TracingLoginForm: LoginForm {
  private let base: any LoginForm
  fileprivate let tracer: Tracer

  init(_ base: any LoginForm, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func onEmail(_ handler: @escaping (String) -> Void) {
    base.onEmail { [tracer] email in
      tracer.note(.viewToPresenter, "onEmail", ["email"], TypedEmail(email))
      handler(email)
    }
  }
  func onPassword(_ handler: @escaping (Password) -> Void) {
    base.onPassword(tracer.relay(.viewToPresenter, "onPassword", ["password"], handler))
  }
  func onSubmit(_ handler: @escaping () -> Void) {
    base.onSubmit(tracer.relay(.viewToPresenter, "onSubmit", [], handler))
  }
  func onStatus(_ handler: @escaping () -> Void) {
    base.onStatus(tracer.relay(.viewToPresenter, "onStatus", [], handler))
  }
  func onLogOut(_ handler: @escaping () -> Void) {
    base.onLogOut(tracer.relay(.viewToPresenter, "onLogOut", [], handler))
  }

  func showForm(_ form: LoginFormModel) {
    tracer.note(.presenterToView, "showForm", [], form)
    base.showForm(form)
  }
  func showFormCleared(_ form: LoginFormModel) {
    tracer.note(.presenterToView, "showFormCleared", [], form)
    base.showFormCleared(form)
  }
  func showLoading(_ loading: LoadingModel) {
    tracer.note(.presenterToView, "showLoading", [], loading)
    base.showLoading(loading)
  }
  func hideLoading() {
    tracer.note(.presenterToView, "hideLoading")
    base.hideLoading()
  }
  func showWelcome(_ welcome: WelcomeModel) {
    tracer.note(.presenterToView, "showWelcome", [], welcome)
    base.showWelcome(welcome)
  }
  func showStatus(_ status: SessionStatusModel) {
    tracer.note(.presenterToView, "showStatus", [], status)
    base.showStatus(status)
  }
  func showLoggedOut(_ status: SessionStatusModel) {
    tracer.note(.presenterToView, "showLoggedOut", [], status)
    base.showLoggedOut(status)
  }
  func showFailure(_ error: ErrorModel) {
    tracer.note(.presenterToView, "showFailure", [], error)
    base.showFailure(error)
  }
}

/// A `LoginView` (the form and its shortcuts) that reports every event it sends and every
/// model it is shown.
final class TracingLoginView: TracingLoginForm, LoginShortcuts {
  private let base: any LoginShortcuts

  init(_ base: any LoginView, _ tracer: Tracer) {
    self.base = base
    super.init(base, tracer)
  }

  func onLogIn(_ handler: @escaping (String, Password) -> Void) {
    base.onLogIn { [tracer] email, password in
      tracer.note(.viewToPresenter, "onLogIn", ["email", "password"], TypedEmail(email), password)
      handler(email, password)
    }
  }
  func onRegister(_ handler: @escaping (String, Password, String) -> Void) {
    base.onRegister { [tracer] email, password, name in
      tracer.note(
        .viewToPresenter, "onRegister", ["email", "password", "name"], TypedEmail(email),
        password, name)
      handler(email, password, name)
    }
  }
  func showRegistered(_ account: AccountModel) {
    tracer.note(.presenterToView, "showRegistered", [], account)
    base.showRegistered(account)
  }
}

/// A `LoginService` that reports every command it receives and every outcome it sends.
final class TracingLoginService: LoginService {
  private let base: any LoginService
  private let tracer: Tracer

  init(_ base: any LoginService, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func setEmail(_ email: String) {
    tracer.note(.presenterToService, "setEmail", [], TypedEmail(email))
    base.setEmail(email)
  }
  func setPassword(_ password: Password) {
    tracer.note(.presenterToService, "setPassword", [], password)
    base.setPassword(password)
  }
  func submit() {
    tracer.note(.presenterToService, "submit")
    base.submit()
  }
  func logIn(email: String, password: Password) {
    tracer.note(
      .presenterToService, "logIn", ["email", "password"], TypedEmail(email), password)
    base.logIn(email: email, password: password)
  }
  func showStatus() {
    tracer.note(.presenterToService, "showStatus")
    base.showStatus()
  }
  func logOut() {
    tracer.note(.presenterToService, "logOut")
    base.logOut()
  }
  func register(email: String, password: Password, name: String) {
    tracer.note(
      .presenterToService, "register", ["email", "password", "name"], TypedEmail(email),
      password, name)
    base.register(email: email, password: password, name: name)
  }

  func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void) {
    base.onFormChanged(tracer.relay(.serviceToPresenter, "onFormChanged", [], handler))
  }
  func onFormCleared(_ handler: @escaping (LoginFormModel) -> Void) {
    base.onFormCleared(tracer.relay(.serviceToPresenter, "onFormCleared", [], handler))
  }
  func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void) {
    base.onLoadingStarted(tracer.relay(.serviceToPresenter, "onLoadingStarted", [], handler))
  }
  func onLoadingFinished(_ handler: @escaping () -> Void) {
    base.onLoadingFinished(tracer.relay(.serviceToPresenter, "onLoadingFinished", [], handler))
  }
  func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void) {
    base.onLoggedIn(tracer.relay(.serviceToPresenter, "onLoggedIn", [], handler))
  }
  func onStatus(_ handler: @escaping (SessionStatusModel) -> Void) {
    base.onStatus(tracer.relay(.serviceToPresenter, "onStatus", [], handler))
  }
  func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void) {
    base.onLoggedOut(tracer.relay(.serviceToPresenter, "onLoggedOut", [], handler))
  }
  func onRegistered(_ handler: @escaping (AccountModel) -> Void) {
    base.onRegistered(tracer.relay(.serviceToPresenter, "onRegistered", [], handler))
  }
  func onFailure(_ handler: @escaping (ErrorModel) -> Void) {
    base.onFailure(tracer.relay(.serviceToPresenter, "onFailure", [], handler))
  }
}
