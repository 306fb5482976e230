import Foundation
import SystemInterface
import TestSupport
import Testing

/// The round trips a Taskwarrior or todo.txt user makes, through the binary: import, change
/// one task, export back, and everything puremvp did not change comes back as it was; and
/// a backup (`tasks export`) restored whole.
@Suite struct RoundTripTests {
  private static let interchange = GoldenCase.packageRoot.appendingPathComponent(
    "Fixtures/interchange")
  /// What `--now` says in these tests, and so the time of every change.
  private static let now = "2026-12-01T09:30:00Z"

  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Runs the binary over the store `store` and checks that it succeeded.
  @discardableResult
  private func run(_ store: String, _ arguments: [String]) throws -> String {
    let result = try BinaryRunner.run(
      ["--store", directory.file(store), "--now", Self.now, "--seed", "3"] + arguments)
    #expect(result.status == 0, "\(arguments): \(result)")
    return result.stdout
  }

  private func objects(_ json: String) throws -> [[String: Any]] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
  }

  /// A member's value as Taskwarrior holds it: every attribute is text, a number too.
  private func text(_ value: Any?) -> String? {
    switch value {
    case nil: nil
    case let string as String: string
    case let number as NSNumber: number.stringValue
    case let other?:
      String(
        decoding: (try? JSONSerialization.data(withJSONObject: other, options: [.sortedKeys]))
          ?? Data(), as: UTF8.self)
    }
  }

  @Test func aTaskwarriorExportComesBackAsItWasButForWhatPuremvpChanged() throws {
    defer { directory.remove() }
    // Written by Taskwarrior 2.6.2 (`task export`): a project, tags, due, annotations, a
    // recurring template and its instance, a UDA (`estimate`), priorities M, L and H, wait,
    // scheduled, until, depends, a completed and a deleted task.
    let fixture = Self.interchange.appendingPathComponent("taskwarrior-2.6.2-rich.json")
    let report = try run("s", ["tasks", "import", fixture.path])
    #expect(
      report
        == "\(fixture.path):9: skipped \"Old thing\": a deleted task\nImported 6 tasks, skipped 1\n"
    )
    // `Buy milk` is #1: complete it, and only it.
    try run("s", ["tasks", "complete", "1"])
    let source = try objects(String(decoding: try Data(contentsOf: fixture), as: UTF8.self))
    let export = try objects(try run("s", ["tasks", "export", "--to", "taskwarrior"]))
    let exported = Dictionary(
      export.compactMap { object in (object["uuid"] as? String).map { ($0, object) } },
      uniquingKeysWith: { first, _ in first })
    #expect(exported.count == export.count)
    // `task import` ignores `id` and `urgency`, which Taskwarrior derives on every run.
    let derived: Set<String> = ["id", "urgency"]
    var compared = 0
    for task in source {
      let uuid = try #require(task["uuid"] as? String)
      let status = task["status"] as? String
      guard status != "deleted" else {
        #expect(exported[uuid] == nil)
        continue
      }
      let back = try #require(exported[uuid], "\(uuid) missing")
      let names = Set(task.keys).union(back.keys)
      let changed = names.filter { !derived.contains($0) && text(task[$0]) != text(back[$0]) }
      if task["description"] as? String == "Buy milk" {
        #expect(changed == ["status", "end", "modified"])
        #expect(back["status"] as? String == "completed")
        #expect(back["end"] as? String == "20261201T093000Z")
        #expect(back["modified"] as? String == "20261201T093000Z")
      } else if status == "recurring" {
        // The template is written as it came, `id` and `urgency` too.
        #expect(names.allSatisfy { text(task[$0]) == text(back[$0]) })
      } else {
        #expect(changed.isEmpty, "\(task["description"] ?? uuid): \(changed)")
      }
      compared += 1
    }
    #expect(compared == 7)
    #expect(export.count == 7)
  }

  @Test func aTodoTxtFileComesBackAsItWasButForTheTaskPuremvpChanged() throws {
    defer { directory.remove() }
    // Written by todo.txt-cli 2.11: priorities (A) and (B), contexts, projects, `due:`.
    let fixture = Self.interchange.appendingPathComponent("todotxt-cli.todo.txt")
    // Nothing is lost: the `due:` word stays in the text, `(B)` is kept.
    #expect(try run("s", ["tasks", "import", fixture.path]) == "Imported 8 tasks\n")
    try run("s", ["tasks", "edit", "7", "Buy stamps and envelopes"])
    let source = String(decoding: try Data(contentsOf: fixture), as: UTF8.self)
    let export = try run("s", ["tasks", "export", "--to", "todotxt"])
    var expected = source.split(separator: "\n", omittingEmptySubsequences: false)
    expected[6] = "Buy stamps and envelopes"
    #expect(export == expected.joined(separator: "\n"))
  }

  /// A store with a removed task, a completed one, a starred one and imported ones.
  private func fill(_ store: String) throws {
    try run(store, ["tasks", "add", "first"])
    try run(store, ["tasks", "add", "removed"])
    try run(store, ["tasks", "add", "done"])
    try run(store, ["tasks", "complete", "3"])
    try run(store, ["tasks", "favorite", "1"])
    try run(store, ["tasks", "remove", "2"])
    try run(
      store,
      [
        "tasks", "import",
        Self.interchange.appendingPathComponent("taskwarrior-2.6.2-rich.json").path,
      ])
    try run(
      store,
      ["tasks", "import", Self.interchange.appendingPathComponent("todotxt-cli.todo.txt").path])
    try run(store, ["tasks", "edit", "4", "Buy oat milk"])
    try run(store, ["tasks", "remove", "17"])
  }

  @Test func aBackupRestoresTheListExactlyIntoAnEmptyStore() throws {
    defer { directory.remove() }
    try fill("a")
    let before = try run("a", ["--format", "json", "tasks", "list"])
    let backup = directory.file("backup.json")
    try Data(try run("a", ["tasks", "export"]).utf8).write(to: URL(fileURLWithPath: backup))
    #expect(try run("b", ["tasks", "import", backup]) == "Imported 15 tasks\n")
    #expect(try run("b", ["--format", "json", "tasks", "list"]) == before)
    // Foreign data and UUIDs came back too: the exports are the same, in every format.
    for format in ["json", "taskwarrior", "todotxt"] {
      #expect(
        try run("b", ["tasks", "export", "--to", format])
          == (try run("a", ["tasks", "export", "--to", format])))
    }
    // The next ID follows the highest restored (#16: #17 was removed before the backup).
    #expect(try run("b", ["tasks", "add", "after"]) == "added #17 [ ]   after\n")
  }

  @Test func aBackupIntoAStoreInUseGetsNewIDsAndSkipsWhatItHolds() throws {
    defer { directory.remove() }
    try fill("a")
    let backup = directory.file("backup.json")
    try Data(try run("a", ["tasks", "export"]).utf8).write(to: URL(fileURLWithPath: backup))
    try run("b", ["tasks", "add", "mine"])
    try run("b", ["tasks", "remove", "1"])
    try run("b", ["tasks", "import", backup])
    let ids = try objects(try run("b", ["tasks", "export"])).compactMap { $0["id"] as? Int }
    #expect(ids == Array(2...16))
    // Importing it again adds nothing: each task is named with its line.
    let again = try run("b", ["--format", "json", "tasks", "import", backup])
    #expect(again.contains(#"{"line":2,"task":"first","reason":"uuid_in_store"}"#))
    #expect(again.contains(#""imported":0"#))
  }

  @Test func jsonThatIsNoTaskFileIsRefusedNotImportedAsText() throws {
    defer { directory.remove() }
    try run("s", ["tasks", "add", "kept"])
    let file = directory.file("junk.json")
    try Data(#"[{"name":"not a task"}]"#.utf8).write(to: URL(fileURLWithPath: file))
    let refused = try BinaryRunner.run(["--store", directory.file("s"), "tasks", "import", file])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("junk.json:1: cannot import: neither puremvp's JSON export"))
    // `--from todotxt` says it is text: one task of that line.
    try run("s", ["tasks", "import", file, "--from", "todotxt"])
    let texts = try objects(try run("s", ["tasks", "export"])).compactMap { $0["text"] as? String }
    #expect(texts == ["kept", #"[{"name":"not a task"}]"#])
  }

  @Test func taskwarriorOneObjectALineIsDetectedAndAOneLineArrayNamesPositions() throws {
    defer { directory.remove() }
    let lines = directory.file("lines.json")
    try Data(
      """
      {"description":"one","status":"pending","uuid":"52d33eee-ba46-433c-ba50-594ddcd3fb30"}
      {"description":"two","status":"deleted"}

      """.utf8
    ).write(to: URL(fileURLWithPath: lines))
    #expect(
      try run("s", ["tasks", "import", lines])
        == "\(lines):2: skipped \"two\": a deleted task\nImported 1 task, skipped 1\n")
    let array = directory.file("array.json")
    try Data(
      #"[{"text":"a"},{"description":"b","status":"deleted"},{"text":""}]"#.utf8
    ).write(to: URL(fileURLWithPath: array))
    #expect(
      try run("s", ["--format", "json", "tasks", "import", array]).contains(
        #""skipped":[{"line":1,"index":1,"task":"b","reason":"deleted"},{"line":1,"index":2,"reason":"empty_text"}]"#
      ))
  }
}
