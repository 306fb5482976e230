import Domain
import Foundation
import TaskInterchange
import Testing

/// An import file read a piece at a time (`InterchangeFile`): whatever the size of the
/// pieces, the entries and the errors are those of the file read whole.
@Suite struct InterchangeFileTests {
  /// Every entry of `bytes` read in pieces of `pieceSize`, or the failure.
  private func entries(
    _ bytes: [UInt8], pieceSize: Int, format: InterchangeFormat? = nil
  ) throws(InterchangeReadFailure) -> [InterchangeEntry] {
    let file = try InterchangeFile.checked(
      InterchangeSource(bytes: bytes, pieceSize: pieceSize), format: format, timeZone: .utc)
    var entries: [InterchangeEntry] = []
    try file.forEachEntry { entry in
      entries.append(entry)
      return true
    }
    return entries
  }

  /// The failure of reading `bytes` in pieces of `pieceSize`, if any.
  private func failure(_ bytes: [UInt8], pieceSize: Int) -> InterchangeReadFailure? {
    do throws(InterchangeReadFailure) {
      _ = try entries(bytes, pieceSize: pieceSize)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    "taskwarrior-2.6.2.json", "taskwarrior-2.6.2-lines.json", "format-rules.todo.txt",
  ])
  func anEntrySplitAcrossPiecesReadsAsWhole(name: String) throws {
    let bytes = try fixture(name)
    let whole = try entries(bytes, pieceSize: bytes.count + 1)
    #expect(whole.count > 5)
    // Pieces of a byte or a few: every string, escape, UTF-8 character and line ending of
    // the file is cut somewhere.
    for size in [1, 2, 3, 7, 64] {
      #expect(try entries(bytes, pieceSize: size) == whole, "pieces of \(size)")
    }
  }

  @Test func aStringWithEscapedQuotesAndBracketsAcrossPiecesEndsWhereTheElementEnds() throws {
    let json =
      #"[{"description":"a \"}] \\","status":"pending"},"#
      + #"{"description":"b","status":"pending"}]"#
    let whole = try entries(Array(json.utf8), pieceSize: 4096)
    #expect(whole.count == 2)
    for size in 1...12 {
      #expect(try entries(Array(json.utf8), pieceSize: size) == whole, "pieces of \(size)")
    }
    guard case .task(let first)? = whole.first else {
      Issue.record("not a task: \(whole)")
      return
    }
    #expect(first.task.text == #"a "}] \"#)
    // A one-line array names each entry by its position.
    #expect(first.index == 0)
  }

  @Test func anErrorLateInAStreamedJSONFileNamesItsLine() {
    // One object a line, 40 lines; the 37th lacks its closing quote's value.
    var lines = (1...40).map { #"{"description":"Task \#($0)","status":"pending"},"# }
    lines[36] = #"{"description":"Task 37","status":},"#
    let json = Array(("[\n" + lines.joined(separator: "\n") + "\n{}]\n").utf8)
    for size in [1, 5, 64, 4096] {
      #expect(
        failure(json, pieceSize: size)
          == .invalid(InterchangeError(line: 38, problem: .invalidJSON(.unexpectedByte(0x7D)))),
        "pieces of \(size)")
    }
  }

  @Test func aByteThatIsNotUTF8LateInAFileNamesItsLineWhateverThePieces() {
    var json = Array(
      ("[\n" + (1...30).map { #"{"description":"é \#($0)"},"# }.joined(separator: "\n")).utf8)
    json += [0x0A, 0xC3, 0x28, 0x0A, 0x5D]  // line 32: a lead byte without its follower
    for size in [1, 2, 3, 4, 4096] {
      #expect(
        failure(json, pieceSize: size)
          == .invalid(InterchangeError(line: 32, problem: .invalidUTF8)), "pieces of \(size)")
    }
    var todo = Array(String(repeating: "ñandú\n", count: 20).utf8)
    todo += [0x78, 0x00, 0x0A]  // line 21: a NUL
    for size in [1, 3, 4096] {
      #expect(
        failure(todo, pieceSize: size) == .invalid(InterchangeError(line: 21, problem: .nulByte)))
    }
  }

  /// ASCII is checked eight bytes at a time: a NUL or a byte that is not UTF-8 is found at
  /// every place of a word, and the line named is its own.
  @Test func aNULOrABadByteIsFoundWhereverItFallsInAWord() {
    for before in 0...17 {
      for (byte, problem) in [(UInt8(0), InterchangeError.Problem.nulByte), (0xFF, .invalidUTF8)] {
        let json =
          Array("[\n{\"description\":\"x".utf8) + Array(repeating: UInt8(ascii: "a"), count: before)
          + [byte] + Array("bbbbbbbbb\"}]".utf8)
        #expect(
          failure(json, pieceSize: 1 << 20)
            == .invalid(InterchangeError(line: 2, problem: problem)),
          "\(byte) after \(before) bytes")
      }
    }
  }

