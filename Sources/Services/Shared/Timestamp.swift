/// Formats instants for presentation models, without Foundation.
package enum Timestamp {
  /// `seconds` since the epoch as ISO 8601 in UTC: `2026-01-01T09:00:00Z`.
  package static func iso8601(_ seconds: Int64) -> String {
    let quotient = seconds / 86_400
    let days = Int(seconds % 86_400 < 0 ? quotient - 1 : quotient)
    let secondOfDay = Int(seconds - Int64(days) * 86_400)
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
    func digits(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T"
      + "\(digits(secondOfDay / 3_600, 2)):\(digits(secondOfDay / 60 % 60, 2)):"
      + "\(digits(secondOfDay % 60, 2))Z"
  }
}
