import SystemInterface

/// Every C library call of this target, in one place: the local time-zone conversions,
/// which respect `TZ` (Foundation is not linked into the program, for start-up speed).
enum LibC {
  /// Whether the environment sets `TZ` (even to an empty value, which means UTC).
  static func environmentHasTZ() -> Bool {
    getenv("TZ") != nil
  }

  /// Midnight at the start of the date in the local zone; `nil` when `mktime` cannot say.
  static func localMidnight(year: Int, month: Int, day: Int) -> Int64? {
    var fields = tm()
    fields.tm_year = Int32(year - 1_900)
    fields.tm_mon = Int32(month - 1)
    fields.tm_mday = Int32(day)
    // -1: let the C library decide whether daylight saving time is in effect that day. A
    // midnight that a DST change skips comes out as the first minute after the gap.
    fields.tm_isdst = -1
    let seconds = mktime(&fields)
    // -1 is the error value; no midnight anywhere is one second before the epoch.
    guard seconds != -1 else { return nil }
    return Int64(seconds)
  }

  /// The local calendar date `seconds` falls on; `nil` when `localtime_r` cannot say.
  static func localDate(of seconds: Int64) -> (year: Int, month: Int, day: Int)? {
    guard let time = time_t(exactly: seconds) else { return nil }
    var clock = time
    var fields = tm()
    // `localtime_r`, unlike `mktime`, need not read `TZ` again after its first call.
    tzset()
    guard localtime_r(&clock, &fields) != nil else { return nil }
    return (Int(fields.tm_year) + 1_900, Int(fields.tm_mon) + 1, Int(fields.tm_mday))
  }
}
