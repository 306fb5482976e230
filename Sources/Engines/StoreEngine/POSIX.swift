import SystemInterface

/// Thin wrappers over the POSIX calls the file gateways need.
///
/// The gateways use the C library directly rather than Foundation: a one-shot command
/// must start, load and save within a few milliseconds, and these calls are all it needs.
package enum POSIX {
  /// Opens `path`, for types whose own `open()` hides the C function.
  package static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
  }

  /// Closes `descriptor`, for types whose own `close()` hides the C function.
  package static func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
  }

  /// The error the last failed call left in `errno`.
  package static func lastError() -> SystemError {
    SystemError.last
  }

  /// Whether `path` names a directory; `nil` when nothing is there.
  package static func isDirectory(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `path` and any missing parents with mode 0700.
  package static func makeDirectories(_ path: String) throws(StoreFailure) {
    if let isDirectory = isDirectory(path) {
      guard isDirectory else { throw .unwritable(path: path, reason: .notADirectory) }
      return
    }
    let parent = parentDirectory(of: path)
    if parent != path, !parent.isEmpty { try makeDirectories(parent) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw .unwritable(path: path, reason: lastError())
    }
  }

  /// The directory that holds `path`.
  package static func parentDirectory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// Reads `fd` to its end; `path` names it in a failure.
  package static func readAll(_ fd: Int32, path: String) throws(StoreFailure) -> [UInt8] {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: lastError()) }
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

  /// Reads the open file `fd` (at `path`, for messages) in pieces of `size` bytes, handing
  /// each to `body` and then an empty one marked as the end; `body` returns whether to go on.
  /// `body` is also given the file's lines, to count ahead of what it was handed.
  package static func forEachChunk(
    of fd: Int32, path: String, size: Int,
    _ body: (_ chunk: UnsafeBufferPointer<UInt8>, _ isEnd: Bool, _ ahead: FileLines) -> Bool
  ) throws(StoreFailure) {
    let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    defer { chunk.deallocate() }
    let ahead = FileLines(descriptor: fd, pieceSize: size)
    while true {
      let count = read(fd, chunk.baseAddress, size)
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: lastError())
      }
      if count == 0 {
        _ = body(UnsafeBufferPointer(start: chunk.baseAddress, count: 0), true, ahead)
        return
      }
      guard body(UnsafeBufferPointer(rebasing: chunk[..<count]), false, ahead) else { return }
      if let target = ahead.takeSeek() {
        // The body skips a block it reads only on demand (the tasks file's undo history).
        guard lseek(fd, off_t(target), SEEK_SET) >= 0 else {
          throw .unreadable(path: path, reason: lastError())
        }
      }
    }
  }

  /// The lines of an open file, counted where they lie (`pread`, a piece at a time) without
  /// moving the descriptor's position or holding them: how a load learns that a group of a
  /// million records is all there before it applies the first, instead of holding the whole
  /// group in memory to find out.
  package final class FileLines {
    private let descriptor: Int32
    private let scratch: UnsafeMutableBufferPointer<UInt8>

    /// The lines of the open file `descriptor`, counted `pieceSize` bytes at a time.
    package init(descriptor: Int32, pieceSize: Int) {
      self.descriptor = descriptor
      scratch = .allocate(capacity: max(1, pieceSize))
    }

    deinit { scratch.deallocate() }

    /// Where the next piece is to be read from, when the reader asked to skip ahead.
    private var seekTarget: Int?

    /// Has the next piece read from byte `offset` of the file, skipping what lies between.
    package func seek(to offset: Int) { seekTarget = offset }

    /// The offset asked for by `seek(to:)`, once.
    fileprivate func takeSeek() -> Int? {
      defer { seekTarget = nil }
      return seekTarget
    }

    /// Whether the file holds at least `length` bytes.
    package func holds(bytes length: Int) -> Bool {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { return false }
      return Int(status.st_size) >= length
    }

    /// Whether at least `lines` lines, each ending in a newline, begin at byte `offset` of
    /// the file; with `lastMayLackNewline`, the last one may end at the end of the file
    /// instead. `false` too when the file cannot be read there (the load then reads on, and
    /// meets the same failure).
    package func has(_ lines: Int, from offset: Int, lastMayLackNewline: Bool) -> Bool {
      guard let target = scratch.baseAddress else { return false }
      let base = UnsafePointer(target)
      var position = offset
      var found = 0
      var endsInLine = false
      while found < lines {
        let count = pread(descriptor, target, scratch.count, off_t(position))
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        if count == 0 { return lastMayLackNewline && endsInLine && found + 1 == lines }
        var start = 0
        while found < lines, start < count,
          let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
        {
          start = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
          found += 1
        }
        endsInLine = start < count
        position += count
      }
      return true
    }
  }

  /// Writes all of `bytes` to `fd`, retrying short writes.
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreFailure) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(StoreFailure) in
      try writeAll(fd, buffer, path: path)
    }
  }

  /// `writeAll(_:_:path:)` for bytes held elsewhere than in an array (a journal's buffer).
  package static func writeAll(
    _ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>, path: String
  ) throws(StoreFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw .unwritable(path: path, reason: lastError())
      }
      offset += written
    }
  }

  /// Flushes `fd` to stable storage.
  package static func sync(_ fd: Int32, path: String) throws(StoreFailure) {
    guard fsync(fd) == 0 else { throw .unwritable(path: path, reason: lastError()) }
  }

  /// Replaces `name` in the directory `directory` with `bytes` atomically: a new temporary
  /// file, fsync, rename, fsync of the directory. `path` names the file in a failure.
  package static func replaceAtomically(
    _ name: String, in directory: Int32, path: String, with bytes: [UInt8]
  ) throws(StoreFailure) {
    try replaceAtomically(name, in: directory, path: path) { (write) throws(StoreFailure) in
      try write(bytes)
    }
  }

  /// `replaceAtomically(_:in:path:with:)` for content written a piece at a time: `body`
  /// hands each piece to the function it is given, in order, and nothing of it shows
  /// until all of it is written and synced.
  package static func replaceAtomically(
    _ name: String, in directory: Int32, path: String,
    writing body: (_ write: ([UInt8]) throws(StoreFailure) -> Void) throws(StoreFailure) -> Void
  ) throws(StoreFailure) {
    let temporary = temporaryName(for: name)
    let temporaryPath = parentDirectory(of: path) + "/" + temporary
    let fd = try createExclusively(temporary, in: directory, path: temporaryPath)
    do {
      defer { close(fd) }
      try body { (bytes) throws(StoreFailure) in try writeAll(fd, bytes, path: temporaryPath) }
      try sync(fd, path: temporaryPath)
    } catch {
      unlinkat(directory, temporary, 0)
      throw error
    }
    guard renameat(directory, temporary, directory, name) == 0 else {
      let reason = lastError()
      unlinkat(directory, temporary, 0)
      throw .unwritable(path: path, reason: reason)
    }
    try sync(directory, path: parentDirectory(of: path))
  }
}

