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
    let text = task.text.value
    let encoded: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      encodeTask(
        id: task.id.rawValue, isFavorite: task.isFavorite, isCompleted: task.isCompleted,
        text: bytes, into: &buffer)
    }
    guard encoded == nil else { return }
    // A small string keeps its bytes inline, with no storage to point into: `withUTF8`
    // lends a copy of them.
    var small = text
    small.withUTF8 {
      encodeTask(
        id: task.id.rawValue, isFavorite: task.isFavorite, isCompleted: task.isCompleted,
        text: $0, into: &buffer)
    }
  }

  /// A `T` record from its fields, the text given as the UTF-8 bytes it holds.
  static func encodeTask(
    id: Int, isFavorite: Bool, isCompleted: Bool, text: UnsafeBufferPointer<UInt8>,
    into buffer: inout [UInt8]
  ) {
    // `T <id> <flags> ` is put together on the stack and appended at once: a million adds
    // append a million records, and one append per field cost more than the rest of a record.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { head in
      head[0] = UInt8(ascii: "T")
      head[1] = UInt8(ascii: " ")
      var length = writeDecimal(id, into: head, at: 2)
      head[length] = UInt8(ascii: " ")
      head[length + 1] = isFavorite ? UInt8(ascii: "f") : UInt8(ascii: "-")
      head[length + 2] = isCompleted ? UInt8(ascii: "c") : UInt8(ascii: "-")
      head[length + 3] = UInt8(ascii: " ")
      length += 4
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: head[..<length]))
    }
    appendEscaped(text, to: &buffer)
  }

  /// Appends `text` with `\\`, newline and carriage return escaped; a text with none of them,
  /// the common case, is copied in one go.
  private static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
    let needsEscape = text.contains {
      $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
    }
    guard needsEscape else {
      buffer.append(contentsOf: text)
      return
    }
    for byte in text {
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
    table.forEachRecord { id, isFavorite, isCompleted, text in
      encodeTask(
        id: id, isFavorite: isFavorite, isCompleted: isCompleted, text: text, into: &buffer)
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
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
    let length = writeDecimal(value, into: digits, at: 0)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<length]))
  }
}

/// Writes the decimal digits of a non-negative `value` (at most 19) into `bytes` from
/// `start`, and returns the index after the last digit.
func writeDecimal(_ value: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int)
  -> Int
{
  var width = 1
  var scan = value.magnitude
  while scan >= 10 {
    scan /= 10
    width += 1
  }
  var rest = value.magnitude
  var index = start + width
  repeat {
    index -= 1
    bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
    rest /= 10
  } while rest > 0
  return start + width
}
