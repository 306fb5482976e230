import CivilCalendar
import Testing

@Suite struct DigitTextTests {
  /// A piece's text as the type's documentation says: the number's decimal text with
  /// zeros before it up to `width` characters.
  func reference(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Numbers around every power of ten and at both ends of `Int`, negative ones among
  /// them, each to every width from 0 to 21, alone and between separators.
  @Test("every number to every width, as its documentation says")
  func numbersToWidths() {
    var values: [Int] = [0, 1, 9, 10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
    var power = 1
    for _ in 1...18 {
      power *= 10
      values += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
    }
    var checked = 0
    for value in values {
      for width in 0...21 {
        #expect(DigitText.make([.number(value, width: width)]) == reference(value, width: width))
        #expect(
          DigitText.make(["<", .number(value, width: width), ">", .number(7, width: 2)])
            == "<" + reference(value, width: width) + ">07")
        checked += 1
      }
    }
    #expect(checked == values.count * 22)
  }

  @Test("the times it writes")
  func times() {
    #expect(
      DigitText.make([
        .number(2026, width: 4), "-", .number(1, width: 2), "-", .number(9, width: 2), "T",
        .number(0, width: 2), ":", .number(5, width: 2), ":", .number(59, width: 2), "Z",
      ]) == "2026-01-09T00:05:59Z")
    #expect(DigitText.make([.number(12_026, width: 4), "-", .number(12, width: 2)]) == "12026-12")
    #expect(DigitText.make([]) == "")
  }
}
