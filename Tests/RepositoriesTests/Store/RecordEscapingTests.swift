import StoreEngine
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
}
