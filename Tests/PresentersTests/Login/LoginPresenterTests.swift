import Presenters
import Services
import TestSupport
import Testing

/// The presenter wires each view event to exactly one service command and each service
/// outcome to exactly one view method, and does nothing else.
@Suite struct LoginPresenterTests {
  let view = SpyLoginView()
  let service = MockLoginService()

  init() {
    LoginPresenter(view: view, service: service)
  }

  @Test func emailEventSetsTheEmail() throws {
    service.calls.expect("setEmail")
    let fireEmail = try #require(view.email)
    fireEmail("ana@example.com")
    #expect(service.calls.made == ["setEmail"])
    #expect(service.lastArguments == ["ana@example.com"])
    service.calls.verify()
  }

  @Test func passwordEventSetsThePasswordMasked() throws {
    service.calls.expect("setPassword")
    let firePassword = try #require(view.password)
    firePassword(Password("s3cret"))
    #expect(service.calls.made == ["setPassword"])
    #expect(service.lastArguments == ["••••••"])
  }

  @Test func submitEventSubmits() throws {
    service.calls.expect("submit")
    let fireSubmit = try #require(view.submit)
    fireSubmit()
    #expect(service.calls.made == ["submit"])
  }

  @Test func logInEventLogsIn() throws {
    service.calls.expect("logIn")
    let fireLogIn = try #require(view.logIn)
    fireLogIn("ana@example.com", Password("s3cret"))
    #expect(service.calls.made == ["logIn"])
    #expect(service.lastArguments == ["ana@example.com", "••••••"])
  }

  @Test func statusEventShowsTheStatus() throws {
    service.calls.expect("showStatus")
    let fireStatus = try #require(view.status)
    fireStatus()
    #expect(service.calls.made == ["showStatus"])
  }

  @Test func logOutEventLogsOut() throws {
    service.calls.expect("logOut")
    let fireLogOut = try #require(view.logOut)
    fireLogOut()
    #expect(service.calls.made == ["logOut"])
  }

  @Test func registerEventRegisters() throws {
    service.calls.expect("register")
    let fireRegister = try #require(view.register)
    fireRegister("ana@example.com", Password("s3cret-pass"), "Ana")
    #expect(service.calls.made == ["register"])
    #expect(service.lastArguments == ["ana@example.com", "••••••", "Ana"])
  }

  @Test func eachOutcomeReachesItsOneViewMethod() throws {
    let session = SessionModel(email: "a@b.c", name: "A", startedAt: "", summary: "")
    let status = SessionStatusModel(session: session, summary: "")
    let form = LoginFormModel(email: "", isPasswordSet: false, canSubmit: false, summary: "")
    for method in [
      "showForm", "showLoading", "hideLoading", "showWelcome", "showStatus", "showLoggedOut",
      "showRegistered", "showFailure",
    ] {
      view.calls.expect(method)
    }
    let fireFormChanged = try #require(service.formChanged)
    fireFormChanged(form)
    let fireLoadingStarted = try #require(service.loadingStarted)
    fireLoadingStarted(LoadingModel(text: ""))
    let fireLoadingFinished = try #require(service.loadingFinished)
    fireLoadingFinished()
    let fireLoggedIn = try #require(service.loggedIn)
    fireLoggedIn(WelcomeModel(session: session, welcome: ""))
    let fireStatus = try #require(service.status)
    fireStatus(status)
    let fireLoggedOut = try #require(service.loggedOut)
    fireLoggedOut(status)
    let fireRegistered = try #require(service.registered)
    fireRegistered(AccountModel(email: "", name: "", summary: ""))
    let fireFailed = try #require(service.failed)
    fireFailed(ErrorModel(code: .emailTaken, message: ""))
    view.calls.verify()
    #expect(view.calls.made.count == 8)
    #expect(service.calls.made.isEmpty)
  }
}
