/// A terminal in raw mode: every key reaches the program as it is typed, nothing is
/// echoed, and Ctrl-C and Ctrl-Z arrive as keys.
///
/// Independent of the screen: a line editor needs raw mode and `KeyDecoder`, nothing else.
/// The attributes are restored by `disable()`, and by the engine's signal handlers on any
/// way out that skips it.
package final class RawMode {
  private let descriptor: Int32
  private(set) var isEnabled = false

  /// Raw mode for the terminal on `descriptor`; `nil` when it is not a terminal.
  package init?(descriptor: Int32) {
    guard System.isTerminal(descriptor) else { return nil }
    self.descriptor = descriptor
  }

  /// Saves the attributes and switches to raw mode; false when the terminal refused.
  package func enable() -> Bool {
    guard !isEnabled else { return true }
    guard System.saveAttributes(descriptor), System.makeRaw(descriptor) else { return false }
    isEnabled = true
    return true
  }

  /// Puts the saved attributes back.
  package func disable() {
    guard isEnabled else { return }
    System.restoreAttributes()
    isEnabled = false
  }

  /// Switches back to raw mode after a suspension, with the attributes saved first.
  func reenable() -> Bool {
    System.makeRaw(descriptor)
  }

  /// Records that raw mode is on again after `reenable()`.
  func markEnabled() {
    isEnabled = true
  }

  /// Discards what was typed but not read yet.
  package func discardInput() {
    System.discardInput(descriptor)
  }
}
