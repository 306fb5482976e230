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
    /// The input passed a limit (`InterchangeLimits`) or holds a NUL, found as it was read:
    /// refused with the line, before any more of it is read.
    case invalid(InterchangeError)
  }

  /// The regular file at `path`, open for reading. A symbolic link is followed (a file the
  /// user names is theirs to point anywhere); anything but a regular file is refused. The
  /// file is opened without blocking, so even opening a FIFO with no writer returns at once.
  package static func openRegularFile(_ path: String, format: InterchangeFormat? = nil) -> Opened {
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
    // Over the size limit: read through once, as standard input is, for the line where it
    // goes wrong (a NUL or an overlong line before the limit, else where the limit passed).
    if Int(info.st_size) > InterchangeLimits.maximumInputLength {
      var check = InputCheck(format: format)
      let checked = copying(descriptor, to: nil, checking: &check)
      // Passed after all: the file shrank meanwhile, and is read as any other.
      guard case .source = checked else {
        close(descriptor)
        return checked
      }
    }
    return .source(InterchangeSource(descriptor: descriptor))
  }

  /// Everything `input` gives until its end (standard input, which cannot be read twice),
  /// copied into a private file that the import then reads as often as it needs: created
  /// by `mkstemp` (a new name, `O_EXCL`, mode 0600) in `TMPDIR` or /tmp and unlinked at
  /// once, so no other user can open it and nothing is left behind, whatever happens.
  ///
  /// Read as a stream under the limits a file has (`InputCheck`): the first NUL, a
  /// todo.txt line over `maximumLineLength`, or more than `maximumInputLength` bytes end
  /// the copy there, so an endless input (`/dev/zero`) never fills the disk. `format` is
  /// the one `--from` names, if any.
  package static func spooling(
    _ input: Int32, format: InterchangeFormat? = nil,
    maximumInputLength: Int = InterchangeLimits.maximumInputLength
  ) -> Opened {
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
    var check = InputCheck(format: format, maximumInputLength: maximumInputLength)
    switch copying(input, to: descriptor, checking: &check) {
    case .source: return .source(source)
    case let other: return other
    }
  }

  /// Reads `input` to its end, each piece checked by `check` and then written to `copy`
  /// (when there is one); `.source` of nothing once all is read and passed.
  private static func copying(
    _ input: Int32, to copy: Int32?, checking check: inout InputCheck
  ) -> Opened {
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = piece.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failed(.last) }
      if count == 0 { return .source(InterchangeSource(bytes: [])) }
      if let problem = piece.withUnsafeBufferPointer({ check.pass($0.prefix(count)) }) {
        return .invalid(problem)
      }
      guard let copy else { continue }
      var written = 0
      while written < count {
        let done = piece.withUnsafeBytes {
          systemWrite(copy, $0.baseAddress.map { $0 + written }, count - written)
        }
        if done < 0, errno == EINTR { continue }
        guard done > 0 else { return .failed(.last) }
        written += done
      }
    }
  }
}

/// The limits of an import checked as its bytes come, before they are kept: no NUL, no
/// todo.txt line over `InterchangeLimits.maximumLineLength` (a JSON array may stand on
/// one line, and is checked entry by entry by its decoder), and no more than
/// `maximumInputLength` bytes in all.
struct InputCheck {
  /// Whether lines are bounded: todo.txt, and JSON written an object a line; `nil` until
  /// the first byte that is not white space tells (`[` starts an array, perhaps on one line).
  private var boundsLines: Bool?
  private let maximumInputLength: Int
  private var line = 1
  private var lineLength = 0
  private var length = 0
  /// How many bytes of a byte order mark started the input so far: they are no text, and
  /// count toward no line (as the decoders drop them).
  private var markLength = 0
  private static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

  init(
    format: InterchangeFormat?, maximumInputLength: Int = InterchangeLimits.maximumInputLength
  ) {
    boundsLines = format == .todoTxt ? true : nil
    self.maximumInputLength = maximumInputLength
  }

  /// Checks the next `bytes`; the problem of the first that breaks a limit, if one does.
  mutating func pass(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> InterchangeError? {
    for byte in bytes {
      length += 1
      if length > maximumInputLength { return InterchangeError(line: line, problem: .inputTooLong) }
      if length == markLength + 1, markLength < 3 {
        if byte == Self.mark[markLength] {
          markLength += 1
          continue
        }
        // Not a mark after all: its bytes are text of the first line.
        lineLength += markLength
        markLength = 3
      }
      switch byte {
      case 0:
        return InterchangeError(line: line, problem: .nulByte)
      case UInt8(ascii: "\n"):
        line += 1
        lineLength = 0
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      default:
        // A byte order mark is not text: `[` after it still starts an array.
        if boundsLines == nil, byte < 0x80 { boundsLines = byte != UInt8(ascii: "[") }
      }
      lineLength += 1
      if boundsLines != false, lineLength > InterchangeLimits.maximumLineLength {
        return InterchangeError(line: line, problem: .lineTooLong)
      }
    }
    return nil
  }
}
