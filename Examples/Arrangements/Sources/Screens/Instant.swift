/// Seconds since 1970 to and from ISO 8601 in UTC (`2026-01-01T09:00:00Z`), for the
/// session's start and `--now`; proleptic Gregorian calendar (Howard Hinnant's algorithms).
public enum Instant {
  /// `seconds` as `YYYY-MM-DDTHH:MM:SSZ`.
  public static func iso8601(_ seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3_600)):"
      + "\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` as seconds; `nil` for any other text.
  public static func parse(_ text: String) -> Int64? {
    let parts = text.split(omittingEmptySubsequences: false) { "-T:Z".contains($0) }
    guard text.count == 20, text.hasSuffix("Z"), parts.count == 7,
      let year = Int64(parts[0]), let month = Int64(parts[1]), let day = Int64(parts[2]),
      let hour = Int64(parts[3]), let minute = Int64(parts[4]), let second = Int64(parts[5]),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return nil }
    return days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60
      + second
  }

  private static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
