import Domain
import Testing

@testable import StoreEngine

/// A load reads nearly every `A` record through `PlainAddRecord`, without the general
/// reader's strings and tasks: every record, whichever way it is read, must come out as the
/// general reader reads it, accepted to the same task or refused with the same problem.
@Suite struct PlainAddRecordTests {
  private static let records = [
    "A 12 -- 1767258000 - 0f8fad5b-d9cb-469f-a165-70867728950e Buy milk",
    "A 3 fc 0 1767261600 0f8fad5b-d9cb-469f-a165-70867728950e x!",
    "A 7 -c - - 0f8fad5b-d9cb-469f-a165-70867728950e " + String(repeating: "a", count: 500),
    // Numbers of 8, 16 and 18 digits: read eight digits at a time, at most 18.
    "A 123456789012345678 f- 12345678 - 0f8fad5b-d9cb-469f-a165-70867728950e t",
    "A 99999999 -c 1234567890123456 123456789012345678 0f8fad5b-d9cb-469f-a165-70867728950e a b",
  ]

  /// Bytes put in place of each byte of a record: digits, the format's letters and signs,
  /// white space, a backslash, a byte outside printable ASCII.
  private static let replacements = Array("019-afcxAFg \\\t~".utf8) + [0x7F]

  /// What one record did to a table: the problem, or the tasks and the next ID after it.
  private enum Outcome: Equatable {
    case refused(StoreProblem)
    case applied([TaskItem], next: TaskID)
  }

  /// The outcome of `record` on a table that holds #1 (whose UUID a record may repeat) and
  /// has handed out every ID below `next`, read by `apply` or by the general reader alone.
  private func outcome(_ record: [UInt8], next: Int, general: Bool) throws -> Outcome {
    var table = TaskTable()
    var befores = TaskUndoBefores()
    var load = TaskFileLoad(checksDuplicates: true, seed: 1) { TaskUUID(high: 0, low: 0) }
    let first = Array("A 1 -- - - 0f8fad5b-d9cb-469f-a165-70867728950f first".utf8)
    _ = try first.withUnsafeBufferPointer {
      try TaskFileFormat.apply($0, to: &table, befores: &befores, load: &load)
    }
    table.reserveIDs(below: try #require(TaskID(next)))
    do {
      try TaskFileFormat.apply(
        record, general: general, to: &table, befores: &befores, load: &load)
    } catch {
      return .refused(error)
    }
    return .applied(try table.all(), next: table.nextID)
  }

  @Test func everyVariantOfAnAddReadsAsTheGeneralReaderReadsIt() throws {
    var read = 0
    var plain = 0
    for record in Self.records {
      for variant in RecordVariants.of(Array(record.utf8), replacing: Self.replacements) {
        let isPlain = variant.withUnsafeBufferPointer { PlainAddRecord.read($0) != nil }
        if isPlain { plain += 1 }
        // An ID handed out already, a UUID of a live task: refused whichever way read.
        for next in [2, 13] {
          let general = try outcome(variant, next: next, general: true)
          let applied = try outcome(variant, next: next, general: false)
          #expect(
            applied == general, "\(String(decoding: variant, as: UTF8.self)), next \(next)")
          read += 1
        }
      }
    }
    // Both ways are exercised: most variants are refused or read in general, and some of
    // them are plain adds.
    #expect(plain > 100)
    #expect(read > 2 * plain)
  }
}
