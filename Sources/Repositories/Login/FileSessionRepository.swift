import Domain
import StoreEngine

/// Keeps the open session and the failed logins in the `session` file of a store directory
/// (or reads them from fixtures), so a login and a lockout outlast the process.
package final class FileSessionRepository: SessionRepository {
  private let journal: Journal
  private let realClock: any Clock
  private var state = SessionFileFormat.State()
  private var isLoaded = false

  /// A gateway over the `session` file in `directory`. `realClock` is the real time of
  /// day, even under `--now`: a stored lockout is never loaded as ending more than one
  /// lockout past it (`LoginAttempts.limited(byRealNow:)`).
  package init(directory: StoreDirectory, realClock: any Clock) {
    self.realClock = realClock
    journal = Journal(
      name: SessionFileFormat.fileName, header: SessionFileFormat.header, directory: directory)
    journal.owner = self
  }

  package func currentSession() throws(DomainError) -> Session? {
    try load()
    return state.session
  }

  package func open(_ session: Session) throws(DomainError) {
    try load()
    try append { SessionFileFormat.encodeOpen(session, into: &$0) }
    state.session = session
  }

  package func close() throws(DomainError) {
    try load()
    guard state.session != nil else { return }
    try append { SessionFileFormat.encodeClose(into: &$0) }
    state.session = nil
  }

  package func attempts(for email: Email) throws(DomainError) -> LoginAttempts {
    try load()
    return state.attempts[email] ?? .clean
  }

  package func save(_ attempts: LoginAttempts, for email: Email) throws(DomainError) {
    try load()
    guard (state.attempts[email] ?? .clean) != attempts else { return }
    try append { SessionFileFormat.encode(attempts, for: email, into: &$0) }
    state.set(attempts, for: email)
  }

  package var liveRecordCount: Int { state.attempts.count + 1 }

  private func load() throws(DomainError) {
    // A store held per command (an interactive session) is locked again here, before the
    // state is used; a file another process changed since is then loaded anew.
    try domainErrors(journal) { () throws(StoreFailure) in try journal.reopenIfReleased() }
    guard !isLoaded else { return }
    var loaded = SessionFileFormat.State()
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.load { (record, _) throws(StoreProblem) in
        try SessionFileFormat.apply(record.text, to: &loaded)
      }
    }
    // Read once, and only when some account is locked.
    if loaded.attempts.values.contains(where: { $0.lockedUntil != nil }) {
      let realNow = realClock.now()
      for (email, attempts) in loaded.attempts {
        loaded.set(attempts.limited(byRealNow: realNow), for: email)
      }
    }
    state = loaded
    isLoaded = true
  }

  private func append(_ encode: (inout [UInt8]) -> Void) throws(DomainError) {
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.append(encode)
    }
  }
}

extension FileSessionRepository: JournalOwner {
  package func journalDidChange() { isLoaded = false }

  package func writeSnapshot(into buffer: inout [UInt8]) {
    if let session = state.session {
      SessionFileFormat.encodeOpen(session, into: &buffer)
      buffer.endRecord()
    }
    // Sorted, so that a compacted file is the same bytes for the same state.
    for (email, attempts) in state.attempts.sorted(by: { $0.key.value < $1.key.value }) {
      SessionFileFormat.encode(attempts, for: email, into: &buffer)
      buffer.endRecord()
    }
  }
}
