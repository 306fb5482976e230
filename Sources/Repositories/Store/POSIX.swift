import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX calls the file gateways need.
///
/// The gateways use the C library directly rather than Foundation: a one-shot command
/// must start, load and save within a few milliseconds, and these calls are all it needs.
enum POSIX {
  /// Opens `path`, for types whose own `open()` hides the C function.
  static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
  }

  /// Closes `descriptor`, for types whose own `close()` hides the C function.
  static func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
  }

  /// The text of the current `errno`.
  static func lastError() -> String {
    String(cString: strerror(errno))
  }

  /// Whether `path` names a directory; `nil` when nothing is there.
  static func isDirectory(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `path` and any missing parents with mode 0700.
  static func makeDirectories(_ path: String) throws(StoreFailure) {
    if let isDirectory = isDirectory(path) {
      guard isDirectory else { throw .unwritable(path: path, reason: "not a directory") }
      return
    }
    let parent = parentDirectory(of: path)
    if parent != path, !parent.isEmpty { try makeDirectories(parent) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw .unwritable(path: path, reason: lastError())
    }
  }

  /// The directory that holds `path`.
  static func parentDirectory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// The whole content of `path`, or `nil` when no file is there.
  static func readFile(_ path: String) throws(StoreFailure) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw .unreadable(path: path, reason: lastError())
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: lastError()) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: lastError())
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  /// Reads `path` in pieces of `size` bytes, handing each to `body` and then an empty one
  /// marked as the end; `body` returns whether to go on. Returns `false` when no file is
  /// there. The checks are those of `readFile`: keep the two alike.
  static func forEachChunk(
    of path: String, size: Int,
    _ body: (_ chunk: UnsafeBufferPointer<UInt8>, _ isEnd: Bool) -> Bool
  ) throws(StoreFailure) -> Bool {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return false }
      throw .unreadable(path: path, reason: lastError())
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: lastError()) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    defer { chunk.deallocate() }
    while true {
      let count = read(fd, chunk.baseAddress, size)
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: lastError())
      }
      if count == 0 {
        _ = body(UnsafeBufferPointer(start: chunk.baseAddress, count: 0), true)
        return true
      }
      guard body(UnsafeBufferPointer(rebasing: chunk[..<count]), false) else { return true }
    }
  }

  /// Writes all of `bytes` to `fd`, retrying short writes.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .unwritable(path: path, reason: lastError())
      }
      offset += written
    }
  }

  /// Flushes `fd` to stable storage.
  static func sync(_ fd: Int32, path: String) throws(StoreFailure) {
    guard fsync(fd) == 0 else { throw .unwritable(path: path, reason: lastError()) }
  }

  /// Flushes the directory entry changes of `directory` (a create or rename) to disk.
  static func syncDirectory(_ directory: String) throws(StoreFailure) {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw .unwritable(path: directory, reason: lastError()) }
    defer { close(fd) }
    try sync(fd, path: directory)
  }

  /// Replaces `path` with `bytes` atomically: temporary file, fsync, rename, fsync directory.
  static func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreFailure) {
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .unwritable(path: temporary, reason: lastError()) }
    do {
      defer { close(fd) }
      try writeAll(fd, bytes, path: temporary)
      try sync(fd, path: temporary)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let reason = lastError()
      unlink(temporary)
      throw .unwritable(path: path, reason: reason)
    }
    try syncDirectory(parentDirectory(of: path))
  }
}

extension POSIX {
  /// A monotonic clock reading, for deadlines.
  static func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }
}
