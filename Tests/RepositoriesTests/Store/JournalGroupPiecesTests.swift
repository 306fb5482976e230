import Foundation
import StoreEngine
import SystemInterface
import TestSupport
import Testing

/// A group whose count is announced (`Journal.appendGroup`) is written in pieces while its
/// records come, and is whole in the file or not there at all.
@Suite struct JournalGroupPiecesTests {
  private let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  /// A record of 100 bytes: a group of 10,000 of them is some 1 MB, several pieces.
  private static func record(_ number: Int) -> [UInt8] {
    let digits = Array(String(number).utf8)
    return Array(repeating: UInt8(ascii: "r"), count: 100 - digits.count) + digits
  }

  private func journal(_ name: String = "log", in store: StoreDirectory) -> Journal {
    Journal(name: name, header: "test-log 1", allowsGroups: true, directory: store)
  }

  private func bytes(_ name: String = "log") -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: directory.file(name)) else { return [] }
    return Array(data)
  }

  /// The file's commands as a fresh process reads them: each a list of its records.
  private func commands(_ name: String = "log") throws -> [[String]] {
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    defer { try? store.close() }
    var commands: [[String]] = []
    /// Records still to come in the group being read.
    var left = 0
    func apply(_ record: JournalRecord, _ line: Int) {
      if left > 0 {
        commands[commands.count - 1].append(record.text)
        left -= 1
      } else {
        commands.append([record.text])
      }
    }
    try journal(name, in: store).load(
      groupStart: {
        commands.append([])
        left = $0
      }, apply)
    return commands
  }

  /// Appends `records` records, the journal told there are `announced`.
  private func appendGroup(
    _ journal: Journal, announced: Int, records: Int, afterEach: (Int) -> Void = { _ in }
  ) throws(StoreFailure) {
    try journal.appendGroup(count: announced) { () throws(StoreFailure) in
      for number in 1...records {
        try journal.append { $0.append(contentsOf: Self.record(number)) }
        afterEach(number)
      }
    }
  }

  @Test func aLargeGroupReachesTheFileWhileItsRecordsComeAndLoadsAsOneCommand() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let log = journal(in: store)
    try log.load { _, _ in }
    store.beginCommand()
    var sizeHalfway = 0
    try appendGroup(log, announced: 10_000, records: 10_000) { number in
      if number == 5_000 { sizeHalfway = bytes().count }
    }
    // Half the records (some 500 KB) came: at least a piece of 256 KiB of them is in the
    // file, after the group's head; a journal that held them until the command ends had none.
    #expect(sizeHalfway > 256 * 1_024)
    let startsWithHead = bytes().starts(with: Array("test-log 1\nG 10000\n".utf8))
    #expect(startsWithHead)
    try store.endCommand()
    try store.close()
    let loaded = try commands()
    #expect(loaded.count == 1)
    #expect(loaded.first?.count == 10_000)
    #expect(loaded.first?.last == String(decoding: Self.record(10_000), as: UTF8.self))
  }

  @Test(arguments: [(10_000, 9_999), (10_000, 10_001), (3, 2), (2, 3)])
  func aGroupOfAnotherCountThanAnnouncedFailsAndLeavesTheFileAsItWas(
    announced: Int, appended: Int
  ) throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let log = journal(in: store)
    try log.load { _, _ in }
    try log.append { $0.append(contentsOf: Array("before".utf8)) }
    try log.sync()
    let before = bytes()
    store.beginCommand()
    let failure = StoreFailure.unwritable(path: directory.file("log"), reason: .other(code: EINVAL))
    #expect(throws: failure) { try appendGroup(log, announced: announced, records: appended) }
    // Nothing of the group stays, in the file or to be written, and the journal refuses
    // to write on, as after any failed write.
    // Compared apart: a failed comparison of two arrays of a megabyte prints them.
    let unchanged = bytes() == before
    #expect(unchanged)
    #expect(throws: failure) { try log.append { $0.append(contentsOf: Array("later".utf8)) } }
    _ = try? store.endCommand()
    #expect(log.writeFailure == failure)
    let stillUnchanged = bytes() == before
    #expect(stillUnchanged)
    // Once the failure is forgotten, a later record is a command of its own: no group
    // swallows it.
    log.abandonUnsaved()
    try log.load { _, _ in }
    try log.append { $0.append(contentsOf: Array("later".utf8)) }
    try log.sync()
    try store.close()
    #expect(try commands() == [["before"], ["later"]])
  }

  @Test func aGroupIsHeldUntilTheCommandEndsWhenItsCommandWroteToAnotherFile() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let first = journal("first", in: store)
    let second = journal("second", in: store)
    try first.load { _, _ in }
    try second.load { _, _ in }
    store.beginCommand()
    try first.append { $0.append(contentsOf: Array("one".utf8)) }
    try appendGroup(second, announced: 10_000, records: 10_000)
    // Written early, the group would be saved while the record of the first file, which
    // comes before it, could still be lost.
    let isEmpty = bytes("second").isEmpty
    #expect(isEmpty)
    try store.endCommand()
    try store.close()
    #expect(try commands("first") == [["one"]])
    #expect(try commands("second").map(\.count) == [10_000])
  }

  @Test func aGroupIsHeldUntilTheCommandEndsWhenEarlierCommandsWait() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let log = journal(in: store)
    try log.load { _, _ in }
    store.beginCommand()
    try log.append { $0.append(contentsOf: Array("earlier".utf8)) }
    try store.endCommand()
    store.beginCommand()
    try appendGroup(log, announced: 10_000, records: 10_000)
    let isEmpty = bytes().isEmpty
    #expect(isEmpty)
    try store.endCommand()
    try store.close()
    #expect(try commands().map(\.count) == [1, 10_000])
  }
}
