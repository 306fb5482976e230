import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user gateway that stands for a remote backend: it waits `--latency` before each lookup,
/// as the seed's `APIClient` waits 2 s, and then asks the gateway it wraps.
///
/// Every login and registration makes exactly one lookup, so each waits once.
package final class LatentAccountRepository: AccountRepository {
  private let base: any AccountRepository
  private let microseconds: UInt32

  /// Wraps `base`, waiting `milliseconds` (at most a minute) before each lookup.
  package init(_ base: any AccountRepository, milliseconds: Int) {
    self.base = base
    self.microseconds = UInt32(clamping: max(0, min(milliseconds, 60_000)) * 1_000)
  }

  package func account(for email: Email) throws(DomainError) -> Account? {
    wait()
    return try base.account(for: email)
  }

  package func add(_ account: Account) throws(DomainError) {
    try base.add(account)
  }

  package func replaceHash(of account: Account) throws(DomainError) {
    try base.replaceHash(of: account)
  }

  private func wait() {
    // usleep takes at most 1 s on some systems; wait in whole seconds, then the rest.
    var left = microseconds
    while left > 0 {
      let step = min(left, 999_999)
      usleep(step)
      left -= step
    }
  }
}
