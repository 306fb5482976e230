import StoreEngine
import TestSupport
import Testing

/// A record's text is escaped wherever the byte to escape is, whatever the text's length: the
/// check for one reads eight bytes at a time, then the rest one by one.
@Suite struct RecordEscapingTests {
  private func escaped(_ text: [UInt8]) -> [UInt8] {
    var buffer: [UInt8] = []
    text.withUnsafeBufferPointer { RecordEscaping.append($0, to: &buffer) }
    return buffer
  }

  @Test func aBackslashANewlineOrACarriageReturnIsEscapedAnywhereInATextOfAnyLength() throws {
    let escapes: [(byte: UInt8, written: [UInt8])] = [
      (UInt8(ascii: "\\"), Array(#"\\"#.utf8)), (UInt8(ascii: "\n"), Array(#"\n"#.utf8)),
      (UInt8(ascii: "\r"), Array(#"\r"#.utf8)),
    ]
    for length in 1...40 {
      let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(escaped(plain) == plain, "a plain text of \(length) bytes")
      for position in 0..<length {
        for (byte, written) in escapes {
          var text = plain
          text[position] = byte
          let expected = Array(plain[..<position]) + written + Array(plain[(position + 1)...])
          let record = escaped(text)
          #expect(record == expected, "\(byte) at \(position) of \(length)")
          #expect(try RecordEscaping.unescaped(record) == String(decoding: text, as: UTF8.self))
        }
      }
    }
  }

  @Test func everyOtherByteIsWrittenAsItIs() {
    // Tabs and other controls, bytes just above and below those escaped, bytes beyond ASCII.
    let bytes = (0...255).map(UInt8.init).filter { ![0x5C, 0x0A, 0x0D].contains($0) }
    for offset in 0..<8 {
      let text = [UInt8](repeating: UInt8(ascii: "a"), count: offset) + bytes
      #expect(escaped(text) == text, "after \(offset) bytes")
    }
  }

  /// The rule, a byte at a time.
  private func escapedByTheRule(_ text: [UInt8]) -> [UInt8] {
    var written: [UInt8] = []
    for byte in text {
      switch byte {
      case UInt8(ascii: "\\"): written += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): written += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): written += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      default: written.append(byte)
      }
    }
    return written
  }

  /// `write` puts a text straight into a journal's buffer, copying eight bytes at a time
  /// as it checks them: over seeded random texts of every length to 70, plain ones with
  /// at most one byte planted from around those escaped, and ones drawn from any byte, it
  /// writes what the rule says, and nothing past it.
  @Test func writingInPlaceEscapesAsTheRuleSays() {
    let near: [UInt8] = [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x5B, 0x5C, 0x5D, 0x61, 0x80, 0xFF]
    let plain = (0x0E...0xFF).map(UInt8.init).filter { $0 != 0x5C }
    var random = SplitMix64(seed: 0x5EED_E5CA_9E)
    for round in 0..<6_000 {
      let length = round % 71
      var text = (0..<length).map { _ in
        round % 3 == 2 ? UInt8(random.below(256)) : plain[random.below(plain.count)]
      }
      if round % 3 == 1, length > 0 { text[random.below(length)] = near[random.below(near.count)] }
      let expected = escapedByTheRule(text)
      // Room for the longest escape, and a byte after it that must stay as it was.
      var room = [UInt8](repeating: 0xA5, count: 2 * length + 1)
      let written = text.withUnsafeBufferPointer { source in
        room.withUnsafeMutableBufferPointer { target in
          guard let start = target.baseAddress else { return -1 }
          return RecordEscaping.write(source, at: start)
        }
      }
      #expect(written == expected.count, "length of \(text)")
      #expect(Array(room[..<max(written, 0)]) == expected, "bytes of \(text)")
      #expect(room[2 * length] == 0xA5, "past the room for \(text)")
    }
  }

  /// `write(_:at:copyingTo:)`, how an add's text goes into its record and into the table in
  /// one pass, writes the record `write(_:at:)` writes and copies the text exactly, nothing
  /// past it: for every byte at every place of texts up to 40 bytes, and seeded random texts.
  @Test func writingWhileCopyingWritesTheRecordAndCopiesTheTextAsItIs() {
    var texts: [[UInt8]] = []
    for length in 0...40 {
      for position in 0..<max(length, 1) {
        for byte in stride(from: 0, through: 255, by: length < 17 ? 1 : 7) {
          var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          if length > 0 { text[position] = UInt8(byte) }
          texts.append(text)
        }
      }
    }
    var random = SplitMix64(seed: 0xC0_FFEE)
    for round in 0..<3_000 {
      texts.append((0..<round % 90).map { _ in UInt8(random.below(256)) })
    }
    for text in texts {
      let expected = escapedByTheRule(text)
      var room = [UInt8](repeating: 0xA5, count: 2 * text.count + 1)
      var copy = [UInt8](repeating: 0x5A, count: text.count + 1)
      let written = text.withUnsafeBufferPointer { source in
        room.withUnsafeMutableBufferPointer { target in
          copy.withUnsafeMutableBufferPointer { second in
            guard let start = target.baseAddress, let other = second.baseAddress else {
              return -1
            }
            return RecordEscaping.write(source, at: start, copyingTo: other)
          }
        }
      }
      #expect(written == expected.count, "length of \(text)")
      #expect(Array(room[..<max(written, 0)]) == expected, "record of \(text)")
      #expect(room[2 * text.count] == 0xA5, "past the room for \(text)")
      #expect(Array(copy[..<text.count]) == text, "copy of \(text)")
      #expect(copy[text.count] == 0x5A, "past the copy of \(text)")
    }
  }
}
