/// What a line editor waits for: a key, a new window width, or a request to draw the line
/// again (after Ctrl-Z and `fg`).
package enum LineEvent: Equatable, Sendable {
  /// A key.
  case key(Key)
  /// The window changed size.
  case resized
  /// The process was continued after a stop: the line must be drawn again.
  case continued
}

/// The user's terminal as a line editor needs it: raw mode only while a line is typed (the
/// commands in between run with the terminal as the user left it), keys, the width, and the
/// terminal put back on every way out, by the same signal handlers as the screens'.
///
/// Unlike `Terminal`, it keeps the main screen and never discards what was typed ahead: a
/// person types the next line while a command runs, and a command may read the rest of the
/// input itself (a password prompt). It reads one byte at a time, and stops at the end of a
/// line, so that nothing after it is taken from whoever reads next.
package final class LineTerminal {
  private let input: Int32
  private let output: Int32
  private var decoder = KeyDecoder()
  private var queued: [Key] = []
  private var isRaw = false
  private var hasHandlers = false
  private var byte = [UInt8](repeating: 0, count: 1)

  /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
  private static let escapeWait: Int32 = 25

  /// The terminal on `input` and `output`; `nil` unless both are terminals that can move
  /// the cursor (not `TERM=dumb`).
  package init?(input: Int32 = 0, output: Int32 = 1) {
    guard System.isTerminal(input), System.isTerminal(output), !System.terminalIsDumb else {
      return nil
    }
    self.input = input
    self.output = output
  }

  /// The window's width; 80 when the terminal does not say.
  package var columns: Int {
    System.windowSize(output)?.columns ?? 80
  }

  /// Saves the terminal's attributes and enters raw mode, keeping what was typed ahead;
  /// installs the restoring signal handlers the first time. False when the terminal refused.
  package func enterRawMode() -> Bool {
    guard !isRaw else { return true }
    guard System.saveAttributes(input), System.makeRaw(input, keepingInput: true) else {
      return false
    }
    if !hasHandlers {
      System.setRestoreBytes([])
      System.installSignalHandlers()
      hasHandlers = true
    }
    isRaw = true
    return true
  }

  /// Puts the saved attributes back, keeping what was typed ahead.
  package func leaveRawMode() {
    guard isRaw else { return }
    System.restoreAttributesKeepingInput()
    isRaw = false
  }

  /// Leaves raw mode and removes the signal handlers: the terminal as it was found.
  package func close() {
    leaveRawMode()
    if hasHandlers {
      System.removeSignalHandlers()
      System.forget()
      hasHandlers = false
    }
  }

  /// Writes `text`; false when the terminal is gone.
  @discardableResult
  package func write(_ text: String) -> Bool {
    System.writeAll(output, Array(text.utf8))
  }

  /// Writes `bytes`; false when the terminal is gone.
  @discardableResult
  package func write(_ bytes: [UInt8]) -> Bool {
    System.writeAll(output, bytes)
  }

  /// Whether a key is waiting to be read now: a paste, or keys typed faster than drawn.
  /// The editor then draws once after them all rather than after each.
  package var hasPendingInput: Bool {
    !queued.isEmpty || decoder.hasPending || System.waitForInput(input, milliseconds: 0)
  }

  /// Stops the process as Ctrl-Z does in a shell, with the terminal given back meanwhile;
  /// the next event is `.continued`.
  package func suspend() {
    let wasRaw = isRaw
    leaveRawMode()
    System.suspend()
    System.reinstallSuspendHandler()
    if wasRaw { _ = enterRawMode() }
  }

  /// Waits for the next event; `nil` when the input ended or failed.
  package func nextEvent() -> LineEvent? {
    while true {
      let signals = System.takeSignals()
      if signals.continued {
        // Stopped from outside (`kill -STOP`, or Ctrl-Z while a command ran): the shell
        // may have changed the mode meanwhile.
        System.reinstallSuspendHandler()
        if isRaw { _ = System.makeRaw(input, keepingInput: true) }
        return .continued
      }
      if signals.resized { return .resized }
      if !queued.isEmpty { return .key(queued.removeFirst()) }
      let waiting = decoder.hasPending ? Self.escapeWait : -1
      guard System.waitForInput(input, milliseconds: waiting) else {
        if decoder.hasPending { queued += decoder.flush() }
        continue
      }
      let count = System.readAvailable(input, into: &byte)
      if count == -2 { continue }
      guard count > 0 else { return nil }
      queued += decoder.decode(byte[0..<count])
    }
  }
}
