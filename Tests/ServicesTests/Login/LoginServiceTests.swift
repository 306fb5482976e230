import Domain
import Repositories
import Services
import Testing

/// The login form's state machine, over in-memory gateways and a fixed clock.
@Suite struct LoginServiceTests {
  let harness = LoginHarness()

  @Test(arguments: [("abcd", "12345", false), ("abcde", "1234", false), ("abcde", "12345", true)])
  func canSubmitOnlyWhenBothFieldsHaveFiveCharacters(email: String, password: String, can: Bool) {
    harness.service.setEmail(email)
    harness.service.setPassword(Password(password))
    #expect(harness.forms.last?.canSubmit == can)
  }

  @Test func canSubmitTurnsFalseWhenAFieldDropsBelowFive() {
    harness.service.setEmail("abcde")
    harness.service.setPassword(Password("12345"))
    harness.service.setPassword(Password("1234"))
    #expect(harness.forms.map(\.canSubmit) == [false, true, false])
  }

  @Test func formShowsTheNormalizedEmailAndNeverThePassword() throws {
    harness.service.setEmail("  Ana@Example.COM ")
    harness.service.setPassword(Password("s3cret-pass"))
    let form = try #require(harness.forms.last)
    #expect(form.email == "ana@example.com")
    #expect(form.isPasswordSet)
    #expect(!form.summary.contains("s3cret"))
  }

  @Test func incompleteFormIsRefused() {
    harness.service.setEmail("abc")
    harness.service.submit()
    #expect(harness.failures.map(\.code) == [.formIncomplete])
    #expect(harness.loadings == 0)
  }

  @Test func unknownEmailIsCheckedBeforeThePassword() {
    harness.service.logIn(email: "nobody@example.com", password: Password("wrong"))
    #expect(harness.failures.map(\.code) == [.invalidEmail])
    #expect(harness.failures.first?.message == "Check your email")
  }

  @Test func wrongPasswordIsRefused() {
    harness.service.logIn(email: LoginHarness.email, password: Password("wrong-password"))
    #expect(harness.failures.map(\.code) == [.invalidPassword])
    #expect(harness.failures.first?.message == "Check your password")
  }

  @Test func spanishMessagesFollowTheSeed() {
    let spanish = LoginHarness(language: .spanish)
    spanish.service.logIn(email: "nobody@example.com", password: Password("wrong"))
    spanish.service.logIn(email: LoginHarness.email, password: Password("wrong"))
    #expect(spanish.failures.map(\.message) == ["Comprueba tu Email", "Comprueba tu Password"])
  }

  @Test func passwordIsClearedAfterEverySubmit() {
    harness.service.setEmail(LoginHarness.email)
    harness.service.setPassword(Password("wrong-password"))
    harness.service.submit()
    harness.service.submit()
    #expect(harness.failures.map(\.code) == [.invalidPassword, .formIncomplete])
  }

  /// A screen's Login button follows this answer: it never sends an empty password back.
  @Test func everySubmitAnswersTheFormItLeftAfterItsOutcome() {
    harness.service.setEmail(LoginHarness.email)
    harness.service.setPassword(Password("wrong-password"))
    harness.service.submit()
    harness.service.logIn(email: LoginHarness.email, password: Password(LoginHarness.password))
    #expect(
      harness.events == ["loading", "loaded", "failure", "cleared"] + [
        "loading", "loaded", "welcome", "cleared",
      ])
    let cleared = LoginFormModel(
      email: LoginHarness.email, isPasswordSet: false, canSubmit: false,
      summary:
        "Email: swiftbeta.blog@gmail.com · Password: (empty) · not ready (each field needs 5+ characters)"
    )
    #expect(harness.clearedForms == [cleared, cleared])
    #expect(harness.forms.last?.isPasswordSet == true)
  }

  @Test func successOpensASessionWithTheWelcome() throws {
    harness.service.setEmail(" SwiftBeta.Blog@Gmail.com")
    harness.service.setPassword(Password(LoginHarness.password))
    harness.service.submit()
    let welcome = try #require(harness.welcomes.first)
    #expect(welcome.welcome == "Welcome, SwiftBeta!")
    #expect(welcome.session.email == LoginHarness.email)
    #expect(welcome.session.startedAt == "2026-01-01T09:00:00Z")
    #expect(harness.sessions.currentSession()?.name == "SwiftBeta")
  }

  @Test func loadingBracketsTheBackendCheck() {
    harness.service.logIn(email: LoginHarness.email, password: Password(LoginHarness.password))
    #expect(harness.events == ["loading", "loaded", "welcome", "cleared"])
  }

  @Test func fifthFailureLocksTheAccountEvenForTheRightPassword() {
    for _ in 1...5 {
      harness.service.logIn(email: LoginHarness.email, password: Password("wrong-password"))
    }
    harness.service.logIn(email: LoginHarness.email, password: Password(LoginHarness.password))
    #expect(
      harness.failures.map(\.code) == Array(repeating: .invalidPassword, count: 4)
        + [.accountLocked, .accountLocked])
    #expect(harness.failures.last?.message.contains("15 min") == true)
  }

  @Test func lockoutEndsAfterFifteenMinutes() {
    for _ in 1...5 {
      harness.service.logIn(email: LoginHarness.email, password: Password("wrong-password"))
    }
    harness.clock.time += 15 * 60
    harness.service.logIn(email: LoginHarness.email, password: Password(LoginHarness.password))
    #expect(harness.welcomes.count == 1)
  }

  @Test func successResetsTheFailureCount() {
    for _ in 1...4 {
      harness.service.logIn(email: LoginHarness.email, password: Password("wrong-password"))
    }
    harness.service.logIn(email: LoginHarness.email, password: Password(LoginHarness.password))
    harness.service.logIn(email: LoginHarness.email, password: Password("wrong-password"))
    #expect(harness.failures.last?.code == .invalidPassword)
    #expect(harness.sessions.attempts(for: Email(LoginHarness.email)).failures == 1)
  }

  @Test func statusAndLogoutAnswerTheSession() {
    harness.service.showStatus()
    harness.service.logIn(email: LoginHarness.email, password: Password(LoginHarness.password))
    harness.service.showStatus()
    harness.service.logOut()
    harness.service.logOut()
    #expect(harness.statuses.map { $0.session?.name } == [nil, "SwiftBeta", "SwiftBeta", nil])
    #expect(harness.statuses.last?.summary == "No session was open")
  }

  @Test func registerAddsAnAccountThatCanLogIn() throws {
    harness.service.register(email: "Ana@Example.com", password: Password("s3cret-pass"), name: "")
    harness.service.logIn(email: "ana@example.com", password: Password("s3cret-pass"))
    let account = try #require(harness.accounts.first)
    #expect(account.name == "ana")
    #expect(harness.welcomes.first?.welcome == "Welcome, ana!")
    let stored = try #require(harness.accountRepository.account(for: Email("ana@example.com")))
    #expect(stored.passwordHash.iterations >= 100_000)
  }

  @Test(arguments: [
    ("not-an-email", "long-enough", ErrorCode.invalidEmailFormat),
    ("ana@example.com", "1234567", .weakPassword),
    (LoginHarness.email, "long-enough", .emailTaken),
  ])
  func registerRules(email: String, password: String, code: ErrorCode) {
    harness.service.register(email: email, password: Password(password), name: "Ana")
    #expect(harness.failures.map(\.code) == [code])
    #expect(harness.accounts.isEmpty)
  }
}
