import Domain
import Testing

/// `TaskTextRule.check` against the rule as it is stated, for texts at the edges of each
/// check: both must give the same answer for every text.
@Suite struct TaskTextRuleTests {
  /// The rule as it is stated: trim, then empty, NUL and length, in that order.
  private func expected(_ raw: String) -> Result<String, TaskTextRule.Violation> {
    let trimmed = TaskTextRule.trimmed(raw)
    if trimmed.isEmpty { return .failure(.empty) }
    if trimmed.unicodeScalars.contains("\0") { return .failure(.holdsNUL) }
    if trimmed.count > TaskTextRule.maximumLength {
      return .failure(.tooLong(length: trimmed.count))
    }
    return .success(trimmed)
  }

  private func checked(_ raw: String) -> Result<String, TaskTextRule.Violation> {
    Result { () throws(TaskTextRule.Violation) in try TaskTextRule.check(raw) }
  }

  @Test("a NUL at every place of texts of 1 to 40 bytes, and around 500")
  func aNULAtEveryPlace() {
    for length in Array(1...40) + Array(495...505) {
      for place in 0..<length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[place] = 0
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(checked(text) == expected(text), "length \(length), NUL at \(place)")
      }
    }
  }

  @Test("every byte value at both ends and inside, and lengths around 500")
  func everyEndAndEveryLength() {
    for byte in UInt8(0)...UInt8(0x7F) {
      let character = String(decoding: [byte], as: UTF8.self)
      for text in [
        character + "bcdefghij", "abcdefghi" + character, "abcd" + character + "efgh",
        character, character + character,
      ] {
        #expect(checked(text) == expected(text), "byte \(byte) in \(text.debugDescription)")
      }
    }
    for length in 490...510 {
      for text in [
        String(repeating: "x", count: length), String(repeating: "é", count: length),
        " " + String(repeating: "x", count: length) + " ",
      ] {
        #expect(checked(text) == expected(text), "\(text.utf8.count) bytes")
      }
    }
    for text in ["café", "日本", " \u{00A0}x\u{2003} ", "\u{301}", "x\u{301}", "\u{85}x"] {
      #expect(checked(text) == expected(text), "\(text.debugDescription)")
    }
  }

  @Test("white space at the ends is Unicode's White_Space, ASCII included")
  func whiteSpaceIsUnicodes() {
    let scalars = (0...0x7F).compactMap(Unicode.Scalar.init) + ["\u{85}", "\u{A0}", "\u{2003}"]
    for scalar in scalars where scalar != "\0" {
      let text = String(scalar) + "x" + String(scalar)
      let expected = scalar.properties.isWhitespace ? "x" : text
      #expect(TaskTextRule.trimmed(text) == expected, "U+\(String(scalar.value, radix: 16))")
    }
  }
}
