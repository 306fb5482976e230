/// Decimal digits written straight into memory, two at a time: the store writes a task's
/// ID and times in every record, and output writes an ID on every line, so one division by
/// 100 per two digits, not one by 10 per digit (and a second pass to count them first).
public enum DecimalDigits {
  /// How many digits `value` has: 1 for 0, at most 20.
  @inlinable
  public static func count(_ value: UInt64) -> Int {
    var width = 1
    var scan = value
    while scan >= 100 {
      scan /= 100
      width &+= 2
    }
    return scan >= 10 ? width &+ 1 : width
  }

  /// Writes the `width` digits of `value` (`width` from `count(value)`) at `start`.
  @inlinable
  public static func write(_ value: UInt64, width: Int, at start: UnsafeMutablePointer<UInt8>) {
    var rest = value
    var end = start + width
    while rest >= 100 {
      end -= 2
      writePair(UInt32(truncatingIfNeeded: rest % 100), at: end)
      rest /= 100
    }
    if rest >= 10 {
      writePair(UInt32(truncatingIfNeeded: rest), at: start)
    } else {
      start[0] = UInt8(truncatingIfNeeded: rest) &+ 0x30
    }
  }

  /// Writes the two digits of `pair` (below 100): its tens are `pair * 103 >> 10`, exact
  /// for every number below 179, a multiplication instead of a division.
  @inlinable
  static func writePair(_ pair: UInt32, at start: UnsafeMutablePointer<UInt8>) {
    let tens = (pair &* 103) >> 10
    start[0] = UInt8(truncatingIfNeeded: tens) &+ 0x30
    start[1] = UInt8(truncatingIfNeeded: pair &- tens &* 10) &+ 0x30
  }
}
