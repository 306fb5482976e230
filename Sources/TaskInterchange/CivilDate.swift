/// A calendar date of the proleptic Gregorian calendar, and the arithmetic between dates,
/// UTC times and the two formats' date notations, without Foundation.
struct CivilDate: Equatable {
  var year: Int
  var month: Int
  var day: Int

  /// Days since 1970-01-01 (Howard Hinnant's days-from-civil: exact for every date).
  var daysSinceEpoch: Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * Int64(month + (month > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` after 1970-01-01 (civil-from-days, the inverse of `daysSinceEpoch`).
  init(daysSinceEpoch days: Int64) {
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

  /// A date whose fields are known to be valid.
  init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether the fields name a real date with a four-digit year.
  static func isValid(year: Int, month: Int, day: Int) -> Bool {
    guard (0...9_999).contains(year), (1...12).contains(month), day >= 1 else { return false }
    let length: Int
    switch month {
    case 2: length = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: length = 30
    default: length = 31
    }
    return day <= length
  }

  /// Reads `width` ASCII digits of `bytes` at `index`.
  static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ width: Int) -> Int? {
    guard index >= 0, index + width <= bytes.count else { return nil }
    var value = 0
    for offset in 0..<width {
      let byte = bytes[index + offset]
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// Parses todo.txt's `YYYY-MM-DD` at `index` of `bytes` (exactly ten bytes).
  static func parseDashed(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> CivilDate? {
    guard index + 10 <= bytes.count, bytes[index + 4] == UInt8(ascii: "-"),
      bytes[index + 7] == UInt8(ascii: "-"), let year = digits(bytes, index, 4),
      let month = digits(bytes, index + 5, 2), let day = digits(bytes, index + 8, 2),
      isValid(year: year, month: month, day: day)
    else { return nil }
    return CivilDate(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  var dashed: String {
    "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
  }

  /// `value` in decimal with leading zeros up to `width` digits.
  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

/// Taskwarrior's date notation: `YYYYMMDDTHHMMSSZ`, always UTC.
enum TaskwarriorDate {
  /// Seconds since the epoch of `text`, or `nil` when it is not exactly that notation.
  static func parse(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { bytes -> Int64? in
      guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z"),
        let year = CivilDate.digits(bytes, 0, 4), let month = CivilDate.digits(bytes, 4, 2),
        let day = CivilDate.digits(bytes, 6, 2), let hour = CivilDate.digits(bytes, 9, 2),
        let minute = CivilDate.digits(bytes, 11, 2), let second = CivilDate.digits(bytes, 13, 2),
        CivilDate.isValid(year: year, month: month, day: day), hour < 24, minute < 60,
        second < 60
      else { return nil }
      let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
      return days * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
    }
  }

  /// `seconds` in the notation; `nil` outside the years 0000–9999 it can write.
  static func format(_ seconds: Int64) -> String? {
    let (days, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (day, secondOfDay) = remainder < 0 ? (days - 1, remainder + 86_400) : (days, remainder)
    let date = CivilDate(daysSinceEpoch: day)
    guard (0...9_999).contains(date.year) else { return nil }
    let time = Int(secondOfDay)
    return CivilDate.padded(date.year, 4) + CivilDate.padded(date.month, 2)
      + CivilDate.padded(date.day, 2) + "T" + CivilDate.padded(time / 3_600, 2)
      + CivilDate.padded(time / 60 % 60, 2) + CivilDate.padded(time % 60, 2) + "Z"
  }
}
