import SystemInterface

/// Why a script line cannot be read as text.
package enum LineProblem: Error, Equatable {
  case invalidUTF8
  case nulByte
  case tooLong
  case readFailed(SystemError)
}

/// One line of a script as the reader hands it over.
package enum ScriptLine: Equatable {
  /// A plain ASCII line (no quotes, backslashes or comments), already split into the words
  /// handed to `next(into:)` straight from the input buffer: the common case never builds
  /// the line as a `String`.
  case words
  /// Any other line of valid UTF-8, for `Tokenizer.split(_:into:)`.
  case text(String)
  /// A line that is not text.
  case problem(LineProblem)
}

/// Reads a script as a stream of lines, in bounded memory however long the script is.
///
/// Accepts LF and CRLF endings and a leading UTF-8 byte order mark. A line over
/// `maximumLineLength` bytes is reported as soon as it passes the limit, and skipped without
/// being held in memory. Endless input (`/dev/zero`, a file with no line end) cannot keep
/// the reader busy: a line that passes the limit holding a NUL, or a NUL met while skipping
/// an overlong line, is binary input, and nothing after it is read.
package struct LineReader {
  /// The longest line accepted, in bytes, without its line ending: 64 KiB.
  package static let maximumLineLength = 64 * 1024

  private let descriptor: Int32
  /// The bytes read and not yet handed over are `buffer.bytes[start..<end]`.
  private var buffer: ReadBuffer
  private var start = 0
  private var end = 0
  private var isAtEnd = false
  private var lineNumber = 0
  /// Inside an overlong line already reported: its bytes up to its end are dropped.
  private var isSkippingLine = false
  /// Whether plain lines come back as `.words`; a key script wants every line as it is.
  private let splitsPlainLines: Bool
  /// Called before a read that would wait for input (a pipe or terminal with nothing in
  /// it yet), never for a file: the answers to the lines so far go out before the next
  /// line is awaited, rather than when a buffer fills.
  package var beforeWaiting: (() -> Void)?

  /// A reader of `descriptor`; with `splitsPlainLines` false every line is `.text`, its
  /// spaces kept.
  package init(descriptor: Int32, splitsPlainLines: Bool = true) {
    self.descriptor = descriptor
    self.splitsPlainLines = splitsPlainLines
    self.buffer = ReadBuffer(capacity: 2 * Self.maximumLineLength + 16)
  }

  /// The next line with its number, `nil` after the last one; a plain line's words go
  /// into `words`, which is emptied first.
  package mutating func next(into words: inout CommandWords) -> (number: Int, line: ScriptLine)? {
    // Nearly every line: plain and whole in the buffer, found and split in one pass. Not
    // line 1, which may start with a byte order mark.
    if splitsPlainLines, !isSkippingLine, lineNumber > 0, start < end,
      let length = Tokenizer.splitPlainLine(
        buffer.bytes + start, available: min(end - start, Self.maximumLineLength + 1),
        into: &words)
    {
      lineNumber += 1
      start += length + 1
      return (lineNumber, .words)
    }
    words.removeAll()
    if isSkippingLine, !skipRestOfLine() { return nil }
    while true {
      if let newline = indexOfNewline() {
        lineNumber += 1
        defer { start = newline + 1 }
        return (lineNumber, decode(start, newline, into: &words))
      }
      if isAtEnd {
        guard start < end else { return nil }
        lineNumber += 1
        defer { start = end }
        return (lineNumber, decode(start, end, into: &words))
      }
      if end - start > Self.maximumLineLength + 1 + byteOrderMarkLength() {
        // Said now, not at the line's end, which endless input never reaches.
        lineNumber += 1
        let isBinary = holdsNUL(start, end)
        start = end
        if isBinary {
          isAtEnd = true
          return (lineNumber, .problem(.nulByte))
        }
        isSkippingLine = true
        return (lineNumber, .problem(.tooLong))
      }
      if let problem = fill() {
        lineNumber += 1
        return (lineNumber, .problem(problem))
      }
    }
  }

  /// Drops the rest of the overlong line being skipped; `false` when the input ended in it,
  /// could not be read, or turned out to be binary (a NUL), so that nothing more is read.
  private mutating func skipRestOfLine() -> Bool {
    while true {
      if let newline = indexOfNewline() {
        isSkippingLine = false
        start = newline + 1
        return true
      }
      let isBinary = holdsNUL(start, end)
      start = end
      if isAtEnd || isBinary || fill() != nil {
        isAtEnd = true
        return false
      }
    }
  }

  /// 3 when the line not yet read is line 1 and starts with a byte order mark, else 0: the
  /// mark is not part of the line, and a line without its final newline is not yet cut to
  /// its length (the CR allowed for above is not either).
  private func byteOrderMarkLength() -> Int {
    guard lineNumber == 0, end - start >= 3 else { return 0 }
    let bytes = buffer.bytes + start
    return bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  private func holdsNUL(_ from: Int, _ to: Int) -> Bool {
    guard from < to else { return false }
    return memchr(buffer.bytes + from, 0, to - from) != nil
  }

  private func indexOfNewline() -> Int? {
    guard start < end else { return nil }
    let base = buffer.bytes
    guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start) else {
      return nil
    }
    return found.assumingMemoryBound(to: UInt8.self) - base
  }

  /// Reads more bytes after the current partial line.
  private mutating func fill() -> LineProblem? {
    // A copy of the reader reads on with buffers of its own.
    if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
    let base = buffer.bytes
    if start > 0 {
      let pending = end - start
      if pending > 0 { memmove(base, base + start, pending) }
      start = 0
      end = pending
    }
    if let beforeWaiting, !hasInputReady(waiting: 0) {
      beforeWaiting()
      // Waited for in slices: a Ctrl-C that comes after the last look and before the wait
      // is seen within one slice, not after the next line comes.
      while !hasInputReady(waiting: 100) {
        if Interruption.isPending { return stopInterrupted() }
      }
    }
    while true {
      let count = read(descriptor, base + end, buffer.capacity - end)
      if count < 0 {
        // Ctrl-C while waiting for input: the script ends here, its unfinished line unread.
        if errno == EINTR, Interruption.isPending { return stopInterrupted() }
        if errno == EINTR { continue }
        isAtEnd = true
        return .readFailed(SystemError.last)
      }
      if count == 0 { isAtEnd = true }
      end += count
      return nil
    }
  }

  /// Whether a read would return at once, after waiting up to `milliseconds` for it:
  /// bytes, the end, or an error are there (always so for a regular file). A signal ends
  /// the wait early.
  private func hasInputReady(waiting milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let result = poll(&request, 1, milliseconds)
    // A failure other than a signal is for the read to report.
    return result > 0 || (result < 0 && errno != EINTR)
  }

  /// Ends the input at Ctrl-C, its unfinished line unread.
  private mutating func stopInterrupted() -> LineProblem? {
    isAtEnd = true
    end = start
    return nil
  }

  @inline(__always)
  private mutating func decode(
    _ lineStart: Int, _ lineEnd: Int, into words: inout CommandWords
  ) -> ScriptLine {
    var from = lineStart
    var to = lineEnd
    // Only line 1 may start with a byte order mark; after an overlong line 1 (never decoded)
    // a mark on line 2 is text like any other.
    let all = buffer.bytes
    if lineNumber == 1 {
      if to - from >= 3, all[from] == 0xEF, all[from + 1] == 0xBB, all[from + 2] == 0xBF {
        from += 3
      }
    }
    if to > from, all[to - 1] == UInt8(ascii: "\r") { to -= 1 }
    guard to - from <= Self.maximumLineLength else { return .problem(.tooLong) }
    let bytes = UnsafeBufferPointer(start: all + from, count: to - from)
    // Most lines are plain ASCII words: one pass splits them and proves they are text.
    if splitsPlainLines, Tokenizer.splitPlain(bytes, into: &words) { return .words }
    words.removeAll()
    guard !bytes.contains(0) else { return .problem(.nulByte) }
    guard let line = String(validating: bytes, as: UTF8.self) else {
      return .problem(.invalidUTF8)
    }
    return .text(line)
  }
}

/// The reader's bytes, in one buffer that never grows: a reader copied (which scripts never
/// do) takes a buffer of its own before it reads more. Its fields are constants, so reading
/// the bytes costs no check of exclusive access.
private final class ReadBuffer {
  let bytes: UnsafeMutablePointer<UInt8>
  let capacity: Int

  /// Room for `capacity` bytes read, and eight more after them that are never read into:
  /// a line's last bytes are read eight at a time (`Tokenizer.splitPlainLine`).
  init(capacity: Int) {
    self.capacity = capacity
    bytes = .allocate(capacity: capacity + 8)
    bytes.initialize(repeating: 0, count: capacity + 8)
  }

  func copy() -> ReadBuffer {
    let copy = ReadBuffer(capacity: capacity)
    copy.bytes.update(from: bytes, count: capacity + 8)
    return copy
  }

  deinit { bytes.deallocate() }
}
