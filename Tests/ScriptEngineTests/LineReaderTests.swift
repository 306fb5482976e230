import Foundation
import ScriptEngine
import TestSupport
import Testing

/// A line as the reader handed it over, with a plain line's words taken out of the buffer.
private enum ReadLine: Equatable {
  case words([String])
  case text(String)
  case problem(LineProblem)
}

@Suite struct LineReaderTests {
  /// Reads every line of `bytes` through a real file descriptor.
  private func lines(of bytes: [UInt8]) throws -> [(Int, ReadLine)] {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("script")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    var reader = LineReader(descriptor: handle.fileDescriptor)
    var result: [(Int, ReadLine)] = []
    var words = CommandWords(["left", "from", "before"])
    while let (number, line) = reader.next(into: &words) {
      switch line {
      case .words: result.append((number, .words(words.strings)))
      case .text(let text):
        #expect(words.isEmpty)
        result.append((number, .text(text)))
      case .problem(let problem): result.append((number, .problem(problem)))
      }
    }
    return result
  }

  /// Each line's text; plain lines come back as words, joined here by single spaces.
  private func texts(_ text: String) throws -> [String] {
    try lines(of: Array(text.utf8)).map { line in
      switch line.1 {
      case .words(let words): words.joined(separator: " ")
      case .text(let text): text
      case .problem(let problem): "problem: \(problem)"
      }
    }
  }

  @Test func handsPlainLinesOverAsWordsAndTheRestAsText() throws {
    let read = try lines(of: Array("tasks  add\tx\ntasks add \"q\"\ncafé\n# c\n".utf8))
    #expect(
      read.map(\.1) == [
        .words(["tasks", "add", "x"]), .text("tasks add \"q\""), .text("café"), .text("# c"),
      ])
  }

  @Test func splitsOnLineFeedsAndStripsCarriageReturns() throws {
    #expect(try texts("a\nb\r\nc") == ["a", "b", "c"])
    #expect(try texts("a\n\nb\n") == ["a", "", "b"])
  }

  @Test func dropsALeadingByteOrderMarkOnly() throws {
    #expect(try texts("\u{FEFF}tasks list\n\u{FEFF}x") == ["tasks list", "\u{FEFF}x"])
  }

  @Test func numbersLines() throws {
    #expect(try lines(of: Array("a\nb\nc\n".utf8)).map(\.0) == [1, 2, 3])
  }

  @Test(arguments: [
    ([0x61, 0xFF, 0x0A] as [UInt8], LineProblem.invalidUTF8),
    ([0xC0, 0xAF, 0x0A], .invalidUTF8),  // overlong "/"
    ([0xED, 0xA0, 0x80, 0x0A], .invalidUTF8),  // a UTF-16 surrogate
    ([0x61, 0xE2, 0x82, 0x0A], .invalidUTF8),  // a truncated sequence
    ([0x61, 0x00, 0x62, 0x0A], .nulByte),
  ])
  func refusesBytesThatAreNotText(bytes: [UInt8], problem: LineProblem) throws {
    let read = try lines(of: bytes + Array("next\n".utf8))
    #expect(read.count == 2)
    #expect(read.first?.1 == .problem(problem))
  }

  @Test func refusesALineOverSixtyFourKibibytesAndGoesOnAfterIt() throws {
    let limit = LineReader.maximumLineLength
    let exactly = String(repeating: "x", count: limit)
    let over = String(repeating: "y", count: limit + 1)
    let huge = String(repeating: "z", count: 5 * limit)
    let read = try lines(of: Array("\(exactly)\n\(over)\n\(huge)\nlast".utf8))
    #expect(read.count == 4)
    #expect(read[0].1 == .words([exactly]))
    #expect(read[1].1 == .problem(.tooLong))
    #expect(read[2].1 == .problem(.tooLong))
    #expect(read[3].0 == 4)
    #expect(read[3].1 == .words(["last"]))
  }
}
