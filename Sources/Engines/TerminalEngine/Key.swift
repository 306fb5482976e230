/// One key press or mouse click, decoded from what a terminal sends.
///
/// Independent of the screen: a line editor reads the same keys.
package enum Key: Hashable, Sendable {
  /// Printable text: a letter, a digit, a space, an emoji.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// The Delete key (forward delete).
  case delete
  /// Escape, alone.
  case escape
  /// An arrow key.
  case up, down, left, right
  /// A navigation key.
  case home, end, pageUp, pageDown, insert
  /// A function key, F1 to F12.
  case function(Int)
  /// A control key, named by its lowercase letter: `control("c")` is Ctrl-C.
  case control(Character)
  /// A mouse button pressed or released.
  case mouse(MouseEvent)
}

/// A mouse event from xterm's SGR reporting: which button, where, pressed or released.
package struct MouseEvent: Hashable, Sendable {
  /// The buttons a terminal reports.
  package enum Button: Hashable, Sendable {
    /// The usual buttons.
    case left, middle, right
    /// The scroll wheel.
    case wheelUp, wheelDown
  }

  /// Which button.
  package let button: Button
  /// The column, from 0 at the left.
  package let column: Int
  /// The row, from 0 at the top.
  package let row: Int
  /// Whether the button went down (`true`) or up.
  package let isPress: Bool

  /// A mouse event with every field given.
  package init(button: Button, column: Int, row: Int, isPress: Bool) {
    self.button = button
    self.column = column
    self.row = row
    self.isPress = isPress
  }
}

extension Key {
  /// The key a script names: `Enter`, `Tab`, `Shift-Tab`, `Escape`, `Backspace`,
  /// `Delete`, `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp`, `PageDown`,
  /// `Space`, `F1`…`F12`, `Ctrl-C`, or one character (`a`, `★`); `nil` for anything else.
  package init?(name: String) {
    let named: [String: Key] = [
      "enter": .enter, "return": .enter, "tab": .tab, "shift-tab": .backTab,
      "backtab": .backTab, "escape": .escape, "esc": .escape, "backspace": .backspace,
      "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
      "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
      "insert": .insert, "space": .character(" "),
    ]
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    let lowered = name.lowercased()
    if let key = named[lowered] {
      self = key
      return
    }
    if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
      self = .function(number)
      return
    }
    if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
      letter.isASCII, letter.isLetter
    {
      self = .control(letter)
      return
    }
    return nil
  }
}
