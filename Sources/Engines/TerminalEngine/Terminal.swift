/// What a full-screen session waits for: a key or click, a new window size, a request to
/// draw everything again (after Ctrl-Z and `fg`), or a quiet moment.
package enum TerminalEvent: Equatable, Sendable {
  /// A key or a mouse event.
  case key(Key)
  /// The window changed size.
  case resized(columns: Int, rows: Int)
  /// The screen may have been overwritten: draw it whole.
  case redraw
  /// Nothing happened for a while (`Terminal.tickMilliseconds`): a moment to look whether
  /// something outside the program changed what the screen shows.
  case tick
}

/// The user's terminal as a full screen: raw mode, the alternate screen, mouse reports,
/// the window size and its changes, and the terminal put back as it was on every way out.
package final class Terminal {
  private let input: Int32
  private let output: Int32
  private let rawMode: RawMode
  private var decoder = KeyDecoder()
  /// Keys decoded and not yet handed out, from `nextQueued` on: a paste of thousands of
  /// characters is handed out in linear time (removing the first of an array each time
  /// would move all the others).
  private var queued: [Key] = []
  private var nextQueued = 0
  private var isOpen = false
  private var buffer = [UInt8](repeating: 0, count: 4096)

  /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
  private static let escapeWait: Int32 = 25
  /// How long `nextEvent()` waits for input before it answers `.tick`, in milliseconds;
  /// `nil` (the default): it waits as long as it takes.
  package var tickMilliseconds: Int32?

  /// The terminal on `input` and `output`; `nil` unless both are terminals.
  package init?(input: Int32 = 0, output: Int32 = 1) {
    guard System.isTerminal(output), let rawMode = RawMode(descriptor: input) else { return nil }
    self.input = input
    self.output = output
    self.rawMode = rawMode
  }

  /// The window size; 80 × 24 when the terminal does not say.
  package var size: (columns: Int, rows: Int) {
    System.windowSize(output) ?? (80, 24)
  }

  /// Enters raw mode and the alternate screen with mouse reports, and installs the
  /// handlers that restore the terminal on a signal or a crash; false when it could not.
  package func open() -> Bool {
    guard !isOpen else { return true }
    guard rawMode.enable() else { return false }
    System.setRestoreBytes(ControlSequence.leaveScreen)
    System.installSignalHandlers()
    isOpen = true
    return System.writeAll(output, ControlSequence.enterScreen)
  }

  /// Leaves the alternate screen and raw mode: the terminal as it was before `open()`.
  package func close() {
    guard isOpen else { return }
    _ = System.writeAll(output, ControlSequence.leaveScreen)
    rawMode.disable()
    System.removeSignalHandlers()
    System.forget()
    isOpen = false
  }

  /// Writes `bytes` to the screen; false when the terminal is gone.
  @discardableResult
  package func write(_ bytes: [UInt8]) -> Bool {
    System.writeAll(output, bytes)
  }

  /// Starts a spinner turning at `column`, `row` while the caller is busy.
  package func startSpinner(column: Int, row: Int) -> TerminalSpinner? {
    TerminalSpinner.start(descriptor: output, column: column, row: row)
  }

  /// Discards keys typed while the program was busy (a form locked during a wait).
  package func discardInput() {
    rawMode.discardInput()
    queued.removeAll()
    nextQueued = 0
    _ = decoder.flush()
  }

  /// Suspends the process as Ctrl-Z does in a shell: the terminal is restored, the
  /// process stops, and when continued the screen is entered again; the next event is
  /// `.redraw`.
  package func suspend() {
    guard isOpen else { return }
    _ = System.writeAll(output, ControlSequence.leaveScreen)
    rawMode.disable()
    System.suspend()
    resume()
  }

  /// Whether the next event is a typed character already read (the rest of a paste).
  package var nextIsTypedCharacter: Bool {
    guard nextQueued < queued.count, case .character = queued[nextQueued] else { return false }
    return true
  }

  /// Waits for the next event; `nil` when the input ended or failed.
  package func nextEvent() -> TerminalEvent? {
    while true {
      let signals = System.takeSignals()
      if signals.continued {
        resume()
        return .redraw
      }
      if signals.resized {
        let size = size
        return .resized(columns: size.columns, rows: size.rows)
      }
      if nextQueued < queued.count {
        nextQueued += 1
        return .key(queued[nextQueued - 1])
      }
      queued.removeAll(keepingCapacity: true)
      nextQueued = 0
      let waiting = decoder.hasPending ? Self.escapeWait : tickMilliseconds ?? -1
      guard System.waitForInput(input, milliseconds: waiting) else {
        if decoder.hasPending {
          queued += decoder.flush()
          continue
        }
        // Quiet (or woken by a signal, which the next call takes): a tick, when asked for.
        if tickMilliseconds != nil { return .tick }
        continue
      }
      let count = System.readAvailable(input, into: &buffer)
      if count == -2 { continue }
      guard count > 0 else { return nil }
      // A full buffer may have cut a paste inside a character (a letter and its accent):
      // what is already there is read too, so the decoder sees the character whole.
      let more = count == buffer.count && System.waitForInput(input, milliseconds: 0)
      queued += decoder.decode(buffer[0..<count], moreFollows: more)
    }
  }

  private func resume() {
    System.reinstallSuspendHandler()
    _ = rawMode.reenable()
    rawMode.markEnabled()
    _ = System.writeAll(output, ControlSequence.enterScreen)
  }
}
