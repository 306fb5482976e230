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

  /// Applies one record line to `table`.
  static func apply(_ record: String, to table: inout TaskTable) throws(StoreProblem) {
    var fields = record.utf8[...]
    guard let kind = fields.popFirst() else { throw .malformedRecord }
    switch kind {
    case UInt8(ascii: "T"):
      let id = try parseID(&fields, thenSpace: true)
      guard fields.count >= 3, let favorite = fields.popFirst(), let completed = fields.popFirst(),
        fields.popFirst() == UInt8(ascii: " "),
        favorite == UInt8(ascii: "f") || favorite == UInt8(ascii: "-"),
        completed == UInt8(ascii: "c") || completed == UInt8(ascii: "-")
      else { throw .malformedRecord }
      let raw = try unescape(Substring(fields))
      guard let text = try? TaskText(raw), text.value == raw else { throw .malformedRecord }
      let task = TaskItem(
        id: id, text: text, isFavorite: favorite == UInt8(ascii: "f"),
        isCompleted: completed == UInt8(ascii: "c"))
      guard table.update(task) || table.insert(task) else { throw .inconsistentRecord }
    case UInt8(ascii: "D"):
      let id = try parseID(&fields, thenSpace: false)
      guard table.remove(id: id) else { throw .inconsistentRecord }
    case UInt8(ascii: "C"):
      guard fields.isEmpty else { throw .malformedRecord }
      table.removeAll()
    case UInt8(ascii: "N"):
      table.reserveIDs(below: try parseID(&fields, thenSpace: false))
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

  static func encodeNextID(_ id: TaskID, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "N"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(id.rawValue, to: &buffer)
  }

  private static func parseID(
    _ fields: inout Substring.UTF8View.SubSequence, thenSpace: Bool
  ) throws(StoreProblem) -> TaskID {
    guard fields.popFirst() == UInt8(ascii: " ") else { throw .malformedRecord }
    var digits = ""
    while let byte = fields.first, byte != UInt8(ascii: " ") {
      digits.unicodeScalars.append(Unicode.Scalar(byte))
      fields.removeFirst()
    }
    if thenSpace {
      guard fields.popFirst() == UInt8(ascii: " ") else { throw .malformedRecord }
    } else {
      guard fields.isEmpty else { throw .malformedRecord }
    }
    guard let id = try? TaskID(parsing: digits) else { throw .malformedRecord }
    return id
  }

  private static func unescape(_ text: Substring) throws(StoreProblem) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
    var result = ""
    var iterator = text.makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "\\": result.append("\\")
      case "n": result.append("\n")
      case "r": result.append("\r")
      default: throw .malformedRecord
      }
    }
    return result
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
