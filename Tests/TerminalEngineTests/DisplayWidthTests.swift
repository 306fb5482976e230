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

  @Test func aCombiningMarkAloneTakesNoColumn() throws {
    let mark = try #require(Unicode.Scalar(0x301))
    #expect(DisplayWidth.of(mark) == 0)
  }
}
