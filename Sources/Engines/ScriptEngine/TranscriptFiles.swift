import SystemInterface

/// The files `puremvp check` reads and writes: transcripts, read whole and rewritten
/// atomically, and the private copy of a store a transcript runs on.
package enum TranscriptFiles {
  /// The bytes of the transcript at `path`. A link is never followed and only a regular
  /// file is read: `--update` replaces the file itself, never what a link points to.
  package static func contents(of path: String) -> Result<[UInt8], CommandLineFiles.Failure> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      // A link under O_NOFOLLOW; Linux says ELOOP, the BSDs EMLINK.
      return .failure(errno == ELOOP || errno == EMLINK ? .notRegularFile : .system(.last))
    }
    defer { _ = close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.system(.last)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.isDirectory)
    default: return .failure(.notRegularFile)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system(.last))
      }
      if count == 0 { return .success(bytes) }
      bytes += chunk[0..<count]
    }
  }

  /// Replaces the file at `path` with `bytes` atomically: written to a new file in the
  /// same directory, synced, given the old file's mode, then renamed over it; a reader
  /// sees the old file or the new one, never half of one. `nil` when done.
  package static func replace(_ path: String, with bytes: [UInt8]) -> SystemError? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .last }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map(mkstemp) ?? -1 }
    guard descriptor >= 0 else { return .last }
    let temporary = text(of: template)
    var failure: SystemError?
    if !writeAll(descriptor, bytes) || fchmod(descriptor, info.st_mode & 0o7777) != 0
      || fsync(descriptor) != 0
    {
      failure = .last
    }
    _ = close(descriptor)
    if failure == nil, rename(temporary, path) != 0 { failure = .last }
    if failure != nil { _ = unlink(temporary) }
    return failure
  }

  /// A new directory of the user's alone (0700) under the system's temporary directory.
  package static func makeTemporaryDirectory() -> Result<String, SystemError> {
    var template = Array("/tmp/puremvp-check.XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap(mkdtemp) }
    guard made != nil else { return .failure(.last) }
    return .success(text(of: template))
  }

  /// Copies the regular files and directories under `source` into the existing directory
  /// `target`, with their modes; links and other files are left out (a store holds none).
  package static func copyTree(_ source: String, into target: String) -> SystemError? {
    guard let stream = opendir(source) else { return .last }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = entryName(entry)
      if name == "." || name == ".." { continue }
      let from = source + "/" + name
      let to = target + "/" + name
      var info = stat()
      guard lstat(from, &info) == 0 else { return .last }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard mkdir(to, info.st_mode & 0o777) == 0 else { return .last }
        if let failure = copyTree(from, into: to) { return failure }
      case S_IFREG:
        if let failure = copyFile(from, to, mode: info.st_mode & 0o777) { return failure }
      default:
        continue
      }
    }
    return nil
  }

  /// Removes `path` and everything under it, never following a link.
  package static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      _ = unlink(path)
      return
    }
    if let stream = opendir(path) {
      var names: [String] = []
      while let entry = readdir(stream) {
        let name = entryName(entry)
        if name != ".", name != ".." { names.append(name) }
      }
      closedir(stream)
      for name in names { removeTree(path + "/" + name) }
    }
    _ = rmdir(path)
  }

  /// The name of a directory entry.
  private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// A C string filled in by `mkstemp` or `mkdtemp`, as text.
  private static func text(of template: [CChar]) -> String {
    String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func copyFile(_ from: String, _ to: String, mode: mode_t) -> SystemError? {
    let input: [UInt8]
    switch contents(of: from) {
    case .success(let bytes): input = bytes
    case .failure(.system(let error)): return error
    case .failure: return nil
    }
    let descriptor = open(to, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return .last }
    defer { _ = close(descriptor) }
    return writeAll(descriptor, input) ? nil : .last
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        raw.baseAddress.map { systemWrite(descriptor, $0 + offset, bytes.count - offset) } ?? -1
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
