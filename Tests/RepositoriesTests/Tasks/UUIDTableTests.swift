import Domain
import StoreEngine
import TestSupport
import Testing

/// The table a load of the `tasks` file finds a second task with one UUID in.
@Suite struct UUIDTableTests {
  /// What `insert` answers for each of `uuids`, in order.
  private func insert(_ uuids: [TaskUUID], into table: inout UUIDTable) -> [Bool] {
    var answers: [Bool] = []
    for uuid in uuids { answers.append(table.insert(uuid)) }
    return answers
  }

  @Test(arguments: [0, 1, UInt64.max] as [UInt64])
  func findsEveryUUIDAgainThroughGrowthRemovalsAndClearing(seed: UInt64) {
    var table = UUIDTable(seed: seed)
    let uuids = (1...5_000).map { TaskUUID.numbered($0) } + [TaskUUID(high: 0, low: 0)]
    let all = uuids.map { _ in true }
    #expect(insert(uuids, into: &table) == all)
    #expect(insert(uuids, into: &table) == uuids.map { _ in false })
    for (offset, uuid) in uuids.enumerated() where offset.isMultiple(of: 2) { table.remove(uuid) }
    // A removed one goes in again; one still there is refused.
    #expect(insert(uuids, into: &table) == uuids.indices.map { $0.isMultiple(of: 2) })
    table.removeAll()
    #expect(insert(uuids, into: &table) == all)
  }

  @Test func removingWhatIsNotThereChangesNothing() {
    var table = UUIDTable(seed: 7)
    let first = table.insert(.numbered(1))
    table.remove(.numbered(2))
    let again = table.insert(.numbered(1))
    #expect(first)
    #expect(!again)
  }
}
