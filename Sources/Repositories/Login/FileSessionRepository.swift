import Domain
import StoreEngine

/// Keeps the open session and the failed logins in the `session` file of a store directory
/// (or reads them from fixtures), so a login and a lockout outlast the process.
///
/// A login's answer tells whether the password was right, so what it stores (a failure
/// counted, a lockout, a session opened) is on disk before the gateway returns: a full disk
/// fails the attempt instead of answering a guess that was never counted.
package final class FileSessionRepository: SessionRepository {
  private let journal: Journal
  private let realClock: any Clock
  private var state = SessionFileFormat.State()
  private var isLoaded = false
  /// Accounts whose stored lockout the load cut back (an older store's lock far ahead):
  /// saved so by the next login, so that it stops where it was cut, instead of being cut
  /// anew, 15 minutes past each load's real time, for ever.
  private var lockoutsCutOnLoad: [Email] = []

  /// A gateway over the `session` file in `directory`. `realClock` is the real time of
  /// day, even under `--now`: no lockout is stored, or loaded, as ending more than one
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
    // Written before the welcome, as a failure is before its answer: on a full disk the
    // right password fails exactly as a wrong one does.
    try writeNow()
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
    if !lockoutsCutOnLoad.isEmpty {
      // Only a login asks: a reading command (`login status`) writes nothing.
      for cut in lockoutsCutOnLoad {
        let attempts = state.attempts[cut] ?? .clean
        try append { SessionFileFormat.encode(attempts, for: cut, into: &$0) }
      }
      lockoutsCutOnLoad = []
    }
    return state.attempts[email] ?? .clean
  }

  package func save(_ attempts: LoginAttempts, for email: Email) throws(DomainError) {
    try load()
    // A lockout taken under `--now` far ahead is stored ending one lockout past the real
    // time at most; the clock is read only when a lockout is stored.
    let stored =
      attempts.lockedUntil == nil ? attempts : attempts.limited(byRealNow: realClock.now())
    guard (state.attempts[email] ?? .clean) != stored else { return }
    try append { SessionFileFormat.encode(stored, for: email, into: &$0) }
    try writeNow()
    state.set(stored, for: email)
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
    var cut: [Email] = []
    if loaded.attempts.values.contains(where: { $0.lockedUntil != nil }) {
      let realNow = realClock.now()
      for (email, attempts) in loaded.attempts {
        let limited = attempts.limited(byRealNow: realNow)
        guard limited != attempts else { continue }
        loaded.set(limited, for: email)
        cut.append(email)
      }
    }
    state = loaded
    // Sorted, so that the records saved are the same bytes for the same file.
    lockoutsCutOnLoad = cut.sorted { $0.value < $1.value }
    isLoaded = true
  }

  private func append(_ encode: (inout [UInt8]) -> Void) throws(DomainError) {
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.append(encode)
    }
  }

  /// Writes and syncs what this command appended so far (and every whole command before
  /// it) now, instead of when the command ends: what a login answers must be on disk first.
  /// The rest of the command, if any, goes on as a command of its own.
  private func writeNow() throws(DomainError) {
    let directory = journal.directory
    guard directory.canWrite else { return }
    try domainErrors(journal) { () throws(StoreFailure) in
      let isInCommand = directory.isInCommand
      defer { if isInCommand { directory.beginCommand() } }
      if isInCommand { try directory.endCommand() }
      try directory.sync()
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
