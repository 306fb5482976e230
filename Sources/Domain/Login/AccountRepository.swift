/// The port through which the Login service reaches the accounts a login is checked against
/// (the user gateway).
///
/// Gateways may stand for a slow backend: a call can wait (`--latency`) before answering.
public protocol AccountRepository: AnyObject {
  /// The account registered with `email`, or `nil` when there is none.
  func account(for email: Email) throws(DomainError) -> Account?
  /// Stores a new account; its email must not be taken.
  func add(_ account: Account) throws(DomainError)
  /// Replaces the password hash of the existing account `account.email` with
  /// `account.passwordHash` (a re-hash at a higher iteration count); nothing else changes.
  func replaceHash(of account: Account) throws(DomainError)
}
