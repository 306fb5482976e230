import SystemInterface

/// Bytes in and out of files and descriptors, for the command line's prompts and key
/// scripts: the read and write loops live here, so the views and the composition root deal
/// in strings only.
package enum DescriptorIO {
  /// What reading one line found.
  package enum Line: Equatable {
    /// The line, without its line end (a final `\r` dropped too); an interrupt byte that
    /// ended it is kept.
    case line(String)
    /// The line grew past the most allowed before it ended.
    case tooLong
    /// Nothing came: the input was at its end or could not be read.
    case nothing
  }

  /// One line of `descriptor`, read a byte at a time, so that nothing after the line is
  /// consumed (in a session, the next command is still there). The line also ends after
  /// `interrupt`, when given; it may hold at most `maximumLength` bytes.
  package static func readLine(
    from descriptor: Int32, maximumLength: Int, endingAlsoAt interrupt: UInt8? = nil
  ) -> Line {
    let newline = UInt8(ascii: "\n")
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    var sawAnything = false
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1, byte != newline else { break }
      sawAnything = true
      bytes.append(byte)
      if byte == interrupt { break }
      guard bytes.count <= maximumLength else { return .tooLong }
    }
    guard sawAnything || byte == newline else { return .nothing }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return .line(String(decoding: bytes, as: UTF8.self))
  }

  /// What reading a whole file or stream found.
  package enum Contents: Equatable {
    /// Every byte, up to the end of the file.
    case bytes([UInt8])
    /// The path names no regular file (a directory, a FIFO, a device): refused before a
    /// byte is read, so a FIFO nobody writes to cannot hang the program.
    case notRegularFile(isDirectory: Bool)
    /// The file could not be opened or read.
    case failed(SystemError)
  }

  /// Every byte of the regular file at `path`. A symbolic link is followed (a file the
  /// user names is theirs to point anywhere); anything but a regular file is refused
  /// before reading. The file is opened without blocking, so even opening a FIFO with no
  /// writer returns at once.
  package static func readRegularFile(_ path: String) -> Contents {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failed(.last) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failed(.last) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .notRegularFile(isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
    }
    return readAll(from: descriptor, expectedSize: Int(info.st_size))
  }

  /// Every byte `descriptor` gives until its end (standard input: a pipe, a file or a
  /// terminal until Ctrl-D); `expectedSize` only sizes the first allocation.
  package static func readAll(from descriptor: Int32, expectedSize: Int = 0) -> Contents {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, expectedSize) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failed(.last) }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return .bytes(bytes)
  }

  /// Writes all of `text` to `descriptor`, retrying after a signal; stops at an error.
  package static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
