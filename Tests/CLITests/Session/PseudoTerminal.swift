import Foundation
import SystemInterface

/// The built binary running on a pseudo-terminal, driven as a person at a keyboard would.
final class PseudoTerminal {
  private let primary: Int32
  private let process = Process()
  private(set) var transcript = ""

  /// Starts `puremvp` with `arguments` with a terminal as its standard input, output and error;
  /// or `program`, which starts `puremvp` itself (a wrapper that sets a limit first).
  init(
    _ arguments: [String], environment: [String: String] = [:], columns: Int? = nil,
    rows: Int? = nil, program: URL = GoldenCase.binary
  ) throws {
    let pty = try PseudoTerminalFunctions()
    primary = pty.openPrimary(O_RDWR | O_NOCTTY)
    guard primary >= 0, pty.grant(primary) == 0, pty.unlock(primary) == 0,
      let name = pty.secondaryName(primary)
    else { throw POSIXError(.ENODEV) }
    let secondary = open(String(cString: name), O_RDWR | O_NOCTTY)
    guard secondary >= 0 else { throw POSIXError(.ENODEV) }
    if let columns, let rows {
      var size = winsize(
        ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }
    let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
    process.executableURL = program
    process.arguments = arguments
    var variables = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C"]
    variables.merge(environment) { $1 }
    process.environment = variables
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.runAlone()
    // The child has its own copy; the `Process` would keep this one open for as long as it
    // lives (see GuardedRunner).
    try? handle.close()
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(primary)
  }

  /// Types `text` followed by Enter.
  func type(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }

  /// Sends SIGTERM to the program.
  func terminate() {
    process.terminate()
  }

  /// Reads until `text` appears after the first `offset` characters of the transcript.
  @discardableResult
  func waitFor(_ text: String, after offset: Int, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !transcript.dropFirst(offset).contains(text) {
      guard Date() < deadline else { return false }
      _ = waitFor("\u{0}", seconds: 0.05)
    }
    return true
  }

  /// Waits until the program is stopped (Ctrl-Z); false if it is not within `seconds`.
  func waitUntilStopped(seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    let path = "/proc/\(process.processIdentifier)/stat"
    while Date() < deadline {
      // The state is the field after the parenthesized command name: `T` when stopped.
      if let stat = try? String(contentsOfFile: path, encoding: .utf8),
        let close = stat.lastIndex(of: ")"),
        stat[stat.index(after: close)...].hasPrefix(" T")
      {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  /// Sends `signal` to the program (SIGWINCH after `resize`, SIGCONT after a stop).
  func send(signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Writes `bytes` to the terminal as keys.
  func sendBytes(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }

  /// Sets the window size the program sees (`TIOCSWINSZ`).
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
  }

  /// Presses Ctrl-D: end of input on a terminal.
  func endInput() {
    var eot: UInt8 = 0x04
    _ = write(primary, &eot, 1)
  }

  /// Presses Ctrl-C.
  func pressControlC() {
    var interrupt: UInt8 = 0x03
    _ = write(primary, &interrupt, 1)
  }

  /// Whether the terminal echoes what is typed (the two ends share one mode).
  var echoes: Bool {
    var mode = termios()
    guard tcgetattr(primary, &mode) == 0 else { return false }
    return mode.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Reads what the program prints until `text` appears (true) or `seconds` pass (false).
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !transcript.contains(text) {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return false }
      var poller = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
      let count = read(primary, &buffer, buffer.count)
      guard count > 0 else { return transcript.contains(text) }
      transcript += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    return true
  }

  /// Waits for the program to end; its exit status, or nil if it is still running after
  /// `seconds` (a guard against a hang, not a timing check).
  func exitStatus(within seconds: Double = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline {
      _ = waitFor("\u{0}", seconds: 0.1)
    }
    guard !process.isRunning else { return nil }
    // Read what the program printed just before it ended.
    _ = waitFor("\u{0}", seconds: 0.2)
    return process.terminationStatus
  }
}

/// The C library's pseudo-terminal functions, which Swift's Glibc module does not export
/// (they need `_XOPEN_SOURCE`); looked up by name in the running process.
private struct PseudoTerminalFunctions {
  typealias OpenPrimary = @convention(c) (Int32) -> Int32
  typealias Control = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  let openPrimary: OpenPrimary
  let grant: Control
  let unlock: Control
  let secondaryName: Name

  init() throws {
    let process = dlopen(nil, RTLD_NOW)
    func symbol<T>(_ name: String, as type: T.Type) throws -> T {
      guard let pointer = dlsym(process, name) else { throw POSIXError(.ENOSYS) }
      return unsafeBitCast(pointer, to: type)
    }
    openPrimary = try symbol("posix_openpt", as: OpenPrimary.self)
    grant = try symbol("grantpt", as: Control.self)
    unlock = try symbol("unlockpt", as: Control.self)
    secondaryName = try symbol("ptsname", as: Name.self)
  }
}

extension PseudoTerminal {
  /// Sends `text` as typed, with no Enter after it (keys, escape sequences).
  func send(_ text: String) {
    sendBytes(Array(text.utf8))
  }
}
