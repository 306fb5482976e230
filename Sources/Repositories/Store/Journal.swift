import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A gateway that keeps its state in a journal, and can write that state afresh.
protocol JournalOwner: AnyObject {
  /// How many records a compacted file would hold.
  var liveRecordCount: Int { get }
  /// Writes the records of a compacted file, each ending in a newline.
  func writeSnapshot(into buffer: inout [UInt8])
}

/// One gateway file: a versioned header line, then one record per line, appended as
/// commands run and rewritten whole only by compaction.
///
/// Records are buffered and written in batches; a line is the unit of recovery: a last line
/// without its newline is the torn tail of an interrupted write, dropped on load (the store
/// then holds a prefix of the commands) and cut off before the next append. Anything else
/// that does not parse makes the file corrupt: it is refused and never written.
final class Journal {
  /// The file's path.
  let path: String
  private let header: String
  /// Headers of older versions still read; such a file is rewritten under `header` when
  /// this process has appended to it (at `finish`), so no older binary meets a new record
  /// under an old header for longer than one process.
  private let olderHeaders: [String]
  private var isOlderVersion = false
  private var hasAppended = false
  private let directory: StoreDirectory
  private var descriptor: Int32 = -1
  private var buffer: [UInt8] = []
  /// Bytes of the file that hold whole records; a torn tail starts here.
  private var wholeLength = 0
  private var hasTornTail = false
  /// A hand-written file whose last line has no newline: one is written before appending.
  private var lacksFinalNewline = false
  private var fileExists = false
  /// The first write that failed; every later write fails the same way.
  private var writeFailure: StoreFailure?
  /// Records in the file plus those appended since it was loaded.
  private(set) var recordCount = 0

  /// How many bytes to buffer before a write: large enough that a million commands make
  /// few system calls, small enough that a crash loses little.
  private static let batchSize = 1 << 16

  /// A journal for the file `name` in `directory`, whose header line is `header` (or one of
  /// `olderHeaders`, read the same way).
  init(name: String, header: String, olderHeaders: [String] = [], directory: StoreDirectory) {
    self.path = directory.filePath(name)
    self.header = header
    self.olderHeaders = olderHeaders
    self.directory = directory
  }

  /// Opens the directory, reads the file and hands each record line to `apply`, in order.
  ///
  /// A missing file is an empty journal. `apply` throws a `StoreProblem` for a record it
  /// refuses; the failure names the file and line.
  func load(
    _ apply: (_ record: String, _ line: Int) throws(StoreProblem) -> Void
  ) throws(StoreFailure) {
    try loadRecords { (bytes, line) throws(StoreProblem) in
      try apply(String(decoding: bytes, as: UTF8.self), line)
    }
  }

  /// `load(_:)` without building a `String` per line: `apply` gets each record's bytes,
  /// already checked to be UTF-8 without NUL, valid only during the call.
  func loadRecords(
    _ apply: (_ record: UnsafeBufferPointer<UInt8>, _ line: Int) throws(StoreProblem) -> Void
  ) throws(StoreFailure) {
    try directory.open()
    directory.register(self)
    guard let bytes = try POSIX.readFile(path) else { return }
    fileExists = true
    let isWritable = directory.mode == .readWrite
    let scan = bytes.withUnsafeBufferPointer { buffer in
      Self.scan(
        buffer, apply: apply, tornTailAllowed: isWritable, header: header,
        olderHeaders: olderHeaders)
    }
    switch scan {
    case .failure(let line, let problem):
      throw .corrupt(path: path, line: line, problem: problem)
    case .success(
      let records, let wholeLength, let hasTornTail, let lacksFinalNewline, let isOlderVersion):
      self.isOlderVersion = isOlderVersion
      recordCount = records
      self.wholeLength = wholeLength
      self.hasTornTail = hasTornTail
      self.lacksFinalNewline = lacksFinalNewline
    }
  }

  /// What a scan of a journal's bytes found.
  enum Scan {
    case success(
      records: Int, wholeLength: Int, hasTornTail: Bool, lacksFinalNewline: Bool,
      isOlderVersion: Bool)
    case failure(line: Int?, problem: StoreProblem)
  }

  /// Checks the header and hands each record line to `apply`: pure, so the fuzz targets
  /// (Fuzz/) reach the same code a load runs without touching the file system.
  static func scan(
    _ buffer: UnsafeBufferPointer<UInt8>,
    apply: (UnsafeBufferPointer<UInt8>, Int) throws(StoreProblem) -> Void,
    tornTailAllowed: Bool, header: String, olderHeaders: [String] = []
  ) -> Scan {
    guard let base = buffer.baseAddress, !buffer.isEmpty else {
      return .failure(line: nil, problem: .empty)
    }
    let count = buffer.count
    var start = 0
    // A UTF-8 byte order mark is tolerated at the start of hand-written fixture files.
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { start = 3 }
    var lineNumber = 0
    var records = 0
    var wholeLength = start
    var lacksFinalNewline = false
    var isOlderVersion = false
    while start < count {
      lineNumber += 1
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
      let end = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
      if found == nil, tornTailAllowed, lineNumber > 1 {
        // A torn tail: the last append was interrupted before its newline.
        return .success(
          records: records, wholeLength: wholeLength, hasTornTail: true, lacksFinalNewline: false,
          isOlderVersion: isOlderVersion)
      }
      var lineEnd = end
      if lineEnd > start, base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
      guard isText(line) else { return .failure(line: lineNumber, problem: .notText) }
      if lineNumber == 1 {
        if let problem = headerProblem(line, header: header) {
          guard olderHeaders.contains(where: { line.elementsEqual($0.utf8) }) else {
            return .failure(line: 1, problem: problem)
          }
          isOlderVersion = true
        }
      } else if let first = line.first, first != UInt8(ascii: "#") {
        do {
          try apply(line, lineNumber)
        } catch {
          return .failure(line: lineNumber, problem: error)
        }
        records += 1
      }
      start = end + 1
      wholeLength = min(start, count)
      lacksFinalNewline = found == nil
    }
    guard lineNumber > 0 else { return .failure(line: nil, problem: .empty) }
    return .success(
      records: records, wholeLength: wholeLength, hasTornTail: false,
      lacksFinalNewline: lacksFinalNewline, isOlderVersion: isOlderVersion)
  }

