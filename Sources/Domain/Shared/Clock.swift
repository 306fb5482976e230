/// The port for the current time, so that rules over time (lockouts, session start) can be
/// tested and replayed with a fixed clock (`--now`).
public protocol Clock: AnyObject {
  /// Seconds since 1970-01-01T00:00:00Z.
  func now() -> Int64
}
