import ScriptEngine
import SystemInterface
import Testing

/// `JSONWriter`'s strings: runs of plain bytes copied whole, every byte JSON must escape
/// escaped wherever it stands (first, last, in a row), the same for a string and for the
/// UTF-8 of part of one (a list's row hands its text so).
@Suite struct JSONWriterStringTests {
  /// What `write` makes, read back through a pipe.
  private func written(_ write: (inout JSONWriter) -> Void) -> String {
    writtenThroughPipe { output in
      var json = JSONWriter(out: output)
      write(&json)
    }
  }

  @Test(
    "every byte JSON escapes is escaped wherever it stands",
    arguments: [
      ("", #""""#), ("plain", #""plain""#), ("café ✓", "\"café ✓\""),
      ("\"", #""\"""#), ("\\", #""\\""#), ("a\"b\\c", #""a\"b\\c""#),
      ("\n\r\t", #""\n\r\t""#), ("\u{1}x\u{1F}", #""\u0001x\u001f""#),
      ("x\u{7F}", #""x\u007f""#), ("\u{1B}[31m red", #""\u001b[31m red""#),
      ("\u{9B} stays", "\"\u{9B} stays\""),
    ])
  func escapes(text: String, json: String) {
    #expect(written { $0.string(text) } == json)
    let whole = "«" + text + "»"
    #expect(written { $0.string(whole.dropFirst().dropLast().utf8) } == json)
  }

  /// JSON text of `text` as RFC 8259 and this writer say, written byte by byte: the
  /// reference the writer's word-at-a-time scan is held to.
  private func reference(_ text: String) -> String {
    var json = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": json += "\\\""
      case "\\": json += "\\\\"
      case "\n": json += "\\n"
      case "\r": json += "\\r"
      case "\t": json += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16)
        json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: json.unicodeScalars.append(scalar)
      }
    }
    return json + "\""
  }

  /// Every byte JSON escapes, and bytes beside them in value that it does not, at every
  /// place of strings of 1 to 24 bytes, alone and twice, written whole and as part of a
  /// longer string: the scan reads eight bytes at a time and the last few one by one.
  @Test("an escape is found wherever it stands in a word")
  func escapesAtEveryPlace() {
    let probes: [String] = [
      "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", " ", "!", "#", "[", "]", "~", "\u{80}",
      "é", "\u{9B}",
    ]
    var checked = 0
    for probe in probes {
      for length in 1...24 {
        for place in 0..<length {
          let before = String(repeating: "a", count: place)
          let after = String(repeating: "b", count: length - place - 1)
          for text in [before + probe + after, before + probe + probe + after] {
            #expect(written { $0.string(text) } == reference(text), "\(probe) at \(place)")
            let whole = "«" + text + "»"
            #expect(written { $0.string(whole.dropFirst().dropLast().utf8) } == reference(text))
            checked += 1
          }
        }
      }
    }
    #expect(checked == probes.count * 300 * 2)
  }
}
