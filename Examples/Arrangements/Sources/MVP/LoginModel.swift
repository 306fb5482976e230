import Domain

/// The login form's model (seed 002's `APIClient` and its simulated backend): checks an
/// email and password against the user gateway and keeps the open session.
public final class LoginModel {
  /// Why a login failed (seed 002's `BackendError`).
  public enum Failure: Error, Equatable {
    /// No account has the email.
    case invalidEmail
    /// The password does not match.
    case invalidPassword
  }

  private let accounts: any AccountRepository
  private let hasher: any PasswordHasher
  private let random: any RandomSource
  private let clock: any Clock

  /// The open session, if any.
  public private(set) var session: Session?

  /// A model over `accounts`, checking with `hasher`, drawing tokens from `random`, timing
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

  /// Opens a session for `email` and `password`, or throws why not.
  public func login(email: Email, password: Password) throws(Failure) -> Session {
    guard let account = try? accounts.account(for: email) else { throw .invalidEmail }
    guard account.passwordHash.matches(password, hasher: hasher) else {
      throw .invalidPassword
    }
    let session = Session(
      email: account.email, name: account.name, startedAt: clock.now(),
      token: SessionToken(random: random, hasher: hasher))
    self.session = session
    return session
  }

  /// Ends the open session and answers it, or `nil` when none was open.
  public func logout() -> Session? {
    defer { session = nil }
    return session
  }
}
