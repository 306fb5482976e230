import TerminalEngine

/// A one-line text field: the text typed so far and the cursor, edited by keys.
///
/// The text is the view's own until a gesture sends it (Create, Ask), or each keystroke
/// sends it (the login form, where the service answers whether the form can submit).
struct TextField {
  /// The text typed, one element per character (grapheme cluster), so that the cursor
  /// reaches any place in constant time: typing N characters costs O(N), where a `String`
  /// walked from its start on every key cost O(N²), and a scroll that measured the text
  /// anew at each step O(N³).
  private var characters: [Character] = []
  /// The text typed.
  var text: String { String(characters) }
  /// The cursor, in characters from the start.
  private(set) var cursor = 0
  /// Shows bullets instead of the text (a password).
  var isSecure = false
  /// Shown dimmed while the field is empty and not focused ("What needs to be done?").
  var placeholder = ""

  /// An empty field; `isSecure` shows bullets, `placeholder` stands in for no text.
  init(isSecure: Bool = false, placeholder: String = "") {
    self.isSecure = isSecure
    self.placeholder = placeholder
  }

  /// Applies `key`; answers whether the text changed. Keys that do not edit are ignored.
  mutating func edit(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      // A task text never holds a NUL; a terminal sends one for Ctrl-Space or Ctrl-@.
      guard character != "\u{0}" else { return false }
      insert(character)
      return true
    case .backspace:
      guard cursor > 0 else { return false }
      characters.remove(at: cursor - 1)
      cursor -= 1
      return true
    case .delete:
      guard cursor < characters.count else { return false }
      characters.remove(at: cursor)
      return true
    case .control("u"):
      guard !characters.isEmpty else { return false }
      set("")
      return true
    case .left: cursor = max(cursor - 1, 0)
    case .right: cursor = min(cursor + 1, characters.count)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    default: break
    }
    return false
  }

  /// Replaces the text, the cursor at its end.
  mutating func set(_ newText: String) {
    characters = Array(newText)
    cursor = characters.count
  }

  /// Inserts `character` at the cursor. A character that joins its neighbours into one
  /// (a combining accent after its letter, the second half of a flag) is merged with
  /// them, as the text would hold it, with the cursor after it.
  private mutating func insert(_ character: Character) {
    let from = max(cursor - 1, 0)
    let to = min(cursor + 1, characters.count)
    let upToCursor = String(characters[from..<cursor]) + String(character)
    let merged = Array(upToCursor + String(characters[cursor..<to]))
    characters.replaceSubrange(from..<to, with: merged)
    cursor = from + min(upToCursor.count, merged.count)
  }

  /// Draws the field in `width` columns, scrolled so the cursor shows; the cursor is a
  /// reversed cell when `isFocused`. Answers the hit box.
  func draw(
    into frame: inout CellBuffer, column: Int, row: Int, width: Int, isFocused: Bool
  ) -> HitBox {
    // Only the characters around the cursor are looked at: a drawing costs the field's
    // width, not the text's length.
    func shown(_ index: Int) -> Character { isSecure ? "•" : characters[index] }
    // Underscores mark the field's extent on any terminal, and in a text snapshot.
    frame.fill("_", column: column, row: row, count: width, style: CellStyle(isDim: true))
    if characters.isEmpty, !isFocused, !placeholder.isEmpty {
      frame.draw(placeholder, column: column, row: row, style: CellStyle(isDim: true), limit: width)
      return HitBox(column: column, row: row, width: width)
    }
    // Scroll so that the cursor's column stays inside the field: the first character
    // shown is the earliest from which the text up to the cursor fits in `width - 1`.
    var start = cursor
    var widthBeforeCursor = 0
    while start > 0 {
      let characterWidth = DisplayWidth.of(shown(start - 1))
      guard widthBeforeCursor + characterWidth <= width - 1 else { break }
      widthBeforeCursor += characterWidth
      start -= 1
    }
    var x = column
    for index in start..<characters.count {
      let character = shown(index)
      let characterWidth = DisplayWidth.of(character)
      guard x + characterWidth <= column + width else { break }
      let isCursor = isFocused && index == cursor
      let style = CellStyle(isReversed: isCursor)
      x += frame.draw(character: character, column: x, row: row, style: style)
    }
    if isFocused, cursor == characters.count, x < column + width {
      frame.fill(column: x, row: row, count: 1, style: CellStyle(isReversed: true))
    }
    return HitBox(column: column, row: row, width: width)
  }
}
