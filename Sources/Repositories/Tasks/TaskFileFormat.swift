import Domain

/// The records of the `tasks` file, one per line after the header `puremvp-tasks 1`:
///
///     T <id> <flags> <text>   a task as it now is (flags: `f` or `-`, then `c` or `-`)
///     D <id>                  the task was removed
///     C                       every task was removed
///     N <id>                  no ID below this is handed out again
///
/// Texts escape `\` as `\\`, newline as `\n` and carriage return as `\r`.
enum TaskFileFormat {
  static let fileName = "tasks"
  static let header = "puremvp-tasks 1"

  /// Applies one record line, given as UTF-8 bytes, to `table`.
  static func apply(_ record: UnsafeBufferPointer<UInt8>, to table: inout TaskTable)
    throws(StoreProblem)
  {
    var reader = RecordReader(record)
    switch reader.byte() {
    case UInt8(ascii: "T"):
      let id = try reader.id()
      try reader.expect(UInt8(ascii: " "))
      let favorite = reader.byte()
      let completed = reader.byte()
      try reader.expect(UInt8(ascii: " "))
      guard favorite == UInt8(ascii: "f") || favorite == UInt8(ascii: "-"),
        completed == UInt8(ascii: "c") || completed == UInt8(ascii: "-")
      else { throw .malformedRecord }
      let raw = try unescape(reader.rest())
      // The text must be stored exactly as TaskText would make it: trimmed, within limits.
      guard let text = try? TaskText(raw), text.value == raw else { throw .malformedRecord }
      let task = TaskItem(
        id: id, text: text, isFavorite: favorite == UInt8(ascii: "f"),
        isCompleted: completed == UInt8(ascii: "c"))
      // New IDs arrive in rising order; a lower one must be an update of a live task.
      if id >= table.nextID {
        guard table.insert(task) else { throw .inconsistentRecord }
      } else {
        guard table.update(task) else { throw .inconsistentRecord }
      }
    case UInt8(ascii: "D"):
      let id = try reader.id()
      try reader.expectEnd()
      guard table.remove(id: id) else { throw .inconsistentRecord }
    case UInt8(ascii: "C"):
      try reader.expectEnd()
      table.removeAll()
    case UInt8(ascii: "N"):
      let id = try reader.id()
      try reader.expectEnd()
      table.reserveIDs(below: id)
    default:
      throw .malformedRecord
    }
  }

  static func encodeTask(_ task: TaskItem, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "T"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(task.id.rawValue, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    buffer.append(task.isFavorite ? UInt8(ascii: "f") : UInt8(ascii: "-"))
    buffer.append(task.isCompleted ? UInt8(ascii: "c") : UInt8(ascii: "-"))
    buffer.append(UInt8(ascii: " "))
    for byte in task.text.value.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case UInt8(ascii: "\n"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case UInt8(ascii: "\r"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      default: buffer.append(byte)
      }
    }
  }

  static func encodeRemoval(of id: TaskID, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "D"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(id.rawValue, to: &buffer)
  }

  static func encodeClear(into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "C"))
  }

  /// Writes the records of a compacted file for `table`, each ending in a newline.
  static func encodeSnapshot(of table: TaskTable, into buffer: inout [UInt8]) {
    // The tasks before `N`: a task whose ID is below the reserved one reads as an update of
    // a task already loaded, so with `N` first the compacted file would be refused as corrupt.
    for task in table.all {
      encodeTask(task, into: &buffer)
      buffer.append(UInt8(ascii: "\n"))
    }
    encodeNextID(table.nextID, into: &buffer)
    buffer.append(UInt8(ascii: "\n"))
  }

  static func encodeNextID(_ id: TaskID, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "N"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(id.rawValue, to: &buffer)
  }

  private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) throws(StoreProblem)
    -> String
  {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        continue
      }
      guard index < bytes.count else { throw .malformedRecord }
      switch bytes[index] {
      case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
      default: throw .malformedRecord
      }
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// Reads the fields of one record line, left to right.
private struct RecordReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The next byte, or 0 at the end (0 never occurs in a checked line).
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func expect(_ expected: UInt8) throws(StoreProblem) {
    guard byte() == expected else { throw .malformedRecord }
  }

  func expectEnd() throws(StoreProblem) {
    guard index == bytes.count else { throw .malformedRecord }
  }

  /// A space, then a task ID in decimal (no sign, no leading zero, no overflow).
  mutating func id() throws(StoreProblem) -> TaskID {
    try expect(UInt8(ascii: " "))
    let start = index
    var value = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
    {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { throw .malformedRecord }
      value = sum
      index += 1
    }
    guard index > start, bytes[start] != UInt8(ascii: "0"), let id = TaskID(value) else {
      throw .malformedRecord
    }
    return id
  }

  /// The bytes after the current position.
  func rest() -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[index...])
  }
}

/// Appends the decimal digits of a non-negative `value` without building a `String`.
func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
  guard value >= 10 else {
    buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
    return
  }
  appendDecimal(value / 10, to: &buffer)
  buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
}
