import SystemInterface
import Testing

@Suite("DecimalDigits")
struct DecimalDigitsTests {
  /// Each width's first and last number, and numbers whose pairs are 00, 09, 10 and 99.
  static let values: [UInt64] = [
    0, 1, 9, 10, 11, 19, 90, 99, 100, 101, 109, 110, 999, 1_000, 9_909, 10_010, 99_999,
    100_000, 1_795_519_435, 9_223_372_036_854_775_807, 9_223_372_036_854_775_808,
    10_000_000_000_000_000_000, UInt64.max,
  ]

  @Test("counts and writes the digits String would", arguments: values)
  func writesAsString(value: UInt64) {
    let width = DecimalDigits.count(value)
    #expect(width == String(value).utf8.count)
    var bytes = [UInt8](repeating: 0, count: 20)
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      DecimalDigits.write(value, width: width, at: base)
    }
    #expect(String(decoding: bytes.prefix(width), as: UTF8.self) == String(value))
    #expect(bytes.dropFirst(width).allSatisfy { $0 == 0 })
  }

  @Test("every number below 1,000 and its pairs")
  func everySmallNumber() {
    var bytes = [UInt8](repeating: 0, count: 20)
    for value in UInt64(0)..<1_000 {
      let width = DecimalDigits.count(value)
      bytes.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        DecimalDigits.write(value, width: width, at: base)
      }
      #expect(String(decoding: bytes.prefix(width), as: UTF8.self) == String(value))
    }
  }
}
