import Domain

/// One task as the foreign formats see it: the domain's plain, unchecked values
/// (`TaskValues`), which the service checks into a task with the domain's rules.
package typealias InterchangeTask = TaskValues

/// The fields of a task's source format that puremvp does not model (`ForeignValues`), as
/// one JSON object: `{"fields":{...}}`, the members as the source wrote them (a Taskwarrior
/// `project`, `tags`, a UDA; a todo.txt `priority`), and for a recurring Taskwarrior task
/// also `"template":{...}`, its recurrence template as it came. The store and the service
/// hold `fields` as opaque text; only this target reads it.
package typealias InterchangeForeign = ForeignValues

/// A task a decoder accepted, with where it came from and what of it had no place.
package struct DecodedTask: Equatable, Sendable {
  /// The task.
  package var task: InterchangeTask
  /// The line of the file it came from (for JSON: the line where its object starts), so a
  /// caller that refuses it later (a UUID the store already holds) can say `FILE:LINE`.
  package var line: Int
  /// Names of the fields of this entry that are dropped: neither mapped to a puremvp task
  /// nor kept as foreign data (an unknown member of puremvp's own JSON), once per field;
  /// `InterchangeReport.unmappedFields` sums them.
  package var unmappedFields: [String]
  /// The entry's position (from 0) in a JSON array written on one line, where the line alone
  /// does not say which entry it is.
  package var index: Int?

  /// A decoded task with every field given.
  package init(
    task: InterchangeTask, line: Int, unmappedFields: [String] = [], index: Int? = nil
  ) {
    self.task = task
    self.line = line
    self.unmappedFields = unmappedFields
    self.index = index
  }
}

/// What a decoder made of a well-formed file: nothing is dropped without a trace here.
package struct InterchangeReport: Equatable, Sendable {
  /// How many tasks were decoded.
  package var decodedCount: Int
  /// Entries that were not turned into tasks, in file order. Blank todo.txt lines are not
  /// entries and do not appear.
  package var skipped: [ImportSkip]
  /// For each field name with no place in a puremvp task, how many decoded tasks had it,
  /// sorted by name.
  package var unmappedFields: [FieldCount]

  /// How many decoded tasks had a field that has no place in a puremvp task.
  package struct FieldCount: Equatable, Sendable {
    /// The field's name: a Taskwarrior attribute (`tags`, `due`), a todo.txt tag key
    /// (`due`), or `priority` for a priority that is not the favorite one.
    package var name: String
    /// How many decoded tasks had it.
    package var count: Int

    /// A count with every field given.
    package init(name: String, count: Int) {
      self.name = name
      self.count = count
    }
  }

  /// A report with every field given.
  package init(
    decodedCount: Int = 0, skipped: [ImportSkip] = [], unmappedFields: [FieldCount] = []
  ) {
    self.decodedCount = decodedCount
    self.skipped = skipped
    self.unmappedFields = unmappedFields
  }

  /// The report for `tasks` and `skipped`, with the unmapped fields counted.
  package init(tasks: [DecodedTask], skipped: [ImportSkip]) {
    var counts: [String: Int] = [:]
    for task in tasks {
      for name in task.unmappedFields { counts[name, default: 0] += 1 }
    }
    self.init(
      decodedCount: tasks.count, skipped: skipped,
      unmappedFields: counts.sorted { $0.key < $1.key }.map {
        FieldCount(name: $0.key, count: $0.value)
      })
  }
}

/// The outcome of decoding a well-formed file.
package struct InterchangeDecoding: Equatable, Sendable {
  /// The tasks, in file order.
  package var tasks: [DecodedTask]
  /// What was decoded, skipped and left unmapped.
  package var report: InterchangeReport

  /// A decoding of `tasks` and `skipped`, with its report.
  package init(tasks: [DecodedTask], skipped: [ImportSkip]) {
    self.tasks = tasks
    self.report = InterchangeReport(tasks: tasks, skipped: skipped)
  }
}

