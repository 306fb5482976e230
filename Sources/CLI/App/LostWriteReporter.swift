import Repositories
import Services

/// Runs each command as one unit of work of the store, and keeps standard output true to
/// what the store saved: a write that fails is reported once, saying from which command on
/// nothing was saved, and what standard output held about those commands is dropped.
///
/// Knows the store only by its port (`StoreUnitOfWork`): the same for every store.
final class LostWriteReporter {
  private let unitOfWork: any StoreUnitOfWork
  /// Whether the store has anything to save (not in memory): when not, a command skips the
  /// bookkeeping below.
  private let savesChanges: Bool
  private let console: Console
  private let catalog: CommandLineCatalog
  /// The first command whose changes wait in the store's buffers, unsaved: where a lost
  /// write would begin. `nil` while everything run so far is saved.
  private var firstUnsaved: (origin: CommandOrigin, label: String)?
  /// Set once a write to the store failed. A run that holds the store for its whole length
  /// (a command, a script) stops there: nothing later could be saved. One that holds it per
  /// command (the session, the screens) goes on, and ends with the status that says so.
  private(set) var hasLostWrite = false
  /// Whether the command being run lost a write, in a store held per command: its output
  /// ends at the failure, and the store is reloaded once it ends.
  private var commandLostWrite = false
  /// Whether writes to the store have stopped: after a lost write, when the store is held
  /// for the whole run.
  private var writesStopped: Bool { hasLostWrite && !heldPerCommand }
  /// How many commands lost a write: a screen that sees it grow shows the store anew.
  private(set) var lostWriteCount = 0
  /// Whether the store is held per command: see `holdStorePerCommand()`.
  private var heldPerCommand = false
  /// The ID the next task will get, read from the Tasks gateway: after a one-shot add whose
  /// output failed, the ID of the task it saved.
  var nextFreeTaskID: () -> Int? = { nil }
  /// Whether commands changed the store and every change was saved: a one-shot command
  /// whose output then fails says so, so that nobody runs it again.
  var savedChanges: Bool { unitOfWork.hasChanges && !hasLostWrite }

  init(unitOfWork: any StoreUnitOfWork, console: Console, catalog: CommandLineCatalog) {
    self.unitOfWork = unitOfWork
    savesChanges = unitOfWork.savesChanges
    self.console = console
    self.catalog = catalog
    // Standard output acknowledges commands: before it is written, the commands it speaks
    // of are saved, so a reader never sees "added #7" for a task a failed write then lost.
    // Unowned, as the console's output holds it: `deinit` takes it back.
    if savesChanges { console.out.willWrite = { [unowned self] in saveBeforeOutput() } }
  }

  deinit {
    // The console may outlive the reporter: its output must not call back into it.
    if savesChanges { console.out.willWrite = nil }
  }

  /// Holds the store per command from now on (see `StoreUnitOfWork.holdPerCommand()`).
  func holdStorePerCommand() {
    heldPerCommand = true
    unitOfWork.holdPerCommand()
  }

  /// A command starts: what it changes is saved together.
  func beginCommand() {
    if savesChanges { unitOfWork.beginCommand() }
  }

  /// Tells the store the command is over: its changes become whole, and are saved when
  /// enough are buffered (or at once, synced, and the store let go, when it is held per
  /// command). `label` names the command, asked for only when it is to be told.
  func endCommand(at origin: CommandOrigin, label: () -> String) {
    guard savesChanges else { return }
    if heldPerCommand {
      endHeldCommand(at: origin, label: label)
      return
    }
    guard !hasLostWrite, let ending = endUnheldCommand() else { return }
    finish(ending, at: origin, label: label)
  }

