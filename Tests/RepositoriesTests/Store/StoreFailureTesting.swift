import Domain
import Repositories
import StoreEngine

extension DomainError {
  /// What a file gateway throws when the engine fails with `failure` over a directory whose
  /// failures nobody put into words (no composition root here): the failure's kind, and
  /// the failure as Swift prints it, so that comparing two of them compares every detail.
  static func store(_ failure: StoreFailure) -> DomainError {
    .gateway(failure.gatewayFailure(describedBy: { String(describing: $0) }))
  }
}

extension StoreDirectory {
  /// Keeps the engine's failure behind the next one a gateway over this directory throws:
  /// the port carries only its kind and its words.
  func keepingFailures() -> () -> StoreFailure? {
    var kept: StoreFailure?
    describeFailure = { failure in
      kept = failure
      return String(describing: failure)
    }
    return { kept }
  }
}
