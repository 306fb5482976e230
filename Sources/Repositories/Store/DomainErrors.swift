import Domain

/// Runs `body`, a journal operation, for a gateway: the ports throw `DomainError`, so a
/// `StoreFailure` leaves as `.store(failure)`.
func domainErrors<Result>(_ body: () throws(StoreFailure) -> Result) throws(DomainError) -> Result {
  do {
    return try body()
  } catch {
    throw .store(error)
  }
}