/// A file that is not a readable todo.txt file or Taskwarrior export: refused whole, so the
/// caller prints `FILE:LINE` and changes nothing (`import_invalid`, exit 65).
package struct InterchangeError: Error, Equatable, Sendable {
  /// What is wrong.
  package enum Problem: Equatable, Sendable {
    /// Bytes that are not UTF-8 (stray, overlong, surrogates, beyond U+10FFFF).
    case invalidUTF8
    /// A NUL byte.
    case nulByte
    /// A todo.txt line longer than `TodoTxt.maximumLineLength` bytes.
    case lineTooLong
    /// Not JSON (RFC 8259); the payload says what the parser met.
    case invalidJSON(JSONProblem)
    /// JSON nested deeper than 64 levels (the array of tasks is the first).
    case nestingTooDeep
    /// A JSON string longer than `JSONParser.maximumStringLength` bytes of JSON text.
    case stringTooLong
    /// JSON that is neither an array of tasks nor task objects one after another, or whose
    /// objects are none of them a Taskwarrior task or a task of puremvp's own export.
    case notATaskwarriorExport
    /// More bytes than `InterchangeLimits.maximumInputLength`; the line is where it passed.
    case inputTooLong
  }

  /// The line (from 1) where the problem is.
  package var line: Int
  /// What is wrong there.
  package var problem: Problem

  /// An error at `line`.
  package init(line: Int, problem: Problem) {
    self.line = line
    self.problem = problem
  }

  /// The stable code of the problem, for messages and tests.
  package var code: String {
    switch problem {
    case .invalidUTF8: "invalid_utf8"
    case .nulByte: "nul_byte"
    case .lineTooLong: "line_too_long"
    case .invalidJSON: "invalid_json"
    case .nestingTooDeep: "nesting_too_deep"
    case .stringTooLong: "string_too_long"
    case .notATaskwarriorExport: "not_a_taskwarrior_export"
    case .inputTooLong: "input_too_long"
    }
  }
}

/// What the JSON parser met where it expected something else.
package enum JSONProblem: Equatable, Sendable {
  /// The input ends inside a value (or holds no value at all).
  case unexpectedEnd
  /// A byte that cannot start or continue the value here; the byte is given.
  case unexpectedByte(UInt8)
  /// A backslash escape RFC 8259 does not define, or a malformed `\u` escape.
  case invalidEscape
  /// A `\u` escape of half a surrogate pair without its other half.
  case unpairedSurrogate
  /// A raw control character (below U+0020) inside a string.
  case controlCharacterInString
  /// A number RFC 8259's grammar does not allow (`01`, `1.`, `-`, `1e`), or longer than 64
  /// bytes.
  case invalidNumber
}

/// The formats an import reads.
package enum InterchangeFormat: String, CaseIterable, Sendable {
  /// puremvp's own JSON export (a backup).
  case json
  /// todo.txt: one task per line.
  case todoTxt = "todotxt"
  /// Taskwarrior's JSON export.
  case taskwarrior

  /// The format of `bytes` when the user named none: a first non-blank byte `[` (an array)
  /// or `{` (one object per line) means JSON, whose objects say whether they are
  /// Taskwarrior's or puremvp's (`InterchangeJSON`); anything else todo.txt.
  package static func detect(_ bytes: [UInt8]) -> InterchangeFormat {
    var index = 0
    // A leading UTF-8 byte order mark is not content.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "["), UInt8(ascii: "{"): return .json
      default: return .todoTxt
      }
    }
    return .todoTxt
  }
}

extension InterchangeForeign {
  /// The kept members of the source format, each with its JSON text as it came, in the
  /// order they came; empty when `fields` is not what a decoder makes.
  package var keptMembers: [(name: String, text: String)] {
    ForeignPayload.parse(fields)?.fields ?? []
  }

  /// The JSON text of the recurrence template kept with a Taskwarrior instance, if any.
  package var keptTemplate: String? {
    ForeignPayload.parse(fields)?.template
  }
}
