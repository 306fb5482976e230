import SystemInterface

/// A directory of gateway files: a writable store (`--store`), read-only fixtures
/// (`--fixtures`), or a store a dry run reads and writes nothing to (`--dry-run`).
///
/// A writable store is opened lazily, on the first gateway access: the directory is created
/// (0700), and an advisory lock is taken, so one process at a time works on a store. How long
/// it is held is the `locking`: until `close()` (one-shot commands and scripts), or only while
/// a command uses the store (an interactive session), so that other processes can run in
/// between; each lock taken again checks the journals against their files and has the
/// gateways whose file another process changed read it anew. A process that must wait for
/// the lock says so (a `StoreNote`) after a moment. Journals append through the directory so
/// that their buffered records reach the disk in command order, whichever files they are in
/// (see Architecture.md).
///
/// The store trusts no one else. The directory is opened once and every file is opened
/// relative to that descriptor, so the checks made on it hold for what is used: it must be
/// ours (its mode is narrowed to 0700 if others could get in, with a note); store files are
/// never followed when links, must be regular files of ours, and are narrowed to 0600;
/// temporary files get unpredictable names and are created exclusively.
package final class StoreDirectory {
  /// Whether gateways may write here.
  package enum Mode: Sendable {
    /// A store: created if missing, locked, written.
    case readWrite
    /// Fixtures: read once, never written; changes stay in memory.
    case readOnly
    /// A dry run on a store: read as the store it is (its checks, a torn tail dropped), and
    /// changed only in memory, as fixtures are. Nothing is created, written, narrowed or
    /// compacted, and no lock file is made: a missing directory is an empty store, and the
    /// directory itself is locked shared, so that the run waits for a writer as a real run
    /// would, and sees what a real run started then would see, while other readers go on.
    case dryRun
  }

  /// How long the lock of a writable store is held.
  package enum Locking: Sendable {
    /// From the first use until `close()`: a one-shot command or a script, which nothing
    /// else should interleave with, pays for one lock.
    case wholeRun
    /// From a command's first use of the store until `release()`, after the command: a
    /// process that stays open (an interactive session) leaves the store to others in
    /// between, and reads what they wrote when it locks the store again.
    case perCommand
  }

  /// The directory's path as given.
  package let path: String
  /// Whether gateways may write here.
  package let mode: Mode
  /// How long to wait for another process's lock before giving up.
  package let lockTimeoutSeconds: Int
  /// How long a wait for the lock goes on before the user is told (once) that it waits.
  package let lockNoteDelayNanoseconds: UInt64
  /// How long the lock is held; set before the first command.
  package var locking = Locking.wholeRun
  /// Told what the user should know though nothing failed: a narrowed mode, a read-only store.
  package var onNote: ((StoreNote) -> Void)?
  /// Told when housekeeping could not run after the commands were saved: the file at `path`
  /// was not compacted (`failure` says why, a full disk most often) and is left as it was.
  /// Not a failure of any command: the user gets a note, and a later process compacts it.
  package var onCompactionSkipped: ((_ path: String, _ failure: StoreFailure) -> Void)?
  /// Puts a failure into words for the user, in their language: the file gateways hand
  /// these words over their ports (`GatewayFailure.message`). The engine keeps no words of
  /// its own; the composition root, which knows the language, sets this as it sets
  /// `onNote`. Unset (in the engine's and the gateways' tests), a failure reads as Swift
  /// prints it, every detail in view.
  package var describeFailure: (StoreFailure) -> String = { String(describing: $0) }

  /// The directory, opened once: every file is opened relative to it.
  private var directoryDescriptor: Int32 = -1
  private var lockDescriptor: Int32 = -1
  /// Whether the store is usable now: opened and, when writable, locked.
  package var isOpen: Bool { opened }
  // Private, read by others through `isOpen`: checked at run time otherwise on every use.
  private var opened = false
  /// Whether the lock was held before: when it is taken again, other processes may have
  /// written in between.
  private var wasLocked = false
  /// A dry run's store whose directory does not exist: every file is absent.
  private var isMissing = false
  /// A store this process cannot write (a read-only file system, no write permission):
  /// it is read without a lock file of its own, and every write is refused.
  private var isReadOnlyStore = false
  /// Whether a write was refused, or the read-only note given: the note is said once, and
  /// not at all after an error that says it already.
  private var readOnlyWasSaid = false
  /// Files read whose modes let others in, kept open until their content is accepted: only
  /// then are they narrowed, so that a refused file is left exactly as it was found.
  private var toNarrow: [String: POSIX.CheckedFile] = [:]
  private var journals: [Journal] = []
  /// The journal that holds buffered records not yet written, if any.
  private var pendingJournal: Journal?

  /// The names of the files whose temporary copies this directory may hold.
  private static let journalNames = [
    TaskFileFormat.fileName, AccountFileFormat.fileName, SessionFileFormat.fileName,
  ]

  /// A directory at `path`; nothing is touched until a gateway first needs it.
  package init(
    path: String, mode: Mode, lockTimeoutSeconds: Int = 10,
    lockNoteDelayNanoseconds: UInt64 = 1_000_000_000
  ) {
    self.path = path
    self.mode = mode
    self.lockTimeoutSeconds = lockTimeoutSeconds
    self.lockNoteDelayNanoseconds = lockNoteDelayNanoseconds
  }

  deinit {
    if lockDescriptor >= 0 { POSIX.closeDescriptor(lockDescriptor) }
    if directoryDescriptor >= 0 { POSIX.closeDescriptor(directoryDescriptor) }
  }

  /// The path of the gateway file called `name` in this directory.
  package func filePath(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// Whether journals may write and compact their files: a store that is not read-only.
  package var canWrite: Bool { mode == .readWrite && !isReadOnlyStore }

  /// Creates and locks a writable store, or checks that fixtures exist; idempotent.
  package func open() throws(StoreFailure) {
    guard !opened else { return }
    switch mode {
    case .readOnly:
      if directoryDescriptor < 0 { try openFixtures() }
    case .dryRun:
      if directoryDescriptor < 0, !isMissing {
        isMissing = try !openStore(creating: false)
      }
      if !isMissing { try lock(shared: true) }
    case .readWrite:
      if directoryDescriptor < 0 { _ = try openStore(creating: true) }
      try lock(shared: false)
      // Under the lock no other process of ours is writing one, so any left is stale.
      if !isReadOnlyStore {
        POSIX.removeFiles(in: directoryDescriptor) {
          POSIX.isTemporaryName($0, of: Self.journalNames)
        }
      }
      // Locked again after a release: what others wrote meanwhile is read before any
      // gateway uses its state (and before a journal appends to a file it no longer knows).
      if wasLocked {
        for journal in journals { journal.reloadIfChanged() }
      }
      wasLocked = true
    }
    opened = true
  }

  /// Opens and locks the store again if `release()` let it go since the last command; the
  /// journals whose files changed meanwhile then have their gateways reload them. Cheap
  /// when the store is in use: a gateway calls it before each use of its state.
  package func reopenIfReleased() throws(StoreFailure) {
    if opened { return }
    try open()
  }

  /// Whether another process holds the store now, while this one has let it go (a store
  /// held per command): one try of the directory's lock, never a wait, so that a screen
  /// that looks each second for others' changes reads them once they are done.
  package var isLockedElsewhere: Bool {
    guard !opened, mode == .readWrite, directoryDescriptor >= 0 else { return false }
    guard flock(directoryDescriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
    flock(directoryDescriptor, LOCK_UN)
    return false
  }

  /// The identity and version of the file `name` as it is now: `.absent` when there is none.
  package func stamp(named name: String) -> FileStamp {
    FileStamp(of: name, in: directoryDescriptor)
  }

  /// The seal the lock file holds for the file `name` (`StoreSeal`); `nil` when it holds
  /// none, or the store is not locked by this process.
  package func seal(named name: String) -> StoreSeal? {
    sealsInLockFile().first { $0.name == name }
  }

  /// Keeps `seal` in the lock file, in the place of the one for its file; writes nothing
  /// when the lock file holds it already. Best effort: a seal that cannot be written (a full
  /// disk) leaves one that no longer matches, or none, and the next process loads the file.
  package func writeSeal(_ seal: StoreSeal) {
    guard lockDescriptor >= 0, canWrite else { return }
    let held = sealsInLockFile()
    guard !held.contains(seal) else { return }
    var seals = held.filter { $0.name != seal.name }
    seals.append(seal)
    let bytes = StoreSeal.bytes(of: seals)
    let written = bytes.withUnsafeBufferPointer {
      pwrite(lockDescriptor, $0.baseAddress, $0.count, 0)
    }
    if written != bytes.count || ftruncate(lockDescriptor, off_t(bytes.count)) != 0 {
      _ = ftruncate(lockDescriptor, 0)
    }
  }

  /// The seals of the lock file this process holds locked, read through its descriptor.
  private func sealsInLockFile() -> [StoreSeal] {
    guard lockDescriptor >= 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: StoreSeal.maximumLength + 1)
    let count = bytes.withUnsafeMutableBufferPointer {
      pread(lockDescriptor, $0.baseAddress, $0.count, 0)
    }
    guard count > 0, count <= StoreSeal.maximumLength else { return [] }
    return StoreSeal.seals(in: Array(bytes[..<count]))
  }

  /// The content of the file `name`, or `nil` when there is none; the directory must be open.
  package func readFile(named name: String) throws(StoreFailure) -> [UInt8]? {
    if isMissing { return nil }
    let path = filePath(name)
    guard
      let file = try POSIX.openChecked(
        name, in: directoryDescriptor, path: path, flags: O_RDONLY,
        trust: mode == .readOnly ? .fixture : .store, writing: false)
    else { return nil }
    guard file.wideMode != nil else {
      defer { POSIX.closeDescriptor(file.descriptor) }
      return try POSIX.readAll(file.descriptor, path: path)
    }
    if let earlier = toNarrow.updateValue(file, forKey: name) {
      POSIX.closeDescriptor(earlier.descriptor)
    }
    return try POSIX.readAll(file.descriptor, path: path)
  }

  /// Reads the file `name` in pieces of `size` bytes through the same checks as `readFile`
  /// (no link followed, a regular file of ours), handing each to `body` and then an empty
  /// one marked as the end; `body` returns whether to go on. `false` when there is no file.
  /// `body` is also handed the file's lines (`POSIX.FileLines`), to count ahead of what it
  /// was handed without moving through the file.
  package func forEachChunk(
    named name: String, size: Int,
    _ body: (_ chunk: UnsafeBufferPointer<UInt8>, _ isEnd: Bool, _ ahead: POSIX.FileLines) -> Bool
  ) throws(StoreFailure) -> Bool {
    if isMissing { return false }
    let path = filePath(name)
    guard
      let file = try POSIX.openChecked(
        name, in: directoryDescriptor, path: path, flags: O_RDONLY,
        trust: mode == .readOnly ? .fixture : .store, writing: false)
    else { return false }
    if file.wideMode != nil, let earlier = toNarrow.updateValue(file, forKey: name) {
      POSIX.closeDescriptor(earlier.descriptor)
    }
    defer { if file.wideMode == nil { POSIX.closeDescriptor(file.descriptor) } }
    try POSIX.forEachChunk(of: file.descriptor, path: path, size: size, body)
    return true
  }

  /// Reads `length` bytes of the file `name` from `offset` on, through the same checks as
  /// `readFile`, handing them to `body` in pieces of at most `size` bytes; fails as
  /// unreadable when the file is missing or shorter.
  package func readRange(
    named name: String, from offset: Int, length: Int, size: Int,
    _ body: (UnsafeBufferPointer<UInt8>) throws(StoreFailure) -> Void
  ) throws(StoreFailure) {
    let path = filePath(name)
    guard
      let file = try POSIX.openChecked(
        name, in: directoryDescriptor, path: path, flags: O_RDONLY,
        trust: mode == .readOnly ? .fixture : .store, writing: false)
    else { throw .unreadable(path: path, reason: POSIX.lastError()) }
    defer { POSIX.closeDescriptor(file.descriptor) }
    let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, size))
    defer { piece.deallocate() }
    var position = offset
    while position < offset + length {
      let count = pread(
        file.descriptor, piece.baseAddress, min(piece.count, offset + length - position),
        off_t(position))
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .unreadable(path: path, reason: POSIX.lastError()) }
      try body(UnsafeBufferPointer(rebasing: piece[..<count]))
      position += count
    }
  }

  /// Called once the content of the file `name` read by `readFile` was accepted: a mode that
  /// let others in is narrowed to the owner now, with a note.
  package func accept(named name: String) {
    guard let file = toNarrow.removeValue(forKey: name) else { return }
    if mode == .readWrite { narrow(file, path: filePath(name)) }
    POSIX.closeDescriptor(file.descriptor)
  }

  /// The content of the file `name` without creating or locking a store, for a file that is
  /// only ever read (`answers`): `nil` when the directory or the file is missing.
  package func readFileWithoutLock(named name: String) throws(StoreFailure) -> [UInt8]? {
    switch mode {
    case .readOnly:
      try open()
    case .readWrite, .dryRun:
      if isMissing { return nil }
      if directoryDescriptor < 0 {
        guard try openStore(creating: false) else { return nil }
      }
    }
    return try readFile(named: name)
  }

  // MARK: - Files no gateway owns (the session's history)

  /// The content of the store's file `name`, read without the lock through the same checks
  /// as a gateway's file (no link followed, a regular file of ours); `nil` when the store or
  /// the file does not exist. Fixtures have no such files.
  package func readUnlockedFile(named name: String) throws(StoreFailure) -> [UInt8]? {
    guard mode == .readWrite else { return nil }
    if directoryDescriptor < 0 {
      guard try openStore(creating: false) else { return nil }
    }
    let path = filePath(name)
    guard
      let file = try POSIX.openChecked(
        name, in: directoryDescriptor, path: path, flags: O_RDONLY, trust: .store,
        writing: false)
    else { return nil }
    defer { POSIX.closeDescriptor(file.descriptor) }
    return try POSIX.readAll(file.descriptor, path: path)
  }

  /// Appends `bytes` to the store's file `name` in one write, without the lock, creating
  /// the store and the file (0600) when missing; the same checks as a gateway's file, and
  /// a mode that lets others in is narrowed first.
  package func appendUnlocked(_ bytes: [UInt8], toFileNamed name: String) throws(StoreFailure) {
    try openForUnlockedWrite()
    let path = filePath(name)
    guard
      let file = try POSIX.openChecked(
        name, in: directoryDescriptor, path: path, flags: O_WRONLY | O_APPEND | O_CREAT,
        trust: .store, writing: true)
    else { throw .unwritable(path: path, reason: POSIX.lastError()) }
    defer { POSIX.closeDescriptor(file.descriptor) }
    narrow(file, path: path)
    try POSIX.writeAll(file.descriptor, bytes, path: path)
  }

  /// Replaces the store's file `name` with `bytes` atomically, without the lock.
  package func replaceUnlocked(named name: String, with bytes: [UInt8]) throws(StoreFailure) {
    try openForUnlockedWrite()
    try replaceAtomically(named: name, with: bytes)
  }

  private func openForUnlockedWrite() throws(StoreFailure) {
    guard mode == .readWrite else { throw .readOnly(path: path) }
    if directoryDescriptor < 0 { _ = try openStore(creating: true) }
    guard !isReadOnlyStore else { throw .readOnly(path: path) }
  }

  /// Opens the existing file `name` for appending; the store must be open and writable.
  package func openForAppend(named name: String) throws(StoreFailure) -> Int32 {
    let path = filePath(name)
    guard
      let file = try POSIX.openChecked(
        name, in: directoryDescriptor, path: path, flags: O_WRONLY, trust: .store, writing: true)
    else { throw .unwritable(path: path, reason: POSIX.lastError()) }
    narrow(file, path: path)
    return file.descriptor
  }

  /// Replaces the file `name` with `bytes` atomically, through a new temporary file.
  package func replaceAtomically(named name: String, with bytes: [UInt8]) throws(StoreFailure) {
    try POSIX.replaceAtomically(
      name, in: directoryDescriptor, path: filePath(name), with: bytes)
  }

  /// `replaceAtomically(named:with:)` for content written a piece at a time (see
  /// `POSIX.replaceAtomically(_:in:path:writing:)`).
  package func replaceAtomically(
    named name: String,
    writing body: (_ write: ([UInt8]) throws(StoreFailure) -> Void) throws(StoreFailure) -> Void
  ) throws(StoreFailure) {
    try POSIX.replaceAtomically(
      name, in: directoryDescriptor, path: filePath(name), writing: body)
  }

  /// A journal's compaction failed: see `onCompactionSkipped`.
  func compactionSkipped(path: String, failure: StoreFailure) {
    onCompactionSkipped?(path, failure)
  }

  /// After a lost write in a store held per command: the lock is let go if still held,
  /// every journal forgets what it buffered and its failure, and its gateway loads the file
  /// anew at its next use, so the next command starts from what the files hold and can be
  /// saved again. The files hold whole commands (a failed write is cut back).
  package func abandonUnsaved() {
    guard locking == .perCommand, mode == .readWrite else { return }
    if opened { unlock() }
    commandIsRunning = false
    clearCommandJournal()
    otherCommandJournals = []
    pendingJournal = nil
    failureSparedEarlierCommands = false
    for journal in journals { journal.abandonUnsaved() }
  }

  /// Registers a journal so `flush()` and `close()` reach it.
  package func register(_ journal: Journal) {
    journals.append(journal)
  }

  /// Whether a command is running: its records are then held until it ends.
  package var isInCommand: Bool { commandIsRunning }
  // Private, read by others through `isInCommand`: checked at run time otherwise on every use.
  private var commandIsRunning = false
  /// The first journal the running command has appended to (or whose earlier records
  /// must be written before those it appended), and any others in order: a command almost
  /// always touches one journal, which then costs no array. `nil` when the command has
  /// touched none.
  private var commandJournal: Journal? { hasCommandJournal ? lastCommandJournal : nil }
  /// The first journal of the running command, or of an earlier one: kept when a command
  /// ends, so that the next command of a script, which appends to the same journal, sets
  /// a flag rather than retain it and release it again.
  private var lastCommandJournal: Journal?
  /// Whether `lastCommandJournal` is the running command's.
  private var hasCommandJournal = false
  private var otherCommandJournals: [Journal] = []

  /// Makes `journal` the running command's first journal.
  @inline(__always)
  private func setCommandJournal(_ journal: Journal) {
    if lastCommandJournal !== journal { lastCommandJournal = journal }
    hasCommandJournal = true
  }

  /// Whether records of commands were written to a file since the store was opened: asked
  /// once, at the end of a run, so each journal keeps its own flag (set with each batch it
  /// writes, not with each command).
  package var commandsAppended: Bool { journals.contains { $0.hasWrittenRecords } }

  /// The running command has touched no journal (yet); `keeping` the last one for the next
  /// command, or letting it go (the store is let go).
  @inline(__always)
  private func clearCommandJournal(keeping: Bool = false) {
    hasCommandJournal = false
    if !keeping { lastCommandJournal = nil }
  }

  /// Starts a command: what gateways append from now on is saved together, at `endCommand`.
  package func beginCommand() {
    commandIsRunning = true
  }

  /// Ends the command: its records become whole (a group where there are several), and are
  /// written once enough are buffered. A command that wrote to two files is written at once,
  /// in the order it touched them, so that no command's records wait in two buffers.
  ///
  /// Returns whether records of whole commands still wait to be written.
  @discardableResult
  package func endCommand() throws(StoreFailure) -> Bool {
    commandIsRunning = false
    // The journal is not bound to a name, and read again below where needed: the common
    // end (a few checks of its fields) then retains and releases nothing, where holding it
    // for a write to come cost every command some 40 instructions.
    guard hasCommandJournal, let isFull = lastCommandJournal?.endCommand() else {
      for journal in journals {
        if let failure = journal.writeFailure { throw failure }
      }
      return hasPendingCommands
    }
    clearCommandJournal(keeping: true)
    guard otherCommandJournals.isEmpty else { return try endCommandOfSeveralJournals() }
    // The only journal with records, so the pending one.
    guard isFull else { return true }
    try lastCommandJournal?.writeBuffer()
    return false
  }

  /// `endCommand()` for a command that wrote to several journals, the first of them
  /// (`lastCommandJournal`) ended.
  private func endCommandOfSeveralJournals() throws(StoreFailure) -> Bool {
    guard let journal = lastCommandJournal else { return false }
    let others = otherCommandJournals
    otherCommandJournals = []
    for other in others { other.endCommand() }
    try journal.writeBuffer()
    // The first journal held every earlier command's records: they are written now, and a
    // failure from here on loses this command only.
    do {
      for other in others { try other.writeBuffer() }
    } catch {
      failureSparedEarlierCommands = true
      throw error
    }
    return false
  }

  /// Whether the write that failed spared the commands before the one running: it was to
  /// a file the command wrote to after the file that held their records, which were
  /// written first. The failure is then thrown again by each later `endCommand` (and the
  /// flag stays set); `abandonUnsaved()` clears both.
  package private(set) var failureSparedEarlierCommands = false

  /// Called by a journal before it buffers a record: the records of another journal
  /// buffered earlier are written first, so the files together always hold a prefix. Inside
  /// a command they are written when it ends, before this journal's.
  /// A read-only store refuses the record, so the command fails and changes nothing.
  ///
  /// Inlined where a journal appends: nearly every append of a script is to the journal that
  /// holds the records waiting, in a command that touched no other, and costs a few checks.
  @inline(__always)
  package func willAppend(to journal: Journal) throws(StoreFailure) {
    if pendingJournal === journal, !isReadOnlyStore {
      guard commandIsRunning else { return }
      if !hasCommandJournal {
        setCommandJournal(journal)
        return
      }
      if lastCommandJournal === journal { return }
    }
    try willAppendElsewhere(journal)
  }

  /// `willAppend(to:)` but for its common case.
  private func willAppendElsewhere(_ journal: Journal) throws(StoreFailure) {
    if isReadOnlyStore {
      readOnlyWasSaid = true
      throw .readOnly(path: path)
    }
    // Compared before anything is stored, which would retain one journal and release the
    // other.
    if pendingJournal === journal {
      guard commandIsRunning else { return }
      if commandJournal == nil {
        setCommandJournal(journal)
      } else if commandJournal !== journal {
        noteInCommand(journal)
      }
      return
    }
    if pendingJournal !== journal, let pending = pendingJournal {
      if commandIsRunning {
        noteInCommand(pending)
      } else {
        try pending.writeBuffer()
      }
    }
    pendingJournal = journal
    if commandIsRunning { noteInCommand(journal) }
  }

  /// Whether `journal`, which has just announced an append (`willAppend(to:)`), may write
  /// records of the running command before it ends: no command runs, or this one wrote to
  /// no other journal and left none of another's records waiting, so the files together
  /// still hold a prefix of the commands whatever is written early (`Journal.appendGroup`).
  package func mayWriteInCommand(_ journal: Journal) -> Bool {
    guard commandIsRunning else { return true }
    return commandJournal === journal && otherCommandJournals.isEmpty
  }

  /// Adds `journal` to those the running command touched, after the others.
  private func noteInCommand(_ journal: Journal) {
    guard let first = commandJournal else {
      setCommandJournal(journal)
      return
    }
    guard first !== journal else { return }
    // A loop, not `contains(where:)`: a closure over the property would make every use of it
    // checked at run time, and `endCommand` reads it on every command.
    var others = otherCommandJournals
    for other in others where other === journal { return }
    // Appended to a local for the same reason.
    others.append(journal)
    otherCommandJournals = others
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

  /// Ends a command's hold on a store locked per command (`Locking.perCommand`): every
  /// journal is written, synced and compacted when due, as `close()` does, what each file
  /// now is recorded, and both locks are released. Other processes may then use the store;
  /// the next command's first use locks it again and reloads what they changed. Nothing
  /// happens when the store is not held (a command that did not use it) or is held for the
  /// whole run.
  ///
  /// A journal that fails does not stop the others, and the locks are released anyway; the
  /// first failure is thrown.
  package func release() throws(StoreFailure) {
    guard locking == .perCommand, opened, mode != .readOnly else { return }
    // A dry run keeps its changes in memory: the shared lock is let go, and nothing is
    // written or read again.
    if mode == .dryRun { return unlock() }
    defer { unlock() }
    commandIsRunning = false
    clearCommandJournal()
    otherCommandJournals = []
    pendingJournal = nil
    var firstFailure: StoreFailure?
    for journal in journals {
      do {
        try journal.finish()
      } catch {
        if firstFailure == nil { firstFailure = error }
      }
      journal.recordStamp()
    }
    if let firstFailure { throw firstFailure }
  }

  /// Lets go of both locks, keeping the directory open: it was checked once, and the next
  /// lock is taken on the same directory.
  private func unlock() {
    if lockDescriptor >= 0 {
      POSIX.closeDescriptor(lockDescriptor)
      lockDescriptor = -1
    }
    if directoryDescriptor >= 0 { flock(directoryDescriptor, LOCK_UN) }
    for file in toNarrow.values { POSIX.closeDescriptor(file.descriptor) }
    toNarrow = [:]
    opened = false
  }

  /// Writes and syncs every journal, compacts those that grew too long, and releases the lock.
  ///
  /// A journal that fails does not stop the others: each is saved if it can be, and the
  /// first failure is thrown. A store locked per command and released has nothing left to
  /// save: its journals were finished when the lock was let go.
  package func close() throws(StoreFailure) {
    defer {
      if lockDescriptor >= 0 {
        POSIX.closeDescriptor(lockDescriptor)
        lockDescriptor = -1
      }
      if directoryDescriptor >= 0 {
        // Closing the directory releases the lock held on it too.
        POSIX.closeDescriptor(directoryDescriptor)
        directoryDescriptor = -1
      }
      for file in toNarrow.values { POSIX.closeDescriptor(file.descriptor) }
      toNarrow = [:]
      opened = false
    }
    commandIsRunning = false
    clearCommandJournal()
    otherCommandJournals = []
    var firstFailure: StoreFailure?
    // Released, a store is not ours to write: nothing is buffered, and a compaction now
    // would rewrite a file others may have changed.
    let isHeld = opened || mode == .readOnly || locking == .wholeRun
    for journal in journals where isHeld {
      do {
        try journal.finish()
      } catch {
        if firstFailure == nil { firstFailure = error }
      }
    }
    if isReadOnlyStore, !readOnlyWasSaid {
      readOnlyWasSaid = true
      onNote?(.readOnly(path: path))
    }
    if let firstFailure { throw firstFailure }
  }

  /// Narrows a store file that others could read or write to its owner, with a note. A
  /// failure (a read-only file system) leaves a file nobody can change anyway.
  private func narrow(_ file: POSIX.CheckedFile, path: String) {
    guard let from = file.wideMode, fchmod(file.descriptor, from & 0o700) == 0 else { return }
    onNote?(.permissionsNarrowed(path: path, from: UInt32(from), to: UInt32(from & 0o700)))
  }

  private func openFixtures() throws(StoreFailure) {
    // Fixtures are only read: the path may be a link, and the directory anyone's.
    let fd = POSIX.openFile(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
    guard fd >= 0 else { throw .fixturesUnreadable(path: path) }
    directoryDescriptor = fd
  }

  /// Opens the store directory and checks it; `false` when it is missing and not `creating`.
  ///
  /// The given path may go through links of the user's (a store kept on another disk), never
  /// through another user's (see `StorePath`); it is resolved once, by this open, and
  /// everything afterwards goes through the descriptor.
  private func openStore(creating: Bool) throws(StoreFailure) -> Bool {
    guard let opened = try StorePath.openDirectory(path, creating: creating) else { return false }
    let fd = opened.descriptor
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = POSIX.lastError()
      POSIX.closeDescriptor(fd)
      throw .unwritable(path: path, reason: reason)
    }
    // Whoever owns the directory can replace any file in it, whatever the files' modes.
    guard info.st_uid == geteuid() else {
      POSIX.closeDescriptor(fd)
      throw .untrustedDirectory(path: path, reason: .ownedByOtherUser(uid: UInt32(info.st_uid)))
    }
    let permissions = info.st_mode & 0o7777
    // A directory that holds files besides the store's was given a mode for them, by its
    // owner: it is not the store's to narrow. Refused when others can read or write it
    // (they would see or replace the store's files); left as it is when they can only
    // pass through it.
    if permissions & 0o077 != 0, !opened.wasCreated,
      !POSIX.holdsOnly(in: fd, where: Self.isStoreEntry)
    {
      guard permissions & 0o066 == 0 else {
        POSIX.closeDescriptor(fd)
        throw .untrustedDirectory(path: path, reason: .sharedWithOtherFiles)
      }
    } else if permissions & 0o077 != 0, mode == .readWrite {
      if fchmod(fd, permissions & 0o700) == 0 {
        onNote?(
          .permissionsNarrowed(
            path: path, from: UInt32(permissions), to: UInt32(permissions & 0o700)))
      } else if errno != EROFS, permissions & 0o022 != 0 {
        // Others can plant files here and we cannot stop them; a read-only file system
        // stops everyone, so there it does not matter.
        POSIX.closeDescriptor(fd)
        throw .untrustedDirectory(path: path, reason: .writableByOthers)
      }
    }
    // A dry run writes nothing anyway: it needs no note that the store is read-only.
    isReadOnlyStore = mode == .readWrite && !POSIX.canWrite(directory: fd)
    directoryDescriptor = fd
    return true
  }

  /// Whether `name` is one the store itself puts in its directory: a gateway's file, the
  /// session history, the lock, or the temporary copy of one of these.
  private static func isStoreEntry(_ name: String) -> Bool {
    let names = journalNames + [AnswerFileFormat.fileName, "history", ".lock"]
    return name == "." || name == ".." || names.contains(name)
      || POSIX.isTemporaryName(name, of: names)
  }

  /// Takes the store's two locks: `flock` on `.lock` (which older versions and other tools
  /// use), checked to still be the file at `.lock` once held, then `flock` on the directory
  /// itself, which cannot be deleted or replaced under a holder the way `.lock` can.
  ///
  /// `shared` (a dry run): the directory's lock alone, shared, so that nothing is created and
  /// other dry runs go on; a writer, which locks it exclusively, is waited for, and waits.
  private func lock(shared: Bool) throws(StoreFailure) {
    let now = POSIX.monotonicNanoseconds()
    var wait = LockWait(
      deadline: now + UInt64(lockTimeoutSeconds) * 1_000_000_000,
      noteAt: now + lockNoteDelayNanoseconds)
    if shared { return try self.wait(toLock: directoryDescriptor, path: path, shared: true, &wait) }
    let lockPath = filePath(".lock")
    while true {
      // A read-only store cannot have a lock file created, nor a writer that needs one.
      let flags = isReadOnlyStore ? O_RDONLY : O_RDWR | O_CREAT
      guard
        let file = try POSIX.openChecked(
          ".lock", in: directoryDescriptor, path: lockPath, flags: flags, trust: .store,
          writing: !isReadOnlyStore)
      else { break }
      narrow(file, path: lockPath)
      do {
        try self.wait(toLock: file.descriptor, path: lockPath, &wait)
      } catch {
        POSIX.closeDescriptor(file.descriptor)
        throw error
      }
      // Removed or replaced while we waited: whoever locks the new file is not excluded by
      // ours, so lock whatever is at `.lock` now.
      if POSIX.isStill(file.descriptor, named: ".lock", in: directoryDescriptor) {
        lockDescriptor = file.descriptor
        break
      }
      POSIX.closeDescriptor(file.descriptor)
    }
    // The directory lock is what keeps two writers apart when `.lock` was deleted under a
    // holder: the second creates a new `.lock` and gets it, but waits here.
    do {
      try self.wait(toLock: directoryDescriptor, path: path, &wait)
    } catch {
      // A session goes on after a busy store: it must not keep `.lock` while it waits for
      // its next command.
      if lockDescriptor >= 0 {
        POSIX.closeDescriptor(lockDescriptor)
        lockDescriptor = -1
      }
      throw error
    }
  }

  /// One attempt to take the store's locks: when it gives up, and when it tells the user
  /// that it waits.
  private struct LockWait {
    let deadline: UInt64
    let noteAt: UInt64
    var noted = false
  }

  /// Polls `flock` on `fd` rather than blocking, so that the wait has a limit; 5 ms keeps
  /// the hand-over quick. A wait that goes on past `noteAt` is told once, so that a person
  /// does not watch a silent terminal for up to the whole limit.
  private func wait(
    toLock fd: Int32, path lockPath: String, shared: Bool = false, _ wait: inout LockWait
  ) throws(StoreFailure) {
    while flock(fd, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw .unwritable(path: lockPath, reason: POSIX.lastError())
      }
      let now = POSIX.monotonicNanoseconds()
      guard now < wait.deadline else {
        throw .busy(path: path, waitedSeconds: lockTimeoutSeconds)
      }
      if !wait.noted, now >= wait.noteAt {
        wait.noted = true
        onNote?(.waitingForLock(path: path))
      }
      usleep(5_000)
    }
  }
}
