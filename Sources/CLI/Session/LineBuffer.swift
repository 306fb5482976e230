import TerminalEngine

/// The line being edited: its characters, the cursor, and what each editing key does to
/// them. Pure (no terminal), so every key's effect is tested on its own.
///
/// The line is a list of characters (grapheme clusters), so the cursor never lands inside
/// one: `é` written as two scalars, a flag or a wide `日` moves and deletes as one. How
/// many columns each takes is the display's business (`LineDisplay`).
struct LineBuffer: Equatable {
  /// The characters of the line.
  private(set) var characters: [Character] = []
  /// Where the cursor is: before `characters[cursor]`, or at the end.
  private(set) var cursor = 0
  /// What Ctrl-K, Ctrl-U or Ctrl-W cut last, which Ctrl-Y puts back.
  private(set) var killed: [Character] = []

  /// A line holding `text`, the cursor at its end.
  init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The line as text.
  var text: String { String(characters) }

  var isEmpty: Bool { characters.isEmpty }

  /// Applies an editing key; false when `key` does not edit the line (Enter, Tab, ↑…).
  @discardableResult
  mutating func apply(_ key: Key) -> Bool {
    switch key {
    case .character(let character): insert(String(character))
    case .left, .control("b"): cursor = max(cursor - 1, 0)
    case .right, .control("f"): cursor = min(cursor + 1, characters.count)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete, .control("d"):
      guard cursor < characters.count else { return true }
      characters.remove(at: cursor)
    case .control("k"): cut(cursor..<characters.count)
    case .control("u"): cut(0..<cursor)
    case .control("w"): cut(rubOutStart..<cursor)
    case .control("y"): insert(String(killed))
    default: return false
    }
    return true
  }

  /// Inserts `text` at the cursor, which moves after it.
  mutating func insert(_ text: String) {
    let inserted = Array(text)
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
  }

  /// Replaces the whole line with `text`, the cursor at its end (a line from history).
  mutating func replace(with text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  /// Where the word that ends at `position` starts: what the Tab key completes.
  func wordStart(before position: Int) -> Int {
    var start = position
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  /// Where Ctrl-W cuts from: the word before the cursor and the spaces after it, as a
  /// shell's Ctrl-W does.
  private var rubOutStart: Int {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    return wordStart(before: start)
  }

  /// The text from `start` to the cursor.
  func text(from start: Int) -> String {
    String(characters[start..<cursor])
  }

  /// Replaces the text from `start` to the cursor with `text`; the cursor moves after it.
  mutating func replace(from start: Int, with text: String) {
    characters.removeSubrange(start..<cursor)
    cursor = start
    insert(text)
  }

  private mutating func cut(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    killed = Array(characters[range])
    characters.removeSubrange(range)
    cursor = range.lowerBound
  }
}