  /// Whether `line` is UTF-8 without NUL; ASCII lines are checked without building a String.
  private static func isText(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var isASCII = true
    for byte in line {
      if byte == 0 { return false }
      if byte >= 0x80 { isASCII = false }
    }
    return isASCII || String(validating: line, as: UTF8.self) != nil
  }

  private static func headerProblem(_ line: UnsafeBufferPointer<UInt8>, header: String)
    -> StoreProblem?
  {
    let text = String(decoding: line, as: UTF8.self)
    guard text != header else { return nil }
    let name = header.prefix { $0 != " " }
    if text.hasPrefix(name + " ") {
      return .unsupportedVersion(found: String(text.dropFirst(name.count + 1)))
    }
    return .missingHeader(expected: header)
  }

  /// Buffers one record line, written by `encode` without its newline.
  func append(_ encode: (inout [UInt8]) -> Void) throws(StoreFailure) {
    guard directory.mode == .readWrite else { return }
    if let writeFailure { throw writeFailure }
    try directory.willAppend(to: self)
    encode(&buffer)
    buffer.append(UInt8(ascii: "\n"))
    recordCount += 1
    hasAppended = true
    if buffer.count >= Self.batchSize { try writeBuffer() }
  }

  /// Writes the buffered records to the file, creating it first if needed.
  func writeBuffer() throws(StoreFailure) {
    guard !buffer.isEmpty else { return }
    if let writeFailure { throw writeFailure }
    do {
      if descriptor < 0 { try openForAppend() }
      try POSIX.writeAll(descriptor, buffer, path: path)
      buffer.removeAll(keepingCapacity: true)
    } catch {
      // The file now ends somewhere in this batch (a torn tail at worst): still a prefix.
      // Later writes could only tear it further, so the journal refuses them from now on.
      writeFailure = error
      buffer.removeAll()
      throw error
    }
  }

  /// The gateway whose state a compaction writes. Weak: the gateway owns the journal, and a
  /// gateway gone before the store closes simply leaves its file uncompacted.
  weak var owner: (any JournalOwner)?

  /// Writes what is buffered, syncs the file, and rewrites it when mostly dead records.
  func finish() throws(StoreFailure) {
    guard writeFailure == nil else {
      // Already reported by the command that met it; nothing more can be saved.
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
      return
    }
    try writeBuffer()
    if descriptor >= 0 {
      try POSIX.sync(descriptor, path: path)
      close(descriptor)
      descriptor = -1
    }
    // Compact once dead records outnumber live ones: the rewrite costs about what loading
    // the file costs, so it at most doubles the time spent on that process's load.
    guard let owner else { return }
    let liveRecords = owner.liveRecordCount
    let upgrades = isOlderVersion && hasAppended
    if directory.mode == .readWrite, fileExists, upgrades || recordCount > 2 * liveRecords + 1_000 {
      var bytes = Array(header.utf8)
      bytes.append(UInt8(ascii: "\n"))
      owner.writeSnapshot(into: &bytes)
      try POSIX.replaceAtomically(path, with: bytes)
      recordCount = liveRecords
      isOlderVersion = false
      wholeLength = bytes.count
      hasTornTail = false
      lacksFinalNewline = false
    }
  }

  private func openForAppend() throws(StoreFailure) {
    if !fileExists {
      var bytes = Array(header.utf8)
      bytes.append(UInt8(ascii: "\n"))
      try POSIX.replaceAtomically(path, with: bytes)
      fileExists = true
      wholeLength = bytes.count
    }
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .unwritable(path: path, reason: POSIX.lastError()) }
    if hasTornTail {
      guard ftruncate(fd, off_t(wholeLength)) == 0 else {
        let reason = POSIX.lastError()
        close(fd)
        throw .unwritable(path: path, reason: reason)
      }
      hasTornTail = false
    }
    guard lseek(fd, 0, SEEK_END) >= 0 else {
      let reason = POSIX.lastError()
      close(fd)
      throw .unwritable(path: path, reason: reason)
    }
    descriptor = fd
    if lacksFinalNewline {
      try POSIX.writeAll(fd, [UInt8(ascii: "\n")], path: path)
      lacksFinalNewline = false
    }
  }
}
