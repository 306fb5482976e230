import Domain

/// Keeps accounts in memory only: for `--in-memory`, `--fixtures` and tests.
public final class InMemoryAccountRepository: AccountRepository {
  private var accounts: [Email: Account] = [:]

  /// A repository holding `accounts`.
  public init(accounts: [Account] = []) {
    for account in accounts { self.accounts[account.email] = account }
  }

  /// A repository that starts with the accounts `other` holds now.
  public convenience init(copying other: InMemoryAccountRepository) {
    self.init(accounts: Array(other.accounts.values))
  }

  /// A repository holding the built-in demo account of `--in-memory`.
  public static func builtIn() -> InMemoryAccountRepository {
    InMemoryAccountRepository(accounts: BuiltInAccounts.all)
  }

  /// The account registered with `email`, or `nil`.
  public func account(for email: Email) -> Account? { accounts[email] }

  /// Stores `account`, or throws `emailTaken` when its email has an account.
  public func add(_ account: Account) throws(DomainError) {
    guard accounts[account.email] == nil else { throw .emailTaken(account.email) }
    accounts[account.email] = account
  }

  /// Replaces the stored account's hash, or throws `unknownEmail` when there is none.
  public func replaceHash(of account: Account) throws(DomainError) {
    guard let stored = accounts[account.email] else { throw .unknownEmail }
    accounts[account.email] = stored.with(passwordHash: account.passwordHash)
  }
}
