import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory of gateway files: a writable store (`--store`) or read-only fixtures (`--fixtures`).
///
/// A writable store is opened lazily, on the first gateway access: the directory is created
/// (0700), and an advisory lock is taken and held until `close()`, so one process at a time
/// works on a store. Journals append through the directory so that their buffered records
/// reach the disk in command order, whichever files they are in (see Architecture.md).
package final class StoreDirectory {
  /// Whether gateways may write here.
  package enum Mode: Sendable {
    /// A store: created if missing, locked, written.
    case readWrite
    /// Fixtures: read once, never written; changes stay in memory.
    case readOnly
  }

  /// The directory's path as given.
  package let path: String
  /// Whether gateways may write here.
  package let mode: Mode
  /// How long to wait for another process's lock before giving up.
  package let lockTimeoutSeconds: Int

  private var lockDescriptor: Int32 = -1
  private var isOpen = false
  private var journals: [Journal] = []
  /// The journal that holds buffered records not yet written, if any.
  private var pendingJournal: Journal?

  /// A directory at `path`; nothing is touched until a gateway first needs it.
  package init(path: String, mode: Mode, lockTimeoutSeconds: Int = 10) {
    self.path = path
    self.mode = mode
    self.lockTimeoutSeconds = lockTimeoutSeconds
  }

  deinit {
    if lockDescriptor >= 0 { POSIX.closeDescriptor(lockDescriptor) }
  }

  /// The path of the gateway file called `name` in this directory.
  package func filePath(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// Creates and locks a writable store, or checks that fixtures exist; idempotent.
  func open() throws(StoreFailure) {
    guard !isOpen else { return }
    switch mode {
    case .readOnly:
      guard POSIX.isDirectory(path) == true else {
        throw .unreadable(path: path, reason: "not a readable directory")
      }
    case .readWrite:
      try POSIX.makeDirectories(path)
      try lock()
    }
    isOpen = true
  }

  /// Registers a journal so `flush()` and `close()` reach it.
  func register(_ journal: Journal) {
    journals.append(journal)
  }

  /// Whether a command is running: its records are then held until it ends.
  private(set) var isInCommand = false
  /// The first journal the running command has appended to (or whose earlier records
  /// must be written before those it appended), and any others in order: a command almost
  /// always touches one journal, which then costs no array.
  private var commandJournal: Journal?
  private var otherCommandJournals: [Journal] = []

  /// Starts a command: what gateways append from now on is saved together, at `endCommand`.
  package func beginCommand() {
    isInCommand = true
  }

  /// Ends the command: its records become whole (a group where there are several), and are
  /// written once enough are buffered. A command that wrote to two files is written at once,
  /// in the order it touched them, so that no command's records wait in two buffers.
  ///
  /// Returns whether records of whole commands still wait to be written.
  @discardableResult
  package func endCommand() throws(StoreFailure) -> Bool {
    isInCommand = false
    guard let journal = commandJournal else {
      for journal in journals {
        if let failure = journal.writeFailure { throw failure }
      }
      return hasPendingCommands
    }
    commandJournal = nil
    let isFull = journal.endCommand()
    guard !otherCommandJournals.isEmpty else {
      // The only journal with records, so the pending one.
      guard isFull else { return true }
      try journal.writeBuffer()
      return false
    }
    let others = otherCommandJournals
    otherCommandJournals = []
    for other in others { other.endCommand() }
    try journal.writeBuffer()
    for other in others { try other.writeBuffer() }
    return false
  }

  /// Called by a journal before it buffers a record: the records of another journal
  /// buffered earlier are written first, so the files together always hold a prefix. Inside
  /// a command they are written when it ends, before this journal's.
  func willAppend(to journal: Journal) throws(StoreFailure) {
    if pendingJournal !== journal, let pending = pendingJournal {
      if isInCommand {
        noteInCommand(pending)
      } else {
        try pending.writeBuffer()
      }
    }
    pendingJournal = journal
    if isInCommand { noteInCommand(journal) }
  }

  /// Adds `journal` to those the running command touched, after the others.
  private func noteInCommand(_ journal: Journal) {
    guard let first = commandJournal else {
      commandJournal = journal
      return
    }
    guard first !== journal, !otherCommandJournals.contains(where: { $0 === journal }) else {
      return
    }
    otherCommandJournals.append(journal)
  }

  /// Whether records of whole commands wait to be written.
  package var hasPendingCommands: Bool {
    pendingJournal?.hasPendingCommands ?? false
  }

  /// Writes the buffered records of every whole command to its file, without waiting for
  /// the disk; a command still running keeps its records.
  package func flush() throws(StoreFailure) {
    for journal in journals { try journal.writeBuffer() }
  }

  /// `flush()`, then waits until the disk has what was written.
  package func sync() throws(StoreFailure) {
    for journal in journals { try journal.sync() }
  }

  /// Writes and syncs every journal, compacts those that grew too long, and releases the lock.
  ///
  /// A journal that fails does not stop the others: each is saved if it can be, and the
  /// first failure is thrown.
  package func close() throws(StoreFailure) {
    defer {
      if lockDescriptor >= 0 {
        POSIX.closeDescriptor(lockDescriptor)
        lockDescriptor = -1
      }
      isOpen = false
    }
    isInCommand = false
    commandJournal = nil
    otherCommandJournals = []
    var firstFailure: StoreFailure?
    for journal in journals {
      do {
        try journal.finish()
      } catch {
        if firstFailure == nil { firstFailure = error }
      }
    }
    if let firstFailure { throw firstFailure }
  }

  private func lock() throws(StoreFailure) {
    let lockPath = filePath(".lock")
    let fd = POSIX.openFile(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .unwritable(path: lockPath, reason: POSIX.lastError()) }
    // Poll rather than block so that the wait has a limit; 5 ms keeps the hand-over quick.
    let deadline = POSIX.monotonicNanoseconds() + UInt64(lockTimeoutSeconds) * 1_000_000_000
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let reason = POSIX.lastError()
        POSIX.closeDescriptor(fd)
        throw .unwritable(path: lockPath, reason: reason)
      }
      guard POSIX.monotonicNanoseconds() < deadline else {
        POSIX.closeDescriptor(fd)
        throw .busy(path: path, waitedSeconds: lockTimeoutSeconds)
      }
      usleep(5_000)
    }
    lockDescriptor = fd
  }
}
