/// The one escaping of free text in store records (a task's text, an account's name): `\` is
/// written `\\`, a newline `\n` and a carriage return `\r`, so a record stays one line.
package enum RecordEscaping {
  /// Appends `text` escaped; a text with nothing to escape, the common case, is copied in one
  /// go.
  package static func append(_ text: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
    guard mayNeedEscape(text) else {
      buffer.append(contentsOf: text)
      return
    }
    for byte in text {
      switch byte {
      case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case UInt8(ascii: "\n"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case UInt8(ascii: "\r"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      default: buffer.append(byte)
      }
    }
  }

  /// Whether `text` may hold a byte `append` escapes. `false` is exact; `true` also comes for
  /// a text with another control character (a tab), which the byte-by-byte loop then copies
  /// as it is. Eight bytes are checked at a time: every text of every record a store writes
  /// comes through here, and a byte at a time cost an add's record some 200 instructions.
  static func mayNeedEscape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress else { return false }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= text.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      // A high bit in `below` marks a byte under 0x0E (a newline, a carriage return, other
      // controls); in `backslash`, a byte equal to `\`.
      let below = (word &- 0x0E &* ones) & ~word & highs
      let other = word ^ (0x5C &* ones)
      let backslash = (other &- ones) & ~other & highs
      if below | backslash != 0 { return true }
      index += 8
    }
    while index < text.count {
      let byte = base[index]
      if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        return true
      }
      index += 1
    }
    return false
  }

  /// Appends `text` escaped.
  package static func append(_ text: String, to buffer: inout [UInt8]) {
    var text = text
    text.withUTF8 { append($0, to: &buffer) }
  }

  /// The text of a record field with its escapes undone; any other backslash, or one that
  /// ends the field, makes the record malformed.
  ///
  /// Bytes, not Characters: a backslash followed by a combining mark is one Character, which
  /// would pass as text although `append` writes that backslash doubled.
  package static func unescaped<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(StoreProblem)
    -> String
  {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        continue
      }
      switch iterator.next() {
      case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
      default: throw .malformedRecord
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

extension [UInt8] {
  /// Ends the record just encoded at the end of this buffer: a journal record is one line.
  package mutating func endRecord() { append(UInt8(ascii: "\n")) }
}
