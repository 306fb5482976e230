import Foundation
import SystemInterface
import TestSupport
import Testing

/// What a task keeps of its source format, through the binary: the members puremvp models
/// are always written from the task, and the star lies over a kept priority without
/// replacing it.
@Suite struct ForeignFieldsTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// Runs the binary over the store `store` and checks that it succeeded.
  @discardableResult
  private func run(_ store: String, _ arguments: [String]) throws -> RunResult {
    let result = try BinaryRunner.run(
      ["--store", directory.file(store), "--now", "2026-12-01T09:30:00Z", "--seed", "3"]
        + arguments)
    #expect(result.status == 0, "\(arguments): \(result)")
    return result
  }

  private func write(_ name: String, _ text: String) throws -> String {
    let path = directory.file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The one object of a Taskwarrior export of one task.
  private func taskwarriorObject(_ store: String) throws -> [String: Any] {
    let json = try run(store, ["tasks", "export", "--to", "taskwarrior"]).stdout
    let objects = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return try #require(objects.first)
  }

  /// A backup whose foreign data holds `status`, `entry` and `end` (an edited file, or one a
  /// store from before this rule exported): they are dropped on import, said as not kept,
  /// and the export writes the task's own status and no times it does not have.
  @Test func foreignMembersOfNamesPuremvpModelsAreDroppedOnImport() throws {
    defer { directory.remove() }
    let backup = try write(
      "backup.json",
      #"""
      [
      {"id":1,"text":"Mine","favorite":false,"completed":false,"createdAt":null,"completedAt":null,"uuid":"52d33eee-ba46-433c-ba50-594ddcd3fb30","foreign":{"format":"taskwarrior","fields":{"status":"deleted","entry":"20261122T111020Z","end":"20261122T111021Z","project":"p"}}}
      ]
      """#)
    #expect(
      try run("s", ["tasks", "import", backup]).stdout
        == "Imported 1 task; not kept: end 1, entry 1, status 1\n")
    let object = try taskwarriorObject("s")
    #expect(object["status"] as? String == "pending")
    #expect(object["entry"] == nil)
    #expect(object["end"] == nil)
    #expect(object["project"] as? String == "p")
    #expect(
      try run("s", ["tasks", "export"]).stdout.contains(
        #""foreign":{"format":"taskwarrior","fields":{"project":"p"}}"#))
  }

  /// A Taskwarrior task set back to pending keeps its `end` there; here it is an active task,
  /// which has no completion time, and completed then reopened it still exports none.
  @Test func aReopenedTaskExportsNoStaleEnd() throws {
    defer { directory.remove() }
    let export = try write(
      "tw.json",
      #"""
      [
      {"description":"Pending with end","entry":"20261120T080000Z","end":"20261122T111021Z","status":"pending","uuid":"52d33eee-ba46-433c-ba50-594ddcd3fb30"}
      ]
      """#)
    try run("s", ["tasks", "import", export])
    #expect(try taskwarriorObject("s")["end"] == nil)
    try run("s", ["tasks", "complete", "1"])
    #expect(try taskwarriorObject("s")["end"] as? String == "20261201T093000Z")
    try run("s", ["tasks", "reopen", "1"])
    let reopened = try taskwarriorObject("s")
    #expect(reopened["end"] == nil)
    #expect(reopened["status"] as? String == "pending")
  }

  /// Starring a task whose source priority is M exports H in both formats while it is
  /// starred; unstarring it gives M back, also after a backup restored in another store, and
  /// in todo.txt as `(B)`. A todo.txt `(C)` does the same the other way.
  @Test func unstarringGivesTheSourcesPriorityBack() throws {
    defer { directory.remove() }
    let export = try write(
      "tw.json",
      #"""
      [
      {"description":"Renew car insurance","entry":"20261202T101010Z","priority":"M","status":"pending","uuid":"52d33eee-ba46-433c-ba50-594ddcd3fb30"}
      ]
      """#)
    try run("a", ["tasks", "import", export])
    try run("a", ["tasks", "star", "1"])
    #expect(try taskwarriorObject("a")["priority"] as? String == "H")
    #expect(
      try run("a", ["tasks", "export", "--to", "todotxt"]).stdout
        == "(A) 2026-12-02 Renew car insurance\n")
    let backup = try write("backup.json", try run("a", ["tasks", "export"]).stdout)
    try run("b", ["tasks", "import", backup])
    try run("b", ["tasks", "unstar", "1"])
    #expect(try taskwarriorObject("b")["priority"] as? String == "M")
    #expect(
      try run("b", ["tasks", "export", "--to", "todotxt"]).stdout
        == "(B) 2026-12-02 Renew car insurance\n")

    let todo = try write("todo.txt", "(C) 2026-12-02 Water the plants\n")
    try run("c", ["tasks", "import", todo])
    try run("c", ["tasks", "star", "1"])
    #expect(try taskwarriorObject("c")["priority"] as? String == "H")
    try run("c", ["tasks", "unstar", "1"])
    #expect(try taskwarriorObject("c")["priority"] as? String == "L")
    #expect(
      try run("c", ["tasks", "export", "--to", "todotxt"]).stdout
        == "(C) 2026-12-02 Water the plants\n")
  }
}
