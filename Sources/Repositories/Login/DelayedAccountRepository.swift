import Domain

import SystemInterface

/// A user gateway that stands for a remote backend: it waits `--latency` before each lookup,
/// as the seed's `APIClient` waits 2 s, and then asks the gateway it wraps.
///
/// Every login and registration makes exactly one lookup, so each waits once.
public final class DelayedAccountRepository: AccountRepository {
  private let base: any AccountRepository
  private let microseconds: UInt32

  /// The longest wait accepted, in milliseconds: long enough for any demo, short enough not
  /// to hang. `--latency` refuses a longer one.
  public static let maximumMilliseconds = 60_000

  /// Wraps `base`, waiting `milliseconds` (at most `maximumMilliseconds`) before each lookup.
  public init(_ base: any AccountRepository, milliseconds: Int) {
    self.base = base
    self.microseconds = UInt32(
      clamping: max(0, min(milliseconds, Self.maximumMilliseconds)) * 1_000)
  }

  /// Waits the latency, then asks the wrapped gateway for the account of `email`.
  public func account(for email: Email) throws(DomainError) -> Account? {
    wait()
    return try base.account(for: email)
  }

  /// Adds `account` through the wrapped gateway, without waiting.
  public func add(_ account: Account) throws(DomainError) {
    try base.add(account)
  }

  /// Replaces the hash through the wrapped gateway, without waiting.
  public func replaceHash(of account: Account) throws(DomainError) {
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