/// Files another user may have planted: how the store opens and checks what it finds.
extension POSIX {
  /// How far the files of a directory are trusted.
  package enum Trust {
    /// A store: no link is followed, and every file must be a regular file of ours.
    case store
    /// Fixtures, only read: links are followed (a checkout may hold them) and files may
    /// belong to anyone, but they must still be regular files.
    case fixture
  }

  /// A name for a new temporary file beside `name` that nobody can guess in advance:
  /// `name.tmp-` and 16 hex digits from the system's secure generator (`getrandom` on
  /// Linux, `arc4random` on Apple platforms), so another user cannot plant a link there.
  package static func temporaryName(for name: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = String(generator.next() as UInt64, radix: 16)
    return name + ".tmp-" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether `entry` is a temporary file name of one of `names`: `NAME.tmp-` and 1 to 16
  /// hex digits, which covers today's random names and the `NAME.tmp-PID` of older versions.
  package static func isTemporaryName(_ entry: String, of names: [String]) -> Bool {
    for name in names where entry.hasPrefix(name + ".tmp-") {
      let suffix = entry.utf8.dropFirst(name.utf8.count + 5)
      return (1...16).contains(suffix.count)
        && suffix.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
    return false
  }

  /// Creates `name` in `directory` for writing, 0600, failing if anything is there already
  /// (a file, or a link, which is not followed). `path` names it in a failure.
  package static func createExclusively(
    _ name: String, in directory: Int32, path: String
  ) throws(StoreFailure) -> Int32 {
    let fd = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .unwritable(path: path, reason: lastError()) }
    return fd
  }

  /// What `openChecked` opened: the descriptor, and its permission bits when they let
  /// others in (a store file the caller narrows to its owner).
  package struct CheckedFile {
    package var descriptor: Int32
    package var wideMode: mode_t?
  }

  /// Opens `name` in `directory` with `flags`, checked after the open (never before, which
  /// would leave a window to swap the file): `nil` when nothing is there.
  ///
  /// The open never waits: `O_NONBLOCK` makes a FIFO open at once (its type is then refused)
  /// and is cleared afterwards. A store file must be a regular file of ours, not a link (its
  /// mode is reported when others could read or write it). A fixture file must
  /// be a regular file. `path` names the file in a failure; `writing` says which failure a
  /// refused open is (`unwritable` rather than `unreadable`).
  package static func openChecked(
    _ name: String, in directory: Int32, path: String, flags: Int32, trust: Trust,
    writing: Bool
  ) throws(StoreFailure) -> CheckedFile? {
    let noFollow = trust == .store ? O_NOFOLLOW : 0
    let fd = openat(directory, name, flags | noFollow | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      switch errno {
      case ENOENT: return nil
      // A link under O_NOFOLLOW; Linux says ELOOP, the BSDs EMLINK.
      case ELOOP where trust == .store, EMLINK where trust == .store:
        throw .untrustedFile(path: path, reason: .symbolicLink)
      // A directory opened for writing; a FIFO without reader or a socket opened for writing.
      case EISDIR, ENXIO, EOPNOTSUPP: throw .untrustedFile(path: path, reason: .notRegularFile)
      default:
        let reason = lastError()
        throw writing
          ? .unwritable(path: path, reason: reason) : .unreadable(path: path, reason: reason)
      }
    }
    do throws(StoreFailure) {
      var info = stat()
      guard fstat(fd, &info) == 0 else {
        throw StoreFailure.unreadable(path: path, reason: lastError())
      }
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw StoreFailure.untrustedFile(path: path, reason: .notRegularFile)
      }
      var wideMode: mode_t?
      if trust == .store {
        guard info.st_uid == geteuid() else {
          throw StoreFailure.untrustedFile(
            path: path, reason: .ownedByOtherUser(uid: UInt32(info.st_uid)))
        }
        let permissions = info.st_mode & 0o7777
        if permissions & 0o077 != 0 { wideMode = permissions }
      }
      let status = fcntl(fd, F_GETFL)
      if status >= 0 { _ = fcntl(fd, F_SETFL, status & ~O_NONBLOCK) }
      return CheckedFile(descriptor: fd, wideMode: wideMode)
    } catch {
      close(fd)
      throw error
    }
  }

