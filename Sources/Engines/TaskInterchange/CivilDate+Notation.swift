import CivilCalendar

/// The two formats' date notations: the digits they are written in, todo.txt's dashed date.
extension CivilDate {
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

  /// Seconds since the epoch of a date and time written in `bytes` with each field at the
  /// index given (the year four digits, the rest two), or `nil` when a field is not digits
  /// or out of range: the one reading of the formats' timestamps, whatever their separators.
  static func epochSeconds(
    _ bytes: UnsafeBufferPointer<UInt8>, yearAt year: Int, monthAt month: Int, dayAt day: Int,
    hourAt hour: Int, minuteAt minute: Int, secondAt second: Int
  ) -> Int64? {
    guard let year = digits(bytes, year, 4), let month = digits(bytes, month, 2),
      let day = digits(bytes, day, 2), let hour = digits(bytes, hour, 2),
      let minute = digits(bytes, minute, 2), let second = digits(bytes, second, 2),
      isValid(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
    else { return nil }
    let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
    return days * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
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
    DigitText.make([
      .number(year, width: 4), "-", .number(month, width: 2), "-", .number(day, width: 2),
    ])
  }
}

/// Taskwarrior's date notation: `YYYYMMDDTHHMMSSZ`, always UTC.
enum TaskwarriorDate {
  /// Seconds since the epoch of `text`, or `nil` when it is not exactly that notation.
  static func parse(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { bytes -> Int64? in
      guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z")
      else { return nil }
      return CivilDate.epochSeconds(
        bytes, yearAt: 0, monthAt: 4, dayAt: 6, hourAt: 9, minuteAt: 11, secondAt: 13)
    }
  }

  /// `seconds` in the notation; `nil` outside the years 0000–9999 it can write.
  static func format(_ seconds: Int64) -> String? {
    let (date, time) = CivilDate.utc(seconds)
    guard (0...9_999).contains(date.year) else { return nil }
    return DigitText.make([
      .number(date.year, width: 4), .number(date.month, width: 2), .number(date.day, width: 2),
      "T", .number(time / 3_600, width: 2), .number(time / 60 % 60, width: 2),
      .number(time % 60, width: 2), "Z",
    ])
  }
}
