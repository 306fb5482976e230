/// Byte-level checks shared by both decoders: a file is refused whole, with its line, when
/// it is not text.
enum UTF8Scan {
  /// The first problem in `bytes[start..<end]` and its offset: a NUL or bytes that are not
  /// UTF-8 (overlong forms, UTF-16 surrogates and scalars beyond U+10FFFF included).
  static func firstProblem(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> (offset: Int, problem: InterchangeError.Problem)? {
    var index = start
    let raw = bytes.baseAddress.map(UnsafeRawPointer.init)
    while index < end {
      // Eight ASCII bytes without NUL at a time, as nearly all of a file's bytes are.
      if let raw, index + 8 <= end {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101
        if (word | ((word &- ones) & ~word)) & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte >= 0x01, byte < 0x80 {
        index += 1
        continue
      }
      if byte == 0 { return (index, .nulByte) }
      // The ranges of RFC 3629's UTF8-2, UTF8-3 and UTF8-4 rules: the second byte's range
      // depends on the first, which rules out overlong forms and surrogates.
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return (index, .invalidUTF8)
      }
      guard index + length <= end, bytes[index + 1] >= low, bytes[index + 1] <= high else {
        return (index, .invalidUTF8)
      }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
        return (index, .invalidUTF8)
      }
      index += length
    }
    return nil
  }

  /// The line (from 1) of the byte at `offset`.
  static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
    }
    return line
  }
}

extension UTF8Scan {
  /// Where `bytes` end once a character cut short by their end is left out: the file is
  /// checked a piece at a time, and the rest of that character is in the next piece.
  static func completeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var start = bytes.count
    // A character takes at most four bytes: its first is among the last three.
    while start > max(0, bytes.count - 3) {
      start -= 1
      let byte = bytes[start]
      guard byte & 0xC0 == 0x80 else {
        let length =
          switch byte {
          case 0xC0...0xDF: 2
          case 0xE0...0xEF: 3
          case 0xF0...0xF7: 4
          default: 1
          }
        return start + length > bytes.count ? start : bytes.count
      }
    }
    return bytes.count
  }
}
