import Presenters
import Services
import TestSupport
import Testing

/// The presenter wires each view event to exactly one service command, passing on what the
/// user typed untouched, and each service outcome to exactly one view method, passing on
/// the model untouched. It does nothing else.
@Suite struct LoginPresenterTests {
  private let view = SpyLoginView()
  private let service = MockLoginService()

  init() {
    LoginPresenter(view: view, service: service)
  }

  /// A user event and the one command it must reach.
  struct Event: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fire: @Sendable (SpyLoginView) -> Void
    let command: MockLoginService.Call
  }

  static let events: [Event] = [
    Event(
      testDescription: "email", fire: { $0.fireEmail("ana@example.com") },
      command: .setEmail("ana@example.com")),
    Event(
      testDescription: "password", fire: { $0.firePassword(Password("s3cret")) },
      command: .setPassword(Password("s3cret"))),
    Event(testDescription: "submit", fire: { $0.fireSubmit() }, command: .submit),
    Event(
      testDescription: "login",
      fire: { $0.fireLogIn(email: "ana@example.com", password: Password("s3cret")) },
      command: .logIn(email: "ana@example.com", password: Password("s3cret"))),
    Event(testDescription: "status", fire: { $0.fireStatus() }, command: .showStatus),
    Event(testDescription: "logout", fire: { $0.fireLogOut() }, command: .logOut),
    Event(
      testDescription: "register",
      fire: {
        $0.fireRegister(email: "ana@example.com", password: Password("s3cret-pass"), name: "Ana")
      },
      command: .register(email: "ana@example.com", password: Password("s3cret-pass"), name: "Ana")
    ),
  ]

  @Test(arguments: events)
  func eachUserEventReachesItsOneCommandWithWhatTheUserTyped(_ event: Event) {
    service.calls.expect(event.command)
    event.fire(view)
    service.calls.verify()
  }

  @Test(arguments: [" Ana@Example.COM ", "", "not an email"])
  func anEmailReachesTheServiceAsTypedForTheServiceToNormalize(email: String) {
    service.calls.expect(.setEmail(email))
    view.fireEmail(email)
    service.calls.verify()
  }

  @Test func aRegistrationWithoutANameReachesTheServiceWithAnEmptyName() {
    service.calls.expect(.register(email: "ana@example.com", password: Password("pw"), name: ""))
    view.fireRegister(email: "ana@example.com", password: Password("pw"), name: "")
    service.calls.verify()
  }

  /// A service outcome and the one view method, with its model, it must reach.
  struct Outcome: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fire: @Sendable (MockLoginService) -> Void
    let shown: SpyLoginView.Shown
  }

  static let outcomes: [Outcome] = {
    let session = SessionModel(
      email: "ana@example.com", name: "Ana", startedAt: "2026-01-01T09:00:00Z",
      summary: "Logged in as ana@example.com")
    let form = LoginFormModel(
      email: "ana@example.com", isPasswordSet: true, canSubmit: true, summary: "ready")
    let loading = LoadingModel(text: "Checking your account…")
    let welcome = WelcomeModel(session: session, welcome: "Welcome, Ana!")
    let open = SessionStatusModel(session: session, summary: "open")
    let closed = SessionStatusModel(session: session, summary: "closed")
    let account = AccountModel(email: "ana@example.com", name: "Ana", summary: "registered")
    let failure = ErrorModel(code: .emailTaken, message: "taken")
    return [
      Outcome(
        testDescription: "form changed", fire: { $0.emitFormChanged(form) }, shown: .form(form)),
      Outcome(
        testDescription: "form cleared", fire: { $0.emitFormCleared(form) },
        shown: .formCleared(form)),
      Outcome(
        testDescription: "loading started", fire: { $0.emitLoadingStarted(loading) },
        shown: .loading(loading)),
      Outcome(
        testDescription: "loading finished", fire: { $0.emitLoadingFinished() },
        shown: .loadingHidden),
      Outcome(
        testDescription: "logged in", fire: { $0.emitLoggedIn(welcome) },
        shown: .welcome(welcome)),
      Outcome(testDescription: "status", fire: { $0.emitStatus(open) }, shown: .status(open)),
      Outcome(
        testDescription: "logged out", fire: { $0.emitLoggedOut(closed) },
        shown: .loggedOut(closed)),
      Outcome(
        testDescription: "registered", fire: { $0.emitRegistered(account) },
        shown: .registered(account)),
      Outcome(
        testDescription: "failure", fire: { $0.emitFailure(failure) }, shown: .failure(failure)),
    ]
  }()

  @Test(arguments: outcomes)
  func eachOutcomeReachesItsOneViewMethodWithItsModel(_ outcome: Outcome) {
    view.shown.expect(outcome.shown)
    outcome.fire(service)
    view.shown.verify()
  }

  @Test func wiringAloneCallsNoCommandAndShowsNothing() {
    #expect(service.calls.received.isEmpty)
    #expect(view.shown.received.isEmpty)
  }
}
