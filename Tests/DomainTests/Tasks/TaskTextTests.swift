import Domain
import Testing

@Suite struct TaskTextTests {
  @Test(arguments: [
    ("Buy milk", "Buy milk"), ("  Buy milk  ", "Buy milk"), ("\tBuy\tmilk\n", "Buy\tmilk"),
    ("\u{00A0}café\u{3000}", "café"), ("a  b", "a  b"),
  ])
  func trimsSurroundingWhiteSpaceOnly(raw: String, trimmed: String) throws {
    #expect(try TaskText(raw).value == trimmed)
  }

  @Test(arguments: ["", " ", "\t", "\n\r\n", "\u{00A0}\u{2003}"])
  func refusesTextThatIsEmptyOnceTrimmed(raw: String) {
    #expect(throws: DomainError.emptyTaskText) { try TaskText(raw) }
  }

  @Test func acceptsExactlyFiveHundredCharacters() throws {
    let text = String(repeating: "x", count: 500)
    #expect(try TaskText(text).value == text)
  }

  @Test func refusesFiveHundredAndOneCharacters() {
    #expect(throws: DomainError.taskTextTooLong(length: 501)) {
      try TaskText(String(repeating: "x", count: 501))
    }
  }

  @Test func countsCharactersNotBytes() throws {
    // 500 "é" are 1,000 UTF-8 bytes but 500 characters: allowed.
    let accented = String(repeating: "é", count: 500)
    #expect(try TaskText(accented).value == accented)
    // A family emoji is one character made of several scalars.
    let family = String(repeating: "👨‍👩‍👧", count: 501)
    #expect(throws: DomainError.taskTextTooLong(length: 501)) { try TaskText(family) }
  }
}
