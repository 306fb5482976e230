import Foundation
import ScriptEngine
import SystemInterface
import TestSupport
import Testing

/// The writes a list's every row is made of, each with a fast path of its own: short plain
/// bytes, a number's digits, and the text, part of a string, copied with its check for
/// control characters. Each must write what the simple rule says, wherever the buffer
/// stands.
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

  /// Every number below 100,000, each power of ten and its neighbours, and the extremes,
  /// each followed by a plain text of a few bytes: written one after another until the
  /// buffer has filled many times, so that numbers meet its end at every place.
  @Test("a number comes out as its description")
  func numbers() throws {
    var values = Array(0..<100_000)
    var power = 1
    for _ in 0..<18 {
      values += [power - 1, power, power + 1, 10 * power - 1, -power]
      power *= 10
    }
    values += [Int.max, Int.min, -1, -12_345_678]
    let suffixes = ["", " [", " [ ]", " [x] ", " [ ]   ", "1234567", "12345678", "123456789"]
    var expected = ""
    let text = try written { out in
      for (index, value) in values.enumerated() {
        let suffix = suffixes[index % suffixes.count]
        out.write(decimal: value)
        out.write(suffix)
        expected += String(value) + suffix
      }
    }
    #expect(text.utf8.count > 10 * 65_536)
    #expect(text == expected)
  }

  /// Parts of a string between every two places where a character starts (or past its end,
  /// read as its end), of texts plain, beyond ASCII and with control characters, each
  /// written as a line and compared with `write(userText:)` of the same part as a string
  /// of its own.
  @Test("part of a string is written as the part's user text")
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
            let kept = min(start, bytes.count)..<min(end, bytes.count)
            let utf8 = source.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
            out.write(userText: utf8[from..<utf8.index(from, offsetBy: kept.count)])
            out.endLine()
            let part = String(decoding: bytes[kept], as: UTF8.self)
            expected += writtenThroughPipe { $0.write(userText: part) } + "\n"
          }
        }
      }
    }
    #expect(text == expected)
  }
}
