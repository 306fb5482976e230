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
}
