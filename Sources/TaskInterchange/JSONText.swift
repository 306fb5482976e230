/// Writes the JSON of the Taskwarrior export: strings escaped per RFC 8259, everything
/// else ASCII this codec chooses.
///
/// The CLI has its own writer over its output buffer; this target may not import the CLI,
/// and the export needs only flat objects of strings.
struct JSONText {
  private(set) var bytes: [UInt8] = []
  private var needsComma = false

  /// An empty text.
  init() {}

  /// An empty text with room for `capacity` bytes.
  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// Writes `{`, the members `body` writes, and `}`.
  mutating func object(_ body: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Writes `"name":"value"` inside an object.
  mutating func member(_ name: String, _ value: String) {
    separate()
    write(name)
    bytes.append(UInt8(ascii: ":"))
    write(value)
  }

  /// Writes `"name":` and `json`, JSON text kept as it came, inside an object.
  mutating func member(raw name: String, _ json: String) {
    separate()
    write(name)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(contentsOf: json.utf8)
  }

  /// Writes `"name":` and `json`, the bytes of JSON text kept as it came, inside an object.
  mutating func member(raw name: String, _ json: Slice<UnsafeBufferPointer<UInt8>>) {
    separate()
    write(name)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(contentsOf: json)
  }

  /// Writes `json`, JSON text kept as it came, as a value of an array.
  mutating func rawValue(_ json: String) {
    separate()
    bytes.append(contentsOf: json.utf8)
  }

  /// Writes raw ASCII between values (`[`, `]`, line breaks): the caller keeps them valid.
  mutating func raw(_ text: StaticString, resettingComma: Bool) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    if resettingComma { needsComma = false }
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

  private mutating func write(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    // A string with nothing to escape, as nearly all are, is appended whole.
    var string = string
    let isPlain = string.withUTF8 { text in
      guard
        !text.contains(where: {
          $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F
        })
      else { return false }
      bytes.append(contentsOf: text)
      return true
    }
    guard !isPlain else {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20, 0x7F:
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(Self.hex[Int(byte >> 4)])
        bytes.append(Self.hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
