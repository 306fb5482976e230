import Domain
import SystemInterface

/// The common form of an `A` record, read in one pass over its bytes: nearly every record of
/// a large `tasks` file is one, and a load reads it without a `String`, a `TaskText` or a
/// `TaskItem` (the general reader, `TaskFileFormat.apply`, made all three for each).
///
/// The common form: an ID of at most 18 digits, no foreign data (`x`), times of at most 18
/// digits or `-` (none before 1970), a completion time only on a completed task, a UUID, and
/// a text of at most 500 bytes of printable ASCII and spaces, printable at both ends, with
/// no backslash. Such a text is one that `TaskText` keeps byte for byte: nothing to
/// unescape, nothing to trim, not empty, too short to count its characters, and ASCII
/// without NUL (so the record is a line the journal would accept, which it leaves to this
/// to check). Any other record (or a text in any other form) is left to the
/// general reader, which accepts or refuses it as it always did: whatever this reads, the
/// general reader reads to the same fields.
enum PlainAddRecord {
  /// An `A` record's fields and text: plain values only, so that handing them over copies
  /// no reference (`TaskFields` may hold foreign data, a class).
  struct Fields {
    let id: TaskID
    let isFavorite: Bool
    let isCompleted: Bool
    /// Seconds since the epoch, or `noTime`.
    let created: Int64
    /// Seconds since the epoch, or `noTime`; only a completed task has one.
    let completed: Int64
    let uuid: TaskUUID
    /// The text's bytes, as stored: valid only while the record's bytes are.
    let text: UnsafeBufferPointer<UInt8>
  }

  /// A time a record does not give (`-`), as `TaskTable` stores it.
  static let noTime = Int64.min

  /// The longest number read here: 18 digits never overflow an `Int64`.
  private static let maximumDigits = 18

  /// The fields of `record` when it is an `A` record in the common form; `nil` otherwise.
  ///
  /// Offsets are added without overflow checks: each is a few bytes past one the record
  /// was checked to hold, far from `Int.max`.
  static func read(_ record: UnsafeBufferPointer<UInt8>) -> Fields? {
    guard let base = record.baseAddress else { return nil }
    let count = record.count
    // `A 1 -- - - <36> x`: the shortest record in the common form.
    guard count >= 49, let head = head(UInt8(ascii: "A"), base, count) else { return nil }
    var index = head.next
    let created = time(base, count, &index)
    guard created != -1, base[index] == UInt8(ascii: " ") else { return nil }
    index &+= 1
    // Nearly always `-`, read here: `time` is not inlined.
    let completed: Int64
    if base[index] == UInt8(ascii: "-") {
      completed = noTime
      index &+= 1
    } else {
      completed = time(base, count, &index)
    }
    guard completed == noTime || (completed >= 0 && head.isCompleted), count &- index >= 39,
      base[index] == UInt8(ascii: " ")
    else { return nil }
    let uuidStart = index &+ 1
    guard let uuid = RecordReader.uuid(at: base + uuidStart),
      base[uuidStart &+ 36] == UInt8(ascii: " ")
    else { return nil }
    let textStart = uuidStart &+ 37
    let length = count &- textStart
    guard length <= TaskText.maximumLength, isPrintable(base[textStart]),
      isPrintable(base[count &- 1]), isPlainText(base, from: textStart, to: count)
    else { return nil }
    return Fields(
      id: head.id, isFavorite: head.isFavorite, isCompleted: head.isCompleted,
      created: created, completed: completed, uuid: uuid,
      text: UnsafeBufferPointer(start: base + textStart, count: length))
  }

