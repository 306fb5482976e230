import Synchronization
import SystemInterface

/// Every operating-system call of the engine, in one place: terminal attributes, window
/// size, reads and writes, polling and signals.
///
/// Signal handlers can only reach global state, so the attributes to restore and the
/// bytes that put the screen back live here as globals, written before any handler is
/// installed and read only by the handlers and `restoreNow()`.
enum System {
  /// The terminal's saved attributes and descriptor, and the bytes that undo the screen
  /// modes; read by signal handlers, which may run at any moment.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var savedDescriptor: Int32 = -1
  nonisolated(unsafe) private static var hasSaved = false
  nonisolated(unsafe) private static var restoreBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 256)
  nonisolated(unsafe) private static var restoreCount = 0
  /// The write end of the pipe that wakes the event loop when a signal arrives.
  nonisolated(unsafe) private static var wakeWrite: Int32 = -1
  nonisolated(unsafe) private static var wakeRead: Int32 = -1
  /// Signals noted by the handlers since the loop last looked (bit per signal number).
  private static let pendingSignals = Atomic<UInt64>(0)

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Whether the environment says the terminal cannot move its cursor (`TERM=dumb`: an
  /// editor's shell buffer, which does its own line editing).
  static var terminalIsDumb: Bool {
    guard let value = getenv("TERM") else { return false }
    return String(cString: value) == "dumb"
  }

  /// Saves the attributes of `descriptor` so that `restoreAttributes()` can put them back.
  static func saveAttributes(_ descriptor: Int32) -> Bool {
    var attributes = termios()
    guard tcgetattr(descriptor, &attributes) == 0 else { return false }
    saved = attributes
    savedDescriptor = descriptor
    hasSaved = true
    return true
  }

  /// Puts the terminal in raw mode: no echo, no line editing, no signal keys, no output
  /// processing, reads of at least one byte.
  /// `keepingInput`: what was typed ahead stays to be read (a line editor, between two
  /// commands); else it is discarded (a screen opening).
  static func makeRaw(_ descriptor: Int32, keepingInput: Bool = false) -> Bool {
    guard hasSaved else { return false }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return tcsetattr(descriptor, keepingInput ? TCSADRAIN : TCSAFLUSH, &raw) == 0
  }

  /// Puts back the attributes saved last; safe in a signal handler.
  static func restoreAttributes() {
    guard hasSaved else { return }
    _ = tcsetattr(savedDescriptor, TCSAFLUSH, &saved)
  }

  /// Puts back the attributes saved last, keeping what was typed ahead for whoever reads
  /// next (a line editor hands the terminal to a command that may prompt for a password).
  static func restoreAttributesKeepingInput() {
    guard hasSaved else { return }
    _ = tcsetattr(savedDescriptor, TCSADRAIN, &saved)
  }

  /// Sets the bytes that undo the screen modes (written by `restoreNow()`).
  static func setRestoreBytes(_ bytes: [UInt8]) {
    let count = min(bytes.count, 256)
    for index in 0..<count { restoreBytes[index] = bytes[index] }
    restoreCount = count
  }

  /// Writes the restore bytes and puts back the attributes; safe in a signal handler.
  static func restoreNow() {
    if restoreCount > 0, savedDescriptor >= 0 {
      _ = write(savedDescriptor, restoreBytes, restoreCount)
    }
    restoreAttributes()
  }

  /// Forgets the saved state, so a later signal restores nothing.
  static func forget() {
    hasSaved = false
    restoreCount = 0
  }

  /// Discards what was typed but not yet read.
  static func discardInput(_ descriptor: Int32) {
    _ = tcflush(descriptor, TCIFLUSH)
  }

  /// The window size of the terminal on `descriptor`, or `nil` when it has none.
  static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes all of `bytes`, retrying after interruptions; false when the write failed.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Waits until `descriptor` can be read or a signal wakes the loop, at most
  /// `milliseconds` (negative: no limit). Answers whether input is ready.
  static func waitForInput(_ descriptor: Int32, milliseconds: Int32) -> Bool {
    var fds = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    let count = wakeRead >= 0 ? 2 : 1
    let ready = poll(&fds, nfds_t(count), milliseconds)
    if ready > 0, count == 2, fds[1].revents != 0 {
      var drain = [UInt8](repeating: 0, count: 64)
      _ = read(wakeRead, &drain, drain.count)
    }
    return ready > 0 && fds[0].revents != 0
  }

  /// Reads what is available into `buffer`; the count, 0 at end of input, -1 on error
  /// other than an interruption (which reads as 0 bytes of a live terminal: -2).
  static func readAvailable(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? -2 : -1 }
    return count
  }

  // MARK: - Signals

  /// Signals that end the process: the terminal is restored, then the signal is raised
  /// again with its default action, so the exit status still tells what happened.
  static let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  ]

  /// Installs the handlers: fatal signals restore and re-raise; SIGTSTP restores and
  /// stops; SIGCONT and SIGWINCH wake the event loop.
  static func installSignalHandlers() {
    if wakeRead < 0 {
      var ends: [Int32] = [-1, -1]
      if pipe(&ends) == 0 {
        wakeRead = ends[0]
        wakeWrite = ends[1]
        for end in ends {
          _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
          _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
      }
    }
    // A parent may have started us with signals blocked (a test runner's threads do): the
    // handlers below must be able to run.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in fatalSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&unblocked, number) }
    _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    for number in fatalSignals {
      signal(number) { number in
        System.restoreNow()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    signal(SIGTSTP) { _ in
      System.restoreNow()
      System.note(SIGCONT)
      signal(SIGTSTP, SIG_DFL)
      raise(SIGTSTP)
    }
    signal(SIGCONT) { number in System.note(number) }
    signal(SIGWINCH) { number in System.note(number) }
  }

  /// Puts back the default handlers.
  static func removeSignalHandlers() {
    for number in fatalSignals + [SIGTSTP, SIGCONT, SIGWINCH] { signal(number, SIG_DFL) }
  }

  /// Stops the process as Ctrl-Z would (the caller restored the terminal first); returns
  /// once it is continued.
  static func suspend() {
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
  }

  /// Reinstalls the SIGTSTP handler after a stop, which reset it.
  static func reinstallSuspendHandler() {
    signal(SIGTSTP) { _ in
      System.restoreNow()
      System.note(SIGCONT)
      signal(SIGTSTP, SIG_DFL)
      raise(SIGTSTP)
    }
  }

  /// Takes the signals noted since the last call (SIGWINCH, SIGCONT).
  static func takeSignals() -> (resized: Bool, continued: Bool) {
    let pending = pendingSignals.exchange(0, ordering: .acquiringAndReleasing)
    return (pending & (1 << UInt64(SIGWINCH)) != 0, pending & (1 << UInt64(SIGCONT)) != 0)
  }

  /// Notes `number` and wakes the loop; safe in a signal handler.
  private static func note(_ number: Int32) {
    pendingSignals.bitwiseOr(1 << UInt64(number), ordering: .releasing)
    if wakeWrite >= 0 {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
  }

  // MARK: - Threads

  /// A thread that runs `body` once; `nil` when none could be started.
  static func startThread(_ body: @escaping @Sendable () -> Void) -> ThreadHandle? {
    final class Box: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var handle = pthread_t()
    let status = pthread_create(
      &handle, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Box>.fromOpaque(context).release()
      return nil
    }
    return ThreadHandle(handle: handle)
  }

  /// Waits for the thread to end.
  static func join(_ thread: ThreadHandle) {
    _ = pthread_join(thread.handle, nil)
  }

  /// Sleeps `milliseconds`.
  static func sleep(milliseconds: UInt32) {
    _ = usleep(milliseconds * 1_000)
  }
}

/// A started thread, to wait for.
struct ThreadHandle: @unchecked Sendable {
  // A pthread_t is an opaque identifier, only passed to pthread_join once.
  let handle: pthread_t
}
