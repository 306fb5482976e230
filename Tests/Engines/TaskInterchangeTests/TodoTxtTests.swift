import Domain
import TaskInterchange
import Testing

@Suite struct TodoTxtDecodeTests {
  @Test func readsTheFileTodoTxtCliWrote() throws {
    // Written by todo.txt-cli 2.11.0 (`todo-txt -t add`, `pri`, `do`; the done line from
    // done.txt): dates after the priority, `do` drops the priority.
    let decoded = try TodoTxt.decode(fixture("todotxt-cli.todo.txt"), timeZone: .utc)
    // Line 1 `(A)` is the star, line 2 keeps `(B)`, line 3 keeps its `due:` word, line 7
    // has no date, line 8 is done: recorded field by field in `decoded/`.
    try expectRecorded(recorded(decoded.tasks), "todotxt-cli.todo.txt")
    #expect(decoded.tasks.map(\.line) == Array(1...8))
    #expect(decoded.report.decodedCount == 8)
    #expect(decoded.report.skipped.isEmpty)
    // A `due:` word stays in the text and the priority `(B)` is kept: nothing is lost.
    #expect(decoded.report.unmappedFields.isEmpty)
  }

  @Test func followsTheFormatRules() throws {
    let decoded = try TodoTxt.decode(fixture("format-rules.todo.txt"), timeZone: .utc)
    let byLine = Dictionary(uniqueKeysWithValues: decoded.tasks.map { ($0.line, $0) })
    func task(_ line: Int) -> InterchangeTask? { byLine[line]?.task }
    #expect(task(1) == InterchangeTask(text: "Pay the water bill @home", isFavorite: true))
    // A priority anywhere but first, in lowercase or without its space is text.
    #expect(task(2) == InterchangeTask(text: "Call the plumber (A) @phone"))
    #expect(task(3) == InterchangeTask(text: "(a) Lowercase is no priority"))
    #expect(task(4) == InterchangeTask(text: "(C)->No space, no priority"))
    // A date that is not right after the priority is text.
    #expect(task(5) == InterchangeTask(text: "Water the plants 2026-03-02", isFavorite: true))
    #expect(
      task(6)
        == InterchangeTask(text: "Send the invoice", isCompleted: true, completedAt: Day.mar03))
    // Only a lowercase `x` and a space mark a task done.
    #expect(task(7) == InterchangeTask(text: "xerox the forms"))
    #expect(task(8) == InterchangeTask(text: "X 2026-01-01 Uppercase X is not done"))
    #expect(task(9) == InterchangeTask(text: "x Not done either", foreign: .todoTxt(priority: "B")))
    #expect(
      task(10)
        == InterchangeTask(
          text: "Review the draft +Book @desk", isCompleted: true, createdAt: Day.mar01,
          completedAt: Day.mar05))
    // `pri:A` keeps a completed task's priority.
    #expect(
      task(11)
        == InterchangeTask(
          text: "Keep its priority", isCompleted: true, isFavorite: true, createdAt: Day.mar02,
          completedAt: Day.mar06))
    #expect(task(12) == InterchangeTask(text: "Done without a date", isCompleted: true))
    // A leading space: not a completion mark, for todo.txt-cli too.
    #expect(task(13) == InterchangeTask(text: "x marks the spot"))
    #expect(
      task(14)
        == InterchangeTask(text: "Meet at 12:30 near https://example.com see:notes t:2026-04-01"))
    // `key:value` words are text: kept, so not reported as lost.
    #expect(byLine[14]?.unmappedFields == [])
    #expect(task(18) == InterchangeTask(text: "2026-02-30 Not a date"))
    // Line 19, two `due:` words, and every other line as recorded field by field.
    try expectRecorded(recorded(decoded.tasks), "format-rules.todo.txt")
    #expect(byLine[19]?.unmappedFields == [])
    // Blank lines (15, 17) are skipped silently; a text empty after its markup is reported.
    #expect(decoded.report.skipped == [ImportSkip(line: 16, reason: .emptyText)])
    #expect(decoded.tasks.count == 16)
    #expect(decoded.report.unmappedFields.isEmpty)
  }

  @Test func skipsAndReportsTextsOverFiveHundredCharacters() throws {
    let long = String(repeating: "é", count: 501)
    let exact = String(repeating: "é", count: 500)
    let decoded = try TodoTxt.decode(Array("(A) \(long)\n\(exact)\n".utf8), timeZone: .utc)
    #expect(decoded.tasks.map(\.task.text) == [exact])
    #expect(decoded.report.skipped == [ImportSkip(line: 1, reason: .textTooLong(length: 501))])
  }

  @Test func acceptsCRLFAndAByteOrderMarkAndALastLineWithoutNewline() throws {
    let decoded = try TodoTxt.decode(
      [0xEF, 0xBB, 0xBF] + Array("(A) One\r\n\r\nx Two".utf8), timeZone: .utc)
    #expect(
      decoded.tasks == [
        DecodedTask(task: InterchangeTask(text: "One", isFavorite: true), line: 1),
        DecodedTask(task: InterchangeTask(text: "Two", isCompleted: true), line: 3),
      ])
  }

  @Test func onlyALastPriWordIsACompletedTasksPriority() throws {
    // Found by the fuzzer: `pri:B` before a carriage return was read as text, and once the
    // encoder wrote the carriage return as a space, as the priority.
    let lines = [
      "x pri:B then more", "x Two pri:B\rmore", "(B) Three pri:C", "x Four  pri:D\r ",
      "x Five\r\rpri:A", "x Six foopri:A",
    ]
    let decoded = try TodoTxt.decode(
      Array(lines.map { $0 + "\n" }.joined().utf8), timeZone: .utc)
    #expect(
      decoded.tasks.map(\.task) == [
        InterchangeTask(text: "pri:B then more", isCompleted: true),
        InterchangeTask(text: "Two pri:B\rmore", isCompleted: true),
        InterchangeTask(text: "Three pri:C", foreign: .todoTxt(priority: "B")),
        // What trimming leaves decides the last word: a carriage return and a space after.
        InterchangeTask(text: "Four", isCompleted: true, foreign: .todoTxt(priority: "D")),
        // A carriage return inside the line separates words, as the space it is written as.
        InterchangeTask(text: "Five", isCompleted: true, isFavorite: true),
        // Only a whole word: `foopri:A` is text.
        InterchangeTask(text: "Six foopri:A", isCompleted: true),
      ])
    let once = TodoTxt.encode(decoded.tasks.map(\.task), timeZone: .utc)
    #expect(
      once.split(separator: "\n")
        == [
          "x pri:B then more", "x Two pri:B more", "(B) Three pri:C", "x Four pri:D",
          "x Five pri:A", "x Six foopri:A",
        ]
    )
    let again = try TodoTxt.decode(Array(once.utf8), timeZone: .utc).tasks.map(\.task)
    #expect(TodoTxt.encode(again, timeZone: .utc) == once)
  }

  @Test func anEmptyFileHasNoTasks() throws {
    #expect(try TodoTxt.decode([], timeZone: .utc).tasks.isEmpty)
  }
}

