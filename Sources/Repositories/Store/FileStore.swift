import Domain
import StoreEngine

/// The file store of `--store` (or the default store), of `--fixtures` and of a dry run: the
/// journal engine's `StoreDirectory`, the file gateways over it, and its unit of work.
///
/// The only place outside the engine and its gateways that names the directory: the
/// composition root sees a `StoreFactory`.
package struct FileStore: StoreFactory {
  private let directory: StoreDirectory
  package let unitOfWork: any StoreUnitOfWork

  /// How a store of files is used.
  package enum Access: Sendable {
    /// Written: created if missing, locked, saved after each command.
    case readWrite
    /// Fixtures: read once, whoever owns them; changes stay in memory.
    case readOnly
    /// A dry run on a store: read as a store is (a missing one is empty), changes kept in
    /// memory, nothing created, written or kept between sessions.
    case dryRun
  }

  /// The store at `path`, used as `access` says. The engine keeps no words: `describeFailure` puts its failures into
  /// the user's words for the gateways' ports; `onNote` is told what the user should know
  /// though nothing failed; `onCompactionSkipped`, of housekeeping left for later (see
  /// `StoreDirectory`).
  package init(
    path: String, access: Access,
    describeFailure: @escaping (StoreFailure) -> String,
    onNote: @escaping (StoreNote) -> Void,
    onCompactionSkipped: @escaping (_ path: String, _ failure: StoreFailure) -> Void
  ) {
    let mode: StoreDirectory.Mode =
      switch access {
      case .readWrite: .readWrite
      case .readOnly: .readOnly
      case .dryRun: .dryRun
      }
    directory = StoreDirectory(path: path, mode: mode)
    directory.describeFailure = describeFailure
    directory.onNote = onNote
    directory.onCompactionSkipped = onCompactionSkipped
    unitOfWork = FileStoreUnitOfWork(directory: directory)
  }

  package func makeTaskRepository(random: any RandomSource)
    -> (repository: any TaskRepository, nextFreeID: () -> Int?)
  {
    let repository = FileTaskRepository(directory: directory, random: random)
    return (repository, { repository.nextFreeID() })
  }

  package func makeAccountRepository() -> any AccountRepository {
    FileAccountRepository(directory: directory)
  }

  package func makeSessionRepository(realClock: any Clock) -> any SessionRepository {
    FileSessionRepository(directory: directory, realClock: realClock)
  }

  package func makeAnswerBookRepository(fallback: AnswerBook) -> any AnswerBookRepository {
    FileAnswerBookRepository(directory: directory, fallback: fallback)
  }

  /// Fixtures and a dry run are only read: their history lives as long as the session.
  package func makeHistoryFile() -> HistoryFile? {
    directory.mode == .readWrite ? HistoryFile(store: directory) : nil
  }
}

/// The file store's unit of work: a command's records are grouped and written together by
/// the `StoreDirectory`, which also holds the lock (for the whole run, or per command).
package final class FileStoreUnitOfWork: StoreUnitOfWork {
  private let directory: StoreDirectory
  /// Whether the store is held per command. Kept here, private, rather than read from the
  /// directory's `locking`: checked at run time otherwise, on every command.
  private var heldPerCommand = false
  /// The store's files as the last command that used the store left them, when it let the
  /// store go (held per command): what `isChangedElsewhere` compares with. Empty until then.
  private var leftAs: [FileStamp] = []
  /// The files another process may change under a screen: the journals.
  private static let sharedFiles = [
    TaskFileFormat.fileName, AccountFileFormat.fileName, SessionFileFormat.fileName,
  ]

  package init(directory: StoreDirectory) {
    self.directory = directory
  }

  package var savesChanges: Bool { true }

  package var hasChanges: Bool { directory.commandsAppended }

  package func holdPerCommand() {
    heldPerCommand = true
    directory.locking = .perCommand
  }

  package func beginCommand() {
    directory.beginCommand()
  }

  package func endCommand() throws(LostWrite) -> Bool {
    do {
      let isPending = try directory.endCommand()
      guard heldPerCommand else { return isPending }
      // A command that did not use the store leaves the files as they were found: what
      // others changed meanwhile is still news, so only a release records them.
      let wasHeld = directory.isOpen
      try directory.release()
      if wasHeld { leftAs = Self.sharedFiles.map { directory.stamp(named: $0) } }
      return false
    } catch {
      throw lost(error)
    }
  }

  package var hasUnsavedCommands: Bool { directory.hasPendingCommands }

  package var isChangedElsewhere: Bool {
    // A dry run's changes are its own, in memory: what others save is not merged into them.
    guard heldPerCommand, directory.mode == .readWrite, !directory.isOpen, !leftAs.isEmpty
    else { return false }
    let changed = Self.sharedFiles.indices.contains {
      directory.stamp(named: Self.sharedFiles[$0]) != leftAs[$0]
    }
    // Not yet while another process still holds the store (a long script): reading it now
    // would wait for its lock. The next look, once it is done, shows the change.
    return changed && !directory.isLockedElsewhere
  }

  package func saveWholeCommands() throws(LostWrite) {
    do {
      try directory.flush()
    } catch {
      throw lost(error)
    }
  }

  package func abandonUnsaved() {
    directory.abandonUnsaved()
  }

  package func close() throws(LostWrite) {
    do {
      try directory.close()
    } catch {
      throw lost(error)
    }
  }

  private func lost(_ failure: StoreFailure) -> LostWrite {
    LostWrite(failure, sparedEarlierCommands: directory.failureSparedEarlierCommands)
  }
}
