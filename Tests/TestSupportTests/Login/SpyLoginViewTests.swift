import Services
import TestSupport
import Testing

/// `SpyLoginView` records every view method typed and with its model, refuses what was not
/// expected, and fires each user event only to a subscriber.
@Suite struct SpyLoginViewTests {
  private let view = SpyLoginView()

  private static let session = SessionModel(
    email: "ana@example.com", name: "Ana", startedAt: "2026-01-01T09:00:00Z", summary: "open")

  static let shows: [Recorded<SpyLoginView, SpyLoginView.Shown>] = {
    let form = LoginFormModel(
      email: "ana@example.com", isPasswordSet: true, canSubmit: true, summary: "ready")
    let loading = LoadingModel(text: "Checking your account…")
    let welcome = WelcomeModel(session: session, welcome: "Welcome, Ana!")
    let open = SessionStatusModel(session: session, summary: "open")
    let closed = SessionStatusModel(session: session, summary: "closed")
    let account = AccountModel(email: "ana@example.com", name: "", summary: "registered")
    let failure = ErrorModel(code: .accountLocked, message: "locked")
    return [
      Recorded("showForm(_:)", { $0.showForm(form) }, records: .form(form)),
      Recorded(
        "showFormCleared(_:)", { $0.showFormCleared(form) }, records: .formCleared(form)),
      Recorded("showLoading(_:)", { $0.showLoading(loading) }, records: .loading(loading)),
      Recorded("hideLoading()", { $0.hideLoading() }, records: .loadingHidden),
      Recorded("showWelcome(_:)", { $0.showWelcome(welcome) }, records: .welcome(welcome)),
      Recorded("showStatus(_:)", { $0.showStatus(open) }, records: .status(open)),
      Recorded("showLoggedOut(_:)", { $0.showLoggedOut(closed) }, records: .loggedOut(closed)),
      Recorded("showRegistered(_:)", { $0.showRegistered(account) }, records: .registered(account)),
      Recorded("showFailure(_:)", { $0.showFailure(failure) }, records: .failure(failure)),
    ]
  }()

  @Test(arguments: shows)
  func eachShowIsRecordedWithItsModel(_ show: Recorded<SpyLoginView, SpyLoginView.Shown>) {
    view.shown.expect(show.call)
    show.perform(view)
    view.shown.verify()
  }

  @Test(arguments: shows)
  func aShowNobodyExpectedIsAnIssue(_ show: Recorded<SpyLoginView, SpyLoginView.Shown>) {
    #expect(
      DoubleFailure.collect {
        show.perform(view)
      } == said("SpyLoginView: unexpected call \(show.call)"))
  }

  @Test func aShowThatDiffersOnlyInItsModelIsAnIssue() {
    let open = SpyLoginView.Shown.status(SessionStatusModel(session: Self.session, summary: "open"))
    let none = SpyLoginView.Shown.status(SessionStatusModel(session: nil, summary: "open"))
    view.shown.expect(open)
    #expect(
      DoubleFailure.collect {
        view.showStatus(SessionStatusModel(session: nil, summary: "open"))
      } == said("SpyLoginView: expected \(open), got \(none)"))
  }

  // What a subscriber hears is written as the service command it would reach.
  static let events: [Fired<SpyLoginView, MockLoginService.Call>] = [
    Fired(
      "onEmail", subscribe: { view, hear in view.onEmail { hear(.setEmail($0)) } },
      fire: { $0.fireEmail("ana@example.com") }, hears: .setEmail("ana@example.com")),
    Fired(
      "onPassword", subscribe: { view, hear in view.onPassword { hear(.setPassword($0)) } },
      fire: { $0.firePassword(Password("s3cret")) }, hears: .setPassword(Password("s3cret"))),
    Fired(
      "onSubmit", subscribe: { view, hear in view.onSubmit { hear(.submit) } },
      fire: { $0.fireSubmit() }, hears: .submit),
    Fired(
      "onLogIn",
      subscribe: { view, hear in view.onLogIn { hear(.logIn(email: $0, password: $1)) } },
      fire: { $0.fireLogIn(email: "ana@example.com", password: Password("s3cret")) },
      hears: .logIn(email: "ana@example.com", password: Password("s3cret"))),
    Fired(
      "onStatus", subscribe: { view, hear in view.onStatus { hear(.showStatus) } },
      fire: { $0.fireStatus() }, hears: .showStatus),
    Fired(
      "onLogOut", subscribe: { view, hear in view.onLogOut { hear(.logOut) } },
      fire: { $0.fireLogOut() }, hears: .logOut),
    Fired(
      "onRegister",
      subscribe: { view, hear in
        view.onRegister { hear(.register(email: $0, password: $1, name: $2)) }
      },
      fire: {
        $0.fireRegister(email: "ana@example.com", password: Password("s3cret-pass"), name: "Ana")
      },
      hears: .register(email: "ana@example.com", password: Password("s3cret-pass"), name: "Ana")),
  ]

  @Test(arguments: events)
  func eachEventReachesItsSubscriberWithWhatTheUserTyped(
    _ event: Fired<SpyLoginView, MockLoginService.Call>
  ) {
    let heard = CallLog<MockLoginService.Call>(owner: "subscriber")
    heard.expect(event.heard)
    event.subscribe(view) { heard.record($0) }
    event.fire(view)
    heard.verify()
  }

  @Test(arguments: events)
  func anEventNobodySubscribedToIsAnIssue(_ event: Fired<SpyLoginView, MockLoginService.Call>) {
    #expect(
      DoubleFailure.collect {
        event.fire(view)
      } == said("SpyLoginView: nobody subscribed with \(event.testDescription)"))
  }
}
