import SystemInterface

/// A buffered byte sink over a file descriptor; descriptor -1 discards everything.
///
/// Output is built as bytes and written in large batches: a script of a million commands
/// makes a few hundred system calls, not a million. The bytes live in one fixed allocation
/// written through a pointer, which keeps the per-command cost to a few copies.
package final class OutputBuffer {
  private let descriptor: Int32
  private static let capacity = 1 << 16
  private let storage: UnsafeMutablePointer<UInt8>
  private var count = 0
  /// Set once a write fails: later output is dropped, not retried.
  package var hasFailed: Bool { firstFailure != nil }
  /// Why the first failed write failed (`errno`): `EPIPE` when the reader is gone.
  package var failure: Int32? { firstFailure }
  // Private, read by others through `failure`: checked at run time otherwise on every use.
  private var firstFailure: Int32?
  /// Whether the reader closed its end (`| head -1`): not an error, the end of the run.
  package var readerIsGone: Bool { firstFailure == EPIPE }
  /// Called before buffered bytes go to the descriptor: standard output saves the store
  /// first, so that nothing it acknowledges reaches the reader unsaved. The call may
  /// `discard(after:)` what it must no longer say, and write the truth instead.
  package var willWrite: (() -> Void)?
  /// Bytes at the start of the buffer that are known to be true to write (their commands
  /// are saved, or changed nothing); set by `markSaved()`.
  private var savedCount = 0
  /// Where the output of the command being run starts: a full buffer writes only what is
  /// before it, so a command is never half written ahead of its saving.
  private var commandStart = 0
  /// Set after a lost write has been told: the rest of the run says nothing more here
  /// (what is written is buffered, and dropped instead of written out).
  private var isSilenced = false

  /// Whether what is written is kept in `captured` instead of going to a descriptor.
  private var captures = false
  /// What a capturing sink was given to write, up to its last flush (see `capturing()`).
  package private(set) var captured: [UInt8] = []

  /// A sink writing to `descriptor`, or discarding when it is -1.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    storage = .allocate(capacity: Self.capacity)
  }

  /// A sink that keeps what it writes in memory (`takeCaptured()`): `puremvp check` hands
  /// one to each command as both its standard output and its standard error, so the two
  /// are kept in the order written.
  package static func capturing() -> OutputBuffer {
    let buffer = OutputBuffer(descriptor: -1)
    buffer.captures = true
    return buffer
  }

  /// Everything written so far, flushed, and forgotten here.
  package func takeCaptured() -> [UInt8] {
    flush()
    defer { captured = [] }
    return captured
  }

  /// Calls `body` with everything written so far, flushed, then forgets it here while
  /// keeping the room it took: the next command's output is written there.
  package func withCaptured<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    flush()
    defer { captured.removeAll(keepingCapacity: true) }
    return captured.withUnsafeBufferPointer(body)
  }

  deinit {
    flush()
    storage.deallocate()
  }

  /// Whether this sink and `other` write to the same file, pipe or terminal.
  package func hasSameDestination(as other: OutputBuffer) -> Bool {
    guard descriptor >= 0, other.descriptor >= 0 else { return false }
    var mine = stat()
    var theirs = stat()
    guard fstat(descriptor, &mine) == 0, fstat(other.descriptor, &theirs) == 0 else {
      return false
    }
    return mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
  }

  /// Whether the descriptor is a terminal.
  package var isTerminal: Bool { descriptor >= 0 && isatty(descriptor) == 1 }

  package func write(_ text: String) {
    // Reads the bytes in place (a small string's from the stack) without copying `text`,
    // and copies them here: the words and literals of a line, a few calls each line.
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      for byte in text.utf8 { write(byte) }
    }
  }

  /// Writes text that holds user data (a task's text, a name, a message quoting what was
  /// typed) so that it cannot act on the terminal: every control character — C0, DEL and
  /// C1 — is shown escaped (`\e`, `\n`, `\t`, `\r`, else `\u{9B}`), so a text cannot
  /// recolour the terminal or break a list's layout. JSON keeps the exact text instead.
  package func write(userText text: String) {
    // Read in place when the string holds its bytes in one piece, as nearly every one
    // does: `withUTF8` needs a mutable copy of the string.
    if text.utf8.withContiguousStorageIfAvailable({ write(userTextBytes: $0) }) != nil { return }
    var text = text
    text.withUTF8 { write(userTextBytes: $0) }
  }

  /// `write(userText:)` of part of a string, given as its UTF-8.
  package func write(userText text: Substring.UTF8View) {
    let whole = Substring(text).base
    let start = whole.utf8.distance(from: whole.utf8.startIndex, to: text.startIndex)
    write(userText: whole, utf8: start..<start + text.count)
  }

  /// `write(userText:)` of the part of `text` at `offsets` in its UTF-8 (kept within it):
  /// a list's row, whose text may be part of a string that holds the texts of many tasks.
  /// The bytes are read in place, with no index of the string made: making a `Substring`
  /// of each row's text cost a list more than writing the row.
  package func write(userText text: String, utf8 offsets: Range<Int>) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { whole in
      write(
        userTextBytes: UnsafeBufferPointer(rebasing: whole[offsets.clamped(to: 0..<whole.count)]))
    }
    guard written == nil else { return }
    var text = text
    text.withUTF8 { whole in
      write(
        userTextBytes: UnsafeBufferPointer(rebasing: whole[offsets.clamped(to: 0..<whole.count)]))
    }
  }

  /// `write(userText:)` of the UTF-8 bytes of a text.
  private func write(userTextBytes bytes: UnsafeBufferPointer<UInt8>) {
    // The common text has no control character: copied and checked in one pass.
    if copyIfPlain(bytes) { return }
    guard Self.mayHoldControl(bytes) else { return write(bytes) }
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 0x1B: write(literal: "\\e")
      case 0x0A: write(literal: "\\n")
      case 0x09: write(literal: "\\t")
      case 0x0D: write(literal: "\\r")
      case 0x00..<0x20, 0x7F, 0x80..<0xA0:
        write("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
      default:
        var character = String(scalar)
        character.withUTF8 { write($0) }
      }
    }
  }

  /// Copies `bytes` into the buffer eight at a time, each word checked for a control
  /// character as it is copied (`controlMarks`), the last word as the text's last eight
  /// bytes; answers whether it did. `false`, the buffer unchanged, for a text that may hold
  /// one, that is shorter than a word, or that the buffer has no room for as it is: the
  /// caller then checks and copies the text as before. A list's row is two or three words
  /// here, where a scan, then a copy, read each twice and called `memcpy`.
  @inline(__always)
  private func copyIfPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = bytes.count
    guard let base = bytes.baseAddress, length >= 8, length <= Self.capacity - count else {
      return false
    }
    let source = UnsafeRawPointer(base)
    let target = UnsafeMutableRawPointer(storage + count)
    var found: UInt64 = 0
    var offset = 0
    while offset + 8 <= length {
      let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      found |= Self.unprintableMarks(UInt64(littleEndian: word))
      target.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    if offset < length {
      let word = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      found |= Self.unprintableMarks(UInt64(littleEndian: word))
      target.storeBytes(of: word, toByteOffset: length - 8, as: UInt64.self)
    }
    // Beyond printable ASCII (accents, symbols, or a control): copied already, and kept
    // when a second scan finds no control character in it.
    guard found & ByteWord.highBits == 0 || !Self.mayHoldControl(bytes) else { return false }
    count += length
    return true
  }

  /// The bytes of `word` that are not printable ASCII or a space (below 0x20, 0x7F, or
  /// beyond ASCII) marked as `ByteWord` marks them: a cheaper test than `controlMarks`,
  /// which nearly every text passes, and which every control character fails.
  @inline(__always)
  private static func unprintableMarks(_ word: UInt64) -> UInt64 {
    ByteWord.marks(word, below: 0x20) | (word &+ ByteWord.ones) | word
  }

  /// Whether `bytes` may hold a C0 control, DEL or the lead byte of a C1 control (0xC2):
  /// exact but for a rare `true` too many, which costs only the slow path's same output.
  /// Eight bytes at a time, the last ones as the text's last eight (bytes read twice change
  /// nothing).
  private static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    guard count >= 8 else {
      for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 { return true }
      return false
    }
    let raw = UnsafeRawPointer(base)
    var found: UInt64 = 0
    var index = 0
    while index + 8 <= count {
      found |= controlMarks(
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
      index += 8
    }
    if index < count {
      found |= controlMarks(
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)))
    }
    return found & ByteWord.highBits != 0
  }

  /// The bytes of `word` below 0x20, 0x7F or 0xC2 marked as `ByteWord` marks them: only
  /// the answer's high bits (`ByteWord.highBits`) mean anything.
  @inline(__always)
  private static func controlMarks(_ word: UInt64) -> UInt64 {
    ByteWord.marks(word, below: 0x20) | ByteWord.marks(word, equalTo: 0x7F)
      | ByteWord.marks(word, equalTo: 0xC2)
  }

  /// Writes a literal: its bytes are in the binary, so nothing is copied to find them.
  package func write(literal text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    append(bytes)
  }

  /// `write(_:)` of `bytes`, inlined where it is called: what fits is copied in place,
  /// what does not goes through `appendMakingRoom`.
  @inline(__always)
  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, count &+ bytes.count <= Self.capacity else {
      return appendMakingRoom(bytes)
    }
    Self.copy(bytes.count, from: source, to: storage + count)
    count &+= bytes.count
  }

  /// `write(_:)` of `bytes` that the buffer has no room for as it stands.
  private func appendMakingRoom(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > Self.capacity {
      makeRoom()
      guard count + bytes.count > Self.capacity else {
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
        return
      }
      flush()
      if bytes.count > Self.capacity {
        writeOut(source, bytes.count)
        return
      }
    }
    Self.copy(bytes.count, from: source, to: storage + count)
    count += bytes.count
  }

  /// Copies the `length` bytes (one to two `Word`s) as the first and the last `Word`,
  /// which overlap when `length` is less than two of them.
  @inline(__always)
  private static func copyHeadAndTail<Word: FixedWidthInteger>(
    _: Word.Type, _ length: Int, from: UnsafeRawPointer, to: UnsafeMutableRawPointer
  ) {
    let last = length - MemoryLayout<Word>.size
    let (head, tail) = (
      from.loadUnaligned(as: Word.self), from.loadUnaligned(fromByteOffset: last, as: Word.self)
    )
    to.storeBytes(of: head, as: Word.self)
    to.storeBytes(of: tail, toByteOffset: last, as: Word.self)
  }

  /// Copies `length` bytes. Up to 16 (a label, a literal, a short text: most of what a
  /// command writes) in two overlapping loads and stores of a word, a half or a byte, not
  /// a call to `memcpy` (some 30 instructions a write).
  @inline(__always)
  private static func copy(
    _ length: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    switch length {
    case 8...16: copyHeadAndTail(UInt64.self, length, from: from, to: to)
    case 4...7: copyHeadAndTail(UInt32.self, length, from: from, to: to)
    case 1...3:
      // The first, the last and the middle byte (the same byte when fewer than three).
      let (first, middle, last) = (source[0], source[length / 2], source[length - 1])
      target[0] = first
      target[length / 2] = middle
      target[length - 1] = last
    case 0:
      break
    default:
      target.update(from: source, count: length)
    }
  }

  package func write(_ byte: UInt8) {
    if count == Self.capacity {
      makeRoom()
      if count == Self.capacity { flush() }
    }
    storage[count] = byte
    count += 1
  }

  package func write(decimal value: Int) {
    if value < 0 {
      write(UInt8(ascii: "-"))
      // Int.min has no positive counterpart; its magnitude is printed through UInt.
      writeDigits(value.magnitude)
      return
    }
    writeDigits(UInt(value))
  }

  /// The eight decimal digits of `value` (below 100,000,000), leading zeros included, one a
  /// byte, the first in the lowest, as values 0 to 9: the halves of four digits, then their
  /// hundreds, then their tens, split in every lane at once by multiplying (`x * 10486 >> 20`
  /// is `x / 100` below 10,000, `x * 103 >> 10` is `x / 10` below 179).
  @inline(__always)
  static func eightDigits(_ value: UInt32) -> UInt64 {
    let halves = UInt64(value / 10_000) | UInt64(value % 10_000) << 32
    let hundreds = ((halves &* 10_486) >> 20) & 0x0000_007F_0000_007F
    let pairs = (halves &- hundreds &* 100) << 16 | hundreds
    let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
    return (pairs &- tens &* 10) << 8 | tens
  }

  /// Writes the digits straight into the buffer, last digit first. A value of at most
  /// eight digits (an ID, a count: nearly every number written) as one store of a word
  /// (`eightDigits`), where counting its digits, then writing them two at a time, cost as
  /// much as the rest of a list's row.
  @inline(__always)
  private func writeDigits(_ value: UInt) {
    if value < 100_000_000, count + 8 <= Self.capacity {
      let digits = Self.eightDigits(UInt32(truncatingIfNeeded: value))
      // The leading zeros are the lowest bytes: one digit at least.
      let zeros = (digits | 1 << 56).trailingZeroBitCount &>> 3
      let ascii = (digits | 0x3030_3030_3030_3030) &>> UInt64(8 &* zeros)
      UnsafeMutableRawPointer(storage + count).storeBytes(
        of: ascii.littleEndian, as: UInt64.self)
      count &+= 8 &- zeros
      return
    }
    let width = DecimalDigits.count(UInt64(value))
    var at = count
    if at + width > Self.capacity {
      makeRoom()
      if count + width > Self.capacity { flush() }
      at = count
    }
    DecimalDigits.write(UInt64(value), width: width, at: storage + at)
    count = at + width
  }

  /// Appends `count` spaces, sixteen at a time: a column of a list pads every row. Up to
  /// eight as one store of a word.
  package func pad(_ count: Int) {
    guard count > 0 else { return }
    if count <= 8, self.count + 8 <= Self.capacity {
      UnsafeMutableRawPointer(storage + self.count).storeBytes(
        of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
      self.count &+= count
      return
    }
    var left = count
    while left > 0 {
      let run = min(left, Self.spaces.utf8CodeUnitCount)
      write(UnsafeBufferPointer(start: Self.spaces.utf8Start, count: run))
      left -= run
    }
  }

  private static let spaces: StaticString = "                "

  /// Ends a line.
  package func endLine() {
    if count < Self.capacity {
      storage[count] = UInt8(ascii: "\n")
      count &+= 1
    } else {
      write(UInt8(ascii: "\n"))
    }
  }

  /// Writes everything buffered.
  package func flush() {
    runWillWrite()
    writeAll()
  }

  private func writeAll() {
    defer {
      count = 0
      savedCount = 0
      commandStart = 0
    }
    guard count > 0 else { return }
    writeOut(storage, count)
  }

  private func runWillWrite() {
    guard count > 0, let willWrite else { return }
    // Unset while it runs: what it writes goes into the buffer, not round again.
    self.willWrite = nil
    willWrite()
    self.willWrite = willWrite
  }

  /// Makes room in a full buffer by writing the output of the commands that have ended;
  /// the running command's stays. A command whose own output fills the buffer is written
  /// as it comes.
  private func makeRoom() {
    let cut = commandStart
    guard cut > 0 else { return flush() }
    runWillWrite()
    // A lost write told in between has rewritten the buffer: it is all true now.
    guard commandStart == cut, count >= cut else { return writeAll() }
    writeOut(storage, cut)
    storage.update(from: storage + cut, count: count - cut)
    count -= cut
    savedCount = 0
    commandStart = 0
  }

  /// Marks where the output of the next command starts.
  package func markCommandStart() {
    commandStart = count
  }

  /// Marks everything buffered so far as true to write.
  package func markSaved() {
    savedCount = count
  }

  /// Marks everything buffered before the running command's output as true to write.
  package func markSavedBeforeCommand() {
    savedCount = commandStart
  }

  /// Drops what was buffered after the last `markSaved()`.
  package func discardUnsaved() {
    count = savedCount
    commandStart = min(commandStart, count)
  }

  /// Writes what is buffered and drops every later write.
  package func flushAndSilence() {
    writeAll()
    isSilenced = true
  }

  /// Writes again after `flushAndSilence()`, dropping what was buffered meanwhile: a process
  /// that goes on after a lost write (an interactive session) speaks again from its next
  /// command.
  package func resumeAfterSilence() {
    guard isSilenced else { return }
    count = 0
    savedCount = 0
    commandStart = 0
    isSilenced = false
  }

  private func writeOut(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
    // Silenced output is still buffered, then dropped here: one check per write(2), none
    // per byte.
    guard !hasFailed, !isSilenced else { return }
    guard descriptor >= 0 else {
      if captures { captured.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length)) }
      return
    }
    var offset = 0
    while offset < length {
      let written = systemWrite(descriptor, bytes + offset, length - offset)
      if written < 0 {
        if errno == EINTR { continue }
        firstFailure = errno
        return
      }
      offset += written
    }
  }
}

extension OutputBuffer {
  /// The error that made a write fail, for the message that reports it.
  package var failureError: SystemError? { firstFailure.map(SystemError.init(code:)) }

  /// Writes `puremvp: error: MESSAGE` as one line: the form of every error that does not
  /// come from a script line (those are written by `Console.fail` with `FILE:LINE:`).
  package func writeProgramError(_ message: String) {
    write("puremvp: error: ")
    write(message)
    endLine()
  }

  /// Writes `puremvp: note: MESSAGE` as one line, at once: something the user should know
  /// though nothing failed.
  package func writeProgramNote(_ message: String) {
    write("puremvp: note: ")
    write(message)
    endLine()
    flush()
  }
}
