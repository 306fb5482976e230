import ScriptEngine
import SystemInterface

/// What `write` puts through an `OutputBuffer` writing to a pipe, read back whole: the bytes
/// a reader of standard output would get.
func writtenThroughPipe(_ write: (OutputBuffer) -> Void) -> String {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return "(no pipe)" }
  defer { close(ends[0]) }
  let output = OutputBuffer(descriptor: ends[1])
  write(output)
  output.flush()
  close(ends[1])
  var bytes: [UInt8] = []
  var piece = [UInt8](repeating: 0, count: 4_096)
  while true {
    let count = piece.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    bytes += piece[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}
