import TerminalEngine

/// A one-line text field: the text typed so far and the cursor, edited by keys.
///
/// The text is the view's own until a gesture sends it (Create, Ask), or each keystroke
/// sends it (the login form, where the service answers whether the form can submit).
struct TextField {
  /// The text typed.
  private(set) var text = ""
  /// The cursor, in characters from the start.
  private(set) var cursor = 0
  /// Shows bullets instead of the text (a password).
  var isSecure = false
  /// Shown dimmed while the field is empty and not focused ("What needs to be done?").
  var placeholder = ""

  /// Applies `key`; answers whether the text changed. Keys that do not edit are ignored.
  mutating func edit(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      let index = text.index(text.startIndex, offsetBy: cursor)
      text.insert(character, at: index)
      cursor += 1
      return true
    case .backspace:
      guard cursor > 0 else { return false }
      let index = text.index(text.startIndex, offsetBy: cursor - 1)
      text.remove(at: index)
      cursor -= 1
      return true
    case .delete:
      guard cursor < text.count else { return false }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor))
      return true
    case .control("u"):
      guard !text.isEmpty else { return false }
      set("")
      return true
    case .left: cursor = max(cursor - 1, 0)
    case .right: cursor = min(cursor + 1, text.count)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    default: break
    }
    return false
  }

  /// Replaces the text, the cursor at its end.
  mutating func set(_ newText: String) {
    text = newText
    cursor = newText.count
  }

  /// Draws the field in `width` columns, scrolled so the cursor shows; the cursor is a
  /// reversed cell when `isFocused`. Answers the hit box.
  func draw(
    into frame: inout CellBuffer, column: Int, row: Int, width: Int, isFocused: Bool
  ) -> HitBox {
    let shown = isSecure ? String(repeating: "•", count: text.count) : text
    let characters = Array(shown)
    // Underscores mark the field's extent on any terminal, and in a text snapshot.
    frame.fill("_", column: column, row: row, count: width, style: CellStyle(isDim: true))
    if text.isEmpty, !isFocused, !placeholder.isEmpty {
      frame.draw(placeholder, column: column, row: row, style: CellStyle(isDim: true), limit: width)
      return HitBox(column: column, row: row, width: width)
    }
    // Scroll so that the cursor's column stays inside the field.
    var start = 0
    while start < cursor,
      DisplayWidth.of(String(characters[start..<cursor])) > width - 1
    {
      start += 1
    }
    var x = column
    for index in start..<characters.count {
      let character = characters[index]
      let characterWidth = DisplayWidth.of(character)
      guard x + characterWidth <= column + width else { break }
      let isCursor = isFocused && index == cursor
      let style = CellStyle(isReversed: isCursor)
      x += frame.draw(String(character), column: x, row: row, style: style)
    }
    if isFocused, cursor == characters.count, x < column + width {
      frame.fill(column: x, row: row, count: 1, style: CellStyle(isReversed: true))
    }
    return HitBox(column: column, row: row, width: width)
  }
}
