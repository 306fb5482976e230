import Foundation
import SystemInterface
import TestSupport
import Testing

/// A task exported to the format it did not come from, through the binary: what both
/// formats hold crosses, field by field as the README's table says, and what the other
/// format has no place for is counted on standard error.
@Suite struct CrossFormatTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Imports `file` (text) into a fresh store and exports it in `format`.
  private func crossed(_ file: String, name: String, to format: String) throws -> RunResult {
    let path = directory.file(name)
    try Data(file.utf8).write(to: URL(fileURLWithPath: path))
    let store = directory.file(name + ".store")
    let imported = try BinaryRunner.run(["--store", store, "tasks", "import", path])
    #expect(imported.status == 0, "\(imported)")
    let exported = try BinaryRunner.run(["--store", store, "tasks", "export", "--to", format])
    #expect(exported.status == 0, "\(exported)")
    return exported
  }

  /// The objects of a Taskwarrior export.
  private func objects(_ json: String) throws -> [[String: Any]] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
  }

  /// The issue's reproduction: a Taskwarrior task with a project, tags, a due date, a
  /// priority M, annotations and a UDA, exported to todo.txt.
  @Test func aTaskwarriorTaskTakesWhatTodoTxtHoldsAndCountsTheRest() throws {
    defer { directory.remove() }
    let export = try crossed(
      """
      [
      {"description":"Renew car insurance","due":"20261220T000000Z","entry":"20261202T101010Z","modified":"20261202T101010Z","priority":"M","project":"Home.Car","status":"pending","tags":["bills","car"],"uuid":"5f1c0e1e-3c2a-4b7e-9d5e-1234567890ab","annotations":[{"entry":"20261202T101010Z","description":"call the agent"}],"estimate":3},
      {"description":"Pay +Home.Car","status":"pending","project":"Home.Car","recur":"weekly","annotations":[]}
      ]
      """, name: "tw.json", to: "todotxt")
    #expect(
      export.stdout == """
        (B) 2026-12-02 Renew car insurance +Home.Car @bills @car due:2026-12-20
        Pay +Home.Car

        """)
    #expect(
      export.stderr
        == "puremvp: note: not carried to todo.txt: annotations 2, estimate 1, recur 1\n")
  }

  /// The other way: a todo.txt task's words give its Taskwarrior fields, its text stays the
  /// description, and a priority Taskwarrior has no letter for is counted.
  @Test func aTodoTxtTaskTakesWhatTaskwarriorHoldsAndCountsTheRest() throws {
    defer { directory.remove() }
    let export = try crossed(
      """
      (C) 2026-12-02 Renew car insurance +Home.Car @bills @car due:2026-12-20 +Other
      (E) Later
      x 2026-12-03 2026-12-01 Done @phone pri:B

      """, name: "todo.txt", to: "taskwarrior")
    let tasks = try objects(export.stdout)
    #expect(tasks.count == 3)
    // The description is the task's text as the store holds it, every word kept.
    let listed = try BinaryRunner.run([
      "--store", directory.file("todo.txt.store"), "--format", "json", "tasks", "list",
    ])
    let listedObject = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
    let result = (listedObject as? [String: Any])?["result"] as? [String: Any]
    let held = try #require(result?["tasks"] as? [[String: Any]]).compactMap {
      $0["text"] as? String
    }
    #expect(held.count == 3)
    #expect(held.first == tasks[0]["description"] as? String)
    #expect(held.first?.hasPrefix("Renew car insurance +Home.Car @bills @car") == true)
    #expect(held.first?.hasSuffix(" +Other") == true)
    #expect(tasks[0]["project"] as? String == "Home.Car")
    #expect(tasks[0]["tags"] as? [String] == ["bills", "car"])
    #expect(tasks[0]["due"] as? String == "20261220T000000Z")
    #expect(tasks[0]["priority"] as? String == "L")
    #expect(tasks[1]["priority"] == nil)
    #expect(tasks[2]["status"] as? String == "completed")
    #expect(tasks[2]["priority"] as? String == "M")
    #expect(tasks[2]["tags"] as? [String] == ["phone"])
    #expect(export.stderr == "puremvp: note: not carried to Taskwarrior: priority 1\n")
  }

  /// A due date crosses as the day it falls on in `TZ`, as every todo.txt date does.
  @Test func aDueDateIsTheDayInTheProcesssZone() throws {
    defer { directory.remove() }
    let file = directory.file("tw.json")
    try Data(
      #"[{"description":"a","status":"pending","due":"20261219T150000Z"}]"#.utf8
    ).write(to: URL(fileURLWithPath: file))
    let tokyo = ["TZ": "Asia/Tokyo"]
    let store = directory.file("s")
    _ = try BinaryRunner.run(["--store", store, "tasks", "import", file], environment: tokyo)
    let todo = try BinaryRunner.run(
      ["--store", store, "tasks", "export", "--to", "todotxt"], environment: tokyo)
    #expect(todo.stdout == "a due:2026-12-20\n")
    let line = directory.file("todo.txt")
    try Data("b due:2026-12-20\n".utf8).write(to: URL(fileURLWithPath: line))
    let other = directory.file("t")
    _ = try BinaryRunner.run(["--store", other, "tasks", "import", line], environment: tokyo)
    let back = try BinaryRunner.run(
      ["--store", other, "tasks", "export", "--to", "taskwarrior"], environment: tokyo)
    #expect(back.stdout.contains(#""due":"20261219T150000Z""#))
  }

  /// A text todo.txt cannot hold as it is: written with spaces, and said.
  @Test func lineBreaksAndTabsAreCounted() throws {
    defer { directory.remove() }
    let store = directory.file("s")
    _ = try BinaryRunner.run(["--store", store, "tasks", "add", "two\nlines"])
    _ = try BinaryRunner.run(["--store", store, "tasks", "add", "a\ttab"])
    let export = try BinaryRunner.run(["--store", store, "tasks", "export", "--to", "todotxt"])
    #expect(export.stdout.contains(" two lines\n") && export.stdout.hasSuffix(" a tab\n"))
    #expect(export.stderr == "puremvp: note: not carried to todo.txt: line breaks 1, tabs 1\n")
    // JSON and Taskwarrior carry every text exactly, and say nothing.
    for format in ["json", "taskwarrior"] {
      let exact = try BinaryRunner.run(["--store", store, "tasks", "export", "--to", format])
      #expect(exact.stdout.contains(#"two\nlines"#) && exact.stdout.contains(#"a\ttab"#))
      #expect(exact.stderr.isEmpty)
    }
  }

  // MARK: - The README's table

  /// One row of the README's table of what crosses: the Taskwarrior members and the
  /// todo.txt markup, each as the code spans of its cell (`—`: none).
  struct Row: CustomStringConvertible {
    var taskwarrior: [String]
    var todoTxt: [String]
    var description: String { "\(taskwarrior) ⇄ \(todoTxt)" }
  }

  /// The rows of the table that follows "**Across formats.**" in README.md.
  static func readmeRows() throws -> [Row] {
    let readme = try String(
      contentsOf: GoldenCase.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "**Across formats.**"))
    var rows: [Row] = []
    var inTable = false
    for line in readme[section.upperBound...].split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("|") else {
        if inTable { break }
        continue
      }
      inTable = true
      let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, cells[0] != "Taskwarrior", !cells[0].hasPrefix("---") else {
        continue
      }
      rows.append(Row(taskwarrior: codeSpans(cells[0]), todoTxt: codeSpans(cells[1])))
    }
    return rows
  }

  private static func codeSpans(_ cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Every row holds both ways through the binary: a Taskwarrior task with the row's
  /// members exports to todo.txt with the row's markup, and a todo.txt line with the markup
  /// exports to Taskwarrior with the members; a row with one side empty is counted as not
  /// carried to the other.
  @Test func everyRowOfTheReadmeTableHolds() throws {
    defer { directory.remove() }
    let rows = try Self.readmeRows()
    #expect(rows.count >= 10)
    for (number, row) in rows.enumerated() {
      if row.todoTxt.isEmpty {
        try checkNotCarriedToTodoTxt(row, number)
      } else if row.taskwarrior.isEmpty {
        try checkNotCarriedToTaskwarrior(row, number)
      } else {
        try checkTaskwarriorToTodoTxt(row, number)
        try checkTodoTxtToTaskwarrior(row, number)
      }
    }
  }

  private func checkTaskwarriorToTodoTxt(_ row: Row, _ number: Int) throws {
    var members = [#""description":"T""#, #""status":"pending""#]
    let names = row.taskwarrior.compactMap { $0.split(separator: ":").first }
    members.removeAll { member in names.contains { member.hasPrefix(String($0)) } }
    let object = "{" + (members + row.taskwarrior).joined(separator: ",") + "}"
    let export = try crossed("[\n\(object)\n]\n", name: "row\(number).json", to: "todotxt")
    let line = " " + export.stdout.trimmingCharacters(in: .newlines) + " "
    for markup in row.todoTxt {
      #expect(line.contains(" \(markup) "), "\(row): \(export.stdout)")
    }
    #expect(export.stderr.isEmpty, "\(row)")
  }

  private func checkTodoTxtToTaskwarrior(_ row: Row, _ number: Int) throws {
    let markup = row.todoTxt.joined(separator: " ")
    let line: String
    if markup.hasPrefix("+") || markup.hasPrefix("@") || markup.contains(":") {
      line = "T " + markup
    } else if markup.hasPrefix("x ") || markup.hasPrefix("(") || markup.first?.isNumber == true {
      line = markup + " T"
    } else {
      line = markup
    }
    let export = try crossed(line + "\n", name: "row\(number).txt", to: "taskwarrior")
    let task = try #require(try objects(export.stdout).first)
    let expected = try #require(
      try JSONSerialization.jsonObject(
        with: Data(("{" + row.taskwarrior.joined(separator: ",") + "}").utf8))
        as? [String: Any])
    for (name, value) in expected {
      #expect(
        task[name].map { "\($0)" } == "\(value)", "\(row): \(name) in \(export.stdout)")
    }
    #expect(export.stderr.isEmpty, "\(row)")
  }

  private func checkNotCarriedToTodoTxt(_ row: Row, _ number: Int) throws {
    for name in row.taskwarrior {
      let object = #"{"description":"T","status":"pending",""# + name + #"":"x"}"#
      let export = try crossed(
        "[\n\(object)\n]\n", name: "row\(number)-\(name).json", to: "todotxt")
      #expect(export.stdout == "T\n", "\(row)")
      #expect(
        export.stderr == "puremvp: note: not carried to todo.txt: \(name) 1\n", "\(row)")
    }
  }

  private func checkNotCarriedToTaskwarrior(_ row: Row, _ number: Int) throws {
    for (index, priority) in row.todoTxt.enumerated() {
      let export = try crossed(
        priority + " T\n", name: "row\(number)-\(index).txt", to: "taskwarrior")
      #expect(try objects(export.stdout).first?["priority"] == nil, "\(row)")
      #expect(
        export.stderr == "puremvp: note: not carried to Taskwarrior: priority 1\n", "\(row)")
    }
  }
}
