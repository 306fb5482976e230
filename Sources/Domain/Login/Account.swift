/// A user of the Login application: who they are and how their password is checked.
package struct Account: Sendable, Equatable, CustomStringConvertible {
  /// The address they log in with; unique among accounts.
  package let email: Email
  /// The name the welcome message greets.
  package let name: String
  /// The salted hash of their password; the password itself is never kept.
  package let passwordHash: PasswordHash

  /// An account with every field given.
  package init(email: Email, name: String, passwordHash: PasswordHash) {
    self.email = email
    self.name = name
    self.passwordHash = passwordHash
  }

  /// The same account with its password hash replaced (a re-hash at today's strength).
  package func with(passwordHash: PasswordHash) -> Account {
    Account(email: email, name: name, passwordHash: passwordHash)
  }

  package var description: String { "Account(\(email))" }
}
