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
  /// Reads every line of `bytes` through a real file descriptor; with `splitsPlainLines`
  /// false, each line's text is split here by `Tokenizer.split`, the general path.
  private func lines(of bytes: [UInt8], splitsPlainLines: Bool = true) throws -> [(
    Int, ReadLine
  )] {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("script")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    var reader = LineReader(
      descriptor: handle.fileDescriptor, splitsPlainLines: splitsPlainLines)
    var result: [(Int, ReadLine)] = []
    var words = CommandWords(["left", "from", "before"])
    while let (number, line) = reader.next(into: &words) {
      switch line {
      case .words: result.append((number, .words(words.strings)))
      case .text(let text) where !splitsPlainLines:
        var split = CommandWords()
        let plain =
          Tokenizer.split(text, into: &split) == nil
          && !text.contains(where: {
            "\"'\\#".contains($0) || !$0.isASCII
          })
        result.append((number, plain ? .words(split.strings) : .text(text)))
      case .text(let text):
        #expect(words.isEmpty)
        result.append((number, .text(text)))
      case .problem(let problem): result.append((number, .problem(problem)))
      }
    }
    return result
  }

  /// Whether `bytes` read as a script come out line for line the same from the reader's
  /// plain path (a line found and split in one pass, eight bytes at a time) and from its
  /// general one (the line found, then made a string and split by the tokenizer).
  private func readsAlike(_ bytes: [UInt8]) throws -> Bool {
    let fast = try lines(of: bytes)
    let general = try lines(of: bytes, splitsPlainLines: false)
    return fast.map(\.0) == general.map(\.0) && fast.map(\.1) == general.map(\.1)
  }

  /// Every byte value at every place of lines of every length up to 24 bytes, between
  /// plain lines (the byte before a line feed and after it read in the same word of eight).
  @Test func readsEveryByteAtEveryPlaceAsTheGeneralPathDoes() throws {
    var script: [UInt8] = Array("tasks add first line\n".utf8)
    for length in 1...24 {
      for place in 0..<length {
        for byte in 0...255 where byte != 0x0A {
          var line = Array("tasks add a b c d e f g h i j k".utf8.prefix(length))
          line[place] = UInt8(byte)
          script += line + [0x0A]
        }
      }
    }
    #expect(try readsAlike(script))
  }

  /// Seeded random scripts of short and long lines (past the words' first room of 256
  /// bytes), words of every length apart by spaces and tabs, with CRLF, quotes, comments,
  /// NUL and bytes beyond ASCII here and there, and with and without a last line feed.
  @Test func readsSeededRandomScriptsAsTheGeneralPathDoes() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces: [[UInt8]] = [
      Array("tasks".utf8), Array("add".utf8), Array("x".utf8), Array("Task number 12".utf8),
      [0x20], [0x20, 0x20], [0x09], [0x0D], [0x22], [0x27], [0x23], [0x5C], [0x00],
      [0xC3, 0xA9], [0xFF], Array("-".utf8), Array(String(repeating: "w", count: 70).utf8),
    ]
    for round in 0..<40 {
      var script: [UInt8] = []
      for _ in 0..<(50 + next(200)) {
        var line: [UInt8] = []
        let plainOnly = next(3) > 0
        for _ in 0..<next(round % 4 == 0 ? 40 : 12) {
          let piece = plainOnly ? pieces[next(6)] : pieces[next(pieces.count)]
          line += piece
        }
        script += line + (next(10) == 0 ? [0x0D, 0x0A] : [0x0A])
      }
      if round % 2 == 1 { script += Array("tasks add no line feed".utf8) }
      #expect(try readsAlike(script), "round \(round)")
    }
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
