import Testing

@testable import TerminalEngine

/// Where the line editor's display puts a prompt, a line and the cursor on a narrow
/// terminal, wide characters and exact fits included.
@Suite struct LineDisplayTests {
  @Test func aShortLineStaysOnTheFirstRow() {
    let (starts, end) = LineDisplay.layout(prompt: "> ", text: Array("abc"), columns: 10)
    #expect(starts.map(\.column) == [2, 3, 4] && starts.allSatisfy { $0.row == 0 })
    #expect(end == (0, 5))
  }

  @Test func aLongLineWrapsAtTheWidth() {
    let (starts, end) = LineDisplay.layout(prompt: "> ", text: Array("abcdefghij"), columns: 5)
    #expect(starts[2] == (0, 4) && starts[3] == (1, 0))
    #expect(end == (2, 2))
  }

  @Test func aWideCharacterThatDoesNotFitGoesToTheNextRow() {
    let (starts, end) = LineDisplay.layout(prompt: "> ", text: Array("a日本"), columns: 5)
    // "> a" takes 3 columns; 日 fits at 3–4; 本 does not fit after it.
    #expect(starts[1] == (0, 3) && starts[2] == (1, 0))
    #expect(end == (1, 2))
    let (narrow, _) = LineDisplay.layout(prompt: "> ", text: Array("ab日"), columns: 5)
    #expect(narrow[2] == (1, 0))
  }

  @Test func aRedrawGoesBackToThePromptAndPutsTheCursorBack() {
    var display = LineDisplay()
    let first = String(
      decoding: display.draw(prompt: "> ", text: Array("abcdefgh"), cursor: 8, columns: 5),
      as: UTF8.self)
    // The first draw is a plain prompt; "> abcdefgh" is 10 columns: two full rows, so the
    // end is made certain on a third.
    #expect(first == "> abcdefgh\r\n")
    let second = String(
      decoding: display.draw(prompt: "> ", text: Array("abcdefgh"), cursor: 1, columns: 5),
      as: UTF8.self)
    // From row 2 back up to the prompt's row, then to the cursor: row 0, column 3.
    #expect(second == "\r\u{1B}[2A\u{1B}[J> abcdefgh\r\n\u{1B}[2A\r\u{1B}[3C")
  }

  @Test func leavingALineEndsItOnce() {
    var display = LineDisplay()
    _ = display.draw(prompt: "> ", text: Array("abc"), cursor: 0, columns: 10)
    let left = String(
      decoding: display.leave(prompt: "> ", text: Array("abc"), columns: 10, mark: "^C"),
      as: UTF8.self)
    #expect(left == "\r\u{1B}[J> abc^C\r\n")
    let exact = String(
      decoding: display.leave(prompt: "> ", text: Array("abcdefgh"), columns: 5), as: UTF8.self)
    #expect(exact == "> abcdefgh\r\n")
  }
}
