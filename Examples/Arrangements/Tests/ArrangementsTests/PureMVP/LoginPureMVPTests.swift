import Presenters
import Repositories
import Services
import Testing

/// Pure MVP's login form: the presenter with a mock service and a spy view, and the form's
/// rule in the service, with in-memory gateways and a fake hasher.
@Suite("Pure MVP: the login form's presenter and service")
struct LoginPureMVPTests {
  /// Records each command; keeps the handlers a test fires.
  final class MockLoginService: LoginService {
    var commands: [String] = []
    var formChanged: (LoginFormModel) -> Void = { _ in }
    func setEmail(_ email: String) { commands.append("setEmail \(email)") }
    func setPassword(_ password: Password) { commands.append("setPassword") }
    func submit() { commands.append("submit") }
    func logIn(email: String, password: Password) {}
    func showStatus() {}
    func logOut() {}
    func register(email: String, password: Password, name: String) {}
    func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void) { formChanged = handler }
    func onFormCleared(_ handler: @escaping (LoginFormModel) -> Void) {}
    func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void) {}
    func onLoadingFinished(_ handler: @escaping () -> Void) {}
    func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void) {}
    func onStatus(_ handler: @escaping (SessionStatusModel) -> Void) {}
    func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void) {}
    func onRegistered(_ handler: @escaping (AccountModel) -> Void) {}
    func onFailure(_ handler: @escaping (ErrorModel) -> Void) {}
  }

  /// Keeps the events the presenter subscribes to; records the forms shown.
  final class SpyLoginForm: LoginForm {
    var email: (String) -> Void = { _ in }
    var submit: () -> Void = {}
    var forms: [LoginFormModel] = []
    func onEmail(_ handler: @escaping (String) -> Void) { email = handler }
    func onPassword(_ handler: @escaping (Password) -> Void) {}
    func onSubmit(_ handler: @escaping () -> Void) { submit = handler }
    func onStatus(_ handler: @escaping () -> Void) {}
    func onLogOut(_ handler: @escaping () -> Void) {}
    func showForm(_ form: LoginFormModel) { forms.append(form) }
    func showFormCleared(_ form: LoginFormModel) {}
    func showLoading(_ loading: LoadingModel) {}
    func hideLoading() {}
    func showWelcome(_ welcome: WelcomeModel) {}
    func showStatus(_ status: SessionStatusModel) {}
    func showLoggedOut(_ status: SessionStatusModel) {}
    func showFailure(_ error: ErrorModel) {}
  }

  @Test("The presenter passes each gesture to one command and each form to the view")
  func presenterWires() {
    let (view, service) = (SpyLoginForm(), MockLoginService())
    LoginPresenter(view: view, service: service)
    view.email("ana@example.com")
    view.submit()
    #expect(service.commands == ["setEmail ana@example.com", "submit"])
    let form = LoginFormModel(email: "a", isPasswordSet: false, canSubmit: false, summary: "s")
    service.formChanged(form)
    #expect(view.forms == [form])
  }

  @Test("The service decides when the form can submit: 5 and 5")
  func serviceDecidesCanSubmit() {
    let service = DefaultLoginService(
      accounts: Fixtures.accounts(), sessions: InMemorySessionRepository(),
      random: ScriptedRandom([]), clock: FixedClock(time: Fixtures.start),
      hasher: Fixtures.hasher, iterations: 1, language: .english)
    var canSubmit: [Bool] = []
    service.onFormChanged { canSubmit.append($0.canSubmit) }
    service.setEmail("ana@x")
    service.setPassword(Password("1234"))
    service.setPassword(Password("12345"))
    #expect(canSubmit == [false, false, true])
  }
}
