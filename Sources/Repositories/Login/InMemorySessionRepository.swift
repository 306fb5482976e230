import Domain

/// Keeps the session and the failed logins in memory only: for `--in-memory`, `--fixtures`
/// and tests. They last as long as the process.
public final class InMemorySessionRepository: SessionRepository {
  private var session: Session?
  private var attempts: [Email: LoginAttempts] = [:]

  /// A repository with no session and no failed logins, or one that starts as `other` is now.
  public init(copying other: InMemorySessionRepository? = nil) {
    if let other { (session, attempts) = (other.session, other.attempts) }
  }

  /// The open session, or `nil`.
  public func currentSession() -> Session? { session }

  /// Opens `session`, replacing any open one.
  public func open(_ session: Session) { self.session = session }

  /// Ends the open session, if any.
  public func close() { session = nil }

  /// The failed logins of `email`; `.clean` when there are none.
  public func attempts(for email: Email) -> LoginAttempts { attempts[email] ?? .clean }

  /// Keeps the failed logins of `email`; a clean state is forgotten.
  public func save(_ attempts: LoginAttempts, for email: Email) {
    self.attempts[email] = attempts == .clean ? nil : attempts
  }
}
