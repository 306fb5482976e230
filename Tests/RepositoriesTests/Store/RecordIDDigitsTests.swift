import Domain
import Foundation
import StoreEngine
import TestSupport
import Testing

/// A record written after another counts its ID up from the digits kept of the last one
/// (`TaskFileFormat.TimeText`) when it is the next ID: every record must read as the one
/// written alone, with nothing kept, whatever IDs came before it (carries, a digit more,
/// IDs that fall or jump, the largest IDs).
@Suite struct RecordIDDigitsTests {
  @Test func recordsWrittenInARowAreTheRecordsWrittenAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let journal = Journal(
      name: TaskFileFormat.fileName, header: TaskFileFormat.header, allowsGroups: true,
      directory: store)
    try journal.load { _, _ throws(StoreProblem) in }
    var times = TaskFileFormat.TimeText()
    var expected: [[UInt8]] = []
    for (index, id) in Self.ids().enumerated() {
      let task = TaskItem(
        id: try #require(TaskID(id)), text: try TaskText("task \(index)"),
        isFavorite: index % 7 == 0, isCompleted: index % 3 == 0,
        createdAt: index % 11 == 0 ? nil : 1_767_258_000 + Int64(index / 50),
        completedAt: 1_767_258_000, uuid: .numbered(UInt64(index + 1)))
      let kind: TaskFileFormat.TaskRecordKind = index % 5 == 4 ? .change : .add
      try TaskFileFormat.append(task, kind: kind, to: journal, times: &times)
      var record: [UInt8] = []
      if kind == .add {
        TaskFileFormat.encodeAdd(task, into: &record)
      } else {
        TaskFileFormat.encodeChange(task, into: &record)
      }
      expected.append(record)
    }
    try store.close()
    let file = try Data(contentsOf: URL(fileURLWithPath: directory.file(TaskFileFormat.fileName)))
    let lines = file.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    #expect(lines.count == expected.count + 2)
    for (index, record) in expected.enumerated() where index + 1 < lines.count {
      #expect(Array(lines[index + 1]) == record, "record \(index)")
    }
  }

  /// Runs of rising IDs across every carry up to 1,100, IDs that jump or fall back, the
  /// largest ones, and seeded random runs.
  private static func ids() -> [Int] {
    var ids = Array(1...1_100)
    ids += [5_000, 5_001, 9_999, 10_000, 10_001, 99_998, 99_999, 100_000, 3, 4, 4, 2, 1]
    ids += [999_999_999_999_999_998, 999_999_999_999_999_999, 1_000_000_000_000_000_000]
    ids += [Int.max - 1, Int.max, 7, 8]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    for _ in 0..<300 {
      let digits = Int(next() % 18) + 1
      var start = Int(next() % UInt64(pow(10, Double(digits)))) + 1
      // Often just below a power of ten, where the carries are.
      if next() % 2 == 0 { start = Int(pow(10, Double(digits))) - Int(next() % 5) - 1 }
      let length = Int(next() % 30) + 1
      for offset in 0..<length where start < Int.max - offset { ids.append(start + offset) }
    }
    return ids
  }
}
