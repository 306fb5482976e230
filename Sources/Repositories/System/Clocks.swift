import Domain

import SystemInterface

/// The real time of day.
public final class SystemClock: Clock {
  /// The system clock.
  public init() {}

  /// The real time, in whole seconds since the epoch.
  public func now() -> Int64 {
    var time = timespec()
    // Whole seconds need no exact clock: every `tasks add` reads it, and the exact one cost
    // a million adds a twentieth of their time.
    clock_gettime(wholeSecondsClock, &time)
    return Int64(time.tv_sec)
  }
}

/// A clock that says the same time until it is moved: for `--now` and tests. One is shared
/// by every feature of a run, so moving it (a script's `clock +15m` line, `--tick`) moves
/// the time every later command reads.
public final class FixedClock: Clock {
  /// The time it says, in seconds since the epoch; `clock` lines, `--tick` and tests move it.
  public var time: Int64

  /// A clock stopped at `time`.
  public init(time: Int64) { self.time = time }

  /// The fixed time, `time`.
  public func now() -> Int64 { time }
}
