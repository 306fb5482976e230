import SystemInterface

/// A terminal's echo, turned off for the length of one call and back on on every way out.
///
/// Ctrl-C does not send SIGINT meanwhile (ISIG is off): it ends the line being read, as
/// data, so the reader can give the terminal back first and then end the process as an
/// interrupt would (`endAsInterrupted`). The signals that end a process from elsewhere
/// (`kill`, a closed terminal) are caught too, and their handler restores the terminal
/// before dying of the same signal.
///
/// Its own place, not the login view's: terminal modes and signal handlers are machinery;
/// the password prompt only asks for a line with echo off.
package enum TerminalEcho {
  /// The signals that end a process by default and can be caught: the terminal must be
  /// given back before any of them ends this one.
  private static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Runs `body` with echo off on the terminal `descriptor`, passing it the byte that
  /// Ctrl-C now ends a line with; when `descriptor` is not a terminal, simply runs `body`
  /// with `nil`.
  package static func withEchoOff<Result, Failure: Error>(
    on descriptor: Int32, _ body: (_ interrupt: UInt8?) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var original = termios()
    guard tcgetattr(descriptor, &original) == 0 else { return try body(nil) }
    var quiet = original
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL | ISIG)
    // Line editing stays the terminal's (canonical mode); Ctrl-C becomes an end of line.
    let interrupt = withUnsafeMutableBytes(of: &quiet.c_cc) { characters -> UInt8? in
      // 0 is _POSIX_VDISABLE: the terminal has no interrupt character.
      let character = characters[Int(VINTR)]
      guard character != 0 else { return nil }
      characters[Int(VEOL)] = character
      return character
    }
    // Saved where the signal handler finds it before the mode changes: a signal arriving
    // in between restores a mode that is still the original, which is harmless.
    savedMode = original
    savedDescriptor = descriptor
    let previous = endingSignals.map { signal($0, restoreTerminalAndDie) }
    tcsetattr(descriptor, TCSANOW, &quiet)
    defer {
      tcsetattr(descriptor, TCSANOW, &original)
      savedDescriptor = -1
      for (number, handler) in zip(endingSignals, previous) { signal(number, handler) }
    }
    return try body(interrupt)
  }

  /// Ends the process as Ctrl-C would have, once the terminal is restored: killed by
  /// SIGINT, so a calling shell sees an interrupt; or, where SIGINT is blocked or ignored
  /// (some launchers do that to their children), exits with 130, the shells' code for it.
  package static func endAsInterrupted() -> Never {
    signal(SIGINT, SIG_DFL)
    raise(SIGINT)
    exit(130)
  }
}

// What a signal handler restores: a handler is a C function and captures nothing, so the
// mode lives here. Written only on the main thread, before the handlers are installed.
nonisolated(unsafe) private var savedMode = termios()
nonisolated(unsafe) private var savedDescriptor: Int32 = -1

/// The handler of `TerminalEcho`'s signals: gives the terminal its mode back, then lets the
/// signal end the process as it would have (so the shell sees "killed by SIGINT").
private func restoreTerminalAndDie(_ number: Int32) {
  if savedDescriptor >= 0 { tcsetattr(savedDescriptor, TCSANOW, &savedMode) }
  signal(number, SIG_DFL)
  raise(number)
}
