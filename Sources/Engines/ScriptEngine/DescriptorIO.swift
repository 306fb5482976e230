import SystemInterface

/// Bytes in and out of descriptors, for the command line's prompts: the read and write
/// loops live here, so the views and the composition root deal in strings only.
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
