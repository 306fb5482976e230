import Domain

/// Runs one service command, turning any refusal into exactly one failure outcome in
/// `catalog`'s language: the contract every service keeps ("one outcome per command").
func runCommand(
  _ command: () throws(DomainError) -> Void, catalog: MessageCatalog,
  onFailure failed: (ErrorModel) -> Void
) {
  do {
    try command()
  } catch {
    failed(error.errorModel(in: catalog))
  }
}
