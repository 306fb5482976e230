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
    // In a command, the command fails when it ends, as for a write that fails then.
    try appendGroup(log, announced: announced, records: appended)
    #expect(throws: failure) { try store.endCommand() }
    // Nothing of the group stays, in the file or to be written, and the journal refuses
    // to write on, as after any failed write.
    // Compared apart: a failed comparison of two arrays of a megabyte prints them.
    let unchanged = bytes() == before
    #expect(unchanged)
    #expect(throws: failure) { try log.append { $0.append(contentsOf: Array("later".utf8)) } }
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

  @Test func outsideACommandAGroupOfAnotherCountFailsAtOnce() throws {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let log = journal(in: store)
    try log.load { _, _ in }
    let failure = StoreFailure.unwritable(path: directory.file("log"), reason: .other(code: EINVAL))
    #expect(throws: failure) { try appendGroup(log, announced: 10_000, records: 9_999) }
    let isEmpty = bytes().count <= "test-log 1\n".utf8.count
    #expect(isEmpty)
    try? store.close()
  }

  @Test(arguments: [(3, 2), (2, 3)])
  func aHeldGroupOfAnotherCountThanAnnouncedFailsAndIsDropped(announced: Int, appended: Int)
    throws
  {
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let log = journal(in: store)
    try log.load { _, _ in }
    store.beginCommand()
    try log.append { $0.append(contentsOf: Array("earlier".utf8)) }
    try store.endCommand()
    store.beginCommand()
    // Held: the earlier command waits in the buffer.
    let failure = StoreFailure.unwritable(path: directory.file("log"), reason: .other(code: EINVAL))
    try appendGroup(log, announced: announced, records: appended)
    #expect(throws: failure) { try store.endCommand() }
    #expect(log.writeFailure == failure)
    log.abandonUnsaved()
    try log.load { _, _ in }
    try log.append { $0.append(contentsOf: Array("later".utf8)) }
    try log.sync()
    try store.close()
    #expect(try commands() == [["later"]])
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

/// A load reads a group longer than what it reads at once as its records come, once the
/// file is known to hold all of it, rather than gathering it whole.
@Suite struct JournalGroupLoadTests {
  private static let head = "test-log 1\nG 3\n"

  /// Feeds `text` to a scanner in one piece that is not the end of the file, with
  /// `groupIsWhole` answering `confirmed`; says which records were applied, and how many
  /// bytes were consumed.
  private func feed(_ text: String, confirmed: Bool) -> (applied: [String], consumed: Int?) {
    var scanner = Journal.Scanner(
      header: "test-log 1", olderHeaders: [], allowsGroups: true, tornTailAllowed: true)
    var applied: [String] = []
    let step = Array(text.utf8).withUnsafeBufferPointer { buffer in
      scanner.feed(
        buffer, isEnd: false, apply: { record, _ in applied.append(record.text) },
        version: { _ in }, groupIsWhole: { _, _ in confirmed })
    }
    guard case .needMore(let consumed) = step else { return (applied, nil) }
    return (applied, consumed)
  }

  @Test func aGroupTheFileHoldsWholeIsAppliedAsItsRecordsCome() {
    let text = Self.head + "one\ntwo\nthr"
    let read = feed(text, confirmed: true)
    #expect(read.applied == ["one", "two"])
    // What is left is the line cut short: fed again with more after it.
    #expect(read.consumed == text.utf8.count - 3)
  }

  @Test func aGroupNotKnownWholeWaitsWithNothingApplied() {
    let read = feed(Self.head + "one\ntwo\nthr", confirmed: false)
    #expect(read.applied.isEmpty)
    #expect(read.consumed == "test-log 1\n".utf8.count)
  }

  @Test func aLargeGroupLoadsWholeAndACutOneAsATornTail() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Some 1 MB of records: four times what a load reads at once.
    var text = "test-log 1\nbefore\nG 10000\n"
    for number in 1...10_000 { text += String(repeating: "r", count: 95) + " \(number)\n" }
    // The store's own: a directory with a file of another name is refused when others can
    // read it.
    chmod(directory.path, 0o700)
    let path = directory.file("log")
    for cut in [text.utf8.count, text.utf8.count - 1, text.utf8.count - 200, 500_000] {
      try Data(Array(text.utf8)[..<cut]).write(to: URL(fileURLWithPath: path))
      let store = StoreDirectory(path: directory.path, mode: .readWrite)
      defer { try? store.close() }
      var records = 0
      var groups: [Int] = []
      try Journal(name: "log", header: "test-log 1", allowsGroups: true, directory: store).load(
        groupStart: { groups.append($0) }, { _, _ in records += 1 })
      if cut == text.utf8.count {
        #expect(records == 10_001 && groups == [10_000], "whole")
      } else {
        // Cut short: none of the group counts.
        #expect(records == 1 && groups.isEmpty, "cut at \(cut)")
      }
    }
  }

  @Test func aFileIsCountedAheadWithoutMovingThroughIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lines")
    try Data("ab\ncd\nef\ng".utf8).write(to: URL(fileURLWithPath: path))
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    let inTwos = POSIX.FileLines(descriptor: fd, pieceSize: 2)
    let inFours = POSIX.FileLines(descriptor: fd, pieceSize: 4)
    #expect(inTwos.has(3, from: 0, lastMayLackNewline: false))
    #expect(!inTwos.has(4, from: 0, lastMayLackNewline: false))
    // A fixture's last line may lack its newline.
    #expect(inTwos.has(4, from: 0, lastMayLackNewline: true))
    #expect(!inTwos.has(5, from: 0, lastMayLackNewline: true))
    #expect(inFours.has(2, from: 3, lastMayLackNewline: false))
    #expect(!inFours.has(3, from: 3, lastMayLackNewline: false))
    #expect(lseek(fd, 0, SEEK_CUR) == 0)
  }
}

/// A compaction writes the owner's records a piece at a time, to the same file it wrote
/// whole, and counts them as it goes.
@Suite struct JournalCompactionPiecesTests {
  /// An owner of 10,000 records of 100 bytes and a group of two: some 1 MB, several pieces.
  private final class Owner: JournalOwner {
    var liveRecordCount: Int { 0 }

    func writeSnapshot(into buffer: inout [UInt8]) {
      writeSnapshot(into: &buffer) { _ in }
    }

    func writeSnapshot(into buffer: inout [UInt8], flushing flush: (inout [UInt8]) -> Void) {
      for number in 1...10_000 {
        buffer.append(contentsOf: Self.record(number))
        flush(&buffer)
      }
      buffer.append(contentsOf: Array("G 2\nx\ny\n".utf8))
    }

    static func record(_ number: Int) -> [UInt8] {
      Array((String(repeating: "r", count: 94) + " \(number)\n").utf8)
    }

    func journalDidChange() {}
  }

  @Test func aCompactionWrittenInPiecesIsTheWholeSnapshotAndCountsItsRecords() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let owner = Owner()
    let log = Journal(name: "log", header: "test-log 1", allowsGroups: true, directory: store)
    log.owner = owner
    try log.load { _, _ in }
    // Enough records, none live, that the journal is compacted when it finishes.
    for _ in 1...1_100 { try log.append { $0.append(contentsOf: Array("old".utf8)) } }
    try log.finish()
    var expected = Array("test-log 1\n".utf8)
    for number in 1...10_000 { expected += Owner.record(number) }
    expected += Array("G 2\nx\ny\n".utf8)
    let written = FileManager.default.contents(atPath: directory.file("log")).map { Array($0) }
    let isExpected = written == expected
    #expect(isExpected)
    #expect(log.recordCount == 10_002)
    try store.close()
  }
}
