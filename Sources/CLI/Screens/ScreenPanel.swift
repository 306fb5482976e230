import Services
import TerminalEngine

/// One screen of the full-screen session: the Tasks, Login or Oracle view as the session
/// sees it. The view protocols (`TaskListView`…) are how the presenter sees the same object.
///
/// A key or click either moves something inside the screen (focus, selection, a field's
/// text not yet sent) and answers `nil`, or is a user gesture: the screen answers it as a
/// closure that fires view events, and the session runs it as one command.
protocol ScreenPanel: AnyObject {
  /// The tab's title; it does not change (the session spells its tab once).
  var title: String { get }
  /// The keys this screen answers, shown on its last line.
  var shortcuts: String { get }
  /// Whether the focus is in a text field, where letters are text, not shortcuts.
  var isTyping: Bool { get }
  /// The gesture of showing the screen (asking for the list, the session…), run once.
  func appear() -> Gesture?
  /// The gesture of showing anew what the store holds, after another process changed it;
  /// it keeps what the user was doing (the selection, the status line). `nil` for a screen
  /// that shows nothing another process changes.
  func refresh() -> Gesture?
  /// What `key` does; `nil` when it was handled inside the screen or means nothing.
  func handle(_ key: Key) -> Gesture?
  /// What a click at `column`, `row` of the frame does.
  func click(column: Int, row: Int) -> Gesture?
  /// Draws the screen into `frame`, in the rows `top..<top+height`.
  func draw(into frame: inout CellBuffer, top: Int, height: Int)
}

extension ScreenPanel {
  /// Nothing to show anew: the Login and Oracle screens show what their own gestures did.
  func refresh() -> Gesture? { nil }
}

/// A user gesture: fires view events, which the presenter passes to the service.
typealias Gesture = () -> Void

/// What the screens share: the words of their chrome and how styles are shown.
struct ScreenTheme {
  /// The catalog of every word on screen.
  let catalog: CommandLineCatalog
  /// Whether colors are shown; without them, answers carry a mark instead.
  let useColor: Bool

  /// The cell style of a presentation style: a color where colors are shown; bold either way.
  func style(_ textStyle: TextStyle) -> CellStyle {
    switch textStyle {
    case .green: CellStyle(foreground: .green)
    case .red: CellStyle(foreground: .red)
    case .yellow: CellStyle(foreground: .yellow)
    case .bold: CellStyle(isBold: true)
    }
  }

  /// The mark that carries a style without color (`✔` green, `✘` red); empty when colors
  /// are shown or the style needs no mark.
  func mark(_ textStyle: TextStyle) -> String {
    guard !useColor else { return "" }
    switch textStyle {
    case .green: return "✔ "
    case .red: return "✘ "
    case .yellow, .bold: return ""
    }
  }

  /// The style of a failure message: red, and bold so it stands out without color.
  var failure: CellStyle { CellStyle(foreground: .red, isBold: true) }
  /// The style of hints and disabled things.
  var dim: CellStyle { CellStyle(isDim: true) }
}

/// A rectangle of the frame that a click can hit.
struct HitBox {
  let column: Int
  let row: Int
  let width: Int

  func contains(column: Int, row: Int) -> Bool {
    row == self.row && column >= self.column && column < self.column + width
  }
}

extension HitBox {
  /// What the first box of `hits` that holds `column`, `row` stands for; `nil` when none does.
  static func target<Target>(of hits: [(HitBox, Target)], column: Int, row: Int) -> Target? {
    hits.first { $0.0.contains(column: column, row: row) }?.1
  }
}

extension CellBuffer {
  /// Draws `text` from `column`, `row`, wrapped at spaces to stay within `width` columns;
  /// answers the rows used.
  @discardableResult
  mutating func wrapped(
    _ text: String, column: Int, row: Int, width: Int, style: CellStyle = .plain
  ) -> Int {
    var line = ""
    var rowsUsed = 0
    for word in text.split(separator: " ") {
      if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width {
        draw(line, column: column, row: row + rowsUsed, style: style, limit: width)
        rowsUsed += 1
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    draw(line, column: column, row: row + rowsUsed, style: style, limit: width)
    return rowsUsed + 1
  }

  /// Draws a button `[ label ]`: reversed when focused, dim when disabled; its hit box.
  mutating func button(
    _ label: String, column: Int, row: Int, isFocused: Bool, isEnabled: Bool = true
  ) -> HitBox {
    let style = CellStyle(isBold: isFocused, isDim: !isEnabled, isReversed: isFocused)
    let width = draw("[ " + label + " ]", column: column, row: row, style: style)
    return HitBox(column: column, row: row, width: width)
  }
}
