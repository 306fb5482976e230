import TerminalEngine
import Testing

@testable import CLI

/// The editing keys, each on a line and a cursor, without a terminal.
@Suite struct LineBufferTests {
  /// `text` with the cursor before character `cursor`.
  private func line(_ text: String, cursor: Int) -> LineBuffer {
    var buffer = LineBuffer(text)
    buffer.apply(.home)
    for _ in 0..<cursor { buffer.apply(.right) }
    return buffer
  }

  private func applying(_ keys: [Key], to start: LineBuffer) -> LineBuffer {
    var buffer = start
    for key in keys { buffer.apply(key) }
    return buffer
  }

  @Test func typingInsertsAtTheCursor() {
    let buffer = applying("milk".map { Key.character($0) }, to: LineBuffer("buy "))
    #expect(buffer.text == "buy milk" && buffer.cursor == 8)
    let middle = applying([.character("X")], to: line("abc", cursor: 1))
    #expect(middle.text == "aXbc" && middle.cursor == 2)
  }

  @Test func arrowsHomeAndEndMoveWithinTheLine() {
    let start = line("abc", cursor: 1)
    #expect(applying([.left, .left, .left], to: start).cursor == 0)
    #expect(applying([.right, .right, .right], to: start).cursor == 3)
    #expect(applying([.home], to: start).cursor == 0)
    #expect(applying([.end], to: start).cursor == 3)
    #expect(applying([.control("a")], to: start).cursor == 0)
    #expect(applying([.control("e")], to: start).cursor == 3)
    #expect(applying([.control("b")], to: start).cursor == 0)
    #expect(applying([.control("f")], to: start).cursor == 2)
  }

  @Test func backspaceAndDeleteRemoveOneCharacterEachSide() {
    let start = line("abc", cursor: 1)
    let back = applying([.backspace], to: start)
    #expect(back.text == "bc" && back.cursor == 0)
    let forward = applying([.delete], to: start)
    #expect(forward.text == "ac" && forward.cursor == 1)
    #expect(applying([.backspace], to: line("abc", cursor: 0)).text == "abc")
    #expect(applying([.delete], to: line("abc", cursor: 3)).text == "abc")
    #expect(applying([.control("d")], to: start).text == "ac")
  }

  @Test func controlKCutsToTheEndAndControlUToTheStart() {
    let start = line("tasks add milk", cursor: 6)
    let toEnd = applying([.control("k")], to: start)
    #expect(toEnd.text == "tasks " && toEnd.cursor == 6 && toEnd.killed == Array("add milk"))
    let toStart = applying([.control("u")], to: start)
    #expect(toStart.text == "add milk" && toStart.cursor == 0)
    let yanked = applying([.control("u"), .end, .control("y")], to: start)
    #expect(yanked.text == "add milktasks ")
  }

  @Test func controlWCutsTheWordBeforeTheCursorAndTheSpacesAfterIt() {
    let start = LineBuffer("tasks add  ")
    let once = applying([.control("w")], to: start)
    #expect(once.text == "tasks " && once.cursor == 6)
    let twice = applying([.control("w"), .control("w")], to: start)
    #expect(twice.text == "" && twice.cursor == 0)
    let middle = applying([.control("w")], to: line("one two three", cursor: 7))
    #expect(middle.text == "one  three" && middle.cursor == 4)
  }

  @Test func wideAndCombinedCharactersMoveAndDeleteAsOne() {
    // "e" + combining acute is one character; 日 and a flag take two columns each.
    let text = "日e\u{301}🇪🇸x"
    var buffer = LineBuffer(text)
    #expect(buffer.characters.count == 4)
    buffer.apply(.left)
    buffer.apply(.backspace)
    #expect(buffer.text == "日e\u{301}x" && buffer.cursor == 2)
    buffer.apply(.home)
    buffer.apply(.delete)
    #expect(buffer.text == "e\u{301}x")
    buffer.apply(.character("本"))
    #expect(buffer.text == "本e\u{301}x" && buffer.cursor == 1)
  }

  @Test func keysThatDoNotEditAreLeftToTheEditor() {
    var buffer = LineBuffer("abc")
    for key in [Key.enter, .tab, .up, .down, .control("c")] {
      let edited = buffer.apply(key)
      #expect(!edited)
    }
    #expect(buffer == LineBuffer("abc"))
  }

  @Test func theWordTabCompletesStartsAfterTheLastSpace() {
    let buffer = LineBuffer("tasks li")
    #expect(buffer.wordStart(before: buffer.cursor) == 6)
    #expect(buffer.text(from: 6) == "li")
    var replaced = buffer
    replaced.replace(from: 6, with: "list ")
    #expect(replaced.text == "tasks list " && replaced.cursor == 11)
  }
}