@Suite struct TodoTxtMalformedTests {
  @Test func refusesInvalidUTF8WithItsLine() {
    let bytes = Array("One\nTwo\nThr".utf8) + [0xC3, 0x28] + Array("ee\n".utf8)
    #expect(throws: InterchangeError(line: 3, problem: .invalidUTF8)) {
      try TodoTxt.decode(bytes, timeZone: .utc)
    }
  }

  @Test(
    arguments: [
      [0xC0, 0xAF],  // overlong "/"
      [0xE0, 0x80, 0xAF],  // overlong "/" in three bytes
      [0xF0, 0x80, 0x80, 0xAF],  // overlong "/" in four bytes
      [0xED, 0xA0, 0x80],  // UTF-16 surrogate
      [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
      [0xE2, 0x82],  // truncated
      [0x80],  // stray continuation
    ] as [[UInt8]])
  func refusesEveryKindOfBadUTF8(sequence: [UInt8]) {
    #expect(throws: InterchangeError(line: 2, problem: .invalidUTF8)) {
      try TodoTxt.decode(Array("ok\nbad ".utf8) + sequence + [0x0A], timeZone: .utc)
    }
  }

  @Test func refusesANulWithItsLine() {
    #expect(throws: InterchangeError(line: 2, problem: .nulByte)) {
      try TodoTxt.decode(Array("One\nT\u{0}wo\n".utf8), timeZone: .utc)
    }
  }

  @Test func refusesALineOverOneMebibyte() throws {
    let limit = TodoTxt.maximumLineLength
    let exact = String(repeating: "a", count: limit)
    // Exactly at the limit the line is read (and then skipped: its text is too large).
    let atLimit = try TodoTxt.decode(Array("One\n\(exact)\r\n".utf8), timeZone: .utc)
    #expect(atLimit.report.skipped == [ImportSkip(line: 2, reason: .textTooLarge(bytes: limit))])
    #expect(throws: InterchangeError(line: 2, problem: .lineTooLong)) {
      try TodoTxt.decode(Array("One\n\(exact)a\nThree\n".utf8), timeZone: .utc)
    }
  }
}

