/// The port through which the Login service reaches the state a store keeps between
/// processes: the open session and each account's failed logins.
public protocol SessionRepository: AnyObject {
  /// The open session, or `nil` when nobody is logged in.
  func currentSession() throws(DomainError) -> Session?
  /// Opens `session`, replacing any open one, for good before it returns.
  func open(_ session: Session) throws(DomainError)
  /// Ends the open session, if any.
  func close() throws(DomainError)
  /// The failed-login state of the account `email`.
  func attempts(for email: Email) throws(DomainError) -> LoginAttempts
  /// Stores the failed-login state of the account `email`, for good before it returns: a
  /// wrong password is answered only once it is counted. A gateway that keeps it beyond
  /// the process stores a lockout ending no later than one lockout past the real time.
  func save(_ attempts: LoginAttempts, for email: Email) throws(DomainError)
}
