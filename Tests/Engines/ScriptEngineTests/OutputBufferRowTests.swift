import Foundation
import ScriptEngine
import SystemInterface
import TestSupport
import Testing

/// The two writes a list's every row is made of, each with a fast path of its own: the ID
/// aligned in its column before the check box, in a few words of eight bytes, and the text,
/// part of a string given by offsets, copied with its check for control characters. Each
/// must write what the simple rule says, wherever the buffer stands.
@Suite("OutputBuffer rows")
struct OutputBufferRowTests {
  /// What `write` puts through an `OutputBuffer` writing to a file, read back whole: more
  /// than a pipe holds before it is read.
  private func written(_ write: (OutputBuffer) -> Void) throws -> String {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("out")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    let output = OutputBuffer(descriptor: descriptor)
    write(output)
    output.flush()
    close(descriptor)
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The simple rule: as many spaces as right-align the digits (without a sign) to
  /// `width`, the sign `#`, the number, the suffix.
  private func expectedHead(_ value: Int, width: Int, suffix: String) -> String {
    let digits = String(value.magnitude).count
    return String(repeating: " ", count: max(0, width - digits)) + "#\(value)" + suffix
  }

  /// Plain bytes of every length from 0 to 40, each after every length of what came
  /// before it, through `write(_:)` (up to 16 bytes copied in overlapping words, halves or
  /// bytes, beyond with `memcpy`): the file holds exactly what was written, in order.
  @Test("plain writes of every short length at every place")
  func plainWritesOfEveryLength() throws {
    var expected: [UInt8] = []
    let text = try written { output in
      var next: UInt8 = 0x21
      for length in 0...40 {
        for _ in 0...9 {
          var bytes: [UInt8] = []
          for _ in 0..<length {
            bytes.append(next)
            next = next == 0x7E ? 0x21 : next + 1
          }
          expected += bytes
          bytes.withUnsafeBufferPointer { output.write($0) }
        }
      }
    }
    #expect(Array(text.utf8) == expected)
  }

  /// Every number below 100,000 and each width's first and last up to beyond eight digits,
  /// at every width from 0 to 10, with suffixes from none to nine bytes: written one after
  /// another until the buffer has filled many times, so that rows meet its end at every
  /// place.
  @Test("an aligned ID comes out as the simple rule says")
  func alignedIDs() throws {
    var values = Array(0..<100_000)
    var power = 1
    for _ in 0..<12 {
      values += [power - 1, power, power + 1, 10 * power - 1]
      power *= 10
    }
    values += [Int.max, -1, -12_345_678]
    let suffixes: [StaticString] = [
      "", " [", " [ ]", " [x] ", " [ ]   ", "1234567", "12345678", "123456789",
    ]
    let suffixTexts = ["", " [", " [ ]", " [x] ", " [ ]   ", "1234567", "12345678", "123456789"]
    var expected = ""
    let text = try written { out in
      for (index, value) in values.enumerated() {
        let width = index % 11
        let suffix = index % suffixes.count
        out.write(decimal: value, after: "#", alignedTo: width, then: suffixes[suffix])
        expected += expectedHead(value, width: width, suffix: suffixTexts[suffix])
      }
    }
    #expect(text.utf8.count > 10 * 65_536)
    #expect(text == expected)
  }

  /// Parts of a string between every two places where a character starts (or past its end,
  /// read as its end), of texts plain, beyond ASCII and with control characters, each
  /// written as a line and compared with `write(userText:)` of the same part as a string
  /// of its own.
  @Test("a line of part of a string is the part's user text")
  func partsOfStrings() throws {
    let sources = [
      "Task number 1Task number 22Task number 333", "café ✓ crème\u{85}brûlée 漢字",
      "tab\there\u{1B}[31m red\u{7F}end", String(repeating: "plain words ", count: 6),
    ]
    var expected = ""
    let text = try written { out in
      for source in sources {
        let bytes = Array(source.utf8)
        // Where a scalar starts, the end, and past it.
        let places =
          bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } + [bytes.count, bytes.count + 2]
        for start in places {
          for end in places where end >= start {
            out.writeLine(userText: source, utf8: start..<end)
            let kept = min(start, bytes.count)..<min(end, bytes.count)
            let part = String(decoding: bytes[kept], as: UTF8.self)
            expected += writtenThroughPipe { $0.write(userText: part) } + "\n"
          }
        }
      }
    }
    #expect(text == expected)
  }

  /// A change's line through `writeLine(label:id:then:userText:)` (its head in a few
  /// stores of eight bytes) against the five writes it stands for, written into a second
  /// buffer: labels of every length from 0 to 20 (a small string and a heap one, beyond
  /// ASCII too), IDs of every width and beyond the fast path, suffixes the path takes and
  /// ones it leaves, texts plain, short, beyond ASCII and with control characters; until
  /// the buffer has filled many times, so that lines meet its end at every place.
  @Test("a change's line comes out as its five writes")
  func changeLines() throws {
    let labels =
      (0...20).map { String(repeating: "l", count: $0) } + ["añadido", "完了した", "added"]
    var ids = [0, 1, 9, 10, 99_999_999, 100_000_000, 1_234_567_890, -1, -12]
    ids += (0..<200).map { $0 * 7_919 % 100_000_000 }
    let suffixes: [StaticString] = [" [ ]   ", " [x]   ", " [x] ", " [ ]", "", " [", "123456789"]
    let texts = [
      "Buy milk", "Task number 12345", "", "a", "1234567", "12345678", "123456789",
      "café crème brûlée", "tab\there", "bell\u{7}", "esc\u{1B}[31m red", "C1 \u{85} x",
      String(repeating: "long text ", count: 9),
    ]
    let simple = try written { out in
      var index = 0
      while index < 60_000 {
        let (label, id) = (labels[index % labels.count], ids[index % ids.count])
        let (suffix, text) = (suffixes[index % suffixes.count], texts[index % texts.count])
        out.write(label)
        out.write(literal: " ")
        out.write(decimal: id, after: "#", alignedTo: 0, then: suffix)
        out.write(userText: text)
        out.endLine()
        index += 1
      }
    }
    let fast = try written { out in
      var index = 0
      while index < 60_000 {
        let (label, id) = (labels[index % labels.count], ids[index % ids.count])
        let (suffix, text) = (suffixes[index % suffixes.count], texts[index % texts.count])
        out.writeLine(label: label, id: id, then: suffix, userText: text)
        index += 1
      }
    }
    #expect(simple.utf8.count > 10 * 65_536)
    #expect(fast == simple)
  }
}
