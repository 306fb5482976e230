import Foundation
import ScriptEngine
import SystemInterface
import TestSupport
import Testing

@Suite("OutputBuffer user text")
struct OutputBufferUserTextTests {
  /// What `write(userText:)` makes of `text`, read back through a pipe.
  func written(_ text: String) -> String { writtenThroughPipe { $0.write(userText: text) } }

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

  /// What `write` makes, read back through a pipe.
  func written(_ write: (OutputBuffer) -> Void) -> String { writtenThroughPipe(write) }

  /// The UTF-8 of part of a longer string (a list's row may hand its text so), of every
  /// length from 1 to 24 bytes, with a control character at each place: the scan reads a
  /// text shorter than eight bytes byte by byte, and a longer one's last eight bytes as one
  /// word.
  @Test(
    "a slice escapes a control character wherever it stands",
    arguments: [("\u{1}", "\\u{1}"), ("\u{7F}", "\\u{7F}"), ("\u{9B}", "\\u{9B}")])
  func escapesInSlices(control: String, shown: String) {
    for length in 1...24 {
      for place in 0..<length {
        let before = String(repeating: "b", count: place)
        let after = String(repeating: "a", count: length - place - 1)
        let whole = "«" + before + control + after + "»"
        let slice = whole.dropFirst().dropLast()
        #expect(
          written { $0.write(userText: slice.utf8) } == before + shown + after,
          "\(length) bytes, control at \(place)")
      }
      let plain = "«" + String(repeating: "c", count: length) + "»"
      #expect(
        written { $0.write(userText: plain.dropFirst().dropLast().utf8) }
          == plain.dropFirst().dropLast())
    }
  }

  @Test("a number in decimal, with its sign when negative")
  func decimal() {
    #expect(written { $0.write(decimal: 12) } == "12")
    #expect(written { $0.write(decimal: 0) } == "0")
    #expect(written { $0.write(decimal: -7) } == "-7")
    #expect(written { $0.write(decimal: Int.max) } == String(Int.max))
    #expect(written { $0.write(decimal: Int.min) } == String(Int.min))
    // Many in a row (less than a pipe holds, read once all are written): each is whole and
    // in order.
    let many = written { out in
      for id in 1...9_000 {
        out.write(decimal: id)
        out.endLine()
      }
    }
    #expect(many == (1...9_000).map { "\($0)\n" }.joined())
  }

  /// Rows of every length from 1 to 40 bytes, some with a control character, written one
  /// after another until the buffer has filled several times: a text is copied into the
  /// buffer a word at a time only where it fits whole, and one that does not is written
  /// as before, so no row is cut, doubled or left half escaped at the buffer's end.
  @Test("rows across the buffer's end come out whole")
  func rowsAcrossBufferEnds() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("out")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    var expected = ""
    let output = OutputBuffer(descriptor: descriptor)
    for row in 0..<24_000 {
      let length = 1 + row % 40
      let control = row % 7 == 3 ? row % length : nil
      var text = ""
      var shown = ""
      for place in 0..<length {
        let letter = String(UnicodeScalar(UInt8(97 + (row + place) % 26)))
        text += place == control ? "\u{1}" : letter
        shown += place == control ? "\\u{1}" : letter
      }
      let whole = "«" + text + "»"
      output.write(userText: whole.dropFirst().dropLast().utf8)
      output.endLine()
      expected += shown + "\n"
    }
    output.flush()
    close(descriptor)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.utf8.count > 6 * 65_536)
    #expect(written == expected)
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