  @Test func aTodoTxtLineTooLongIsRefusedBeforeItIsReadWhole() {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: TodoTxt.maximumLineLength + 1)
    let bytes = Array("first\n".utf8) + long + Array("\nlast\n".utf8)
    for size in [1000, 1 << 20] {
      #expect(
        failure(bytes, pieceSize: size)
          == .invalid(InterchangeError(line: 2, problem: .lineTooLong)))
    }
    // Exactly the longest line, with a carriage return: accepted.
    let longest = [UInt8](repeating: UInt8(ascii: "b"), count: TodoTxt.maximumLineLength)
    #expect(failure(longest + [0x0D, 0x0A], pieceSize: 1000) == nil)
  }

  @Test func aRecurrenceTemplateAfterItsInstanceStillGoesWithIt() throws {
    let uuid = "52d33eee-ba46-433c-ba50-594ddcd3fb30"
    let json = #"""
      [
      {"description":"instance","status":"pending","parent":"\#(uuid)"},
      {"description":"template","status":"recurring","uuid":"\#(uuid)","recur":"weekly"},
      {"description":"lonely","status":"recurring","uuid":"9799e991-31ed-472e-8910-2c3a503ec6bb"}
      ]
      """#
    for size in [3, 4096] {
      let read = try entries(Array(json.utf8), pieceSize: size)
      guard read.count == 2, case .task(let instance) = read[0],
        case .skipped(let lonely) = read[1]
      else {
        Issue.record("\(read)")
        continue
      }
      #expect(instance.task.foreign?.keptTemplate?.contains("weekly") == true)
      #expect(lonely == ImportSkip(line: 4, reason: .recurring, task: "lonely"))
    }
  }

  @Test func aFileChangedBetweenReadingsIsToldApart() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("interchange-\(UInt64.random(in: 0...UInt64.max)).txt")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data("one\ntwo\n".utf8).write(to: path)
    guard case .source(let source) = InterchangeInput.openRegularFile(path.path) else {
      Issue.record("not opened")
      return
    }
    let file = try InterchangeFile.checked(source, format: nil, timeZone: .utc)
    var read = 0
    try file.forEachEntry { _ in
      read += 1
      return true
    }
    #expect(read == 2)
    // Another line, or the same length with other bytes: not the file that was checked.
    for changed in ["one\ntwo\nthree\n", "one\ntwx\n"] {
      // Written in place: the open file is the one that changes.
      let handle = try FileHandle(forWritingTo: path)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(changed.utf8))
      try handle.close()
      #expect(throws: InterchangeReadFailure.changed) {
        try file.forEachEntry { _ in true }
      }
    }
  }

  /// The texts of the tasks `entries` holds, in order; a skipped entry fails the test.
  private func texts(_ entries: [InterchangeEntry]) -> [String] {
    entries.map { entry in
      guard case .task(let decoded) = entry else {
        Issue.record("skipped: \(entry)")
        return ""
      }
      return decoded.task.text
    }
  }

  /// Every kind of byte that ends a string's plain run (an escape, a character of two or
  /// three bytes, brackets and commas the element splitter must not count) at every offset
  /// from the string's start up to past two eight-byte words, with plain runs after it that
  /// end before, on and after a word's end: read whole and in pieces, each text is the one
  /// written.
  @Test func aStringReadsTheSameWhereverItsEscapesAndBracketsFall() throws {
    let tokens: [(json: String, text: String)] = [
      (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\n"#, "\n"), (#"\u00e9"#, "é"),
      (#"\ud83d\ude00"#, "😀"), ("é", "é"), ("☕", "☕"), ("}", "}"), ("]", "]"), ("{", "{"),
      ("[", "["), (",", ","), (":", ":"),
    ]
    var json = "["
    var expected: [String] = []
    for token in tokens {
      for before in 0...17 {
        for after in [0, 1, 7, 8, 9] {
          let run = String(repeating: "a", count: before)
          let tail = String(repeating: "b", count: after)
          json += json == "[" ? "" : ",\n"
          json += #"{"description":"x\#(run)\#(token.json)\#(tail)y","status":"pending"}"#
          expected.append("x" + run + token.text + tail + "y")
        }
      }
    }
    json += "]"
    for size in [1 << 20, 1, 7] {
      #expect(
        texts(try entries(Array(json.utf8), pieceSize: size)) == expected, "pieces of \(size)")
    }
  }

  @Test func aControlCharacterInAStringIsRefusedWhereverItFalls() {
    for before in 0...17 {
      let run = String(repeating: "a", count: before)
      let json = "[\n" + #"{"description":"x\#(run)\#t","status":"pending"}]"#
      #expect(
        failure(Array(json.utf8), pieceSize: 7)
          == .invalid(InterchangeError(line: 2, problem: .invalidJSON(.controlCharacterInString))),
        "after \(before) bytes")
    }
  }

  /// A member given twice keeps its last value, where it first stood, in an object of a few
  /// members and in one of many (whose names are then looked up another way).
  @Test(arguments: [0, 20])
  func aMemberGivenTwiceKeepsItsLastValue(extraMembers: Int) throws {
    let extra = (0..<extraMembers).map { #""m\#($0)":1,"# }.joined()
    let json =
      #"[{"status":"deleted","description":"first",\#(extra)"priority":"H","#
      + #""description":"last","status":"pending"}]"#
    let read = try entries(Array(json.utf8), pieceSize: 1 << 20)
    #expect(texts(read) == ["last"])
    guard case .task(let decoded)? = read.first else { return }
    #expect(decoded.task.isFavorite)
  }
}
