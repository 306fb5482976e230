import CivilCalendar

/// Formats instants for presentation models, without Foundation.
package enum Timestamp {
  /// `seconds` since the epoch as ISO 8601 in UTC: `2026-01-01T09:00:00Z`.
  package static func iso8601(_ seconds: Int64) -> String {
    let (date, hour, minute, second) = civil(seconds)
    return DigitText.make([
      .number(date.year, width: 4), "-", .number(date.month, width: 2), "-",
      .number(date.day, width: 2), "T", .number(hour, width: 2), ":", .number(minute, width: 2),
      ":", .number(second, width: 2), "Z",
    ])
  }

  /// `seconds` since the epoch to the minute, in UTC, for a person: `2026-01-01 09:00`.
  package static func brief(_ seconds: Int64) -> String {
    let (date, hour, minute, _) = civil(seconds)
    return DigitText.make([
      .number(date.year, width: 4), "-", .number(date.month, width: 2), "-",
      .number(date.day, width: 2), " ", .number(hour, width: 2), ":", .number(minute, width: 2),
    ])
  }

  /// The UTC calendar date and time of day of `seconds` since the epoch.
  private static func civil(_ seconds: Int64) -> (
    date: CivilDate, hour: Int, minute: Int, second: Int
  ) {
    let (date, secondOfDay) = CivilDate.utc(seconds)
    return (date, secondOfDay / 3_600, secondOfDay / 60 % 60, secondOfDay % 60)
  }
}