  /// The head of a record of `kind` in the common form, `<kind> <id> <flags> `: where what
  /// follows it starts, the ID and the two flags; `nil` for any other head. The flags are
  /// `f` or `-`, then `c` or `-`: no foreign data.
  @inline(__always)
  static func head(_ kind: UInt8, _ base: UnsafePointer<UInt8>, _ count: Int)
    -> (next: Int, id: TaskID, isFavorite: Bool, isCompleted: Bool)?
  {
    guard count >= 2, base[0] == kind, base[1] == UInt8(ascii: " ") else { return nil }
    var index = 2
    guard let id = TaskID(Int(number(base, count, &index))) else { return nil }
    // The space, the two flags and the space after them, as one word of four bytes, the
    // first the lowest: `number` found 24 bytes from its start, and read 18 at most.
    let flags = UInt32(
      littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
    let favorite = UInt8(truncatingIfNeeded: flags >> 8)
    let completed = UInt8(truncatingIfNeeded: flags >> 16)
    guard flags & 0xFF00_00FF == 0x2000_0020,
      favorite == UInt8(ascii: "f") || favorite == UInt8(ascii: "-"),
      completed == UInt8(ascii: "c") || completed == UInt8(ascii: "-")
    else { return nil }
    return (index &+ 4, id, favorite == UInt8(ascii: "f"), completed == UInt8(ascii: "c"))
  }

  /// Whether the bytes from `start` to `end` (the record's end, at least eight bytes in)
  /// are printable ASCII or spaces, none a backslash: a text with nothing to unescape, and
  /// with the record's other bytes, each checked to be one ASCII sign or another, a line
  /// that is UTF-8 without NUL, which the journal then need not check again.
  ///
  /// Eight bytes at a time: the last eight, then the words before them from `start`. Bytes
  /// before `start` read again are the space and UUID digits before the text, which pass.
  @inline(__always)
  static func isPlainText(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Bool
  {
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte's high bit says, in `bad`: below a space (subtracting 0x20 borrows into it),
    // above `~` (adding 1 reaches it, or it was set), or a backslash (a byte of `word` ^
    // 0x5C is 0). Each is exact for whether any byte is so, which is all that is asked.
    func bad(_ word: UInt64) -> UInt64 {
      let below = (word &- 0x2020_2020_2020_2020) & ~word
      let above = (word &+ ones) | word
      let marks = word ^ 0x5C5C_5C5C_5C5C_5C5C
      let backslash = (marks &- ones) & ~marks
      return below | above | backslash
    }
    func word(at offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    var found = bad(word(at: end &- 8))
    var offset = start
    while offset &+ 8 < end {
      found |= bad(word(at: offset))
      offset &+= 8
    }
    return found & 0x8080_8080_8080_8080 == 0
  }

  /// Printable ASCII, space excluded: a text that begins and ends with such a byte has
  /// nothing to trim.
  @inline(__always)
  static func isPrintable(_ byte: UInt8) -> Bool { byte &- 0x21 < 0x5E }

  /// Decimal digits from `index` without a leading zero (but `0`), at most `maximumDigits`;
  /// `index` moves past them. -1 when there are none or they are not so.
  ///
  /// Eight bytes at a time (`digits`): a record's ID and creation time are some 16 digits,
  /// and a loop over them was a third of what reading the record cost. Up to 24 bytes are
  /// read: a number with fewer after it is not in the common form (a UUID follows it).
  @inline(__always)
  static func number(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int
  ) -> Int64 {
    let start = index
    guard count &- start >= 24 else { return -1 }
    let raw = UnsafeRawPointer(base + start)
    var (value, length) = digits(raw)
    if length == 8 {
      let (more, moreLength) = digits(raw + 8)
      value = value &* powerOfTen(moreLength) &+ more
      length = 8 &+ moreLength
      if moreLength == 8 {
        let (last, lastLength) = digits(raw + 16)
        guard lastLength <= maximumDigits &- 16 else { return -1 }
        value = value &* powerOfTen(lastLength) &+ last
        length = 16 &+ lastLength
      }
    }
    guard length > 0, length == 1 || base[start] != UInt8(ascii: "0") else { return -1 }
    index = start &+ length
    return value
  }

  /// 10 to the power `exponent`, from 0 to 8: a constant table, where an array would be a
  /// global to look up on every call.
  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> Int64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    default: 100_000_000
    }
  }

  /// The value of the decimal digits the eight bytes at `raw` begin with, and how many there
  /// are (up to 8).
  @inline(__always)
  private static func digits(_ raw: UnsafeRawPointer) -> (value: Int64, length: Int) {
    let word = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    // Each byte minus `0`: a digit is a byte below 10. A byte above it, or one that borrowed,
    // has a high nibble or becomes one when 6 is added; a carry out of a byte that is not a
    // digit changes only bytes after it, and only the first one not a digit counts.
    let values = word ^ 0x3030_3030_3030_3030
    let notDigits =
      (values | (values &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0
    // The bit found is in the high half of the first byte not a digit: 8 bits a digit.
    let bits = UInt64(truncatingIfNeeded: notDigits.trailingZeroBitCount) & ~7
    // The digits moved up to the highest bytes (zeros before them change nothing), then
    // paired, paired again and again: the first digit is the lowest byte. With no digit,
    // the shift is by none (64 masked) and the value is not read.
    var packed = values &<< (64 &- bits)
    packed = (packed &* 10 &+ (packed &>> 8)) & 0x00FF_00FF_00FF_00FF
    packed = (packed &* 100 &+ (packed &>> 16)) & 0x0000_FFFF_0000_FFFF
    packed = (packed &* 10_000 &+ (packed &>> 32)) & 0x0000_0000_FFFF_FFFF
    return (bits == 0 ? 0 : Int64(packed), Int(bits &>> 3))
  }

  /// `number`, not inlined: what `time` reads a time of other than ten digits with, so
  /// that `time` is small enough to be inlined into `read`.
  @inline(never)
  private static func numberOutOfLine(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int
  ) -> Int64 {
    number(base, count, &index)
  }

  /// A time from `index`: `noTime` for `-`, the seconds for digits, -1 for anything else
  /// (a time before 1970 among it). `index` moves past it.
  ///
  /// Ten digits and a space (every time from 2001 to 2286) are read as a word of eight and
  /// the two bytes after it, at once; any other digits as `number` reads them.
  @inline(__always)
  static func time(_ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int) -> Int64 {
    let start = index
    guard start < count else { return -1 }
    if base[start] == UInt8(ascii: "-") {
      index = start &+ 1
      return noTime
    }
    guard count &- start >= 24 else { return -1 }
    let raw = UnsafeRawPointer(base + start)
    let high = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) ^ 0x3030_3030_3030_3030
    let low =
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      ^ 0x3030_3030_3030_3030
    // Each byte minus `0`, as `digits` reads them: eight digits, the first not a zero, two
    // more, then a space (0x20 ^ 0x30).
    let tail = low & 0xFF_FFFF
    guard (high | (high &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0 == 0,
      high & 0xFF != 0, (tail | (tail &+ 0x0606)) & 0xFF_F0F0 == 0x10_0000
    else { return numberOutOfLine(base, count, &index) }
    var packed = high
    packed = (packed &* 10 &+ (packed &>> 8)) & 0x00FF_00FF_00FF_00FF
    packed = (packed &* 100 &+ (packed &>> 16)) & 0x0000_FFFF_0000_FFFF
    packed = (packed &* 10_000 &+ (packed &>> 32)) & 0x0000_0000_FFFF_FFFF
    index = start &+ 10
    return Int64(packed &* 100 &+ (low & 0xFF) &* 10 &+ ((low &>> 8) & 0xFF))
  }

}

/// The common form of an `M` record, read in one pass over its bytes: a `complete-all` of a
/// million tasks, its undo or a toggle of them all writes one for each, and every later
/// load reads them. The common form: an ID of at most 18 digits, no foreign data, a
/// completion time of at most 18 digits or `-` (only a completed task has one), and a
/// text as `PlainAddRecord` reads it. Any other `M` is left to the general reader, which
/// reads this form to the same fields.
enum PlainChangeRecord {
  /// An `M` record's fields and text: plain values only.
  struct Fields {
    let id: TaskID
    let isFavorite: Bool
    let isCompleted: Bool
    /// Seconds since the epoch, or `PlainAddRecord.noTime`; only a completed task has one.
    let completed: Int64
    /// The text's bytes, as stored: valid only while the record's bytes are.
    let text: UnsafeBufferPointer<UInt8>
  }

  /// The fields of `record` when it is an `M` record in the common form; `nil` otherwise.
  static func read(_ record: UnsafeBufferPointer<UInt8>) -> Fields? {
    guard let base = record.baseAddress else { return nil }
    let count = record.count
    // `M 1 -- - x`: the shortest record in the common form.
    guard count >= 10, let head = PlainAddRecord.head(UInt8(ascii: "M"), base, count) else {
      return nil
    }
    let (id, isFavorite, isCompleted) = (head.id, head.isFavorite, head.isCompleted)
    var index = head.next
    let completed = PlainAddRecord.time(base, count, &index)
    guard completed == PlainAddRecord.noTime || (completed >= 0 && isCompleted),
      count - index >= 2, base[index] == UInt8(ascii: " ")
    else { return nil }
    index += 1
    let length = count - index
    // Eight bytes at a time from the record's last eight back: a text of fewer bytes is
    // checked with the ones before it, which are the space and digits read above.
    guard length <= TaskText.maximumLength, count >= 8, PlainAddRecord.isPrintable(base[index]),
      PlainAddRecord.isPrintable(base[count - 1]),
      PlainAddRecord.isPlainText(base, from: index, to: count)
    else { return nil }
    return Fields(
      id: id, isFavorite: isFavorite, isCompleted: isCompleted, completed: completed,
      text: UnsafeBufferPointer(start: base + index, count: length))
  }
}
