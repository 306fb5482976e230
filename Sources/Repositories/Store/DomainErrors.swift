import Domain
import StoreEngine

/// Runs `body`, a journal operation, for a gateway over `directory`: the ports throw
/// `DomainError`, so a `StoreFailure` leaves as `.gateway(…)`, its kind and its words for
/// the user, and the engine's details (paths, lines, system errors) stay behind the port.
func domainErrors<Result>(
  _ directory: StoreDirectory, _ body: () throws(StoreFailure) -> Result
) throws(DomainError) -> Result {
  do {
    return try body()
  } catch {
    throw .gateway(error.gatewayFailure(describedBy: directory.describeFailure))
  }
}

/// `domainErrors(_:_:)` for a gateway over `journal`, in the journal's directory.
func domainErrors<Result>(
  _ journal: Journal, _ body: () throws(StoreFailure) -> Result
) throws(DomainError) -> Result {
  try domainErrors(journal.directory, body)
}

extension StoreFailure {
  /// What kind of failure this is at the port: a file that cannot be used is `unreadable`
  /// (exit 65), a store that cannot be written or is refused as a directory `unwritable`
  /// (74), a lock held too long `busy` (75).
  package var gatewayKind: GatewayFailure.Kind {
    switch self {
    case .corrupt, .unreadable, .fixturesUnreadable, .untrustedFile: .unreadable
    case .unwritable, .untrustedDirectory, .readOnly: .unwritable
    case .busy: .busy
    }
  }

  /// This failure as a port reports it: its kind, and the words `describe` gives it.
  package func gatewayFailure(describedBy describe: (StoreFailure) -> String) -> GatewayFailure {
    GatewayFailure(kind: gatewayKind, message: describe(self))
  }
}
