import Foundation
import SystemInterface
import TestSupport
import Testing

/// A command is saved whole or not at all: `complete-all` and `clear-completed` over 3,000
/// tasks, killed with SIGKILL at random instants before, during and after their write,
/// leave either none or all of their changes.
///
/// Before groups, the `complete-all` campaign found a partial state in about one kill in
/// four. `clear-completed`'s records (`D 1234`) are short: those of 3,000 tasks fit in one
/// write, which a kill tears only when it lands inside that one system call, so its
/// campaign guards the same rule but rarely caught the old code.
@Suite(.serialized) struct TornCommandTests {
  private static let kills = 100

  /// A store of `count` tasks of 70 characters, all completed when `completed`.
  private func makeTemplate(count: Int, in directory: TemporaryDirectory, completed: Bool)
    throws -> String
  {
    let store = directory.file("template")
    var script = ""
    for number in 1...count {
      let text = "task \(number) " + String(repeating: "x", count: 64)
      script += "tasks add \(text.prefix(70))\n"
    }
    if completed { script += "tasks complete-all\n" }
    let setup = try GuardedRunner.run(
      ["--store", store, "run", "-"], stdin: Data(script.utf8), timeout: 120)
    #expect(setup.result.status == 0, "\(setup.result.stderr)")
    return store
  }

  /// A fresh copy of the template's tasks file in a store of its own.
  private func copy(_ template: String, to store: String) throws {
    try FileManager.default.createDirectory(
      atPath: store, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try FileManager.default.copyItem(atPath: template + "/tasks", toPath: store + "/tasks")
  }

  /// Runs `command` on `store` and kills it after `delay` seconds (if it still runs).
  private func runAndKill(_ command: [String], store: String, after delay: TimeInterval) throws {
    let process = Process()
    process.executableURL = GoldenCase.binary
    process.arguments = ["--store", store] + command
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.runAlone()
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// How long one uncut run of `command` takes on a copy of the template: the kills are
  /// spread over one and a half times that, so some land before, during and after the write.
  private func duration(of command: [String], template: String, in directory: TemporaryDirectory)
    throws -> TimeInterval
  {
    let store = directory.file("timing")
    try copy(template, to: store)
    let started = Date()
    let run = try GuardedRunner.run(["--store", store] + command)
    #expect(run.result.status == 0, "\(run.result.stderr)")
    return Date().timeIntervalSince(started)
  }

  /// The tasks the binary loads from `store`: (count, completed count); the load must succeed.
  private func load(_ store: String) throws -> (count: Int, completed: Int) {
    let list = try GuardedRunner.run(["--store", store, "--format", "json", "tasks", "list"])
    #expect(list.result.status == 0, "\(list.result.stderr)")
    return (
      list.result.stdout.matches(of: /"id":/).count,
      list.result.stdout.matches(of: /"completed":true/).count
    )
  }

  /// Kills `command` at random instants and returns what each kill left.
  private func campaign(_ command: [String], tasks: Int, completedTemplate: Bool) throws
    -> [(Int, Int)]
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let template = try makeTemplate(count: tasks, in: directory, completed: completedTemplate)
    let span = 1.5 * (try duration(of: command, template: template, in: directory))
    var outcomes: [(Int, Int)] = []
    for kill in 0..<Self.kills {
      let store = directory.file("kill-\(kill)")
      try copy(template, to: store)
      try runAndKill(command, store: store, after: Double.random(in: 0...span))
      outcomes.append(try load(store))
      try FileManager.default.removeItem(atPath: store)
    }
    return outcomes
  }

  @Test func aKilledCompleteAllLeavesNoneOrAllCompleted() throws {
    let tasks = 3_000
    let outcomes = try campaign(["tasks", "complete-all"], tasks: tasks, completedTemplate: false)
    let partial = outcomes.filter { $0.0 != tasks || ($0.1 != 0 && $0.1 != tasks) }
    #expect(partial.isEmpty, "partial states (tasks, completed): \(partial)")
    // The kills must have landed on both sides of the write for the campaign to mean anything.
    #expect(outcomes.contains { $0.1 == 0 } && outcomes.contains { $0.1 == tasks })
  }

  @Test func aKilledClearCompletedLeavesNoneOrAllRemoved() throws {
    let tasks = 3_000
    let outcomes = try campaign(
      ["tasks", "clear-completed"], tasks: tasks, completedTemplate: true)
    let partial = outcomes.filter { $0.0 != 0 && $0.0 != tasks }
    #expect(partial.isEmpty, "partial states (tasks, completed): \(partial)")
    #expect(outcomes.contains { $0.0 == 0 } && outcomes.contains { $0.0 == tasks })
  }
}
