import CivilCalendar
import Domain

/// The todo.txt codec: one task per line, completion mark `x`, priority `(A)`, dates
/// `YYYY-MM-DD`, and the rest of the line as the text (`+project`, `@context` and
/// `key:value` words included).
///
/// Mapping (docs/interchange.md): `x` → completed; priority `A` → favorite; `B`–`Z` → not
/// favorite, the letter kept as foreign data (`{"fields":{"priority":"B"}}`) and written
/// back; the creation and completion dates → midnight of that date in `timeZone`;
/// `key:value` words stay in the text. On a completed task, a last `pri:X` word (where the
/// format description says to keep a completed task's priority) is its priority.
package enum TodoTxt {
  /// The longest line accepted, in bytes without its line ending
  /// (`InterchangeLimits.maximumLineLength`, 1 MiB).
  package static let maximumLineLength = InterchangeLimits.maximumLineLength

  /// The tasks of the todo.txt file `bytes`. Blank lines are skipped silently; lines whose
  /// text is empty or over 500 characters are skipped and reported. Throws for a file that
  /// is not text (invalid UTF-8, a NUL) or has a line over `maximumLineLength`.
  package static func decode(
    _ bytes: [UInt8], timeZone: InterchangeTimeZone
  ) throws(InterchangeError) -> InterchangeDecoding {
    try InterchangeFile.decode(bytes, as: .todoTxt, timeZone: timeZone)
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
  ///
  /// A task that came from Taskwarrior gets the words of its project (`+project`), tags
  /// (`@tag`) and due date (`due:YYYY-MM-DD`) after its text, and `(B)` or `(C)` for a
  /// priority `M` or `L`; what else it kept, and the line breaks and tabs of a text, are
  /// counted in `notCarried` (`CrossFormat`).
  package static func encode(
    _ tasks: [InterchangeTask], timeZone: InterchangeTimeZone, notCarried: inout NotCarried
  ) -> String {
    var out = ""
    for task in tasks {
      encodeLine(task, timeZone: timeZone, notCarried: &notCarried, into: &out)
      out += "\n"
    }
    return out
  }

  /// `encode`, not counting what did not cross.
  package static func encode(_ tasks: [InterchangeTask], timeZone: InterchangeTimeZone) -> String {
    var notCarried = NotCarried()
    return encode(tasks, timeZone: timeZone, notCarried: &notCarried)
  }

  /// One task's line of a todo.txt file, newline included: what `encode` writes for it, so
  /// that a file can be written a task at a time.
  package static func line(
    _ task: InterchangeTask, timeZone: InterchangeTimeZone, notCarried: inout NotCarried
  ) -> String {
    var out = ""
    encodeLine(task, timeZone: timeZone, notCarried: &notCarried, into: &out)
    out += "\n"
    return out
  }

  /// `line`, not counting what did not cross.
  package static func line(_ task: InterchangeTask, timeZone: InterchangeTimeZone) -> String {
    var notCarried = NotCarried()
    return line(task, timeZone: timeZone, notCarried: &notCarried)
  }

  // MARK: - Decoding

  enum LineOutcome {
    case blank
    case task(DecodedTask)
    case skipped(ImportSkipReason)
  }

  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  static func decodeLine(
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
    // The `pri:X` word is looked for in the trimmed text, as the encoder wrote it: a word
    // is only what trimming leaves, so `pri:B\r ` is the same word as `pri:B`.
    var rest = TaskTextRule.trimmed(String(decoding: bytes[position..<end], as: UTF8.self))
    if isCompleted, let (letter, remainder) = splitPriorityWord(rest) {
      priority = letter
      rest = remainder
    }
    let text: String
    // A NUL never gets here: a file holding one is refused whole.
    do throws(TaskTextRule.Violation) {
      text = try TaskTextRule.check(rest)
    } catch {
      return .skipped(ImportSkipReason(error, field: "text"))
    }
    var task = InterchangeTask(text: text, isCompleted: isCompleted)
    if let priority {
      if priority == UInt8(ascii: "A") {
        task.isFavorite = true
      } else {
        task.foreign = InterchangeForeign(
          format: InterchangeFormat.todoTxt.rawValue,
          fields: ForeignPayload.make(
            fields: "{\"priority\":\"" + String(UnicodeScalar(priority)) + "\"}"))
      }
    }
    task.createdAt = creation.flatMap { timeZone.midnight(of: $0) }
    task.completedAt = completion.flatMap { timeZone.midnight(of: $0) }
    return .task(DecodedTask(task: task, line: line))
  }

  /// What separates words: spaces and tabs, and a carriage return inside a line, because
  /// the encoder writes it as a space and the words must not change on the way.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == UInt8(ascii: "\r")
  }

  /// The letter of a last word `pri:X` (`A`–`Z`) of `text` and the text before it, trimmed.
  /// Only a last word counts, where the encoder puts it, so that a text such as
  /// `pri:B then x` keeps its words.
  private static func splitPriorityWord(_ text: String) -> (UInt8, String)? {
    var text = text
    return text.withUTF8 { bytes -> (UInt8, String)? in
      let start = bytes.count - 5
      guard start >= 0, bytes[start..<(start + 4)].elementsEqual("pri:".utf8),
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start + 4]),
        start == 0 || isSeparator(bytes[start - 1])
      else { return nil }
      return (
        bytes[start + 4], TaskTextRule.trimmed(String(decoding: bytes[0..<start], as: UTF8.self))
      )
    }
  }

  // MARK: - Encoding

  private static func encodeLine(
    _ task: InterchangeTask, timeZone: InterchangeTimeZone, notCarried: inout NotCarried,
    into out: inout String
  ) {
    let text = oneLine(task.text, notCarried: &notCarried)
    var priority = task.isFavorite ? "A" : task.foreign.flatMap(otherPriority)
    var words: [String] = []
    if let foreign = task.foreign, foreign.format == InterchangeFormat.taskwarrior.rawValue {
      let crossing = CrossFormat.todoTxtFields(
        of: foreign.keptMembers, text: task.text, timeZone: timeZone, notCarried: &notCarried)
      words = crossing.words
      if priority == nil { priority = crossing.priority }
    }
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
        && (text.utf8.starts(with: "x ".utf8) || startsWithPriority(text)
          || text.utf8.starts(with: [0xEF, 0xBB, 0xBF])))
    {
      out += " "
    }
    out += text
    for word in words { out += " " + word }
    if task.isCompleted, let priority { out += " pri:" + priority }
  }

  /// The letter of the todo.txt priority kept in `foreign`, when it is one other than the
  /// favorite's `A`.
  static func otherPriority(_ foreign: InterchangeForeign) -> String? {
    guard foreign.format == InterchangeFormat.todoTxt.rawValue,
      let kept = ForeignPayload.parse(foreign.fields)?.fields.last(where: { $0.name == "priority" })
    else { return nil }
    // The kept text is a JSON string of one letter: `"B"`.
    let bytes = Array(kept.text.utf8)
    guard bytes.count == 3, bytes[0] == UInt8(ascii: "\""), bytes[2] == UInt8(ascii: "\""),
      (UInt8(ascii: "B")...UInt8(ascii: "Z")).contains(bytes[1])
    else { return nil }
    return String(UnicodeScalar(bytes[1]))
  }

  /// `text` with its line breaks and tabs as spaces, each kind counted in `notCarried`: a
  /// todo.txt task is one line, and a tab there is a separator like the space.
  private static func oneLine(_ text: String, notCarried: inout NotCarried) -> String {
    let lineFeed = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    guard text.utf8.contains(where: { $0 == lineFeed || $0 == carriageReturn || $0 == tab })
    else { return text }
    if text.utf8.contains(where: { $0 == lineFeed || $0 == carriageReturn }) {
      notCarried.count(.lineBreaks)
    }
    if text.utf8.contains(tab) { notCarried.count(.tabs) }
    return String(
      decoding: text.utf8.map { $0 == lineFeed || $0 == carriageReturn || $0 == tab ? space : $0 },
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
