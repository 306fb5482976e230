import Domain

import SystemInterface

/// The real time of day.
package final class SystemClock: Clock {
  /// The system clock.
  package init() {}

  package func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec)
  }
}

/// A clock that always says the same time: for `--now` and tests.
package final class FixedClock: Clock {
  /// The time it says, in seconds since the epoch; tests may move it.
  package var time: Int64

  /// A clock stopped at `time`.
  package init(time: Int64) { self.time = time }

  package func now() -> Int64 { time }
}