  /// What is left of ending a command, in a store held for the whole run, after
  /// `endUnheldCommand()`.
  private func finish(_ ending: Ending, at origin: CommandOrigin, label: () -> String) {
    switch ending {
    case .firstUnsaved:
      firstUnsaved = (origin, label())
    case .failed(let error):
      if error.sparedEarlierCommands { commandsBeforeThisOneAreSaved() }
      // A gateway that writes before it answers (a login's failure is on disk before it is
      // answered) already failed this command on this very write, and said so; when no
      // earlier command was waiting to be saved, nothing more was lost to tell of.
      if firstUnsaved == nil, case .failed(.ioError, nil) = console.outcome {
        hasLostWrite = true
        console.out.flushAndSilence()
        return
      }
      loseWrite(error, current: (origin, label()))
    }
  }

  /// What ending a command left to do, when it left anything.
  private enum Ending {
    /// Its records wait, the first unsaved: the command is to be named.
    case firstUnsaved
    /// A write failed.
    case failed(LostWrite)
  }

  /// Ends a command in a store held for the whole run; `nil` when nothing is left to do.
  private func endUnheldCommand() -> Ending? {
    let isPending: Bool
    do {
      isPending = try unitOfWork.endCommand()
    } catch {
      return .failed(error)
    }
    guard isPending else {
      firstUnsaved = nil
      console.out.markSaved()
      return nil
    }
    return firstUnsaved != nil ? nil : .firstUnsaved
  }

  /// The commands before the running one are saved, though a write failed: what standard
  /// output said of them stays, and the loss starts at the running command.
  private func commandsBeforeThisOneAreSaved() {
    firstUnsaved = nil
    console.out.markSavedBeforeCommand()
  }

  /// Ends a command in a store held per command: its changes are saved and synced and the
  /// store let go. A write that fails loses this command only: it is reported, the store
  /// forgets what it buffered and reloads at the next command, which goes on from what it
  /// holds (whole commands: a failed write is cut back) and can be saved again.
  private func endHeldCommand(at origin: CommandOrigin, label: () -> String) {
    if !commandLostWrite {
      do {
        _ = try unitOfWork.endCommand()
      } catch {
        loseWrite(error, current: (origin, label()))
      }
    }
    firstUnsaved = nil
    guard commandLostWrite else {
      console.out.markSaved()
      return
    }
    commandLostWrite = false
    unitOfWork.abandonUnsaved()
    console.out.resumeAfterSilence()
  }

  /// Saves the store's whole commands before standard output speaks of them.
  private func saveBeforeOutput() {
    guard !writesStopped, !commandLostWrite, unitOfWork.hasUnsavedCommands else { return }
    do {
      try unitOfWork.saveWholeCommands()
      firstUnsaved = nil
    } catch {
      loseWrite(error, current: (console.origin, ""))
    }
  }

  /// A write to the store failed and was undone: every command from the first unsaved one
  /// on is lost. What standard output held about them is dropped, and one failure says from
  /// where on nothing was saved (in JSON, one object; on standard error, one line).
  private func loseWrite(_ lostWrite: LostWrite, current: (origin: CommandOrigin, label: String)) {
    let error = lostWrite.failure
    hasLostWrite = true
    lostWriteCount += 1
    if heldPerCommand { commandLostWrite = true }
    let lost = firstUnsaved ?? current
    firstUnsaved = nil
    console.out.discardUnsaved()
    var failure = error.gatewayFailure(describedBy: { $0.message(in: catalog) }).errorModel
    if case .unwritable(let path, let reason) = error {
      failure = ErrorModel(
        code: failure.code,
        message: lost.origin.source == nil
          ? catalog.text(.storeUnsavedCommand, path, reason.text(in: catalog))
          : catalog.text(
            .storeUnsavedFromLine, path, reason.text(in: catalog), String(lost.origin.line)))
    }
    console.begin(at: lost.origin) { lost.label }
    console.fail(failure)
    // The rest of the command being run, if any, must not follow the failure.
    console.out.flushAndSilence()
  }

  /// Saves what is buffered, syncs it and lets the store go; returns whether a write was
  /// lost, now or earlier (already reported then).
  func finish() -> Bool {
    do {
      try unitOfWork.close()
    } catch {
      if !hasLostWrite {
        loseWrite(error, current: (CommandOrigin(source: nil, line: 0), ""))
      }
    }
    return hasLostWrite
  }
}
