/// Writes the JSON of the Taskwarrior export: strings escaped per RFC 8259, everything
/// else ASCII this codec chooses.
///
/// The CLI has its own writer over its output buffer; this target may not import the CLI,
/// and the export needs only flat objects of strings.
struct JSONText {
  private(set) var bytes: [UInt8] = []
  private var needsComma = false

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

  /// The JSON text of an array of `strings`.
  static func array(of strings: [String]) -> String {
    var json = JSONText(capacity: 16 * strings.count + 2)
    json.raw("[", resettingComma: true)
    for string in strings {
      json.separate()
      json.write(string)
    }
    json.raw("]", resettingComma: false)
    return String(decoding: json.bytes, as: UTF8.self)
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

  private mutating func write(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    // Each run of bytes with nothing to escape appended whole, the runs found eight bytes
    // at a time: a string without an escape, as nearly all are, is one scan and one copy.
    var string = string
    string.withUTF8 { text in
      var runStart = 0
      var index = JSONStringScan.plainRunEnd(text, from: 0, stoppingAtDelete: true)
      while index < text.count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
        writeEscape(text[index])
        runStart = index + 1
        index = JSONStringScan.plainRunEnd(text, from: runStart, stoppingAtDelete: true)
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `byte`, a quote, a backslash, a control character or DEL, escaped.
  private mutating func writeEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
    case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    default:
      bytes += Array("\\u00".utf8)
      bytes.append(Self.hex[Int(byte >> 4)])
      bytes.append(Self.hex[Int(byte & 0xF)])
    }
  }
}
