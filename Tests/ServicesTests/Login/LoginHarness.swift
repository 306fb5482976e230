import Domain
import Repositories
import Services
import TestSupport

/// A `DefaultLoginService` over in-memory gateways holding one account, with every outcome
/// recorded. The hasher is a spy that answers at once, so the real iteration counts cost
/// nothing here.
final class LoginHarness {
  static let email = "swiftbeta.blog@gmail.com"
  static let password = "1234567890"

  let clock = FixedClock(time: 1_767_258_000)  // 2026-01-01T09:00:00Z
  let sessions = InMemorySessionRepository()
  let accountRepository: InMemoryAccountRepository
  /// The hashing engine, a spy: fast, and it shows what was hashed.
  let hasher = SpyPasswordHasher()
  let service: DefaultLoginService

  private(set) var forms: [LoginFormModel] = []
  /// The forms each submit left, its password cleared.
  private(set) var clearedForms: [LoginFormModel] = []
  private(set) var welcomes: [WelcomeModel] = []
  private(set) var statuses: [SessionStatusModel] = []
  private(set) var accounts: [AccountModel] = []
  private(set) var failures: [ErrorModel] = []
  private(set) var loadings = 0
  private(set) var events: [String] = []

  init(language: Language = .english) {
    let random = SeededRandomSource(seed: 7)
    let demo = Account(
      email: Email(Self.email), name: "SwiftBeta",
      passwordHash: PasswordHash(
        hashing: Password(Self.password), random: random,
        iterations: PasswordHash.defaultIterations, hasher: hasher))
    accountRepository = InMemoryAccountRepository(accounts: [demo])
    service = DefaultLoginService(
      accounts: accountRepository, sessions: sessions, random: random, clock: clock,
      hasher: hasher, language: language)
    service.onFormChanged { [unowned self] in forms.append($0) }
    service.onFormCleared { [unowned self] in
      clearedForms.append($0)
      events.append("cleared")
    }
    service.onLoadingStarted { [unowned self] _ in
      loadings += 1
      events.append("loading")
    }
    service.onLoadingFinished { [unowned self] in events.append("loaded") }
    service.onLoggedIn { [unowned self] in
      welcomes.append($0)
      events.append("welcome")
    }
    service.onStatus { [unowned self] in statuses.append($0) }
    service.onLoggedOut { [unowned self] in statuses.append($0) }
    service.onRegistered { [unowned self] in accounts.append($0) }
    service.onFailure { [unowned self] in
      failures.append($0)
      events.append("failure")
    }
  }
}
