/// The in-memory store's unit of work: its gateways change memory as they are called, so a
/// command has nothing to save, and no write can fail.
package final class InMemoryUnitOfWork: StoreUnitOfWork {
  package init() {}

  package var savesChanges: Bool { false }

  package func holdPerCommand() {}
  package func beginCommand() {}
  package func endCommand() throws(LostWrite) -> Bool { false }
  package var hasUnsavedCommands: Bool { false }
  package func saveWholeCommands() throws(LostWrite) {}
  package func abandonUnsaved() {}
  package func close() throws(LostWrite) {}
}
