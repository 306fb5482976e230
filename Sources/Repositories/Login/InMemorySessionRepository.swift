import Domain

/// Keeps the session and the failed logins in memory only: for `--in-memory`, `--fixtures`
/// and tests. They last as long as the process.
package final class InMemorySessionRepository: SessionRepository {
  private var session: Session?
  private var attempts: [Email: LoginAttempts] = [:]

  /// A repository with no session and no failed logins.
  package init() {}

  package func currentSession() -> Session? { session }

  package func open(_ session: Session) { self.session = session }

  package func close() { session = nil }

  package func attempts(for email: Email) -> LoginAttempts { attempts[email] ?? .clean }

  package func save(_ attempts: LoginAttempts, for email: Email) {
    self.attempts[email] = attempts == .clean ? nil : attempts
  }
}
