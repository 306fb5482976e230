import TerminalEngine
import Testing

@Suite struct RendererTests {
  private func frame(_ lines: [String], columns: Int = 10) -> CellBuffer {
    var frame = CellBuffer(columns: columns, rows: lines.count)
    for (row, line) in lines.enumerated() { frame.draw(line, column: 0, row: row) }
    return frame
  }

  @Test func theFirstFrameClearsTheScreenAndWritesEveryNonBlankCell() {
    var renderer = Renderer(useColor: true)
    let output = String(decoding: renderer.render(frame(["ab", "", "c"])), as: UTF8.self)
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(renderer.cellsWritten == 3)
  }

  @Test func anUnchangedFrameWritesNothing() {
    var renderer = Renderer(useColor: true)
    _ = renderer.render(frame(["ab", "cd"]))
    #expect(renderer.render(frame(["ab", "cd"])).isEmpty)
    #expect(renderer.cellsWritten == 0)
  }

  @Test func oneChangedCellIsTheOnlyOneWritten() {
    var renderer = Renderer(useColor: true)
    _ = renderer.render(frame(["abc", "def"]))
    let output = renderer.render(frame(["abc", "dXf"]))
    #expect(renderer.cellsWritten == 1)
    #expect(String(decoding: output, as: UTF8.self) == "\u{1B}[2;2H\u{1B}[0mX\u{1B}[0m")
  }

  @Test func aChangeOfStyleAloneRewritesTheCell() {
    var renderer = Renderer(useColor: true)
    var before = CellBuffer(columns: 3, rows: 1)
    before.draw("★", column: 1, row: 0)
    var after = CellBuffer(columns: 3, rows: 1)
    after.draw("★", column: 1, row: 0, style: CellStyle(foreground: .yellow))
    _ = renderer.render(before)
    let output = String(decoding: renderer.render(after), as: UTF8.self)
    #expect(renderer.cellsWritten == 1)
    #expect(output == "\u{1B}[1;2H\u{1B}[0;33m★\u{1B}[0m")
  }

  @Test func withoutColorOnlyAttributesAreWritten() {
    var renderer = Renderer(useColor: false)
    var styled = CellBuffer(columns: 2, rows: 1)
    styled.draw("x", column: 0, row: 0, style: CellStyle(foreground: .red, isReversed: true))
    let output = String(decoding: renderer.render(styled), as: UTF8.self)
    #expect(output.contains("\u{1B}[0;7mx"))
    #expect(!output.contains("31"))
  }

  @Test func aResizedFrameIsWrittenWhole() {
    var renderer = Renderer(useColor: true)
    _ = renderer.render(frame(["ab"], columns: 4))
    _ = renderer.render(frame(["ab"], columns: 5))
    #expect(renderer.cellsWritten == 2)
  }

  @Test func aForgottenCellIsWrittenAgain() {
    var renderer = Renderer(useColor: true)
    _ = renderer.render(frame(["ab"]))
    renderer.forget(column: 1, row: 0)
    _ = renderer.render(frame(["ab"]))
    #expect(renderer.cellsWritten == 1)
  }
}

@Suite struct ControlSequenceTests {
  /// Each mode the screen turns on (`ESC [ ? N h`) is turned off (`ESC [ ? N l`) on the way
  /// out, in reverse order, after which the style is reset and the cursor shown.
  @Test func leavingTheScreenUndoesEveryModeEnteringItSet() {
    let enter = String(decoding: ControlSequence.enterScreen, as: UTF8.self)
    let leave = String(decoding: ControlSequence.leaveScreen, as: UTF8.self)
    for mode in ["1049", "1000", "1006"] {
      #expect(enter.contains("\u{1B}[?\(mode)h"))
      #expect(leave.contains("\u{1B}[?\(mode)l"))
    }
    #expect(enter.contains("\u{1B}[?25l"))
    #expect(leave.contains("\u{1B}[?25h"))
    #expect(leave.contains("\u{1B}[0m"))
    #expect(leave.hasSuffix("\u{1B}[?1049l"))
  }
}
