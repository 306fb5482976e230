/// One account's run of failed logins, and the lockout it leads to.
///
/// Five wrong passwords in a row lock the account for 15 minutes of the clock; a success,
/// or the end of a lockout, starts the count again.
public struct LoginAttempts: Sendable, Equatable {
  /// Failures in a row that lock an account.
  public static let failuresBeforeLockout = 5
  /// How long a lockout lasts, in seconds.
  public static let lockoutSeconds: Int64 = 15 * 60

  /// Wrong passwords since the last success or lockout.
  public private(set) var failures: Int
  /// When the current lockout ends, in seconds since the epoch; `nil` when not locked.
  public private(set) var lockedUntil: Int64?

  /// A state with every field given.
  public init(failures: Int = 0, lockedUntil: Int64? = nil) {
    self.failures = failures
    self.lockedUntil = lockedUntil
  }

  /// The state of an account nothing has happened to.
  public static let clean = LoginAttempts()

  /// Whether the account is locked at `now`.
  public func isLocked(at now: Int64) -> Bool {
    lockedUntil.map { now < $0 } ?? false
  }

  /// Seconds of lockout left at `now`; 0 when not locked.
  public func secondsLeft(at now: Int64) -> Int64 {
    lockedUntil.map { max(0, $0 - now) } ?? 0
  }

  /// The same state with a lockout ending no later than one full lockout after
  /// `realNow`, the real time of day.
  ///
  /// `--now` drives the lockout, so that runs repeat; a clock set far ahead would
  /// otherwise leave a lock that the real clock never reaches (five failures at
  /// 9999-12-31 locked an account for 4,193,447,906 minutes). The file gateway stores a
  /// new lock through this, and cuts back by it a lock an older store holds further ahead
  /// when it loads it, saving the cut by the next login.
  public func limited(byRealNow realNow: Int64) -> LoginAttempts {
    let (latest, overflow) = realNow.addingReportingOverflow(Self.lockoutSeconds)
    guard let lockedUntil, !overflow, lockedUntil > latest else { return self }
    return LoginAttempts(failures: failures, lockedUntil: latest)
  }

  /// Counts a wrong password at `now`; the fifth in a row starts a lockout.
  public mutating func recordFailure(at now: Int64) {
    if let lockedUntil, now >= lockedUntil { self = .clean }
    failures += 1
    if failures >= Self.failuresBeforeLockout {
      failures = 0
      lockedUntil = now + Self.lockoutSeconds
    }
  }
}
