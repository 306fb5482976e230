import Domain
import SystemInterface

/// The common form of an `A` record, read in one pass over its bytes: nearly every record of
/// a large `tasks` file is one, and a load reads it without a `String`, a `TaskText` or a
/// `TaskItem` (the general reader, `TaskFileFormat.apply`, made all three for each).
///
/// The common form: an ID of at most 18 digits, no foreign data (`x`), times of at most 18
/// digits or `-` (none before 1970), a completion time only on a completed task, a UUID, and
/// a text of at most 500 bytes with printable ASCII at both ends and no backslash. Such a
/// text is one that `TaskText` keeps byte for byte: nothing to unescape, nothing to trim,
/// not empty, too short to count its characters, and, being part of a line the journal
/// checked, UTF-8 without NUL. Any other record (or a text in any other form) is left to the
/// general reader, which accepts or refuses it as it always did: whatever this reads, the
/// general reader reads to the same fields.
enum PlainAddRecord {
  /// An `A` record's fields and text.
  struct Fields {
    let id: TaskID
    let fields: TaskFields
    /// The text's bytes, as stored: valid only while the record's bytes are.
    let text: UnsafeBufferPointer<UInt8>
  }

  /// The longest number read here: 18 digits never overflow an `Int64`.
  private static let maximumDigits = 18

  /// The fields of `record` when it is an `A` record in the common form; `nil` otherwise.
  static func read(_ record: UnsafeBufferPointer<UInt8>) -> Fields? {
    guard let base = record.baseAddress else { return nil }
    let count = record.count
    // `A 1 -- - - <36> x`: the shortest record in the common form.
    guard count >= 49, base[0] == UInt8(ascii: "A"), base[1] == UInt8(ascii: " ") else {
      return nil
    }
    var index = 2
    guard let rawID = number(base, count, &index), rawID > 0, let id = TaskID(Int(rawID)),
      index + 4 < count, base[index] == UInt8(ascii: " ")
    else { return nil }
    let favorite = base[index + 1]
    let completed = base[index + 2]
    guard favorite == UInt8(ascii: "f") || favorite == UInt8(ascii: "-"),
      completed == UInt8(ascii: "c") || completed == UInt8(ascii: "-"),
      base[index + 3] == UInt8(ascii: " ")
    else { return nil }
    let isCompleted = completed == UInt8(ascii: "c")
    index += 4
    guard let createdAt = time(base, count, &index), index < count,
      base[index] == UInt8(ascii: " ")
    else { return nil }
    index += 1
    guard let completedAt = time(base, count, &index), completedAt == nil || isCompleted,
      count - index >= 39, base[index] == UInt8(ascii: " ")
    else { return nil }
    index += 1
    guard let uuid = uuid(base + index), base[index + 36] == UInt8(ascii: " ") else {
      return nil
    }
    index += 37
    let length = count - index
    guard length <= TaskText.maximumLength, isPrintable(base[index]),
      isPrintable(base[count - 1]),
      memchr(base + index, Int32(UInt8(ascii: "\\")), length) == nil
    else { return nil }
    return Fields(
      id: id,
      fields: TaskFields(
        id: id.rawValue, isFavorite: favorite == UInt8(ascii: "f"), isCompleted: isCompleted,
        createdAt: createdAt, completedAt: completedAt, uuid: uuid),
      text: UnsafeBufferPointer(start: base + index, count: length))
  }

  /// Printable ASCII, space excluded: a text that begins and ends with such a byte has
  /// nothing to trim.
  @inline(__always)
  private static func isPrintable(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

  /// Decimal digits from `index` without a leading zero (but `0`), at most `maximumDigits`;
  /// `index` moves past them.
  @inline(__always)
  private static func number(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int
  ) -> Int64? {
    let start = index
    var value: Int64 = 0
    while index < count {
      let digit = base[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int64(digit)
      index += 1
    }
    let length = index - start
    guard length > 0, length <= maximumDigits, length == 1 || base[start] != UInt8(ascii: "0")
    else { return nil }
    return value
  }

  /// A time from `index`: `.some(nil)` for `-`, the seconds for digits; `nil` for anything
  /// else (a time before 1970 among it). `index` moves past it.
  @inline(__always)
  private static func time(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int
  ) -> Int64?? {
    if index < count, base[index] == UInt8(ascii: "-") {
      index += 1
      return .some(nil)
    }
    guard let seconds = number(base, count, &index) else { return nil }
    return .some(seconds)
  }

  /// The UUID whose 36 bytes of canonical lowercase text start at `start`; `nil` when they
  /// are not one. Eight digits at a time, as the general reader reads them.
  @inline(__always)
  private static func uuid(_ start: UnsafePointer<UInt8>) -> TaskUUID? {
    guard start[8] == UInt8(ascii: "-"), start[13] == UInt8(ascii: "-"),
      start[18] == UInt8(ascii: "-"), start[23] == UInt8(ascii: "-")
    else { return nil }
    let raw = UnsafeRawPointer(start)
    func word(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    func halves(_ first: Int, _ second: Int) -> UInt64 {
      UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: first, as: UInt32.self)))
        | UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: second, as: UInt32.self)))
        << 32
    }
    guard let first = RecordReader.hexValue(word(0)),
      let second = RecordReader.hexValue(halves(9, 14)),
      let third = RecordReader.hexValue(halves(19, 24)),
      let fourth = RecordReader.hexValue(word(28))
    else { return nil }
    return TaskUUID(
      high: UInt64(first) << 32 | UInt64(second), low: UInt64(third) << 32 | UInt64(fourth))
  }
}
