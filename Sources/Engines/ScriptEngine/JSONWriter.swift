/// Writes JSON values straight into an `OutputBuffer`, escaping strings per RFC 8259.
package struct JSONWriter {
  package let out: OutputBuffer
  private var needsComma = false

  package init(out: OutputBuffer) { self.out = out }

  package mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    out.write(UInt8(ascii: "{"))
    var inner = JSONWriter(out: out)
    body(&inner)
    out.write(UInt8(ascii: "}"))
  }

  package mutating func array(_ body: (inout JSONWriter) -> Void) {
    separate()
    out.write(UInt8(ascii: "["))
    var inner = JSONWriter(out: out)
    body(&inner)
    out.write(UInt8(ascii: "]"))
  }

  /// Writes `"name":`; the value written next belongs to it.
  package mutating func key(_ name: String) {
    separate()
    writeString(name)
    out.write(UInt8(ascii: ":"))
    needsComma = false
  }

  package mutating func string(_ value: String) {
    separate()
    writeString(value)
  }

  /// `string(_:)` of the UTF-8 of part of a string: a list's row hands its text so.
  package mutating func string(_ value: Substring.UTF8View) {
    separate()
    writeString(utf8: value)
  }

  package mutating func optionalString(_ value: String?) {
    guard let value else { return null() }
    string(value)
  }

  package mutating func int(_ value: Int) {
    separate()
    out.write(decimal: value)
  }

  package mutating func bool(_ value: Bool) {
    separate()
    out.write(value ? "true" : "false")
  }

  package mutating func null() {
    separate()
    out.write("null")
  }

  /// Writes `json`, members of the object being written (`"a":1,"b":[2]`) that the caller
  /// has as valid JSON text already, kept as it came.
  package mutating func rawMembers(_ json: String) {
    separate()
    out.write(json)
  }

  /// The lowercase hexadecimal digit of `value`, below 16: computed, where an array of the
  /// digits was made for every string written.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  private mutating func separate() {
    if needsComma { out.write(UInt8(ascii: ",")) }
    needsComma = true
  }

  private func writeString(_ value: String) {
    if value.utf8.withContiguousStorageIfAvailable({ writeString(bytes: $0) }) != nil { return }
    var copy = value
    copy.withUTF8 { writeString(bytes: $0) }
  }

  private func writeString(utf8 value: Substring.UTF8View) {
    value.span.withUnsafeBufferPointer { writeString(bytes: $0) }
  }

  /// Writes the string of UTF-8 `bytes` quoted: each run of bytes that need no escape in one
  /// copy, the runs found eight bytes at a time (`plainRunEnd`), so that a text without an
  /// escape, and every key, is one scan of a word or three and one copy.
  private func writeString(bytes: UnsafeBufferPointer<UInt8>) {
    out.write(UInt8(ascii: "\""))
    var runStart = 0
    var index = Self.plainRunEnd(bytes, from: 0)
    while index < bytes.count {
      out.write(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      writeEscape(bytes[index])
      runStart = index + 1
      index = Self.plainRunEnd(bytes, from: runStart)
    }
    out.write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    out.write(UInt8(ascii: "\""))
  }

  /// Writes `byte`, one that JSON text does not hold as it is, escaped.
  private func writeEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): out.write("\\\"")
    case UInt8(ascii: "\\"): out.write("\\\\")
    case UInt8(ascii: "\n"): out.write("\\n")
    case UInt8(ascii: "\r"): out.write("\\r")
    case UInt8(ascii: "\t"): out.write("\\t")
    default:
      out.write("\\u00")
      out.write(Self.hexDigit(byte >> 4))
      out.write(Self.hexDigit(byte & 0xF))
    }
  }

  /// Whether `byte` is written escaped: a quote, a backslash, a control character or DEL.
  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The offset of the first byte from `start` on that `needsEscape`, or `bytes.count`.
  /// Eight bytes at a time (`ByteWord`), the last few one by one.
  private static func plainRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let found =
        (ByteWord.marks(word, below: 0x20) | ByteWord.marks(word, equalTo: 0x7F)
          | ByteWord.marks(word, equalTo: UInt8(ascii: "\""))
          | ByteWord.marks(word, equalTo: UInt8(ascii: "\\"))) & ByteWord.highBits
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count, !needsEscape(bytes[index]) { index += 1 }
    return index
  }
}
