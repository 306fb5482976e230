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

/// A clock that always says the same time: for `--now` and tests.
public final class FixedClock: Clock {
  /// The time it says, in seconds since the epoch; tests may move it.
  public var time: Int64

  /// A clock stopped at `time`.
  public init(time: Int64) { self.time = time }

  /// The fixed time, `time`.
  public func now() -> Int64 { time }
}
