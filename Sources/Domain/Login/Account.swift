/// A user of the Login application: who they are and how their password is checked.
public struct Account: Sendable, Equatable, CustomStringConvertible {
  /// The address they log in with; unique among accounts.
  public let email: Email
  /// The name the welcome message greets.
  public let name: String
  /// The salted hash of their password; the password itself is never kept.
  public let passwordHash: PasswordHash

  /// An account with every field given.
  public init(email: Email, name: String, passwordHash: PasswordHash) {
    self.email = email
    self.name = name
    self.passwordHash = passwordHash
  }

  /// The same account with its password hash replaced (a re-hash at today's strength).
  public func with(passwordHash: PasswordHash) -> Account {
    Account(email: email, name: name, passwordHash: passwordHash)
  }

  /// `Account(<email>)`: never the password hash.
  public var description: String { "Account(\(email))" }
}
