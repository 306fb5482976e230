import ScriptEngine
import TestSupport
import Testing

@Suite struct TokenizerTests {
  @Test(arguments: [
    ("tasks add Buy milk", ["tasks", "add", "Buy", "milk"]),
    ("  tasks\tadd   x  ", ["tasks", "add", "x"]),
    ("tasks add \"Buy milk\"", ["tasks", "add", "Buy milk"]),
    ("tasks add 'it''s'", ["tasks", "add", "its"]),
    ("tasks add 'say \"hi\"'", ["tasks", "add", "say \"hi\""]),
    ("tasks add \"a \\\"b\\\" \\\\ c\"", ["tasks", "add", "a \"b\" \\ c"]),
    ("tasks add \"tab\\there\\nnext\"", ["tasks", "add", "tab\there\nnext"]),
    ("tasks add back\\slash", ["tasks", "add", "back\\slash"]),
    ("tasks add 'single \\n stays'", ["tasks", "add", "single \\n stays"]),
    ("tasks add x\"y z\"w", ["tasks", "add", "xy zw"]),
    ("tasks add \"\"", ["tasks", "add", ""]),
    ("tasks add x # a comment", ["tasks", "add", "x"]),
    ("tasks add x#y glued", ["tasks", "add", "x#y", "glued"]),
    ("tasks complete #3", ["tasks", "complete", "#3"]),
    ("tasks complete #3 #12 # done", ["tasks", "complete", "#3", "#12"]),
    ("tasks complete #x3", ["tasks", "complete"]),
    ("#3", ["#3"]),
    ("tasks add \"#not a comment\"", ["tasks", "add", "#not a comment"]),
    ("# only a comment", []),
    ("", []),
    ("   \t ", []),
    ("tasks add café ☕", ["tasks", "add", "café", "☕"]),
  ])
  func splitsWords(line: String, words: [String]) {
    #expect(Tokenizer.words(in: line) == .success(words))
  }

  @Test(arguments: [
    ("tasks add \"open", TokenizerProblem.unterminatedQuote(column: 11)),
    ("tasks add 'open", .unterminatedQuote(column: 11)),
    ("\"", .unterminatedQuote(column: 1)),
    ("tasks add \"ends with backslash\\", .unterminatedQuote(column: 11)),
    ("tasks add \"bad \\q\"", .invalidEscape("\\q", column: 16)),
    ("x \"\\u0041\"", .invalidEscape("\\u", column: 4)),
  ])
  func reportsSyntaxErrorsWithTheirColumn(line: String, problem: TokenizerProblem) {
    #expect(Tokenizer.words(in: line) == .failure(problem))
  }

  @Test func aLineOfSixtyThousandQuotesIsHandledInOnePass() {
    let quotes = String(repeating: "\"", count: 60_000)
    #expect(Tokenizer.words(in: quotes) == .success([""]))
    #expect(Tokenizer.words(in: quotes + "\"") == .failure(.unterminatedQuote(column: 60_001)))
  }
}

@Suite struct CommandWordsTests {
  @Test(arguments: [
    ([], ""), (["a"], "a"), (["a", "b"], "a b"), (["", "a"], " a"), (["a", "", "b"], "a  b"),
    (["Task", "number", "123456"], "Task number 123456"), (["café", "☕"], "café ☕"),
    (["with space", "x"], "with space x"),
  ])
  func joinsWordsWithSingleSpacesKeepingEmptyOnes(words: [String], joined: String) {
    let command = CommandWords(["tasks", "add"] + words)
    #expect(command.joined(from: 2) == joined)
    #expect(CommandArguments(command, from: 2).joined() == joined)
    #expect(command.strings == ["tasks", "add"] + words)
  }

  @Test func matchesWordsAsBytes() {
    let words = CommandWords(["tasks", "", "add", "café"])
    #expect(words.word(0, is: "tasks"))
    #expect(!words.word(0, is: "task"))
    #expect(!words.word(0, is: "tasks "))
    #expect(words.word(1, is: ""))
    #expect(words.word(3, is: "café"))
    #expect(!words.word(4, is: ""))
    #expect(words.firstByte(of: 2) == UInt8(ascii: "a"))
    #expect(words.firstByte(of: 1) == nil)
  }

  @Test(arguments: [
    (["tasks", "add", "Buy", "milk"], 2, 4), (["tasks", "list", "--long"], 2, 2),
    (["tasks", "add", "x", "-", "y"], 2, 3), (["tasks", "add", "", "-x"], 2, 3),
    (["tasks", "add", "a-b", "--"], 2, 3), (["-h"], 0, 0), (["-h", "tasks"], 1, 2),
    (["tasks"], 5, 1),
  ])
  func findsTheFirstWordThatStartsWithADash(words: [String], from: Int, first: Int) {
    #expect(CommandWords(words).firstOption(from: from) == first)
  }

  @Test func isRefilledLineAfterLine() {
    var words = CommandWords(["a", "long", "first", "line"])
    words.removeAll()
    #expect(words.isEmpty)
    words.append("x")
    #expect(words.strings == ["x"])
    #expect(words.joined(from: 0) == "x")
  }

