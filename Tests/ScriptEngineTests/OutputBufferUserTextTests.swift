import ScriptEngine
import SystemInterface
import Testing

@Suite("OutputBuffer user text")
struct OutputBufferUserTextTests {
  /// What `write(userText:)` makes of `text`, read back through a pipe.
  func written(_ text: String) -> String {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return "(no pipe)" }
    defer { close(ends[0]) }
    let output = OutputBuffer(descriptor: ends[1])
    output.write(userText: text)
    output.flush()
    close(ends[1])
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = piece.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += piece[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A control character at every place of the first two eight-byte words and the tail,
  /// which the scan for one reads in different ways.
  @Test(
    "a control character is escaped wherever it stands",
    arguments: [
      ("\u{1}", "\\u{1}"), ("\u{1F}", "\\u{1F}"), ("\t", "\\t"), ("\u{7F}", "\\u{7F}"),
      ("\u{85}", "\\u{85}"), ("\u{9B}", "\\u{9B}"),
    ])
  func escapesEverywhere(control: String, shown: String) {
    let letters = Array("abcdefghijklmnopq")
    for place in 0...letters.count {
      let before = String(letters[..<place])
      let after = String(letters[place...])
      #expect(written(before + control + after) == before + shown + after)
    }
  }

  @Test("text without control characters is written as it is")
  func plainTextIsKept() {
    for text in [
      "", "a", "café crème brûlée", "~ !}|{ 0123456789 ~", "\u{A0}\u{2028}x", "ÂÂÂÂÂÂÂÂÂ",
    ] {
      #expect(written(text) == text)
    }
  }
}