@Suite struct TodoTxtEncodeTests {
  @Test func writesFavoritesCompletionAndDates() {
    let text = TodoTxt.encode(
      [
        InterchangeTask(text: "Buy milk", createdAt: Day.nov22 + 3_600),
        InterchangeTask(text: "Call mom +family", isFavorite: true, createdAt: Day.nov22),
        InterchangeTask(
          text: "Pay rent", isCompleted: true, isFavorite: true, createdAt: Day.mar01,
          completedAt: Day.mar05 + 86_399),
        InterchangeTask(text: "Old", isCompleted: true, completedAt: Day.mar03),
        InterchangeTask(text: "Older", isCompleted: true),
        InterchangeTask(text: "Later", foreign: .todoTxt(priority: "C")),
        InterchangeTask(
          text: "Done later", isCompleted: true, completedAt: Day.mar06,
          foreign: .todoTxt(priority: "C")),
      ], timeZone: .utc)
    #expect(
      text == """
        2026-11-22 Buy milk
        (A) 2026-11-22 Call mom +family
        x 2026-03-05 2026-03-01 Pay rent pri:A
        x 2026-03-03 Old
        x Older
        (C) Later
        x 2026-03-06 Done later pri:C

        """)
  }

  @Test func aCompletedTaskWithoutCompletionTimeLosesItsCreationDate() {
    // `x 2026-03-01 Text` would read 2026-03-01 as the completion date.
    let text = TodoTxt.encode(
      [InterchangeTask(text: "Text", isCompleted: true, createdAt: Day.mar01)], timeZone: .utc)
    #expect(text == "x Text\n")
  }

  @Test func writesLineBreaksAndTabsAsSpacesAndCountsThem() {
    var notCarried = NotCarried()
    let tasks = [
      InterchangeTask(text: "a\nb\r\nc"), InterchangeTask(text: "d\te"),
      InterchangeTask(text: "f\rg\th"),
    ]
    #expect(
      TodoTxt.encode(tasks, timeZone: .utc, notCarried: &notCarried) == "a b  c\nd e\nf g h\n")
    #expect(notCarried.fields.map(\.field) == [.lineBreaks, .tabs])
    #expect(notCarried.fields.map(\.count) == [2, 2])
  }

  /// A Taskwarrior priority crosses as its letter (`M` is `B`, `L` is `C`), and a priority
  /// of no format this codec reads is not written.
  @Test func anotherFormatsPriorityCrossesOrIsNotWritten() {
    var notCarried = NotCarried()
    #expect(
      TodoTxt.encode(
        [
          InterchangeTask(text: "a", foreign: .taskwarrior(#"{"priority":"M"}"#)),
          InterchangeTask(text: "b", foreign: .taskwarrior(#"{"priority":"L"}"#)),
          InterchangeTask(text: "c", foreign: .taskwarrior(#"{"priority":"X"}"#)),
          InterchangeTask(text: "d", foreign: .taskwarrior(#"{"priority":null}"#)),
        ],
        timeZone: .utc, notCarried: &notCarried) == "(B) a\n(C) b\nc\nd\n")
    #expect(notCarried.fields.map(\.field) == [.member("priority")])
    #expect(
      TodoTxt.encode(
        [InterchangeTask(text: "a", foreign: .todoTxt(priority: "high"))], timeZone: .utc)
        == "a\n")
    #expect(
      TodoTxt.encode([InterchangeTask(text: "a", foreign: .todoTxt(priority: "A"))], timeZone: .utc)
        == "a\n"
    )
  }

  @Test(arguments: [
    (InterchangeTask(text: "x marks the spot"), " x marks the spot\n"),
    (InterchangeTask(text: "(B) is text"), " (B) is text\n"),
    (InterchangeTask(text: "2026-03-01 is text"), " 2026-03-01 is text\n"),
    (InterchangeTask(text: "2026-03-01 is text", isFavorite: true), "(A)  2026-03-01 is text\n"),
    (InterchangeTask(text: "x marks", createdAt: Day.mar01), "2026-03-01 x marks\n"),
    (
      InterchangeTask(text: "2026-03-01 is text", isCompleted: true, completedAt: Day.mar02),
      "x 2026-03-02  2026-03-01 is text\n"
    ),
    (InterchangeTask(text: "2026-03-01", isCompleted: true), "x  2026-03-01\n"),
    (InterchangeTask(text: "xerox"), "xerox\n"),
    // Found by the fuzzer: `x`, a space and a combining mark is one `x` and one character
    // that is not a space, but the decoder reads bytes: it took the task as done.
    (InterchangeTask(text: "x \u{328}`"), " x \u{328}`\n"),
    // Found by the fuzzer: a first line starting with U+FEFF lost it as the file's BOM.
    (InterchangeTask(text: "\u{FEFF}(A) text"), " \u{FEFF}(A) text\n"),
  ])
  func setsATextThatWouldReadAsMarkupApartWithASpace(task: InterchangeTask, line: String) throws {
    #expect(TodoTxt.encode([task], timeZone: .utc) == line)
    #expect(try TodoTxt.decode(Array(line.utf8), timeZone: .utc).tasks.map(\.task) == [task])
  }
}

@Suite struct TodoTxtRoundTripTests {
  static let representative: [InterchangeTask] = [
    InterchangeTask(text: "Buy milk"),
    InterchangeTask(text: "Call mom @phone +family", isFavorite: true, createdAt: Day.nov22),
    InterchangeTask(
      text: "Pay rent t:2026-12-01", isCompleted: true, createdAt: Day.mar01,
      completedAt: Day.mar05),
    InterchangeTask(
      text: "Starred and done", isCompleted: true, isFavorite: true, createdAt: Day.leap2000,
      completedAt: Day.jan01),
    InterchangeTask(text: "Done, no dates", isCompleted: true),
    InterchangeTask(text: "Done, one date", isCompleted: true, completedAt: Day.mar06),
    InterchangeTask(text: "Café ☕ \"quoted\" back\\slash tab", foreign: .todoTxt(priority: "Q")),
    InterchangeTask(text: "x-ray (A) 12:30"),
    InterchangeTask(text: "x marks the spot"),
    InterchangeTask(text: String(repeating: "👨‍👩‍👧", count: 500), createdAt: Day.mar08),
  ]

  @Test func decodingTheEncodingGivesTheTasksBack() throws {
    let text = TodoTxt.encode(Self.representative, timeZone: .utc)
    let decoded = try TodoTxt.decode(Array(text.utf8), timeZone: .utc)
    #expect(decoded.tasks.map(\.task) == Self.representative)
    #expect(decoded.report.skipped.isEmpty)
  }

  @Test(arguments: ["todotxt-cli.todo.txt", "format-rules.todo.txt"])
  func reEncodingAFileIsStableFromTheFirstPass(name: String) throws {
    let first = try TodoTxt.decode(fixture(name), timeZone: .utc)
    let once = TodoTxt.encode(first.tasks.map(\.task), timeZone: .utc)
    let second = try TodoTxt.decode(Array(once.utf8), timeZone: .utc)
    #expect(second.tasks.map(\.task) == first.tasks.map(\.task))
    #expect(TodoTxt.encode(second.tasks.map(\.task), timeZone: .utc) == once)
  }

  @Test func theFileTodoTxtCliWroteComesBackByteForByte() throws {
    let bytes = try fixture("todotxt-cli.todo.txt")
    let tasks = try TodoTxt.decode(bytes, timeZone: .utc).tasks.map(\.task)
    #expect(Array(TodoTxt.encode(tasks, timeZone: .utc).utf8) == bytes)
  }
}
