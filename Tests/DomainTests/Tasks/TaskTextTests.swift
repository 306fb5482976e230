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

  /// No way in may put a NUL in a task: no file, terminal or C string carries one inside a
  /// text. Every other control character is a character like any other.
  @Test(arguments: ["ab\u{0}cd", "\u{0}", "  x\u{0}  ", "\u{0}\u{301}"])
  func refusesATextHoldingANul(raw: String) {
    #expect(throws: DomainError.invalidTaskText) { try TaskText(raw) }
  }

  @Test(arguments: ["a\u{1}b", "a\u{1B}[31mb", "a\u{7F}b", "a\u{9B}b", "a\rb", "a\\b"])
  func acceptsEveryOtherControlCharacter(raw: String) throws {
    #expect(try TaskText(raw).value == raw)
  }

  /// One character may be any number of bytes (a letter and its combining marks): a text is
  /// also at most 128 KiB of UTF-8, the bound every file that carries texts is sized by.
  @Test func refusesMoreThan128KiBOfUTF8WhateverItsCharacters() throws {
    let largest = "a" + String(repeating: "\u{301}", count: 65_535)
    #expect(largest.count == 1 && largest.utf8.count == TaskTextRule.maximumUTF8Length - 1)
    #expect(try TaskText(largest).value == largest)
    #expect(throws: DomainError.taskTextTooLarge(bytes: 131_073)) {
      try TaskText(largest + "\u{301}")
    }
  }
}
