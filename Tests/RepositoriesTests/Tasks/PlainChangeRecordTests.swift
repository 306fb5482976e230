import Domain
import Testing

@testable import StoreEngine

/// A load reads the `M` records of a change of flags (a `complete-all`, its undo, a toggle)
/// through `PlainChangeRecord`, changing a slot in place: every record, whichever way it is
/// read, must leave the table and the states an undo would put back as the general reader
/// leaves them, or be refused with the same problem.
@Suite struct PlainChangeRecordTests {
  /// Changes of the tasks the table below holds: flags and a completion time each way, a
  /// text that differs from the stored one, a task with foreign data, numbers of 8 and 18
  /// digits, an ID no task has. Long enough to be read in the common form (its numbers are
  /// read eight digits at a time, from at least 24 bytes).
  private static let records = [
    "M 12 -c 1767258000 Buy milk at the shop on Main St",
    "M 12 f- - Buy milk at the shop on Main St",
    "M 12 fc - Buy milk at the shop on Main St",
    "M 12 -c 1767258000 Buy bread at the shop on Main St",
    "M 3 -- - " + String(repeating: "a", count: 40),
    "M 3 fc 123456789012345678 " + String(repeating: "a", count: 40),
    "M 5 -c 12345678 imported from Taskwarrior today",
    "M 5 -cx 12345678 12345678 imported from Taskwarrior today",
    "M 99999999 -c 12345678 no such task here",
  ]

  /// Bytes put in place of each byte of a record: digits, the format's letters and signs,
  /// white space, a backslash, a byte outside printable ASCII.
  private static let replacements = Array("019-afcxMg \\\t~".utf8) + [0x7F]

  /// What one record did: the problem, or the tasks, and the tasks an undo would put back.
  private enum Outcome: Equatable {
    case refused(StoreProblem)
    case applied(tasks: [TaskItem], befores: [TaskItem])
  }

  /// A table of #3 (active), #5 (completed, with foreign data) and #12 (completed at a
  /// known time, starred), read from their records.
  private static let setUp = [
    "A 3 -- 1767250000 - 0f8fad5b-d9cb-469f-a165-708677289503 " + String(repeating: "a", count: 40),
    #"A 5 -cx 1767250000 1767250500 0f8fad5b-d9cb-469f-a165-708677289505 - taskwarrior 7 {"a":1} imported from Taskwarrior today"#,
    "A 12 fc 1767250000 1767251000 0f8fad5b-d9cb-469f-a165-708677289512 Buy milk at the shop on Main St",
  ]

  private func outcome(_ record: [UInt8], general: Bool) throws -> Outcome {
    var table = TaskTable()
    var load = TaskFileLoad(checksDuplicates: true, seed: 1) { TaskUUID(high: 0, low: 0) }
    var setUpBefores = TaskUndoBefores()
    for line in Self.setUp {
      _ = try Array(line.utf8).withUnsafeBufferPointer {
        try TaskFileFormat.apply($0, to: &table, befores: &setUpBefores, load: &load)
      }
    }
    var befores = TaskUndoBefores()
    do {
      try TaskFileFormat.apply(
        record, general: general, to: &table, befores: &befores, load: &load)
    } catch {
      return .refused(error)
    }
    return .applied(tasks: try table.all(), befores: befores.tasks(table: table))
  }

  @Test func theSetUpIsWhatTheRecordsSay() throws {
    guard case .applied(let tasks, _) = try outcome(Array("U".utf8), general: true) else {
      Issue.record("the set-up was refused")
      return
    }
    #expect(tasks.map(\.id.rawValue) == [3, 5, 12])
    #expect(tasks.map { $0.foreign != nil } == [false, true, false])
  }

  @Test func everyVariantOfAChangeReadsAsTheGeneralReaderReadsIt() throws {
    var read = 0
    var plain = 0
    for record in Self.records {
      for variant in RecordVariants.of(Array(record.utf8), replacing: Self.replacements) {
        let isPlain = variant.withUnsafeBufferPointer { PlainChangeRecord.read($0) != nil }
        if isPlain { plain += 1 }
        let general = try outcome(variant, general: true)
        let applied = try outcome(variant, general: false)
        #expect(applied == general, "\(String(decoding: variant, as: UTF8.self))")
        read += 1
      }
    }
    // Both ways are exercised: most variants are refused or read in general, and some of
    // them are plain changes.
    #expect(plain > 100)
    #expect(read - plain > 1_000)
  }
}
