/// A transcript: Markdown whose fenced `console` blocks hold commands and what they write.
///
/// In a `console` block, a line `$ puremvp WORDS` is a command, its words split as a script
/// line's are; the lines after it, up to the next `$` line or the closing fence, are what it
/// writes (standard output and standard error interleaved), and a last line `[N]` is its
/// exit status when not 0. Everything outside `console` blocks is prose, kept byte for byte
/// by `updated(with:)`. Only the layout is read here: what the words mean is the caller's.
package struct Transcript {
  /// One `$ puremvp` line and what it is expected to write.
  package struct Command: Equatable {
    /// The `$` line's number, from 1.
    package let line: Int
    /// The `$` line as written, without its indentation: `$ puremvp tasks add Buy milk`.
    package let text: String
    /// The words after `puremvp`.
    package let words: [String]
    /// The lines it is expected to write, without the status line.
    package let expected: [String]
    /// The exit status it is expected to end with: 0 unless a last line `[N]` says.
    package let status: Int32
    /// The indices in the file's lines of the lines after the `$` line that belong to it
    /// (its expected output and status): what `updated(with:)` replaces.
    fileprivate let outputLines: Range<Int>
    /// The block's indentation, taken off each line and put back on a rewritten one.
    fileprivate let indent: String
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

  /// The file's lines, each with its line end (`\n`, `\r\n`, or none for a last line).
  private let lines: [(text: String, end: String)]
  /// The commands, in order.
  package let commands: [Command]

  /// Reads `bytes` as a transcript.
  package init(_ bytes: [UInt8]) throws(Problem) {
    // Checked whole, once: a line is then decoded without a check of its own, and only a
    // file that is not UTF-8 is checked line by line, to name the line at fault.
    let isText = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) != nil }
    var lines: [(text: String, end: String)] = []
    var start = 0
    while start < bytes.count {
      var stop = start
      while stop < bytes.count, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
      var textEnd = stop
      var end = stop < bytes.count ? "\n" : ""
      if stop < bytes.count, textEnd > start, bytes[textEnd - 1] == UInt8(ascii: "\r") {
        textEnd -= 1
        end = "\r\n"
      }
      if !isText, String(validating: bytes[start..<textEnd], as: UTF8.self) == nil {
        throw .notText(line: lines.count + 1)
      }
      lines.append((String(decoding: bytes[start..<textEnd], as: UTF8.self), end))
      start = stop + 1
    }
    self.lines = lines
    commands = try Self.commands(in: lines.map(\.text))
  }

  /// The commands of the `console` blocks of `lines`.
  private static func commands(in lines: [String]) throws(Problem) -> [Command] {
    var commands: [Command] = []
    var index = 0
    while index < lines.count {
      guard let fence = Fence(opening: lines[index]) else {
        index += 1
        continue
      }
      let opening = index
      index += 1
      while index < lines.count, !fence.isClosed(by: lines[index]) { index += 1 }
      if fence.isConsole {
        guard index < lines.count else { throw .unterminatedFence(line: opening + 1) }
        commands += try block(lines, from: opening + 1, to: index, indent: fence.indent)
      }
      index += 1
    }
    return commands
  }

  /// The commands of one `console` block: `lines[start..<end]`.
  private static func block(_ lines: [String], from start: Int, to end: Int, indent: String)
    throws(Problem) -> [Command]
  {
    // Indexed from 0 whether or not the block is indented.
    let body =
      indent.isEmpty
      ? lines[start..<end]
      : ArraySlice(
        lines[start..<end].map { line in
          line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line
        })
    let base = body.startIndex
    var commands: [Command] = []
    // One value for every `$` line, refilled: its buffers are made once.
    var words = CommandWords()
    var index = 0
    while index < body.count {
      let number = start + index + 1
      guard isCommand(body[base + index]) else { throw .outputBeforeCommand(line: number) }
      let text = body[base + index]
      var next = index + 1
      while next < body.count, !isCommand(body[base + next]) { next += 1 }
      var expected = Array(body[(base + index + 1)..<(base + next)])
      var status: Int32 = 0
      if let last = expected.last, let written = try statusLine(last, line: start + next) {
        status = written
        expected.removeLast()
      }
      commands.append(
        Command(
          line: number, text: text, words: try split(text, line: number, into: &words),
          expected: expected, status: status, outputLines: (start + index + 1)..<(start + next),
          indent: indent))
      index = next
    }
    return commands
  }

  /// Whether `line` is a `$` line, a shell prompt and a command (`$PATH` is output).
  private static func isCommand(_ line: String) -> Bool {
    line.utf8.first == UInt8(ascii: "$") && (line == "$" || line.hasPrefix("$ "))
  }

  /// The exit status a line `[N]` states; `nil` for any other line (`[ ]` is output).
  private static func statusLine(_ line: String, line number: Int) throws(Problem) -> Int32? {
    guard line.hasPrefix("["), line.hasSuffix("]"), line.count > 2 else { return nil }
    let inside = line.dropFirst().dropLast()
    let digits = inside.hasPrefix("-") ? inside.dropFirst() : inside
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    guard !inside.hasPrefix("-"), digits.count <= 3, let status = Int32(digits),
      (1...255).contains(status)
    else { throw .badStatus(line: number, text: line) }
    return status
  }

  /// The words after `$ puremvp` on the `$` line `text`, split in `words`.
  private static func split(_ text: String, line: Int, into words: inout CommandWords)
    throws(Problem) -> [String]
  {
    // The mask's dot (U+2022) begins with the byte E2: a line without it is not searched.
    var text = text
    if text.withUTF8({ $0.contains(0xE2) }), text.contains(maskedPassword) {
      throw .maskedPassword(line: line)
    }
    // After the `$`: most lines are plain, split from the line's own bytes.
    let isPlain = text.withUTF8 { bytes in
      Tokenizer.splitPlain(UnsafeBufferPointer(rebasing: bytes.dropFirst()), into: &words)
    }
    if !isPlain, let problem = Tokenizer.split(String(text.dropFirst()), into: &words) {
      throw .unsplittable(line: line, problem: problem)
    }
    guard words.count > 0, words[0] == "puremvp", text.hasPrefix("$ ") else {
      throw .otherProgram(line: line)
    }
    return (1..<words.count).map { words[$0] }
  }

  /// The file with each command's expected lines replaced by `actual` (one entry a command,
  /// in order: its lines and its status), every other byte as it was.
  package func updated(with actual: [(lines: [String], status: Int32)]) -> [UInt8] {
    var text = ""
    var index = 0
    for (command, result) in zip(commands, actual) {
      for line in lines[index..<command.outputLines.lowerBound] { text += line.text + line.end }
      // The `$` line's own line end, so a file written with CRLF keeps it.
      let end = lines[command.outputLines.lowerBound - 1].end
      var written = result.lines
      if result.status != 0 { written.append("[\(result.status)]") }
      for line in written { text += (line.isEmpty ? "" : command.indent) + line + end }
      index = command.outputLines.upperBound
    }
    for line in lines[index...] { text += line.text + line.end }
    return Array(text.utf8)
  }
}

/// A Markdown code fence: three or more backticks or tildes, indented at most three spaces,
/// and an info string (`console`).
private struct Fence {
  let indent: String
  let marker: Character
  let length: Int
  let isConsole: Bool

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
    self.indent = String(indent)
    self.marker = marker
    length = run.count
    isConsole = info == "console"
  }

  /// Whether `line` closes the block this fence opened.
  func isClosed(by line: String) -> Bool {
    // Most lines of a block are not fences: their first byte after the indentation is not
    // the marker, which is ASCII.
    guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") }),
      first == marker.asciiValue
    else { return false }
    let trimmed = line.drop { $0 == " " }
    guard line.count - trimmed.count <= 3 else { return false }
    let run = trimmed.prefix { $0 == marker }
    return run.count >= length && trimmed.dropFirst(run.count).allSatisfy { $0 == " " }
  }
}
