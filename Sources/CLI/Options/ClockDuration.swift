/// How far a fixed clock moves, as `clock +DURATION` lines and `--tick DURATION` write it:
/// whole numbers of days, hours, minutes and seconds, each unit at most once and in that
/// order (`90s`, `15m`, `1h30m`, `2d`, `1d12h`), or `0`.
///
/// The clock counts whole seconds, so there is no `ms`; and it stays within the years
/// `--now` accepts, 0001 to 9999.
enum ClockDuration {
  /// The earliest time the clock can say: 0001-01-01T00:00:00Z, as `--now` reads it.
  static let earliest: Int64 = -62_135_596_800
  /// The latest time the clock can say: 9999-12-31T23:59:59Z, as `--now` reads it.
  static let latest: Int64 = 253_402_300_799

  /// The units, largest first, with their length in seconds.
  private static let units: [(unit: Character, seconds: Int64)] = [
    ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
  ]

  /// `text` in seconds; `nil` when it is not a duration, or longer than the clock's whole
  /// range of years.
  static func seconds(_ text: String) -> Int64? {
    if text == "0" { return 0 }
    var total: Int64 = 0
    var rest = Substring(text)
    // The units still allowed: each one after the last one written.
    var allowed = units[...]
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      // Twelve digits are more than the range of the clock in seconds.
      guard !digits.isEmpty, digits.count <= 12, let number = Int64(digits) else { return nil }
      rest = rest.dropFirst(digits.count)
      guard let unit = rest.first, let position = allowed.firstIndex(where: { $0.unit == unit })
      else { return nil }
      rest = rest.dropFirst()
      total += number * allowed[position].seconds
      allowed = allowed[(position + 1)...]
      guard total <= latest - earliest else { return nil }
    }
    return text.isEmpty ? nil : total
  }
}
