#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A buffered byte sink over a file descriptor; descriptor -1 discards everything.
///
/// Output is built as bytes and written in large batches: a script of a million commands
/// makes a few hundred system calls, not a million.
package final class OutputBuffer {
  private let descriptor: Int32
  private var bytes: [UInt8] = []
  /// Set once a write fails (a closed pipe): later output is dropped, not retried.
  private(set) var hasFailed = false
  private static let batchSize = 1 << 16

  /// A sink writing to `descriptor`, or discarding when it is -1.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    bytes.reserveCapacity(Self.batchSize + 1024)
  }

  /// Whether the descriptor is a terminal.
  package var isTerminal: Bool { descriptor >= 0 && isatty(descriptor) == 1 }

  func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    if bytes.count >= Self.batchSize { flush() }
  }

  func write(_ byte: UInt8) {
    bytes.append(byte)
  }

  func write(decimal value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      write(decimal: value == Int.min ? Int.max : -value)
      return
    }
    if value >= 10 { write(decimal: value / 10) }
    bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
  }

  /// Appends `count` spaces.
  func pad(_ count: Int) {
    for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
  }

  /// Ends a record; writes the batch when it is full.
  func endLine() {
    bytes.append(UInt8(ascii: "\n"))
    if bytes.count >= Self.batchSize { flush() }
  }

  /// Writes everything buffered.
  package func flush() {
    defer { bytes.removeAll(keepingCapacity: true) }
    guard descriptor >= 0, !hasFailed, !bytes.isEmpty else { return }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        hasFailed = true
        return
      }
      offset += written
    }
  }
}
