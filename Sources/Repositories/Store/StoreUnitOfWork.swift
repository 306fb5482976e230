import StoreEngine

/// The store's unit of work, as the composition root drives it: every command the program
/// runs is begun and ended here, so that what it changed is saved together, and a write
/// that fails says here what it lost.
///
/// One port for every store: the file store's (`FileStoreUnitOfWork`) groups a command's
/// records, writes them and holds the store's lock; the in-memory store's
/// (`InMemoryUnitOfWork`) has nothing to save. The gateways never call it: a command's
/// bounds are the root's to draw, the same whichever store it chose.
package protocol StoreUnitOfWork: AnyObject {
  /// Whether commands change anything that is saved: `false` for a store in memory, whose
  /// unit of work does nothing, and which the root then need not call at all.
  var savesChanges: Bool { get }

  /// From now on, each command holds the store only while it runs: it picks up what other
  /// processes saved in between, and when it ends its changes are saved, synced and the
  /// store let go. For a process that stays open (the interactive session, the screens);
  /// called once, before the first command.
  func holdPerCommand()

  /// A command starts: what the gateways change from now on is saved together.
  func beginCommand()

  /// The command ended: its changes are whole, and saved now or buffered with others.
  /// Returns whether changes of whole commands still wait to be saved; throws what a failed
  /// write lost.
  func endCommand() throws(LostWrite) -> Bool

  /// Whether changes of whole commands wait to be saved.
  var hasUnsavedCommands: Bool { get }

  /// Saves the changes of every whole command now: before output acknowledges them.
  func saveWholeCommands() throws(LostWrite)

  /// After a lost write in a store held per command: forgets what was not saved, so that the
  /// next command starts from what the store holds and can be saved again.
  func abandonUnsaved()

  /// Saves what is left, syncs it, and lets the store go: the end of the run.
  func close() throws(LostWrite)

  /// Whether commands' changes were written to the store since it was opened (asked at the
  /// end of a run, after `close`).
  var hasChanges: Bool { get }

  /// Whether another process changed the store since this one's last command let it go (a
  /// store held per command), and is done with it: what a screen asks while it waits for a
  /// key, so it must be cheap, a look at the files rather than a read, and never wait.
  var isChangedElsewhere: Bool { get }
}

extension StoreUnitOfWork {
  /// A store that does not tell: no change is claimed.
  package var hasChanges: Bool { false }
  /// A store no other process writes (memory): never changed elsewhere.
  package var isChangedElsewhere: Bool { false }
}

/// A write to the store failed: what failed, and which commands it lost.
package struct LostWrite: Error {
  /// What the store could not do, with the file's path.
  package let failure: StoreFailure
  /// Whether the commands before the one that was running are saved all the same: the
  /// write that failed held only that command's changes (to a file that earlier commands
  /// had not changed), and those of earlier commands, buffered in another file, were
  /// written first. Then the failure loses that command and what follows, not more.
  package let sparedEarlierCommands: Bool

  package init(_ failure: StoreFailure, sparedEarlierCommands: Bool = false) {
    self.failure = failure
    self.sparedEarlierCommands = sparedEarlierCommands
  }
}
