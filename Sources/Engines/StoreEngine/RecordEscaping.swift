/// The one escaping of free text in store records (a task's text, an account's name): `\` is
/// written `\\`, a newline `\n` and a carriage return `\r`, so a record stays one line.
package enum RecordEscaping {
  /// Appends `text` escaped.
  package static func append(_ text: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * text.count) { room in
      guard let target = room.baseAddress else { return }
      let length = write(text, at: target)
      buffer.append(contentsOf: UnsafeBufferPointer(start: target, count: length))
    }
  }

  /// Writes `text` escaped at `target`, which has room for twice its bytes (each escaped
  /// byte takes two); answers how many bytes it wrote.
  ///
  /// A text with nothing to escape, the common case, is copied eight bytes at a time as it
  /// is checked, in one pass: every text of every record a store writes comes through here,
  /// and a check byte by byte cost an add's record some 200 instructions, a check then a
  /// copy some 150. Only a text that may hold a byte to escape is written again, byte by
  /// byte (the check also stops at other controls, a tab, which that loop copies as they are).
  @inline(__always)
  package static func write(
    _ text: UnsafeBufferPointer<UInt8>, at target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    write(text, at: target, copyingTo: nil)
  }

  /// `write(_:at:)` that also copies `text`, as it is, to `copy` (room for its bytes) in the
  /// same pass: an add's text goes into its record and into the table that keeps it
  /// (`TaskFileFormat.writeAdd`) read once, with no copy of its own.
  @inline(__always)
  package static func write(
    _ text: UnsafeBufferPointer<UInt8>, at target: UnsafeMutablePointer<UInt8>,
    copyingTo copy: UnsafeMutablePointer<UInt8>?
  ) -> Int {
    guard let base = text.baseAddress else { return 0 }
    let count = text.count
    let source = UnsafeRawPointer(base)
    let destination = UnsafeMutableRawPointer(target)
    let second = copy.map { UnsafeMutableRawPointer($0) }
    var flagged: UInt64 = 0
    var index = 0
    while index + 8 <= count {
      let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      flagged |= escapeBits(word)
      destination.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
      second?.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
      index += 8
    }
    if index < count {
      if count >= 8 {
        // The last bytes as the last eight of the text, some of them copied twice.
        let word = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        flagged |= escapeBits(word)
        destination.storeBytes(of: word, toByteOffset: count - 8, as: UInt64.self)
        second?.storeBytes(of: word, toByteOffset: count - 8, as: UInt64.self)
      } else {
        while index < count {
          let byte = base[index]
          if byte < 0x0E || byte == UInt8(ascii: "\\") { flagged = 1 }
          target[index] = byte
          copy?[index] = byte
          index += 1
        }
      }
    }
    guard flagged != 0 else { return count }
    var length = 0
    for byte in text {
      switch byte {
      case UInt8(ascii: "\\"): (target[length], target[length + 1]) = (byte, byte)
      case UInt8(ascii: "\n"):
        (target[length], target[length + 1]) = (UInt8(ascii: "\\"), UInt8(ascii: "n"))
      case UInt8(ascii: "\r"):
        (target[length], target[length + 1]) = (UInt8(ascii: "\\"), UInt8(ascii: "r"))
      default:
        target[length] = byte
        length += 1
        continue
      }
      length += 2
    }
    return length
  }

  /// A high bit set for each byte of `word` that may need escaping: under 0x0E (a newline,
  /// a carriage return, other controls) or a `\`. Exact as to whether there is one.
  @inline(__always)
  private static func escapeBits(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- 0x0E &* ones) & ~word & highs
    let other = word ^ (0x5C &* ones)
    let backslash = (other &- ones) & ~other & highs
    return below | backslash
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
