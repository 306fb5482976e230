/// A date of the proleptic Gregorian calendar, and its count of days from 1970-01-01.
///
/// The one copy of the calendar arithmetic: the services' timestamps, the `--now` parser
/// and the foreign formats' dates all convert through it, without Foundation.
package struct CivilDate: Equatable, Sendable {
  /// The year; 0 is 1 BC, as ISO 8601 counts.
  package var year: Int
  /// The month, 1 to 12.
  package var month: Int
  /// The day of the month, from 1.
  package var day: Int

  /// A date whose fields are known to be valid.
  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Days since 1970-01-01 (Howard Hinnant's days-from-civil: exact for every date).
  package var daysSinceEpoch: Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * Int64(month + (month > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` after 1970-01-01 (civil-from-days, the inverse of `daysSinceEpoch`).
  package init(daysSinceEpoch days: Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
    month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
    year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
  }

  /// The UTC date and the second of its day (0 to 86,399) of `seconds` since
  /// 1970-01-01T00:00:00Z: floor division, so a time before 1970 falls on the day before
  /// (and no product can overflow, even near `Int64.min`).
  package static func utc(_ seconds: Int64) -> (date: CivilDate, secondOfDay: Int) {
    let (days, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
    return remainder < 0
      ? (CivilDate(daysSinceEpoch: days - 1), Int(remainder) + 86_400)
      : (CivilDate(daysSinceEpoch: days), Int(remainder))
  }

  /// How many days `month` (1 to 12) has in `year`.
  package static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether the fields name a real date with a four-digit year.
  package static func isValid(year: Int, month: Int, day: Int) -> Bool {
    guard (0...9_999).contains(year), (1...12).contains(month), day >= 1 else { return false }
    return day <= days(inMonth: month, of: year)
  }
}
