import TerminalEngine
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("寿", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2),
    ("👍🏽", 2), ("🇪🇸", 2), ("❤️", 2), ("★", 1), ("✕", 1), ("•", 1), ("\u{200B}", 0),
  ])
  func oneCharacter(text: String, width: Int) throws {
    let character = try #require(text.first)
    #expect(DisplayWidth.of(character) == width)
  }

  @Test func aStringAddsItsCharacters() {
    #expect(DisplayWidth.of("寿司 and 😀") == 4 + 5 + 2)
  }

  /// A character of one byte is measured from the byte, a text of ASCII from its bytes:
  /// the same as its scalar, and as the sum of its characters.
  @Test func asciiIsMeasuredAsItsScalarsAre() {
    var texts: [String] = []
    for byte in UInt8(0)...0x7F {
      let scalar = Unicode.Scalar(byte)
      #expect(DisplayWidth.of(Character(scalar)) == DisplayWidth.of(scalar), "\(byte)")
      for other in ["", "a", "\r", "\n", "\u{1B}", "é", "\u{301}", "寿"] {
        texts += [String(scalar) + other, other + String(scalar) + "b" + String(scalar)]
      }
    }
    for text in texts {
      let sum = text.reduce(0) { $0 + DisplayWidth.of($1) }
      #expect(DisplayWidth.of(text) == sum, "\(Array(text.unicodeScalars))")
      #expect(DisplayWidth.of(text[...]) == sum, "\(Array(text.unicodeScalars))")
    }
  }

  @Test func aCombiningMarkAloneTakesNoColumn() throws {
    let mark = try #require(Unicode.Scalar(0x301))
    #expect(DisplayWidth.of(mark) == 0)
  }
}