  /// Whether `fd` is still the file called `name` in `directory` (same device and inode):
  /// `false` once it was removed or replaced.
  package static func isStill(_ fd: Int32, named name: String, in directory: Int32) -> Bool {
    var held = stat()
    var current = stat()
    guard fstat(fd, &held) == 0,
      fstatat(directory, name, &current, AT_SYMLINK_NOFOLLOW) == 0
    else { return false }
    return held.st_dev == current.st_dev && held.st_ino == current.st_ino
  }

  /// Whether this process may create and remove files in the directory `fd`: `false` on a
  /// read-only file system or without write permission.
  package static func canWrite(directory fd: Int32) -> Bool {
    faccessat(fd, ".", W_OK, AT_EACCESS) == 0
  }

  /// Removes the regular files of ours in `directory` whose names `isStale` accepts; links,
  /// directories and files of others are left alone. Best effort: a failure skips the entry.
  /// Whether every entry of `directory` passes `isExpected` (`false` too when it cannot
  /// be listed).
  package static func holdsOnly(in directory: Int32, where isExpected: (String) -> Bool) -> Bool {
    let copy = dup(directory)
    guard copy >= 0 else { return false }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return false
    }
    defer { closedir(stream) }
    // From the start, whatever an earlier listing of the same open directory read.
    rewinddir(stream)
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !isExpected(name) { return false }
    }
    return true
  }

  package static func removeFiles(in directory: Int32, where isStale: (String) -> Bool) {
    let copy = dup(directory)
    guard copy >= 0 else { return }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return
    }
    defer { closedir(stream) }
    var stale: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if isStale(name) { stale.append(name) }
    }
    for name in stale {
      var info = stat()
      guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
        (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid()
      else { continue }
      unlinkat(directory, name, 0)
    }
  }
}

extension POSIX {
  /// A monotonic clock reading, for deadlines.
  package static func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }
}

/// What a store file is and how far it has been written, as `fstatat` tells it: enough to see
/// that another process changed it since this one last read or wrote it. An append changes
/// the size and the modification time; a compaction or an upgrade renames a new file over
/// it, which has another inode (and a new change time, should the old inode number be
/// given out again).
package struct FileStamp: Equatable {
  package var device: UInt64 = 0
  package var inode: UInt64 = 0
  package var size: Int64 = 0
  package var modified: timespec = timespec()
  package var changed: timespec = timespec()

  /// No file by that name.
  package static let absent = FileStamp()

  /// The file `name` in `directory` as it is now, never followed when a link; `.absent` when
  /// there is nothing there (or it cannot be looked at, which the next open will report).
  package init(of name: String, in directory: Int32) {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = modificationTime(of: info)
    changed = statusChangeTime(of: info)
  }

  private init() {}

  package static func == (left: FileStamp, right: FileStamp) -> Bool {
    left.device == right.device && left.inode == right.inode && left.size == right.size
      && left.modified.tv_sec == right.modified.tv_sec
      && left.modified.tv_nsec == right.modified.tv_nsec
      && left.changed.tv_sec == right.changed.tv_sec
      && left.changed.tv_nsec == right.changed.tv_nsec
  }
}
