import Domain
import TaskInterchange
import Testing

/// A task written to the format it did not come from: the fields both formats hold cross,
/// the rest is counted.
@Suite struct CrossFormatCodecTests {
  /// The tasks Taskwarrior's `json` (an export) holds, as its decoder reads them.
  private func fromTaskwarrior(_ json: String) throws -> [InterchangeTask] {
    try Taskwarrior.decode(Array(json.utf8)).tasks.map(\.task)
  }

  @Test func aTaskwarriorTaskGetsTodoTxtWordsAndTheRestIsCounted() throws {
    var notCarried = NotCarried()
    let renew = try fromTaskwarrior(
      #"[{"description":"Renew car insurance","due":"20261220T000000Z","modified":"20261202T101010Z","priority":"M","project":"Home.Car","status":"waiting","tags":["bills","car"],"annotations":[],"recur":"weekly","estimate":3}]"#
    )
    let tasks =
      renew + [
        // Words the text holds already are not written twice; a project with a space and a
        // tag list with a tag that is no word do not cross.
        InterchangeTask(
          text: "Pay +Home.Car @car",
          foreign: .taskwarrior(#"{"project":"Home.Car","tags":["car"],"priority":"H"}"#)),
        InterchangeTask(
          text: "Odd", isFavorite: true,
          foreign: .taskwarrior(#"{"project":"two words","tags":["ok","not ok"],"priority":"L"}"#)),
      ]
    #expect(
      TodoTxt.encode(tasks, timeZone: .utc, notCarried: &notCarried) == """
        (B) Renew car insurance +Home.Car @bills @car due:2026-12-20
        Pay +Home.Car @car
        (A) Odd

        """)
    #expect(
      notCarried.fields.map { "\($0.field) \($0.count)" } == [
        #"member("annotations") 1"#, #"member("estimate") 1"#, #"member("project") 1"#,
        #"member("recur") 1"#, #"member("tags") 1"#,
      ])
  }

  /// A due date is a day: its time is not part of todo.txt (the zone is the process's,
  /// checked through the binary).
  @Test func aDueDateIsTheDay() throws {
    let tasks = try fromTaskwarrior(
      #"[{"description":"a","status":"pending","due":"20261219T150000Z"}]"#)
    #expect(TodoTxt.encode(tasks, timeZone: .utc) == "a due:2026-12-19\n")
    let line = try TodoTxt.decode(Array("a due:2026-12-19\n".utf8), timeZone: .utc)
    let back = Taskwarrior.encode(line.tasks.map(\.task))
    #expect(back.contains(#""due":"20261219T000000Z""#))
  }

  @Test func aTodoTxtTaskGetsTaskwarriorFieldsFromItsWords() {
    var encoder = Taskwarrior.Encoder()
    let written =
      encoder.entries(
        InterchangeTask(
          text: "Call +Mom +Dad @phone @home @phone due:2026-12-20 due:2027-01-01 due:soon",
          foreign: .todoTxt(priority: "C")))
      + encoder.entries(InterchangeTask(text: "Later", foreign: .todoTxt(priority: "D")))
      + encoder.entries(InterchangeTask(text: "+ @ due: plain"))
    #expect(
      written == """

        {"description":"Call +Mom +Dad @phone @home @phone due:2026-12-20 due:2027-01-01 due:soon","status":"pending","due":"20261220T000000Z","priority":"L","project":"Mom","tags":["phone","home"]},
        {"description":"Later","status":"pending"},
        {"description":"+ @ due: plain","status":"pending"}
        """)
    #expect(encoder.notCarried.fields.map(\.field) == [.member("priority")])
  }

  /// What a todo.txt task's words give is written where its kept members will be once it is
  /// read back: an export of an import of the export is the export, byte for byte.
  @Test func anExportOfAnImportOfTheExportIsTheExport() throws {
    let tasks = [
      InterchangeTask(
        text: "Call +Mom @phone due:2026-12-20", createdAt: Day.mar01,
        uuid: "5980b378-54e8-4e40-b726-dcfbf421cebf", foreign: .todoTxt(priority: "B")),
      InterchangeTask(
        text: "Done @desk", isCompleted: true, isFavorite: true, createdAt: 0, completedAt: 86_399,
        uuid: "9ea707f6-af54-4f25-93d9-f80b97615675", foreign: .todoTxt(priority: "C")),
    ]
    let once = Taskwarrior.encode(tasks)
    let again = try Taskwarrior.decode(Array(once.utf8)).tasks.map(\.task)
    #expect(Taskwarrior.encode(again) == once)
  }

  /// The issue's text: a letter and 32,768 combining marks, one character of 65,537 bytes,
  /// and the largest text a task may hold: each comes back from every format.
  @Test func theLargestTextsComeBackFromEveryFormat() throws {
    let texts = [
      "a" + String(repeating: "\u{301}", count: 32_768),
      "a" + String(repeating: "\u{301}", count: (TaskTextRule.maximumUTF8Length - 1) / 2),
      String(repeating: "\"\u{1}\u{301}", count: 160),
    ]
    for text in texts {
      #expect((try? TaskTextRule.check(text)) == text)
      let task = InterchangeTask(text: text)
      let fromTaskwarrior = try Taskwarrior.decode(Array(Taskwarrior.encode([task]).utf8))
      #expect(fromTaskwarrior.tasks.map(\.task.text) == [text])
      let fromTodoTxt = try TodoTxt.decode(
        Array(TodoTxt.encode([task], timeZone: .utc).utf8), timeZone: .utc)
      #expect(fromTodoTxt.tasks.map(\.task.text) == [text])
    }
    // A text over the limit is refused by the rule every way in.
    let over = "a" + String(repeating: "\u{301}", count: TaskTextRule.maximumUTF8Length / 2)
    #expect(throws: TaskTextRule.Violation.tooLarge(bytes: over.utf8.count)) {
      try TaskTextRule.check(over)
    }
  }
}