  @Test func argumentsHandedForACallReadTheWordsInPlace() {
    let words = CommandWords(["tasks", "edit", "3", "new", "text"])
    words.withArguments(from: 2) { arguments in
      #expect(arguments.count == 3)
      #expect(arguments[0] == "3")
      #expect(arguments.joined() == "3 new text")
      #expect(arguments.joined(from: 1) == "new text")
    }
    CommandWords(["tasks", "list"]).withArguments(from: 2) { #expect($0.count == 0) }
  }

  @Test func argumentsCountFromTheirOffset() {
    let arguments = CommandArguments(CommandWords(["tasks", "edit", "3", "new", "text"]), from: 2)
    #expect(arguments.count == 3)
    #expect(arguments[0] == "3")
    #expect(arguments.joined(from: 1) == "new text")
    #expect(CommandArguments(CommandWords(["tasks", "list"]), from: 2).count == 0)
  }
}

extension Tokenizer {
  /// The words of `line` as strings, or why it does not split: the tests' view of `split`.
  fileprivate static func words(in line: String) -> Result<[String], TokenizerProblem> {
    var words = CommandWords()
    if let problem = split(line, into: &words) { return .failure(problem) }
    return .success(words.strings)
  }
}

/// The plain path (`Tokenizer.splitPlain`, eight bytes at a time) against what it must do,
/// written the simplest way: refuse every line with a quote, a backslash, `#`, NUL or a byte
/// that is not ASCII, and split every other line on spaces and tabs.
@Suite struct PlainSplitTests {
  /// Bytes that a split treats each its own way: a word byte, a separator, a byte that sends
  /// the line to the general path; and the word bytes next to the ones the eight-byte test
  /// looks at first (everything below `(`, and backslash).
  private static let alphabet: [UInt8] =
    Array("ab1- \t\"'\\#\r!$%&()[]".utf8) + [0, 0xC3, 0xA9, 0x7F, 0x01, 0x1F, 0x80, 0xFF]

  @Test func agreesWithTheRuleOnEveryShortLine() {
    var generator = SplitMix64(seed: 21)
    for _ in 0..<10_000 {
      let line = (0..<generator.below(41)).map { _ in
        // Mostly word bytes and separators, so that most lines are plain.
        generator.below(4) == 0
          ? Self.alphabet[generator.below(Self.alphabet.count)]
          : Array("ab ".utf8)[generator.below(3)]
      }
      #expect(plainWords(line) == expectedWords(line), "\(line)")
    }
  }

  @Test(arguments: [
    "abcdefg", "abcdefgh", "abcdefghi", "abcdefg ", "abcdefg h", "       a", "        a",
    "a       ", "a        b", "tasks add Task number 12345", "\t\ttasks\t add\t", "a b c d e f g h",
  ])
  func splitsWordsAtEveryPlaceOfTheLine(line: String) {
    #expect(plainWords(Array(line.utf8)) == expectedWords(Array(line.utf8)))
  }

  /// Every byte value at every place of lines of every length up to 24 (three whole words
  /// of eight bytes), among word bytes, or after a space: a byte's test is wrong for no
  /// value at any place of a word of eight.
  @Test func agreesWithTheRuleForEveryByteAtEveryPlace() {
    for length in 1...24 {
      for place in 0..<length {
        for byte in 0...255 {
          var line = Array(repeating: UInt8(ascii: "w"), count: length)
          line[place] = UInt8(byte)
          #expect(plainWords(line) == expectedWords(line), "\(line)")
          if place > 0 {
            line[place - 1] = UInt8(ascii: " ")
            #expect(plainWords(line) == expectedWords(line), "\(line)")
          }
        }
      }
    }
  }

  /// Lines of every length up to 70 made of random bytes of `alphabet` and of words and
  /// runs of separators, so that words start and end at every place of an eight-byte word.
  @Test func agreesWithTheRuleOnLongerLines() {
    var generator = SplitMix64(seed: 77)
    for _ in 0..<20_000 {
      let length = generator.below(71)
      let line = (0..<length).map { _ in
        switch generator.below(10) {
        case 0: Self.alphabet[generator.below(Self.alphabet.count)]
        case 1, 2, 3: UInt8(ascii: " ")
        default: UInt8(ascii: "a") + UInt8(generator.below(26))
        }
      }
      #expect(plainWords(line) == expectedWords(line), "\(line)")
    }
  }

  /// The words a split leaves must not change when the value they were copied to splits
  /// the next line, nor when a line is refused, however many lines go through the buffers.
  @Test func aCopyOfTheWordsKeepsThemWhileTheOriginalSplitsMoreLines() {
    var words = CommandWords()
    var generator = SplitMix64(seed: 5)
    var kept: [(CommandWords, [String])] = []
    for _ in 0..<500 {
      let line = (0..<generator.below(300)).map { _ in
        generator.below(5) == 0 ? UInt8(ascii: " ") : UInt8(ascii: "a") + UInt8(generator.below(3))
      }
      let refused = generator.below(4) == 0
      let bytes = refused ? line + [UInt8(ascii: "\"")] : line
      let accepted = bytes.withUnsafeBufferPointer { Tokenizer.splitPlain($0, into: &words) }
      #expect(accepted != refused)
      if generator.below(3) == 0 { kept.append((words, words.strings)) }
    }
    for (copy, strings) in kept { #expect(copy.strings == strings) }
  }

  private func plainWords(_ line: [UInt8]) -> [String]? {
    var words = CommandWords(["left", "as it was"])
    let accepted = line.withUnsafeBufferPointer { Tokenizer.splitPlain($0, into: &words) }
    guard accepted else {
      #expect(words.strings == ["left", "as it was"])
      return nil
    }
    return words.strings
  }

  private func expectedWords(_ line: [UInt8]) -> [String]? {
    let special = Set(Array("\"'\\#".utf8) + [0])
    guard !line.contains(where: { special.contains($0) || $0 >= 0x80 }) else { return nil }
    return line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
      .map { String(decoding: $0, as: UTF8.self) }
  }
}
