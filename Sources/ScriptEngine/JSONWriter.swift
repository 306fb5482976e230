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

  private mutating func separate() {
    if needsComma { out.write(UInt8(ascii: ",")) }
    needsComma = true
  }

  private func writeString(_ value: String) {
    writeString(utf8: value.utf8)
  }

  private func writeString<Bytes: Sequence<UInt8>>(utf8 bytes: Bytes) {
    out.write(UInt8(ascii: "\""))
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): out.write("\\\"")
      case UInt8(ascii: "\\"): out.write("\\\\")
      case UInt8(ascii: "\n"): out.write("\\n")
      case UInt8(ascii: "\r"): out.write("\\r")
      case UInt8(ascii: "\t"): out.write("\\t")
      case 0..<0x20, 0x7F:
        out.write("\\u00")
        out.write(hex[Int(byte >> 4)])
        out.write(hex[Int(byte & 0xF)])
      default: out.write(byte)
      }
    }
    out.write(UInt8(ascii: "\""))
  }
}
