import SystemInterface

/// Opens what `tasks import` reads: a regular file, or standard input copied aside.
package enum InterchangeInput {
  /// What opening a file to import found.
  package enum Opened {
    /// The regular file, open.
    case source(InterchangeSource)
    /// The path names no regular file (a directory, a FIFO, a device): refused before a
    /// byte is read, so a FIFO nobody writes to cannot hang the program.
    case notRegularFile(isDirectory: Bool)
    /// The file could not be opened or read.
    case failed(SystemError)
  }

  /// The regular file at `path`, open for reading. A symbolic link is followed (a file the
  /// user names is theirs to point anywhere); anything but a regular file is refused. The
  /// file is opened without blocking, so even opening a FIFO with no writer returns at once.
  package static func openRegularFile(_ path: String) -> Opened {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failed(.last) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = SystemError.last
      close(descriptor)
      return .failed(error)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      return .notRegularFile(isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
    }
    return .source(InterchangeSource(descriptor: descriptor))
  }

  /// Everything `input` gives until its end (standard input, which cannot be read twice),
  /// copied into a private file that the import then reads as often as it needs: created
  /// by `mkstemp` (a new name, `O_EXCL`, mode 0600) in `TMPDIR` or /tmp and unlinked at
  /// once, so no other user can open it and nothing is left behind, whatever happens.
  package static func spooling(_ input: Int32) -> Opened {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    var template = Array(
      ((directory.isEmpty ? "/tmp" : directory) + "/puremvp-import-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { name -> Int32 in
      guard let base = name.baseAddress else { return -1 }
      let descriptor = mkstemp(base)
      if descriptor >= 0 {
        unlink(base)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
      return descriptor
    }
    guard descriptor >= 0 else { return .failed(.last) }
    let source = InterchangeSource(descriptor: descriptor)
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = piece.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failed(.last) }
      if count == 0 { return .source(source) }
      var written = 0
      while written < count {
        let done = piece.withUnsafeBytes {
          systemWrite(descriptor, $0.baseAddress.map { $0 + written }, count - written)
        }
        if done < 0, errno == EINTR { continue }
        guard done > 0 else { return .failed(.last) }
        written += done
      }
    }
  }

}
