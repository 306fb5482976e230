import Domain
import Foundation
import TaskInterchange
import Testing

/// The bytes of `Fixtures/interchange/NAME`, found from this file's path.
func fixture(_ name: String) throws -> [UInt8] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  return Array(try Data(contentsOf: root.appendingPathComponent("Fixtures/interchange/\(name)")))
}

/// Seconds since the epoch of midnight UTC on `year-month-day`, written out in the tests so
/// they do not lean on the calendar code they check.
enum Day {
  static let nov22: Int64 = 1_795_305_600  // 2026-11-22
  static let mar01: Int64 = 1_772_323_200  // 2026-03-01
  static let mar02: Int64 = 1_772_409_600
  static let mar03: Int64 = 1_772_496_000
  static let mar05: Int64 = 1_772_668_800
  static let mar06: Int64 = 1_772_755_200
  static let mar08: Int64 = 1_772_928_000
  static let jan01: Int64 = 1_767_225_600  // 2026-01-01
  static let leap2000: Int64 = 951_782_400  // 2000-02-29
}

extension InterchangeTask {
  /// The task without its foreign data: what the mapping made of it.
  var plain: InterchangeTask {
    var task = self
    task.foreign = nil
    return task
  }

  /// The names of the members kept as foreign data, in the order they came.
  var keptNames: [String] { foreign?.keptMembers.map(\.name) ?? [] }
}

extension InterchangeForeign {
  /// A todo.txt priority other than `A`, kept as a decoder keeps it.
  static func todoTxt(priority: String) -> InterchangeForeign {
    InterchangeForeign(format: "todotxt", fields: #"{"fields":{"priority":"\#(priority)"}}"#)
  }

  /// Taskwarrior members, `fields` the JSON object text of them.
  static func taskwarrior(_ fields: String) -> InterchangeForeign {
    InterchangeForeign(format: "taskwarrior", fields: #"{"fields":"# + fields + "}")
  }
}

extension ImportSkip {
  /// The line and the reason: what the report said before it named the task.
  var place: String { "\(line) \(reason.code)" }
}

/// What a decoder made of a file, one line per task: `line N: ` and the task's fields as
/// `label: value`, a field without a value left out. Written from the fields themselves
/// (`Mirror`), so a field added to a task shows here without a change to the tests.
func recorded(_ tasks: [DecodedTask]) -> String {
  tasks.map { "line \($0.line): \(fields(of: $0.task))\n" }.joined()
}

/// `label: value, …` of a value's stored properties, nested ones in braces.
private func fields(of value: Any) -> String {
  Mirror(reflecting: value).children.compactMap { child in
    guard let label = child.label, let text = text(of: child.value) else { return nil }
    return "\(label): \(text)"
  }.joined(separator: ", ")
}

/// A value as `recorded` writes it; `nil` for an optional without one.
private func text(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional:
    return mirror.children.first.flatMap { text(of: $0.value) }
  case .struct, .class:
    return "{" + fields(of: value) + "}"
  default:
    return value is String ? String(reflecting: value) : String(describing: value)
  }
}

/// Compares `actual` with the recorded `Fixtures/interchange/decoded/NAME`; under
/// `RECORD_FIXTURES=1` records it instead. A recording is read once by a person when it
/// changes, as a golden case's output is.
func expectRecorded(
  _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let url = root.appendingPathComponent("Fixtures/interchange/decoded/\(name)")
  if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(actual.utf8).write(to: url)
    return
  }
  let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
  #expect(actual == expected, sourceLocation: sourceLocation)
}
