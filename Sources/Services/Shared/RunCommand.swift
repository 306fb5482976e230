import Domain

/// Runs one service command, turning any refusal into exactly one failure outcome in
/// `catalog`'s language: the contract every service keeps ("one outcome per command").
/// The catalog and the failure handler are read only on a failure: read up front, each
/// command that succeeds would retain and release them for nothing.
func runCommand(
  _ command: () throws(DomainError) -> Void, catalog: @autoclosure () -> MessageCatalog,
  onFailure failed: @autoclosure () -> (ErrorModel) -> Void
) {
  do {
    try command()
  } catch {
    failed()(error.errorModel(in: catalog()))
  }
}
