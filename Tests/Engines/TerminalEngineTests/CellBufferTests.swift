import TerminalEngine
import Testing

@Suite struct CellBufferTests {
  @Test func aWideCharacterTakesTwoCellsTheSecondAContinuation() {
    var frame = CellBuffer(columns: 6, rows: 1)
    let used = frame.draw("寿a", column: 1, row: 0)
    #expect(used == 3)
    #expect(frame[1, 0].character == "寿")
    #expect(frame[1, 0].width == 2)
    #expect(frame[2, 0].width == 0)
    #expect(frame[3, 0].character == "a")
    #expect(frame.text == " 寿a")
  }

  @Test func aWideCharacterThatDoesNotFitIsNotDrawnHalf() {
    var frame = CellBuffer(columns: 3, rows: 1)
    #expect(frame.draw("ab寿", column: 0, row: 0) == 2)
    #expect(frame.text == "ab")
  }

  @Test func controlCharactersAreDrawnEscaped() {
    var frame = CellBuffer(columns: 20, rows: 1)
    frame.draw("a\u{1B}[2Jb\n", column: 0, row: 0)
    #expect(frame.text == "a\\e[2Jb\\n")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var frame = CellBuffer(columns: 4, rows: 1)
    frame.draw("寿", column: 0, row: 0)
    frame.draw("x", column: 1, row: 0)
    #expect(frame[0, 0] == .blank)
    #expect(frame.text == " x")
  }

  @Test func theSnapshotDropsTrailingSpacesOfEachRow() {
    var frame = CellBuffer(columns: 5, rows: 2)
    frame.draw("hi", column: 0, row: 1)
    #expect(frame.text == "\nhi")
  }
}
