import SystemInterface

/// A transcript: Markdown whose fenced `console` blocks hold commands and what they write.
///
/// In a `console` block, a line `$ puremvp WORDS` is a command, its words split as a script
/// line's are; the lines after it, up to the next `$` line or the closing fence, are what it
/// writes (standard output and standard error interleaved), and a last line `[N]` is its
/// exit status when not 0. Everything outside `console` blocks is prose, kept byte for byte
/// by `updated(with:)`. Only the layout is read here: what the words mean is the caller's.
package struct Transcript {
  /// One `$ puremvp` line and what it is expected to write, read from the file's bytes
  /// when asked: a command that writes what it says is never made into strings.
  package struct Command: Equatable {
    /// The `$` line's number, from 1.
    package let line: Int
    /// The file, shared by its commands.
    fileprivate let file: Source
    /// The `$` line's bytes without its indentation and line end.
    fileprivate let textBytes: Range<Int>
    /// Whether the `$` line is plain (ASCII, no quotes, escapes or comment): its words are
    /// split straight from its bytes.
    package let isPlain: Bool
    /// Whether a word of it may begin with `-`: `false` only for a plain line without `-`.
    package let mayHoldOption: Bool
    /// The lines it is expected to write, without the status line: indices in the file's.
    fileprivate let expectedLines: Range<Int>
    /// The exit status it is expected to end with: 0 unless a last line `[N]` says.
    package let status: Int32
    /// The indices in the file's lines of the lines after the `$` line that belong to it
    /// (its expected output and status): what `updated(with:)` replaces.
    fileprivate let outputLines: Range<Int>
    /// The block's indentation (spaces), taken off each line and put back on a rewritten one.
    fileprivate let indent: Int

    /// The `$` line as written, without its indentation: `$ puremvp tasks add Buy milk`.
    package var text: String { String(decoding: file.bytes[textBytes], as: UTF8.self) }

    /// The words after `puremvp`.
    package var words: [String] {
      var words = CommandWords()
      _ = Tokenizer.split(String(text.dropFirst()), into: &words)
      return words.count > 1 ? (1..<words.count).map { words[$0] } : []
    }

    /// The lines it is expected to write, without the status line.
    package var expected: [String] { expectedLines.map { file.text(ofLine: $0, indent: indent) } }

    /// Calls `body` with the `$` line's bytes, without its indentation and line end.
    package func withText<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      file.bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[textBytes])) }
    }

    /// Calls `body` with the bytes of the expected lines, each with its line feed, when they
    /// are those lines joined as a command writes them (no indentation, no carriage
    /// return); `nil` otherwise. Output equal to them is output equal to `expected`.
    package func withExpectedBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
      guard indent == 0 else { return nil }
      let lines = file.lines
      let first = lines[expectedLines.lowerBound - 1].next
      let last = expectedLines.isEmpty ? first : lines[expectedLines.upperBound - 1].next
      for index in expectedLines where lines[index].textEnd + 1 != lines[index].next {
        return nil
      }
      return file.bytes.withUnsafeBufferPointer {
        body(UnsafeBufferPointer(rebasing: $0[first..<last]))
      }
    }

    package static func == (left: Command, right: Command) -> Bool {
      left.line == right.line && left.text == right.text && left.words == right.words
        && left.expected == right.expected && left.status == right.status
    }
  }

  /// A file's bytes and where its lines are, shared by its commands.
  final class Source {
    let bytes: [UInt8]
    let lines: [Line]

    init(bytes: [UInt8], lines: [Line]) {
      self.bytes = bytes
      self.lines = lines
    }

    /// Whether line `index` starts with `indent` spaces that are taken off (a space that
    /// begins a character of more than one scalar is not one, as `String` reads it).
    func dropsIndent(ofLine index: Int, indent: Int) -> Bool {
      guard indent > 0 else { return false }
      let line = lines[index]
      guard line.textEnd - line.start >= indent,
        bytes[line.start..<(line.start + indent)].allSatisfy({ $0 == UInt8(ascii: " ") })
      else { return false }
      guard line.start + indent < line.textEnd, bytes[line.start + indent] >= 0x80 else {
        return true
      }
      return text(ofLine: index).hasPrefix(String(repeating: " ", count: indent))
    }

    /// Line `index` as text, without its line end.
    func text(ofLine index: Int) -> String {
      String(decoding: bytes[lines[index].start..<lines[index].textEnd], as: UTF8.self)
    }

    /// Line `index` as text without `indent` when it starts with it.
    func text(ofLine index: Int, indent: Int) -> String {
      let line = lines[index]
      let start = dropsIndent(ofLine: index, indent: indent) ? line.start + indent : line.start
      return String(decoding: bytes[start..<line.textEnd], as: UTF8.self)
    }
  }

  /// Where a line of the file is: its first byte, the end of its text, and the first byte of
  /// the next line (its line end between).
  struct Line {
    let start: Int
    let textEnd: Int
    let next: Int
  }

  /// Why a file is not a transcript; each case names the line at fault, from 1.
  package enum Problem: Error, Equatable {
    /// A `$` line that runs another program than `puremvp`.
    case otherProgram(line: Int)
    /// A `console` fence that is never closed (the line of the fence).
    case unterminatedFence(line: Int)
    /// A last line `[N]` with N outside 1–255.
    case badStatus(line: Int, text: String)
    /// A `$` line whose words cannot be split (an open quote, a bad escape).
    case unsplittable(line: Int, problem: TokenizerProblem)
    /// A `$` line holding a masked password (`••••••`), as `--record` writes it.
    case maskedPassword(line: Int)
    /// A line in a `console` block before its first `$` line.
    case outputBeforeCommand(line: Int)
    /// A file that is not UTF-8 text.
    case notText(line: Int)

    /// The line at fault.
    package var line: Int {
      switch self {
      case .otherProgram(let line), .unterminatedFence(let line), .badStatus(let line, _),
        .unsplittable(let line, _), .maskedPassword(let line), .outputBeforeCommand(let line),
        .notText(let line):
        line
      }
    }
  }

  /// What `--record` writes in place of a password.
  package static let maskedPassword = "••••••"

  /// The file and where its lines are.
  private let file: Source
  /// The commands, in order.
  package let commands: [Command]

  /// Reads `bytes` as a transcript. Its lines are found once, as places in `bytes`: a line
  /// becomes text only when it is looked at as text (a fence, a status, a diff).
  package init(_ bytes: [UInt8]) throws(Problem) {
    // Checked whole, once: a line is then decoded without a check of its own, and only a
    // file that is not UTF-8 is checked line by line, to name the line at fault.
    let isText = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) != nil }
    var lines: [Line] = []
    lines.reserveCapacity(bytes.count / 16)
    try bytes.withUnsafeBufferPointer { (bytes) throws(Problem) in
      var start = 0
      while start < bytes.count {
        // The line's end found by `memchr`, not byte by byte.
        var stop = bytes.count
        if let base = bytes.baseAddress,
          let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
        {
          stop = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        var textEnd = stop
        if stop < bytes.count, textEnd > start, bytes[textEnd - 1] == UInt8(ascii: "\r") {
          textEnd -= 1
        }
        if !isText,
          String(validating: UnsafeBufferPointer(rebasing: bytes[start..<textEnd]), as: UTF8.self)
            == nil
        {
          throw .notText(line: lines.count + 1)
        }
        lines.append(Line(start: start, textEnd: textEnd, next: min(stop + 1, bytes.count)))
        start = stop + 1
      }
    }
    file = Source(bytes: bytes, lines: lines)
    commands = try Self.commands(in: file)
  }

  /// The commands of the `console` blocks of `file`.
  private static func commands(in file: Source) throws(Problem) -> [Command] {
    var commands: [Command] = []
    let lines = file.lines
    var index = 0
    while index < lines.count {
      guard let fence = Fence.opening(file, index) else {
        index += 1
        continue
      }
      let opening = index
      index += 1
      while index < lines.count, !fence.isClosed(by: file, index) { index += 1 }
      if fence.isConsole {
        guard index < lines.count else { throw .unterminatedFence(line: opening + 1) }
        try block(file, from: opening + 1, to: index, indent: fence.indent, into: &commands)
      }
      index += 1
    }
    return commands
  }

  /// The commands of one `console` block: the file's lines `start..<end`.
  private static func block(
    _ file: Source, from start: Int, to end: Int, indent: Int, into commands: inout [Command]
  ) throws(Problem) {
    let bytes = file.bytes
    // A line's text without the block's indentation.
    func text(_ index: Int) -> Range<Int> {
      let line = file.lines[index]
      let start = file.dropsIndent(ofLine: index, indent: indent) ? line.start + indent : line.start
      return start..<line.textEnd
    }
    // Whether a line is a `$` line, a shell prompt and a command (`$PATH` is output).
    func isCommand(_ index: Int) -> Bool {
      let range = text(index)
      guard range.count > 0, bytes[range.lowerBound] == UInt8(ascii: "$") else { return false }
      if range.count == 1 { return true }
      guard bytes[range.lowerBound + 1] == UInt8(ascii: " ") else { return false }
      // A space that begins a character of more than one scalar is not one, as `String`
      // reads it.
      guard range.count > 2, bytes[range.lowerBound + 2] >= 0x80 else { return true }
      return String(decoding: bytes[range], as: UTF8.self).hasPrefix("$ ")
    }
    // One value for every `$` line, refilled: its buffers are made once.
    var words = CommandWords()
    var index = start
    while index < end {
      guard isCommand(index) else { throw .outputBeforeCommand(line: index + 1) }
      var next = index + 1
      while next < end, !isCommand(next) { next += 1 }
      var expectedEnd = next
      var status: Int32 = 0
      if expectedEnd > index + 1,
        let written = try statusLine(file, expectedEnd - 1, indent: indent, range: text(next - 1))
      {
        status = written
        expectedEnd -= 1
      }
      let textBytes = text(index)
      let isPlain = try split(file, textBytes, line: index + 1, into: &words)
      let holdsDash =
        !isPlain || file.bytes[textBytes].contains(UInt8(ascii: "-"))
      commands.append(
        Command(
          line: index + 1, file: file, textBytes: textBytes, isPlain: isPlain,
          mayHoldOption: holdsDash,
          expectedLines: (index + 1)..<expectedEnd, status: status,
          outputLines: (index + 1)..<next, indent: indent))
      index = next
    }
  }

  /// The exit status a line `[N]` states; `nil` for any other line (`[ ]` is output).
  private static func statusLine(_ file: Source, _ index: Int, indent: Int, range: Range<Int>)
    throws(Problem) -> Int32?
  {
    // Most lines do not begin with `[`: they are never made into text.
    guard range.count > 2, file.bytes[range.lowerBound] == UInt8(ascii: "[") else { return nil }
    let line = file.text(ofLine: index, indent: indent)
    guard line.hasPrefix("["), line.hasSuffix("]"), line.count > 2 else { return nil }
    let inside = line.dropFirst().dropLast()
    let digits = inside.hasPrefix("-") ? inside.dropFirst() : inside
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    guard !inside.hasPrefix("-"), digits.count <= 3, let status = Int32(digits),
      (1...255).contains(status)
    else { throw .badStatus(line: index + 1, text: line) }
    return status
  }

  /// Checks that the `$` line at `range` splits into words after `$ puremvp`, in `words`;
  /// whether it is plain (split straight from its bytes).
  private static func split(
    _ file: Source, _ range: Range<Int>, line: Int, into words: inout CommandWords
  ) throws(Problem) -> Bool {
    // After the `$`: most lines are plain (ASCII without quotes, backslashes, comments or
    // NUL, as the tokenizer's plain path reads them), looked at as bytes, never split here;
    // a plain line holds no mask (its dot, U+2022, is not ASCII).
    let isPlain = file.bytes.withUnsafeBufferPointer { bytes in
      isPlainCommand(UnsafeBufferPointer(rebasing: bytes[range]))
    }
    if let isPlain {
      guard isPlain else { throw .otherProgram(line: line) }
      return true
    }
    let string = String(decoding: file.bytes[range], as: UTF8.self)
    if string.contains(maskedPassword) { throw .maskedPassword(line: line) }
    if let problem = Tokenizer.split(String(string.dropFirst()), into: &words) {
      throw .unsplittable(line: line, problem: problem)
    }
    guard words.count > 0, words[0] == "puremvp", string.hasPrefix("$ ") else {
      throw .otherProgram(line: line)
    }
    return false
  }

  /// Whether the `$` line `text` runs `puremvp` when it is plain (its words split by the
  /// tokenizer's plain path); `nil` when it is not plain.
  private static func isPlainCommand(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
    var index = 1
    while index < text.count {
      switch text[index] {
      case 0, 0x80...0xFF, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"),
        UInt8(ascii: "#"):
        return nil
      default: index += 1
      }
    }
    guard text.count > 1, text[1] == UInt8(ascii: " ") else { return false }
    // The first word, after the separators (spaces and tabs).
    var first = 2
    while first < text.count, text[first] == UInt8(ascii: " ") || text[first] == UInt8(ascii: "\t")
    {
      first += 1
    }
    var end = first
    while end < text.count, text[end] != UInt8(ascii: " "), text[end] != UInt8(ascii: "\t") {
      end += 1
    }
    let program: StaticString = "puremvp"
    guard end - first == program.utf8CodeUnitCount else { return false }
    for offset in 0..<(end - first) where text[first + offset] != program.utf8Start[offset] {
      return false
    }
    return true
  }

  /// The file with each command's expected lines replaced by `actual` (one entry a command,
  /// in order: its lines and its status), every other byte as it was.
  package func updated(with actual: [(lines: [String], status: Int32)]) -> [UInt8] {
    let bytes = file.bytes
    let lines = file.lines
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var position = 0
    for (command, result) in zip(commands, actual) {
      let dollar = lines[command.outputLines.lowerBound - 1]
      text += bytes[position..<dollar.next]
      // The `$` line's own line end, so a file written with CRLF keeps it.
      let end = bytes[dollar.textEnd..<dollar.next]
      var written = result.lines
      if result.status != 0 { written.append("[\(result.status)]") }
      let indent = String(repeating: " ", count: command.indent)
      for line in written {
        text += ((line.isEmpty ? "" : indent) + line).utf8
        text += end
      }
      position =
        command.outputLines.isEmpty ? dollar.next : lines[command.outputLines.upperBound - 1].next
    }
    text += bytes[position...]
    return text
  }
}

