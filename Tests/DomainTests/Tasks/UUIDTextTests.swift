import Domain
import Testing

@Suite struct UUIDTextTests {
  /// A UUID with every hexadecimal digit in it, in both cases.
  static let sample = Array("0123abcd-ef45-6789-ABCD-EF0123456789".utf8)
  /// The same in lowercase: an uppercase letter put anywhere in it is its only one.
  static let lowercase = Array("0123abcd-ef45-6789-abcd-ef0123456789".utf8)
  static let dashes: Set<Int> = [8, 13, 18, 23]

  /// A reading's fields, to compare.
  struct Bits: Equatable {
    let high: UInt64
    let low: UInt64
    let hasUppercase: Bool
  }

  func bits(_ text: String) -> Bits? {
    UUIDText.read(text).map { Bits(high: $0.high, low: $0.low, hasUppercase: $0.hasUppercase) }
  }

  /// What `bytes` stand for, read another way: the digits without the dashes, as two
  /// numbers of 16 digits each.
  func expected(_ bytes: [UInt8]) -> Bits? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard bytes.count == 36,
      Self.dashes.allSatisfy({ bytes[$0] == UInt8(ascii: "-") }),
      bytes.enumerated().allSatisfy({ Self.dashes.contains($0.offset) || $0.element.isHexDigit })
    else { return nil }
    let digits = text.filter { $0 != "-" }
    guard let high = UInt64(digits.prefix(16), radix: 16),
      let low = UInt64(digits.suffix(16), radix: 16)
    else { return nil }
    return Bits(
      high: high, low: low,
      hasUppercase: bytes.contains { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) })
  }

  /// Every byte at every place of a UUID: read as the digits say where it makes one, and
  /// refused everywhere else (a dash's place, a digit's place, bytes that are no digit).
  @Test(
    "every byte at every place is read or refused as the form says",
    arguments: [sample, lowercase])
  func everyByteAtEveryPlace(sample: [UInt8]) {
    var checked = 0
    for place in 0..<36 {
      for byte in UInt8.min...UInt8.max {
        var bytes = sample
        bytes[place] = byte
        let text = String(decoding: bytes, as: UTF8.self)
        // A byte that is not UTF-8 alone becomes U+FFFD in the string: three bytes.
        let written = Array(text.utf8)
        #expect(bits(text) == expected(written), "byte \(byte) at \(place)")
        checked += 1
      }
    }
    #expect(checked == 36 * 256)
  }

  @Test("only 36 bytes make one")
  func onlyThirtySixBytes() {
    let text = String(decoding: Self.sample, as: UTF8.self)
    #expect(UUIDText.read(text) != nil)
    for length in 0..<36 {
      #expect(UUIDText.read(String(text.prefix(length))) == nil)
    }
    #expect(UUIDText.read(text + "0") == nil)
    #expect(UUIDText.read(text + "-") == nil)
  }

  @Test("the bits, left to right, and the case")
  func bitsAndCase() throws {
    let read = try #require(UUIDText.read(String(decoding: Self.sample, as: UTF8.self)))
    #expect(read.high == 0x0123_abcd_ef45_6789)
    #expect(read.low == 0xabcd_ef01_2345_6789)
    #expect(read.hasUppercase)
    let lower = try #require(UUIDText.read("0123abcd-ef45-6789-abcd-ef0123456789"))
    #expect(lower.high == read.high && lower.low == read.low && !lower.hasUppercase)
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
  }
}
