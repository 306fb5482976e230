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
    // Howard Hinnant's civil-from-days: exact for the proleptic Gregorian calendar.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (
      "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))", secondOfDay / 3_600,
      secondOfDay / 60 % 60, secondOfDay % 60
    )
  }
}
