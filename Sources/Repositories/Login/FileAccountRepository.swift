import Domain

/// Keeps accounts in the `accounts` file of a store directory (or reads them from fixtures).
///
/// The file is loaded once, on first use; a registration appends one record. A new store
/// has no accounts.
package final class FileAccountRepository: AccountRepository {
  private let journal: Journal
  private var accounts: [Email: Account] = [:]
  /// Emails in file order, so that a compacted file keeps the order of registration.
  private var order: [Email] = []
  private var isLoaded = false

  /// A gateway over the `accounts` file in `directory`.
  package init(directory: StoreDirectory) {
    journal = Journal(
      name: AccountFileFormat.fileName, header: AccountFileFormat.header, directory: directory)
    journal.owner = self
  }

  package func account(for email: Email) throws(DomainError) -> Account? {
    try load()
    return accounts[email]
  }

  package func add(_ account: Account) throws(DomainError) {
    try load()
    guard accounts[account.email] == nil else { throw .emailTaken(account.email) }
    try domainErrors { () throws(StoreFailure) in
      try journal.append { AccountFileFormat.encode(account, into: &$0) }
    }
    accounts[account.email] = account
    order.append(account.email)
  }

  var liveRecordCount: Int { accounts.count }

  private func load() throws(DomainError) {
    guard !isLoaded else { return }
    var loaded: [Email: Account] = [:]
    var loadedOrder: [Email] = []
    try domainErrors { () throws(StoreFailure) in
      try journal.load { (record, _) throws(StoreProblem) in
        let account = try AccountFileFormat.account(from: record)
        // Accounts are never replaced: a second record for one email contradicts the first.
        guard loaded[account.email] == nil else { throw .inconsistentRecord }
        loaded[account.email] = account
        loadedOrder.append(account.email)
      }
    }
    accounts = loaded
    order = loadedOrder
    isLoaded = true
  }
}

extension FileAccountRepository: JournalOwner {
  func writeSnapshot(into buffer: inout [UInt8]) {
    for email in order {
      guard let account = accounts[email] else { continue }
      AccountFileFormat.encode(account, into: &buffer)
      buffer.append(UInt8(ascii: "\n"))
    }
  }
}
