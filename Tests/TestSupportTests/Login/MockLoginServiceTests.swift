import Services
import TestSupport
import Testing

/// `MockLoginService` records every command typed and with its arguments (the password by
/// its text), refuses what was not expected, and fires each outcome only to a subscriber.
@Suite struct MockLoginServiceTests {
  private let service = MockLoginService()

  static let commands: [Recorded<MockLoginService, MockLoginService.Call>] = [
    Recorded(
      "setEmail(_:)", { $0.setEmail("ana@example.com") }, records: .setEmail("ana@example.com")),
    Recorded(
      "setPassword(_:)", { $0.setPassword(Password("s3cret")) },
      records: .setPassword(Password("s3cret"))),
    Recorded("submit()", { $0.submit() }, records: .submit),
    Recorded(
      "logIn(email:password:)",
      { $0.logIn(email: "ana@example.com", password: Password("s3cret")) },
      records: .logIn(email: "ana@example.com", password: Password("s3cret"))),
    Recorded("showStatus()", { $0.showStatus() }, records: .showStatus),
    Recorded("logOut()", { $0.logOut() }, records: .logOut),
    Recorded(
      "register(email:password:name:)",
      { $0.register(email: "ana@example.com", password: Password("s3cret-pass"), name: "Ana") },
      records: .register(email: "ana@example.com", password: Password("s3cret-pass"), name: "Ana")),
  ]

  @Test(arguments: commands)
  func eachCommandIsRecordedWithItsArguments(
    _ command: Recorded<MockLoginService, MockLoginService.Call>
  ) {
    service.calls.expect(command.call)
    command.perform(service)
    service.calls.verify()
  }

  @Test(arguments: commands)
  func aCommandNobodyExpectedIsAnIssue(_ command: Recorded<MockLoginService, MockLoginService.Call>)
  {
    #expect(
      DoubleFailure.collect {
        command.perform(service)
      } == said("MockLoginService: unexpected call \(command.call)"))
  }

  @Test func aPasswordThatDiffersOnlyInItsTextIsAnIssueThoughBothPrintMasked() {
    let typed = MockLoginService.Call.setPassword(Password("s3cret"))
    let other = MockLoginService.Call.setPassword(Password("s3cret!"))
    service.calls.expect(typed)
    #expect(
      DoubleFailure.collect {
        service.setPassword(Password("s3cret!"))
      } == said("MockLoginService: expected \(typed), got \(other)"))
  }

  // What a subscriber hears is written as the view method it would reach.
  static let outcomes: [Fired<MockLoginService, SpyLoginView.Shown>] = {
    let session = SessionModel(
      email: "ana@example.com", name: "Ana", startedAt: "2026-01-01T09:00:00Z", summary: "open")
    let form = LoginFormModel(
      email: "ana@example.com", isPasswordSet: false, canSubmit: false, summary: "")
    let loading = LoadingModel(text: "Checking your account…")
    let welcome = WelcomeModel(session: session, welcome: "Welcome, Ana!")
    let open = SessionStatusModel(session: session, summary: "open")
    let closed = SessionStatusModel(session: nil, summary: "closed")
    let account = AccountModel(email: "ana@example.com", name: "Ana", summary: "registered")
    let failure = ErrorModel(code: .invalidPassword, message: "wrong password")
    return [
      Fired(
        "onFormChanged", subscribe: { service, hear in service.onFormChanged { hear(.form($0)) } },
        fire: { $0.emitFormChanged(form) }, hears: .form(form)),
      Fired(
        "onFormCleared",
        subscribe: { service, hear in service.onFormCleared { hear(.formCleared($0)) } },
        fire: { $0.emitFormCleared(form) }, hears: .formCleared(form)),
      Fired(
        "onLoadingStarted",
        subscribe: { service, hear in service.onLoadingStarted { hear(.loading($0)) } },
        fire: { $0.emitLoadingStarted(loading) }, hears: .loading(loading)),
      Fired(
        "onLoadingFinished",
        subscribe: { service, hear in service.onLoadingFinished { hear(.loadingHidden) } },
        fire: { $0.emitLoadingFinished() }, hears: .loadingHidden),
      Fired(
        "onLoggedIn", subscribe: { service, hear in service.onLoggedIn { hear(.welcome($0)) } },
        fire: { $0.emitLoggedIn(welcome) }, hears: .welcome(welcome)),
      Fired(
        "onStatus", subscribe: { service, hear in service.onStatus { hear(.status($0)) } },
        fire: { $0.emitStatus(open) }, hears: .status(open)),
      Fired(
        "onLoggedOut", subscribe: { service, hear in service.onLoggedOut { hear(.loggedOut($0)) } },
        fire: { $0.emitLoggedOut(closed) }, hears: .loggedOut(closed)),
      Fired(
        "onRegistered",
        subscribe: { service, hear in service.onRegistered { hear(.registered($0)) } },
        fire: { $0.emitRegistered(account) }, hears: .registered(account)),
      Fired(
        "onFailure", subscribe: { service, hear in service.onFailure { hear(.failure($0)) } },
        fire: { $0.emitFailure(failure) }, hears: .failure(failure)),
    ]
  }()

  @Test(arguments: outcomes)
  func eachOutcomeReachesItsSubscriberWithItsModel(
    _ outcome: Fired<MockLoginService, SpyLoginView.Shown>
  ) {
    let heard = CallLog<SpyLoginView.Shown>(owner: "subscriber")
    heard.expect(outcome.heard)
    outcome.subscribe(service) { heard.record($0) }
    outcome.fire(service)
    heard.verify()
  }

  @Test(arguments: outcomes)
  func anOutcomeNobodySubscribedToIsAnIssue(_ outcome: Fired<MockLoginService, SpyLoginView.Shown>)
  {
    #expect(
      DoubleFailure.collect {
        outcome.fire(service)
      } == said("MockLoginService: nobody subscribed with \(outcome.testDescription)"))
  }
}
