import CivilCalendar

/// Formats instants for presentation models, without Foundation.
package enum Timestamp {
  /// `seconds` since the epoch as ISO 8601 in UTC: `2026-01-01T09:00:00Z`.
  package static func iso8601(_ seconds: Int64) -> String {
    let (date, hour, minute, second) = civil(seconds)
    return "\(date)T\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2))Z"
  }

  /// `seconds` since the epoch to the minute, in UTC, for a person: `2026-01-01 09:00`.
  package static func brief(_ seconds: Int64) -> String {
    let (date, hour, minute, _) = civil(seconds)
    return "\(date) \(digits(hour, 2)):\(digits(minute, 2))"
  }

  /// `value` in decimal, with zeros before it up to `width` digits.
  private static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// The UTC calendar date (`2026-01-01`) and time of day of `seconds` since the epoch.
  private static func civil(_ seconds: Int64) -> (
    date: String, hour: Int, minute: Int, second: Int
  ) {
    // Floor division, without a product that could overflow for a time near `Int64.min`.
    let remainder = Int(seconds % 86_400)
    let days = Int(seconds / 86_400) - (remainder < 0 ? 1 : 0)
    let secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
    let date = CivilDate(daysSinceEpoch: Int64(days))
    return (
      "\(digits(date.year, 4))-\(digits(date.month, 2))-\(digits(date.day, 2))",
      secondOfDay / 3_600,
      secondOfDay / 60 % 60, secondOfDay % 60
    )
  }
}
