import Domain

/// Keeps accounts in memory only: for `--in-memory`, `--fixtures` and tests.
package final class InMemoryAccountRepository: AccountRepository {
  private var accounts: [Email: Account] = [:]

  /// A repository holding `accounts`.
  package init(accounts: [Account] = []) {
    for account in accounts { self.accounts[account.email] = account }
  }

  /// A repository holding the built-in demo account of `--in-memory`.
  package static func builtIn() -> InMemoryAccountRepository {
    InMemoryAccountRepository(accounts: BuiltInAccounts.all)
  }

  package func account(for email: Email) -> Account? { accounts[email] }

  package func add(_ account: Account) throws(DomainError) {
    guard accounts[account.email] == nil else { throw .emailTaken(account.email) }
    accounts[account.email] = account
  }

  package func replaceHash(of account: Account) throws(DomainError) {
    guard let stored = accounts[account.email] else { throw .unknownEmail }
    accounts[account.email] = stored.with(passwordHash: account.passwordHash)
  }
}
