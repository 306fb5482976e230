import Domain
import StoreEngine

/// Keeps accounts in the `accounts` file of a store directory (or reads them from fixtures).
///
/// The file is loaded once, on first use; a registration appends one record, a re-hash
/// another. A new store has no accounts.
package final class FileAccountRepository: AccountRepository {
  private let journal: Journal
  private var state = AccountFileFormat.State()
  private var isLoaded = false

  /// A gateway over the `accounts` file in `directory`.
  package init(directory: StoreDirectory) {
    journal = Journal(
      name: AccountFileFormat.fileName, header: AccountFileFormat.header,
      olderHeaders: AccountFileFormat.olderHeaders, directory: directory)
    journal.owner = self
  }

  package func account(for email: Email) throws(DomainError) -> Account? {
    try load()
    return state.accounts[email]
  }

  package func add(_ account: Account) throws(DomainError) {
    try load()
    guard state.accounts[account.email] == nil else { throw .emailTaken(account.email) }
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.append { AccountFileFormat.encode(account, into: &$0) }
    }
    state.accounts[account.email] = account
    state.order.append(account.email)
  }

  package func replaceHash(of account: Account) throws(DomainError) {
    try load()
    guard let stored = state.accounts[account.email] else { throw .unknownEmail }
    let updated = stored.with(passwordHash: account.passwordHash)
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.append { AccountFileFormat.encodeRehash(updated, into: &$0) }
    }
    state.accounts[account.email] = updated
  }

  package var liveRecordCount: Int { state.accounts.count }

  private func load() throws(DomainError) {
    // A store held per command (an interactive session) is locked again here, before the
    // state is used; a file another process changed since is then loaded anew.
    try domainErrors(journal) { () throws(StoreFailure) in try journal.reopenIfReleased() }
    guard !isLoaded else { return }
    var loaded = AccountFileFormat.State()
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.load { (record, _) throws(StoreProblem) in
        try AccountFileFormat.apply(record.text, to: &loaded)
      }
    }
    state = loaded
    isLoaded = true
  }
}

extension FileAccountRepository: JournalOwner {
  package func journalDidChange() { isLoaded = false }

  package func writeSnapshot(into buffer: inout [UInt8]) {
    // Each account as one `A` record with its current hash: re-hashes fold into it.
    for email in state.order {
      guard let account = state.accounts[email] else { continue }
      AccountFileFormat.encode(account, into: &buffer)
      buffer.endRecord()
    }
  }
}
