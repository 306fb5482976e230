import CivilCalendar

/// The time zone todo.txt's calendar dates are read and written in.
///
/// todo.txt records dates, not times: a date is midnight of that day in the process's time
/// zone, and a time is written as the date it falls on there.
package enum InterchangeTimeZone: Equatable, Sendable {
  /// Coordinated Universal Time, computed without the C library.
  case utc
  /// The process's zone as the C library knows it from `TZ`.
  case local

  /// `.local` when `TZ` is set, `.utc` when it is not: the C library would otherwise fall
  /// back to the machine's `/etc/localtime`, and the same file must give the same dates on
  /// every machine unless the user asks for a zone.
  package static func fromEnvironment() -> InterchangeTimeZone {
    LibC.environmentHasTZ() ? .local : .utc
  }

  /// Seconds since the epoch of midnight at the start of `date` in this zone.
  func midnight(of date: CivilDate) -> Int64? {
    switch self {
    case .utc: date.daysSinceEpoch * 86_400
    case .local: LibC.localMidnight(year: date.year, month: date.month, day: date.day)
    }
  }

  /// The calendar date that `seconds` since the epoch falls on in this zone.
  func date(of seconds: Int64) -> CivilDate? {
    switch self {
    case .utc:
      return CivilDate.utc(seconds).date
    case .local:
      guard let (year, month, day) = LibC.localDate(of: seconds),
        CivilDate.isValid(year: year, month: month, day: day)
      else { return nil }
      return CivilDate(year: year, month: month, day: day)
    }
  }
}