/// A Markdown code fence: three or more backticks or tildes, indented at most three spaces,
/// and an info string (`console`).
private struct Fence {
  /// The fence's indentation, in spaces.
  let indent: Int
  let marker: Character
  /// The marker's byte (ASCII).
  let markerByte: UInt8
  let length: Int
  let isConsole: Bool

  /// The fence line `index` of `file` opens; `nil` when it opens none.
  static func opening(_ file: Transcript.Source, _ index: Int) -> Fence? {
    // Most lines are not fences: their first byte after the indentation is no marker.
    let line = file.lines[index]
    guard
      let first = file.bytes[line.start..<line.textEnd].first(where: { $0 != UInt8(ascii: " ") }),
      first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
    else { return nil }
    return Fence(opening: file.text(ofLine: index))
  }

  init?(opening line: String) {
    let indent = line.prefix { $0 == " " }
    guard indent.count <= 3 else { return nil }
    let rest = line.dropFirst(indent.count)
    guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
    let run = rest.prefix { $0 == marker }
    guard run.count >= 3 else { return nil }
    let info = rest.dropFirst(run.count).split(separator: " ").first ?? ""
    // A backtick fence's info string holds no backtick: that line is inline code.
    if marker == "`", rest.dropFirst(run.count).contains("`") { return nil }
    self.indent = indent.count
    self.marker = marker
    markerByte = marker == "`" ? UInt8(ascii: "`") : UInt8(ascii: "~")
    length = run.count
    isConsole = info == "console"
  }

  /// Whether line `index` of `file` closes the block this fence opened.
  func isClosed(by file: Transcript.Source, _ index: Int) -> Bool {
    // Most lines of a block are not fences: their first byte after the indentation is not
    // the marker, which is ASCII.
    let range = file.lines[index]
    guard
      let first = file.bytes[range.start..<range.textEnd].first(where: {
        $0 != UInt8(ascii: " ")
      }),
      first == markerByte
    else { return false }
    let line = file.text(ofLine: index)
    let trimmed = line.drop { $0 == " " }
    guard line.count - trimmed.count <= 3 else { return false }
    let run = trimmed.prefix { $0 == marker }
    return run.count >= length && trimmed.dropFirst(run.count).allSatisfy { $0 == " " }
  }
}
