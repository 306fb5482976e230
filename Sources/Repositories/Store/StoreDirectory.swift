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

  /// Called by a journal before it buffers a record: the records of another journal
  /// buffered earlier are written first, so the files together always hold a prefix.
  func willAppend(to journal: Journal) throws(StoreFailure) {
    if let pending = pendingJournal, pending !== journal {
      try pending.writeBuffer()
    }
    pendingJournal = journal
  }

  /// Writes every buffered record to its file, without waiting for the disk.
  package func flush() throws(StoreFailure) {
    try pendingJournal?.writeBuffer()
    pendingJournal = nil
  }

  /// Writes and syncs every journal, compacts those that grew too long, and releases the lock.
  package func close() throws(StoreFailure) {
    defer {
      if lockDescriptor >= 0 {
        POSIX.closeDescriptor(lockDescriptor)
        lockDescriptor = -1
      }
      isOpen = false
    }
    try flush()
    for journal in journals { try journal.finish() }
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
