import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  private let directory: StoreDirectory
  private var descriptor: Int32 = -1
  private var buffer: [UInt8] = []
  /// Bytes of the file that hold whole records; a torn tail starts here.
  private var wholeLength = 0
  private var hasTornTail = false
  /// A hand-written file whose last line has no newline: one is written before appending.
  private var lacksFinalNewline = false
  private var fileExists = false
  /// Records in the file plus those appended since it was loaded.
  private(set) var recordCount = 0

  /// How many bytes to buffer before a write: large enough that a million commands make
  /// few system calls, small enough that a crash loses little.
  private static let batchSize = 1 << 16

  /// A journal for the file `name` in `directory`, whose header line is `header`.
  init(name: String, header: String, directory: StoreDirectory) {
    self.path = directory.filePath(name)
    self.header = header
    self.directory = directory
  }

  /// Opens the directory, reads the file and hands each record line to `apply`, in order.
  ///
  /// A missing file is an empty journal. `apply` throws a `StoreProblem` for a record it
  /// refuses; the failure names the file and line.
  func load(
    _ apply: (_ record: String, _ line: Int) throws(StoreProblem) -> Void
  ) throws(StoreFailure) {
    try directory.open()
    directory.register(self)
    guard let bytes = try POSIX.readFile(path) else { return }
    fileExists = true
    var lineNumber = 0
    var start = 0
    // A UTF-8 byte order mark is tolerated at the start of hand-written fixture files.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count {
      lineNumber += 1
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      if newline == nil, directory.mode == .readWrite, lineNumber > 1 {
        // A torn tail: the last append was interrupted before its newline.
        hasTornTail = true
        break
      }
      let end = newline ?? bytes.count
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let slice = bytes[start..<lineEnd]
      guard !slice.contains(0), let line = String(validating: slice, as: UTF8.self) else {
        throw .corrupt(path: path, line: lineNumber, problem: .notText)
      }
      if lineNumber == 1 {
        try checkHeader(line)
      } else if !line.isEmpty, !line.hasPrefix("#") {
        do throws(StoreProblem) {
          try apply(line, lineNumber)
        } catch {
          throw .corrupt(path: path, line: lineNumber, problem: error)
        }
        recordCount += 1
      }
      start = end + 1
      wholeLength = min(start, bytes.count)
      lacksFinalNewline = newline == nil
    }
    if lineNumber == 0 { throw .corrupt(path: path, line: nil, problem: .empty) }
  }

  /// Buffers one record line, written by `encode` without its newline.
  func append(_ encode: (inout [UInt8]) -> Void) throws(StoreFailure) {
    guard directory.mode == .readWrite else { return }
    try directory.willAppend(to: self)
    encode(&buffer)
    buffer.append(UInt8(ascii: "\n"))
    recordCount += 1
    if buffer.count >= Self.batchSize { try writeBuffer() }
  }

  /// Writes the buffered records to the file, creating it first if needed.
  func writeBuffer() throws(StoreFailure) {
    guard !buffer.isEmpty else { return }
    if descriptor < 0 { try openForAppend() }
    try POSIX.writeAll(descriptor, buffer, path: path)
    buffer.removeAll(keepingCapacity: true)
  }

  /// How many records a compacted file would hold; set by the gateway that owns the journal.
  var liveRecords: () -> Int = { 0 }
  /// Writes the records of a compacted file, each ending in a newline; set by the gateway.
  var snapshot: (inout [UInt8]) -> Void = { _ in }

  /// Writes what is buffered, syncs the file, and rewrites it when mostly dead records.
  func finish() throws(StoreFailure) {
    try writeBuffer()
    if descriptor >= 0 {
      try POSIX.sync(descriptor, path: path)
      close(descriptor)
      descriptor = -1
    }
    // Compact once dead records outnumber live ones: the rewrite costs about what loading
    // the file costs, so it at most doubles the time spent on that process's load.
    let liveRecords = liveRecords()
    if directory.mode == .readWrite, fileExists, recordCount > 2 * liveRecords + 1_000 {
      var bytes = Array(header.utf8)
      bytes.append(UInt8(ascii: "\n"))
      snapshot(&bytes)
      try POSIX.replaceAtomically(path, with: bytes)
      recordCount = liveRecords
      wholeLength = bytes.count
      hasTornTail = false
      lacksFinalNewline = false
    }
  }

  private func checkHeader(_ line: String) throws(StoreFailure) {
    guard line == header else {
      let name = header.prefix { $0 != " " }
      if line.hasPrefix(name + " ") {
        throw .corrupt(
          path: path, line: 1,
          problem: .unsupportedVersion(found: String(line.dropFirst(name.count + 1))))
      }
      throw .corrupt(path: path, line: 1, problem: .missingHeader(expected: header))
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
