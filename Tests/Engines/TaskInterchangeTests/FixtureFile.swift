import Domain
import Foundation
import TaskInterchange

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
