import Domain

/// Seed 002's `APIClient`, over the user gateway instead of a hard-coded user: checks an
/// email and a password and answers the user, or the seed's `BackendError`.
public final class LoginAPIClient {
  /// Seed 002's `BackendError`.
  public enum BackendError: Error, Equatable {
    /// No account has the email.
    case invalidEmail
    /// The password does not match.
    case invalidPassword
  }

  private let accounts: any AccountRepository
  private let hasher: any PasswordHasher
  private let random: any RandomSource
  private let clock: any Clock

  /// A client over `accounts`, checking with `hasher`, drawing tokens from `random`, timing
  /// sessions by `clock`.
  public init(
    accounts: any AccountRepository, hasher: any PasswordHasher, random: any RandomSource,
    clock: any Clock
  ) {
    self.accounts = accounts
    self.hasher = hasher
    self.random = random
    self.clock = clock
  }

  /// The session of `email` and `password` (seed 002's `User`: name, token, start).
  public func login(email: Email, password: Password) throws(BackendError) -> Session {
    guard let account = try? accounts.account(for: email) else { throw .invalidEmail }
    guard account.passwordHash.matches(password, hasher: hasher) else {
      throw .invalidPassword
    }
    return Session(
      email: account.email, name: account.name, startedAt: clock.now(),
      token: SessionToken(random: random, hasher: hasher))
  }
}
