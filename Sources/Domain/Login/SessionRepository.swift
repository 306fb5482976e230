/// The port through which the Login service reaches the state a store keeps between
/// processes: the open session and each account's failed logins.
public protocol SessionRepository: AnyObject {
  /// The open session, or `nil` when nobody is logged in.
  func currentSession() throws(DomainError) -> Session?
  /// Opens `session`, replacing any open one.
  func open(_ session: Session) throws(DomainError)
  /// Ends the open session, if any.
  func close() throws(DomainError)
  /// The failed-login state of the account `email`.
  func attempts(for email: Email) throws(DomainError) -> LoginAttempts
  /// Stores the failed-login state of the account `email`.
  func save(_ attempts: LoginAttempts, for email: Email) throws(DomainError)
}
