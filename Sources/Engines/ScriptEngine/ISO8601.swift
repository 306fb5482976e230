import CivilCalendar

/// Parses the ISO 8601 times of `--now`, without Foundation (Services' `Timestamp` prints them).
package enum ISO8601 {
  /// Parses `YYYY-MM-DDTHH:MM:SS` with optional `.fraction` and `Z` or `±HH:MM` into seconds
  /// since 1970-01-01T00:00:00Z; `nil` when any field is missing or out of range.
  package static func parse(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ width: Int) -> Int? {
      guard index + width <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + width)] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += width
      return value
    }
    func expect(_ character: Character) -> Bool {
      guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
        return false
      }
      index += 1
      return true
    }
    guard let year = number(4), expect("-"), let month = number(2), expect("-"),
      let day = number(2), expect("T") || expect("t"), let hour = number(2), expect(":"),
      let minute = number(2), expect(":"), let second = number(2)
    else { return nil }
    guard year >= 1, (1...12).contains(month), day >= 1,
      day <= CivilDate.days(inMonth: month, of: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    if expect(".") {
      let digitsStart = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        index += 1
      }
      guard index > digitsStart, index - digitsStart <= 9 else { return nil }
    }
    var offset = 0
    if expect("Z") || expect("z") {
      offset = 0
    } else if index < bytes.count,
      bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
    {
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
      guard let offsetHours = number(2), expect(":"), let offsetMinutes = number(2),
        offsetHours < 24, offsetMinutes < 60
      else { return nil }
      offset = sign * (offsetHours * 3_600 + offsetMinutes * 60)
    } else {
      return nil
    }
    guard index == bytes.count else { return nil }
    let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
    return days * 86_400 + Int64(hour * 3_600 + minute * 60 + second) - Int64(offset)
  }
}
