/// The todo.txt codec: one task per line, completion mark `x`, priority `(A)`, dates
/// `YYYY-MM-DD`, and the rest of the line as the text (`+project`, `@context` and
/// `key:value` words included).
///
/// Mapping (docs/interchange.md): `x` → completed; priority `A` → favorite; `B`–`Z` → not
/// favorite, kept in `priority` and counted as the unmapped field `priority`; the creation
/// and completion dates → midnight of that date in `timeZone`; `key:value` words stay in
/// the text and are counted by key. On a completed task, a last `pri:X` word (where the format
/// description says to keep a completed task's priority) is its priority.
package enum TodoTxt {
  /// The longest line accepted, in bytes without its line ending: 64 KiB, as for scripts.
  package static let maximumLineLength = 64 * 1024

  /// The tasks of the todo.txt file `bytes`. Blank lines are skipped silently; lines whose
  /// text is empty or over 500 characters are skipped and reported. Throws for a file that
  /// is not text (invalid UTF-8, a NUL) or has a line over `maximumLineLength`.
  package static func decode(
    _ bytes: [UInt8], timeZone: InterchangeTimeZone
  ) throws(InterchangeError) -> InterchangeDecoding {
    var tasks: [DecodedTask] = []
    var skipped: [SkippedEntry] = []
    let failure: InterchangeError? = bytes.withUnsafeBufferPointer { buffer in
      var start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      var line = 0
      while start < buffer.count {
        line += 1
        var end = start
        while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
        let next = end + 1
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end - start <= maximumLineLength else {
          return InterchangeError(line: line, problem: .lineTooLong)
        }
        if let (_, problem) = UTF8Scan.firstProblem(buffer, start, end) {
          return InterchangeError(line: line, problem: problem)
        }
        switch decodeLine(buffer, start, end, line: line, timeZone: timeZone) {
        case .blank: break
        case .task(let task): tasks.append(task)
        case .skipped(let reason): skipped.append(SkippedEntry(line: line, reason: reason))
        }
        start = next
      }
      return nil
    }
    if let failure { throw failure }
    return InterchangeDecoding(tasks: tasks, skipped: skipped)
  }

  /// `tasks` as a todo.txt file, one line each, dates in `timeZone`.
  ///
  /// A favorite is `(A)`; a completed task is `x COMPLETION CREATION text`, with its
  /// priority kept as a last `pri:X` word. A completed task without a completion time
  /// loses its creation date (a lone date after `x` is read as the completion date), and
  /// line breaks in a text are written as spaces. When a text would itself read as markup
  /// (`x …`, `(B) …`, a date where one is expected, or a leading byte order mark), one more
  /// space goes before it:
  /// todo.txt-cli and this decoder then read it as text.
  package static func encode(_ tasks: [InterchangeTask], timeZone: InterchangeTimeZone) -> String {
    var out = ""
    for task in tasks {
      encodeLine(task, timeZone: timeZone, into: &out)
      out += "\n"
    }
    return out
  }

  // MARK: - Decoding

  private enum LineOutcome {
    case blank
    case task(DecodedTask)
    case skipped(SkipReason)
  }

  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  private static func decodeLine(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, line: Int,
    timeZone: InterchangeTimeZone
  ) -> LineOutcome {
    guard (start..<end).contains(where: { bytes[$0] != space && bytes[$0] != tab }) else {
      return .blank
    }
    var position = start
    /// A date at `position` followed by a space or the end of the line, consumed.
    func date() -> CivilDate? {
      guard let date = CivilDate.parseDashed(bytes, at: position),
        position + 10 == end || bytes[position + 10] == space
      else { return nil }
      position = min(position + 11, end)
      return date
    }
    var isCompleted = false
    var priority: UInt8?
    var creation: CivilDate?
    var completion: CivilDate?
    if end - position >= 2, bytes[position] == UInt8(ascii: "x"), bytes[position + 1] == space {
      isCompleted = true
      position += 2
      completion = date()
      if completion != nil { creation = date() }
    } else {
      if end - position >= 4, bytes[position] == UInt8(ascii: "("),
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[position + 1]),
        bytes[position + 2] == UInt8(ascii: ")"), bytes[position + 3] == space
      {
        priority = bytes[position + 1]
        position += 4
      }
      creation = date()
    }
    var words = Words(bytes, position, end)
    if isCompleted, let word = words.lastPriorityWord() {
      priority = bytes[word.lowerBound + 4]
      words.remove(word)
    }
    let text: String
    switch TextRule.check(words.text()) {
    case .success(let checked): text = checked
    case .failure(let reason): return .skipped(reason)
    }
    var unmapped = words.tagKeys()
    var task = InterchangeTask(text: text, isCompleted: isCompleted)
    if let priority {
      if priority == UInt8(ascii: "A") {
        task.isFavorite = true
      } else {
        task.priority = .todoTxt(String(UnicodeScalar(priority)))
        unmapped.append("priority")
      }
    }
    task.createdAt = creation.flatMap { timeZone.midnight(of: $0) }
    task.completedAt = completion.flatMap { timeZone.midnight(of: $0) }
    return .task(DecodedTask(task: task, line: line, unmappedFields: unmapped))
  }

  /// The rest of a line after its markup, as words separated by spaces and tabs.
  private struct Words {
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int
    let end: Int
    /// A byte range cut out of the text (a `pri:X` word and one separator next to it).
    var removed: Range<Int>?

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
      self.bytes = bytes
      self.start = start
      self.end = end
    }

    private func isSeparator(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Each word's byte range, in order.
    func ranges() -> [Range<Int>] {
      var result: [Range<Int>] = []
      var index = start
      while index < end {
        while index < end, isSeparator(bytes[index]) { index += 1 }
        let wordStart = index
        while index < end, !isSeparator(bytes[index]) { index += 1 }
        if index > wordStart { result.append(wordStart..<index) }
      }
      return result
    }

    /// The last word when it is exactly `pri:` and a letter `A`–`Z`: where the encoder
    /// puts it. (A `pri:` word elsewhere is text, so that a text such as `pri:B then x`
    /// does not lose a word.)
    func lastPriorityWord() -> Range<Int>? {
      guard let range = ranges().last, range.count == 5,
        bytes[range.lowerBound..<(range.lowerBound + 4)].elementsEqual("pri:".utf8),
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[range.lowerBound + 4])
      else { return nil }
      return range
    }

    /// Cuts `word` out, with the separator before it (or after it, for a first word).
    mutating func remove(_ word: Range<Int>) {
      if word.lowerBound > start, isSeparator(bytes[word.lowerBound - 1]) {
        removed = (word.lowerBound - 1)..<word.upperBound
      } else if word.upperBound < end, isSeparator(bytes[word.upperBound]) {
        removed = word.lowerBound..<(word.upperBound + 1)
      } else {
        removed = word
      }
    }

    /// The text, without the removed range; not yet trimmed.
    func text() -> String {
      guard let removed else { return String(decoding: bytes[start..<end], as: UTF8.self) }
      return String(decoding: bytes[start..<removed.lowerBound], as: UTF8.self)
        + String(decoding: bytes[removed.upperBound..<end], as: UTF8.self)
    }

    /// The keys of the `key:value` words, each once, in order of first appearance.
    ///
    /// The format description allows any non-space, non-colon key and value; here a key
    /// must also start with a letter and a value must not start with `//`, so that a time
    /// such as `12:30` and a link such as `https://example.com` stay plain text.
    func tagKeys() -> [String] {
      var keys: [String] = []
      for range in ranges() where removed.map({ !$0.overlaps(range) }) ?? true {
        let first = bytes[range.lowerBound]
        guard (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else {
          continue
        }
        guard let colon = range.first(where: { bytes[$0] == UInt8(ascii: ":") }),
          colon + 1 < range.upperBound,
          !((colon + 1)..<range.upperBound).contains(where: { bytes[$0] == UInt8(ascii: ":") }),
          !bytes[(colon + 1)..<range.upperBound].starts(with: "//".utf8)
        else { continue }
        let key = String(decoding: bytes[range.lowerBound..<colon], as: UTF8.self)
        if !keys.contains(key) { keys.append(key) }
      }
      return keys
    }
  }

  // MARK: - Encoding

  private static func encodeLine(
    _ task: InterchangeTask, timeZone: InterchangeTimeZone, into out: inout String
  ) {
    let text = oneLine(task.text)
    let priority = task.isFavorite ? "A" : task.priority.flatMap(otherPriority)
    // Whether the decoder, at the text's position, would take a leading date as markup.
    var expectsDate = true
    var atLineStart = true
    if task.isCompleted {
      out += "x "
      atLineStart = false
      if let completion = task.completedAt.flatMap(timeZone.date(of:)) {
        out += completion.dashed + " "
        if let creation = task.createdAt.flatMap(timeZone.date(of:)) {
          out += creation.dashed + " "
          expectsDate = false
        }
      }
    } else {
      if let priority {
        out += "(\(priority)) "
        atLineStart = false
      }
      if let creation = task.createdAt.flatMap(timeZone.date(of:)) {
        out += creation.dashed + " "
        expectsDate = false
        atLineStart = false
      }
    }
    // A byte order mark first on a line is read as the file's own when the line comes first.
    if (expectsDate && startsWithDate(text))
      || (atLineStart
        && (text.hasPrefix("x ") || startsWithPriority(text)
          || text.utf8.starts(with: [0xEF, 0xBB, 0xBF])))
    {
      out += " "
    }
    out += text
    if task.isCompleted, let priority { out += " pri:" + priority }
  }

  /// The letter of `priority` when it is a todo.txt priority other than the favorite's `A`.
  private static func otherPriority(_ priority: ForeignPriority) -> String? {
    guard case .todoTxt(let priority) = priority, priority.utf8.count == 1,
      let byte = priority.utf8.first,
      (UInt8(ascii: "B")...UInt8(ascii: "Z")).contains(byte)
    else { return nil }
    return priority
  }

  /// `text` with its line breaks as spaces: a todo.txt task is one line.
  private static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
    else { return text }
    return String(
      decoding: text.utf8.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? space : $0 },
      as: UTF8.self)
  }

  private static func startsWithDate(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      CivilDate.parseDashed(bytes, at: 0) != nil && (bytes.count == 10 || bytes[10] == space)
    }
  }

  private static func startsWithPriority(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(4))
    return bytes.count == 4 && bytes[0] == UInt8(ascii: "(")
      && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[1])
      && bytes[2] == UInt8(ascii: ")") && bytes[3] == space
  }
}
