import Domain

/// The field encodings the `accounts` and `session` files share: lowercase hex for bytes,
/// decimal for numbers, and escaped free text (`\\`, `\n`, `\r`) as a record's last field.
package enum LoginRecordCodec {
  /// The record's fields: `count - 1` fields split on single spaces, then the rest whole.
  package static func fields(_ record: String, count: Int) throws(StoreProblem) -> [Substring] {
    // Split on the space byte, not on Characters: a space followed by a combining mark is one
    // Character, so a name starting with one would hide the boundary the encoder wrote.
    let parts = record.utf8.split(
      separator: UInt8(ascii: " "), maxSplits: count - 1, omittingEmptySubsequences: false)
    guard parts.count == count, !parts.dropLast().contains(where: \.isEmpty) else {
      throw .malformedRecord
    }
    return parts.map { Substring($0) }
  }

  package static func appendHex(_ bytes: [UInt8], to buffer: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    for byte in bytes {
      buffer.append(digits[Int(byte >> 4)])
      buffer.append(digits[Int(byte & 0xF)])
    }
  }

  package static func bytes(hex: Substring) throws(StoreProblem) -> [UInt8] {
    let utf8 = Array(hex.utf8)
    guard !utf8.isEmpty, utf8.count % 2 == 0 else { throw .malformedRecord }
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count / 2)
    var index = 0
    while index < utf8.count {
      result.append(try nibble(utf8[index]) << 4 | nibble(utf8[index + 1]))
      index += 2
    }
    return result
  }

  package static func integer(_ text: Substring) throws(StoreProblem) -> Int64 {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let value = Int64(text)
    else { throw .malformedRecord }
    return value
  }

  /// An email field: it must be stored already normalized and well formed.
  package static func email(_ text: Substring) throws(StoreProblem) -> Email {
    let email = Email(String(text))
    // Byte for byte: String equality is canonical equivalence, and the file holds bytes.
    guard email.value.utf8.elementsEqual(text.utf8), email.isWellFormed else {
      throw .malformedRecord
    }
    return email
  }

  private static func nibble(_ byte: UInt8) throws(StoreProblem) -> UInt8 {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x61...0x66: byte - 0x61 + 10
    default: throw .malformedRecord
    }
  }
}
