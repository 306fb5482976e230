import Domain
import SystemInterface

/// The records of the `tasks` file, one per line after the header `puremvp-tasks 2`:
///
///     A <id> <flags> <created> <completed> <uuid> <text>   a new task
///     M <id> <flags> <completed> <text>                    a change of a live task
///     R <id> <flags> <created> <completed> <uuid> <text>   a removed task brought back
///     D <id>                                               the task was removed
///     C                                                    every task was removed
///     N <id>                                               no ID below this is handed out again
///     U                                                    this command undoes the latest one
///     G <count>                                            the next <count> records are one command
///
/// Flags: `f` or `-` (favorite), then `c` or `-` (completed), then, only for a task that
/// carries foreign data (`TaskItem.foreign`, what an import kept of another program's
/// fields), `x`. Such a task's `A` and `R` records hold, between the UUID and the text,
/// `<changed> <format> <length> <fields>`: the time puremvp last changed it (or `-`), the
/// format's name, and the fields escaped as texts are, `<length>` bytes of them as written;
/// its `M` records hold `<changed>` between the completion time and the text. A task
/// without foreign data is written as before, byte for byte, and files written before
/// foreign data load as they always did. Times are whole seconds since
/// the epoch (a `-` before the digits for a time before 1970), or `-` when unknown: files
/// written before timestamps have `-` everywhere, and only a completed task has a completion
/// time. The UUID is the canonical lowercase text form (`8-4-4-4-12` hexadecimal digits, any
/// version: a task imported from elsewhere keeps its own), or `-` in files written before
/// UUIDs; such a task is given a random one when loaded (see `TaskFileLoad`), and the file
/// is rewritten before its next append so that the UUID sticks. Two live tasks with one
/// UUID make the file corrupt: no command writes that, so someone edited the file. An `A`
/// for an ID already handed out (live, removed or reserved by `N`) is corrupt, never an
/// edit: two writers that both handed out an ID must not merge into one task. An `R` is only
/// for an ID handed out and not live. A group (read by `Journal`) counts only when all its
/// records are there, so a command is saved whole or not at all.
///
/// A lone record or a group is one command, and the file is the undo history: a load keeps,
/// for the latest commands, the state before them of each task they touched (see
/// `FileTaskRepository`). An undo is a group that begins with `U` and holds the records that
/// put those tasks back (`R` for a removed task, `M` for a changed one, `D` for an added
/// one); the `U` says the command before it is undone, so the next undo goes one further
/// back. `N` is written only by a compaction, after the tasks: history starts after it.
/// Files written before `U` existed have none and load as they always did.
///
/// A compaction keeps the latest commands' history: it writes the tasks as they were before
/// the oldest of them, then `N` with the next ID as it is now, then those commands again,
/// each a lone record or a group, as their changes left the tasks: `M` for a change, `D`
/// for a removal (`C` when it removed every task), and `R` for a task the command added,
/// which is not new to a file whose `N` already counts it. A load of the compacted file
/// then keeps the same history as the process that wrote it, and a file compacted before
/// this has no such commands after its `N`, and no history, as before.
///
/// Version 1 (`puremvp-tasks 1`) had `T <id> <flags> <text>` for both a new task and a
/// change, told apart by the ID, and no groups; it is still read, and a store file of
/// version 1 is rewritten in version 2 before its first append.
///
/// Texts escape `\` as `\\`, newline as `\n` and carriage return as `\r`.
package enum TaskFileFormat {
  package static let fileName = "tasks"
  package static let header = "puremvp-tasks 2"
  /// The versions still read, oldest last: index 1 of a load's `headerIndex` is version 1.
  package static let olderHeaders = ["puremvp-tasks 1"]
  /// The version a header index given by `Journal` stands for.
  package static func version(ofHeader index: Int) -> Int { index == 0 ? 2 : 1 }

  /// What one record did to the table, and so what an undo needs to put it back. A plain
  /// value with no task in it, so that loading a million adds copies nothing: the states
  /// before a change or a removal go to the `befores` a load passes in.
  package enum Applied {
    /// A new task (`A`), or one brought back (`R`): an undo removes it.
    case added(TaskID)
    /// A change (`M`), a removal (`D`) or every task removed (`C`): the tasks as they were
    /// are appended to `befores`.
    case changed
    /// The command undoes the latest one (`U`).
    case undoMarker
    /// History starts after this record (`N`, written by a compaction).
    case historyStart
    /// A version 1 record: no history is kept for those files.
    case unversioned
  }

  /// Applies one record line of a file of `version`, given as its bytes, to `table`; says
  /// what it did, and keeps in `befores` the tasks a change or a removal replaced. `load`
  /// is the state of the whole load, the same for every record of the file.
  ///
  /// A line that is not UTF-8 without NUL is refused as `notText` before anything else, as
  /// the journal refuses such a line: a load leaves that check to this
  /// (`Journal.load(applyChecksText:)`), which makes it only of lines that are not plain
  /// adds, whose every byte `PlainAddRecord` checks as it reads them.
  package static func apply(
    _ record: UnsafeBufferPointer<UInt8>, version: Int = 2, to table: inout TaskTable,
    befores: inout TaskUndoBefores, load: inout TaskFileLoad
  ) throws(StoreProblem) -> Applied {
    // Nearly every record of a large file: read without the general reader's values.
    if version >= 2, let add = PlainAddRecord.read(record) {
      try load.markLive(add.uuid)
      guard table.insert(add) else { throw .inconsistentRecord }
      return .added(add.id)
    }
    // A change of flags alone (`TaskFlags`), as bulk commands write a million of.
    if version >= 2, let change = PlainChangeRecord.read(record),
      table.changeFlags(change, befores: &befores)
    {
      return .changed
    }
    guard Journal.isText(record) else { throw .notText }
    return try applyInGeneral(record, version: version, to: &table, befores: &befores, load: &load)
  }

  /// `apply` for every record: what `PlainAddRecord` reads is read here to the same fields.
  static func applyInGeneral(
    _ record: UnsafeBufferPointer<UInt8>, version: Int, to table: inout TaskTable,
    befores: inout TaskUndoBefores, load: inout TaskFileLoad
  ) throws(StoreProblem) -> Applied {
    var reader = RecordReader(record)
    let kind = reader.byte()
    switch kind {
    case UInt8(ascii: "T") where version == 1:
      let (id, isFavorite, isCompleted) = try reader.idAndFlags()
      let text = try reader.text()
      // New IDs arrive in rising order; a lower one must be an update of a live task.
      if id >= table.nextID {
        let uuid = load.madeUUID()
        try load.markLive(uuid)
        let task = TaskItem(
          id: id, text: text, isFavorite: isFavorite, isCompleted: isCompleted, uuid: uuid)
        guard table.insert(task) else { throw .inconsistentRecord }
      } else {
        guard let before = try? table.task(withID: id),
          table.update(before.changed(text: text, isFavorite: isFavorite, isCompleted: isCompleted))
        else { throw .inconsistentRecord }
      }
      return .unversioned
    case UInt8(ascii: "A") where version >= 2, UInt8(ascii: "R") where version >= 2:
      let (id, isFavorite, isCompleted, hasForeign) = try reader.idAndFlags(foreign: true)
      let createdAt = try reader.time()
      let completedAt = try reader.completionTime(isCompleted: isCompleted)
      let stored = try reader.uuid()
      let foreign = hasForeign ? try reader.foreign() : nil
      let text = try reader.text()
      let isAdd = kind == UInt8(ascii: "A")
      // An `R` of a file older than UUIDs brings back the task its slot still knows.
      let uuid: TaskUUID
      if let known = stored ?? (isAdd ? nil : table.storedUUID(of: id)) {
        uuid = known
      } else {
        uuid = load.madeUUID()
      }
      try load.markLive(uuid)
      let task = TaskItem(
        id: id, text: text, isFavorite: isFavorite, isCompleted: isCompleted,
        createdAt: createdAt, completedAt: completedAt, uuid: uuid, foreign: foreign)
      if isAdd {
        // `insert` refuses an ID below the next one: handed out before, so not new.
        guard table.insert(task) else { throw .inconsistentRecord }
      } else {
        guard id < table.nextID, table.restore(task) else { throw .inconsistentRecord }
      }
      return .added(id)
    case UInt8(ascii: "M") where version >= 2:
      let (id, isFavorite, isCompleted, hasForeign) = try reader.idAndFlags(foreign: true)
      let completedAt = try reader.completionTime(isCompleted: isCompleted)
      let changedAt = hasForeign ? try reader.time() : nil
      let text = try reader.text()
      // What an undo would put back; a stored text always makes a `TaskText` again.
      guard let before = try? table.task(withID: id) else { throw .inconsistentRecord }
      var task = before.changed(text: text, isFavorite: isFavorite, isCompleted: isCompleted)
      task.completedAt = completedAt
      if hasForeign {
        // Only the change time moves: the fields came with the task's `A` or `R`.
        guard let foreign = before.foreign else { throw .inconsistentRecord }
        task.foreign = foreign.with(changedAt: changedAt)
      }
      // Kept before the table changes: a command that mixes kinds reads tasks from it.
      befores.append(before, onlyFlags: task.differsOnlyInFlags(from: before), table: table)
      guard table.update(task) else { throw .inconsistentRecord }
      return .changed
    case UInt8(ascii: "D"):
      let id = try reader.id()
      try reader.expectEnd()
      guard let uuid = table.storedUUID(of: id), table.contains(id: id) else {
        throw .inconsistentRecord
      }
      befores.appendRemoved(id, table: table)
      guard table.remove(id: id) else { throw .inconsistentRecord }
      load.forget(uuid)
      return .changed
    case UInt8(ascii: "C"):
      try reader.expectEnd()
      befores.appendCleared(table)
      table.removeAll()
      load.forgetAll()
      return .changed
    case UInt8(ascii: "N"):
      let id = try reader.id()
      try reader.expectEnd()
      table.reserveIDs(below: id)
      return .historyStart
    case UInt8(ascii: "U") where version >= 2:
      try reader.expectEnd()
      return .undoMarker
    default:
      throw .malformedRecord
    }
  }

  /// An `A` record for a new task.
  package static func encodeAdd(_ task: TaskItem, into buffer: inout [UInt8]) {
    encode(task, kind: .add, into: &buffer)
  }

  /// An `M` record for a changed task.
  package static func encodeChange(_ task: TaskItem, into buffer: inout [UInt8]) {
    encode(task, kind: .change, into: &buffer)
  }

  /// An `R` record for a removed task an undo brings back.
  package static func encodeRestore(_ task: TaskItem, into buffer: inout [UInt8]) {
    encode(task, kind: .restore, into: &buffer)
  }

  /// The `U` record that begins an undo's group.
  package static func encodeUndoMarker(into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "U"))
  }

  /// The kinds of record that carry a whole task.
  package enum TaskRecordKind {
    /// `A`: a new task, with its creation time and identifier.
    case add
    /// `M`: a change, with its completion time but no creation time or identifier (those
    /// never change).
    case change
    /// `R`: a removed task brought back, with every field an `A` has.
    case restore
  }

  private static func encode(_ task: TaskItem, kind: TaskRecordKind, into buffer: inout [UInt8]) {
    guard let foreign = task.foreign else {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: recordBound(of: task)) { room in
        guard let target = room.baseAddress else { return }
        var times = TimeText()
        let length = write(task, kind: kind, at: target, times: &times)
        buffer.append(contentsOf: UnsafeBufferPointer(start: target, count: length))
      }
      return
    }
    // Read from the task field by field: gathering them in a `TaskFields` first copied
    // the task and its references, a third of an add's record.
    appendHead(
      kind: kind, id: task.id.rawValue, isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, hasForeign: true, createdAt: task.createdAt,
      completedAt: task.completedAt, uuid: task.uuid, to: &buffer)
    encodeForeign(foreign, kind: kind, into: &buffer)
    RecordEscaping.append(task.text.value, to: &buffer)
  }

  /// Buffers in `journal` the record of `kind` for `task` (`A` for a new task, `M` for a
  /// change, `R` for one brought back): a task without foreign data, nearly every one, is
  /// written straight into the journal's buffer, where it stays until the file gets it.
  /// `times` keeps the text of the last time written, for the next record.
  package static func append(
    _ task: TaskItem, kind: TaskRecordKind, to journal: Journal, times: inout TimeText
  ) throws(StoreFailure) {
    guard task.foreign == nil else {
      return try journal.append { encode(task, kind: kind, into: &$0) }
    }
    guard let target = try journal.beginRecord(maximumLength: recordBound(of: task)) else {
      return
    }
    try journal.endRecord(length: write(task, kind: kind, at: target, times: &times))
  }

  /// The text of the last time a record was written with, with its space, copied as it is
  /// into the next record with the same time: a script's adds come by the thousand a
  /// second, as do the changes of a `complete-all`, and writing a time's ten digits cost
  /// an add some 70 instructions.
  package struct TimeText {
    fileprivate var seconds = Int64.min
    /// The text, in the first `length` bytes of three words (at most 21 of 24).
    fileprivate var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// 0 while no time is kept.
    fileprivate var length = 0
    /// The last ID written, 0 for none, and its decimal digits in the first `idWidth` bytes
    /// of three words: an add's ID is the one after the last, whose digits are counted up
    /// in place (writing an ID's digits cost an add some 45 instructions).
    fileprivate var id = 0
    fileprivate var idDigits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    fileprivate var idWidth = 0

    /// No time kept yet.
    package init() {}

    fileprivate init(seconds: Int64, words: (UInt64, UInt64, UInt64), length: Int) {
      (self.seconds, self.words, self.length) = (seconds, words, length)
    }

    /// Counts the ID kept up by one, in its digits; `false`, leaving digits that are not
    /// the ID's, when they were all nines (the next ID has one digit more).
    @inline(__always)
    fileprivate mutating func countUpID() -> Bool {
      id &+= 1
      let width = idWidth
      return withUnsafeMutableBytes(of: &idDigits) { digits in
        var index = width - 1
        while index >= 0 {
          guard digits[index] == UInt8(ascii: "9") else {
            digits[index] &+= 1
            return true
          }
          digits[index] = UInt8(ascii: "0")
          index -= 1
        }
        return false
      }
    }

    /// Keeps `id` and its digits, written afresh.
    fileprivate mutating func keepID(_ id: Int) {
      let magnitude = UInt64(id.magnitude)
      let width = DecimalDigits.count(magnitude)
      self.id = id
      idWidth = width
      idDigits = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { room in
        guard let digits = room.baseAddress else { return (0, 0, 0) }
        digits.initialize(repeating: 0, count: 24)
        DecimalDigits.write(magnitude, width: width, at: digits)
        let raw = UnsafeRawPointer(digits)
        return (
          raw.loadUnaligned(as: UInt64.self),
          raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
          raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        )
      }
    }
  }

  /// At most how many bytes the head of a task record takes (see `writeHead`).
  package static let headBound = 112

  /// At most how many bytes the record of `task`, which has no foreign data, takes: the
  /// head (`headBound`) and the text escaped (each byte at most two).
  package static func recordBound(of task: TaskItem) -> Int {
    headBound + 2 * task.text.value.utf8.count
  }

  /// Writes at `target` the record of `kind` for `task`, which has no foreign data, and
  /// answers its length; `target` has room for `recordBound(of:)` bytes.
  private static func write(
    _ task: TaskItem, kind: TaskRecordKind, at target: UnsafeMutablePointer<UInt8>,
    times: inout TimeText
  ) -> Int {
    // Read from the task field by field: gathering them in a `TaskFields` first copied
    // the task and its references, a third of an add's record.
    let length = writeHead(
      kind: kind, id: task.id.rawValue, isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, hasForeign: false, createdAt: task.createdAt,
      completedAt: task.completedAt, uuid: task.uuid, at: target, times: &times)
    return length + writeText(task.text.value, at: target + length, copyingTo: nil)
  }

  /// Writes `text` escaped at `target` (`RecordEscaping.write`), copied as it is to `copy` in
  /// the same pass when there is one; answers how many bytes it wrote at `target`.
  @inline(__always)
  private static func writeText(
    _ text: String, at target: UnsafeMutablePointer<UInt8>,
    copyingTo copy: UnsafeMutablePointer<UInt8>?
  ) -> Int {
    if let written = text.utf8.withContiguousStorageIfAvailable({
      RecordEscaping.write($0, at: target, copyingTo: copy)
    }) {
      return written
    }
    // A small string keeps its bytes inline, with no storage to point into: `withUTF8`
    // lends a copy of them.
    var inline = text
    return inline.withUTF8 { RecordEscaping.write($0, at: target, copyingTo: copy) }
  }

  /// Writes at `target` the `A` record of `task`, which has no foreign data, and answers its
  /// length; the text is copied, as it is and in the same pass, to the room `table` stages
  /// for it (`TaskTable.stagingRoom`), where `TaskTable.insertStaged` keeps it once the
  /// record is buffered. An add into a loaded table then reads its text once. `target` has
  /// room for `recordBound(of:)` bytes.
  package static func writeAdd(
    _ task: TaskItem, at target: UnsafeMutablePointer<UInt8>, staging table: inout TaskTable,
    times: inout TimeText
  ) -> Int {
    let length = writeHead(
      kind: .add, id: task.id.rawValue, isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, hasForeign: false, createdAt: task.createdAt,
      completedAt: task.completedAt, uuid: task.uuid, at: target, times: &times)
    let text = task.text.value
    let copy = table.stagingRoom(for: text.utf8.count)
    return length &+ writeText(text, at: target + length, copyingTo: copy)
  }

  /// `append(_:kind:to:times:)` for a task given as its fields and the UTF-8 bytes of its
  /// text (a record of a table, put back by an undo).
  package static func append(
    kind: TaskRecordKind, fields: TaskFields, text: UnsafeBufferPointer<UInt8>,
    to journal: Journal, times: inout TimeText
  ) throws(StoreFailure) {
    guard fields.foreign == nil else {
      return try journal.append { encodeTask(kind: kind, fields: fields, text: text, into: &$0) }
    }
    guard let target = try journal.beginRecord(maximumLength: headBound + 2 * text.count) else {
      return
    }
    let length = writeHead(
      kind: kind, id: fields.id, isFavorite: fields.isFavorite, isCompleted: fields.isCompleted,
      hasForeign: false, createdAt: fields.createdAt, completedAt: fields.completedAt,
      uuid: fields.uuid, at: target, times: &times)
    try journal.endRecord(length: length + RecordEscaping.write(text, at: target + length))
  }

  /// A task record from its fields, the text given as the UTF-8 bytes it holds.
  package static func encodeTask(
    kind: TaskRecordKind, fields: TaskFields, text: UnsafeBufferPointer<UInt8>,
    into buffer: inout [UInt8]
  ) {
    appendHead(
      kind: kind, id: fields.id, isFavorite: fields.isFavorite, isCompleted: fields.isCompleted,
      hasForeign: fields.foreign != nil, createdAt: fields.createdAt,
      completedAt: fields.completedAt, uuid: fields.uuid, to: &buffer)
    if let foreign = fields.foreign { encodeForeign(foreign, kind: kind, into: &buffer) }
    RecordEscaping.append(text, to: &buffer)
  }

  /// Appends `A <id> <flags> <created> <completed> <uuid> ` (`M` has no creation time and
  /// no UUID).
  private static func appendHead(
    kind: TaskRecordKind, id: Int, isFavorite: Bool, isCompleted: Bool, hasForeign: Bool,
    createdAt: Int64?, completedAt: Int64?, uuid: TaskUUID, to buffer: inout [UInt8]
  ) {
    // Put together on the stack and appended at once: one append per field cost more than
    // the rest of a record.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: headBound) { head in
      guard let target = head.baseAddress else { return }
      var times = TimeText()
      let length = writeHead(
        kind: kind, id: id, isFavorite: isFavorite, isCompleted: isCompleted,
        hasForeign: hasForeign, createdAt: createdAt, completedAt: completedAt, uuid: uuid,
        at: target, times: &times)
      buffer.append(contentsOf: UnsafeBufferPointer(start: target, count: length))
    }
  }

  /// Writes `A <id> <flags> <created> <completed> <uuid> ` (`M` has no creation time and
  /// no UUID) at `head`, and answers its length: at most 1 + 20 + 4 + 21 + 21 + 37 + 1 bytes,
  /// `headBound` (112) with what a time kept in `times` writes past its end.
  @inline(__always)
  private static func writeHead(
    kind: TaskRecordKind, id: Int, isFavorite: Bool, isCompleted: Bool, hasForeign: Bool,
    createdAt: Int64?, completedAt: Int64?, uuid: TaskUUID, at head: UnsafeMutablePointer<UInt8>,
    times: inout TimeText
  ) -> Int {
    switch kind {
    case .add: head[0] = UInt8(ascii: "A")
    case .change: head[0] = UInt8(ascii: "M")
    case .restore: head[0] = UInt8(ascii: "R")
    }
    head[1] = UInt8(ascii: " ")
    // Wrapping additions: a head is at most `headBound` bytes, and every add's record paid some
    // fifteen overflow checks for lengths that cannot overflow.
    var length = 2 &+ writeID(id, at: head + 2, times: &times)
    head[length] = UInt8(ascii: " ")
    head[length &+ 1] = isFavorite ? UInt8(ascii: "f") : UInt8(ascii: "-")
    head[length &+ 2] = isCompleted ? UInt8(ascii: "c") : UInt8(ascii: "-")
    length &+= 3
    if hasForeign {
      head[length] = UInt8(ascii: "x")
      length &+= 1
    }
    head[length] = UInt8(ascii: " ")
    length &+= 1
    if kind != .change {
      length = writeTime(createdAt, at: head, length, times: &times)
    }
    length = writeTime(isCompleted ? completedAt : nil, at: head, length, times: &times)
    if kind != .change {
      writeUUID(uuid, at: head + length)
      length &+= 37
    }
    return length
  }

  /// Writes the decimal digits of `id` at `target`, which has room for 24 bytes, and answers
  /// how many: the ID after the one `times` keeps is counted up from its digits, any other
  /// written and kept.
  @inline(__always)
  private static func writeID(
    _ id: Int, at target: UnsafeMutablePointer<UInt8>, times: inout TimeText
  ) -> Int {
    if id != times.id &+ 1 || times.idWidth == 0 || !times.countUpID() {
      times.keepID(id)
    }
    let raw = UnsafeMutableRawPointer(target)
    raw.storeBytes(of: times.idDigits.0, toByteOffset: 0, as: UInt64.self)
    raw.storeBytes(of: times.idDigits.1, toByteOffset: 8, as: UInt64.self)
    raw.storeBytes(of: times.idDigits.2, toByteOffset: 16, as: UInt64.self)
    return times.idWidth
  }

  /// `<changed> ` for a change, `<changed> <format> <length> <fields> ` otherwise.
  private static func encodeForeign(
    _ foreign: ForeignData, kind: TaskRecordKind, into buffer: inout [UInt8]
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 22) { head in
      guard let target = head.baseAddress else { return }
      let length = writeTime(foreign.changedAt, at: target, 0)
      buffer.append(contentsOf: UnsafeBufferPointer(start: target, count: length))
    }
    guard kind != .change else { return }
    buffer.append(contentsOf: foreign.format.utf8)
    buffer.append(UInt8(ascii: " "))
    var escaped: [UInt8] = []
    RecordEscaping.append(foreign.fields, to: &escaped)
    appendDecimal(escaped.count, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    buffer.append(contentsOf: escaped)
    buffer.append(UInt8(ascii: " "))
  }

  /// `writeTime(_:at:_:)` through `times`: a time kept there is copied, three words (24
  /// bytes) where its text is at most 21, and any other written and kept. `bytes` has room
  /// for 24 bytes from `start`.
  @inline(__always)
  private static func writeTime(
    _ seconds: Int64?, at bytes: UnsafeMutablePointer<UInt8>, _ start: Int,
    times: inout TimeText
  ) -> Int {
    guard let seconds else { return writeTime(nil, at: bytes, start) }
    if seconds != times.seconds || times.length == 0 {
      times = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { room in
        guard let text = room.baseAddress else { return TimeText() }
        text.initialize(repeating: 0, count: 24)
        let length = writeTime(seconds, at: text, 0)
        let raw = UnsafeRawPointer(text)
        return TimeText(
          seconds: seconds,
          words: (
            raw.loadUnaligned(as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          ), length: length)
      }
    }
    let target = UnsafeMutableRawPointer(bytes + start)
    target.storeBytes(of: times.words.0, toByteOffset: 0, as: UInt64.self)
    target.storeBytes(of: times.words.1, toByteOffset: 8, as: UInt64.self)
    target.storeBytes(of: times.words.2, toByteOffset: 16, as: UInt64.self)
    return start &+ times.length
  }

  /// Writes `seconds` in decimal, or `-` for no time, and a space after it, at `start` of
  /// `bytes`; returns the index after the space (at most 21 bytes written).
  @inline(__always)
  private static func writeTime(
    _ seconds: Int64?, at bytes: UnsafeMutablePointer<UInt8>, _ start: Int
  ) -> Int {
    // Wrapping additions, as in `writeHead`: at most 21 bytes.
    var index = start
    if let seconds {
      if seconds < 0 {
        bytes[index] = UInt8(ascii: "-")
        index &+= 1
      }
      let width = DecimalDigits.count(seconds.magnitude)
      DecimalDigits.write(seconds.magnitude, width: width, at: bytes + index)
      index &+= width
    } else {
      bytes[index] = UInt8(ascii: "-")
      index &+= 1
    }
    bytes[index] = UInt8(ascii: " ")
    return index &+ 1
  }

  /// Writes `uuid` in its canonical lowercase form and a space after it: 37 bytes.
  @inline(__always)
  private static func writeUUID(_ uuid: TaskUUID, at target: UnsafeMutablePointer<UInt8>) {
    // Eight digits at a time (`hexDigits`): every add writes a UUID, and a loop over its 32
    // digits cost an add more than the rest of its record.
    let raw = UnsafeMutableRawPointer(target)
    let first = hexDigits(UInt32(truncatingIfNeeded: uuid.high >> 32))
    let second = hexDigits(UInt32(truncatingIfNeeded: uuid.high))
    let third = hexDigits(UInt32(truncatingIfNeeded: uuid.low >> 32))
    let fourth = hexDigits(UInt32(truncatingIfNeeded: uuid.low))
    // 8-4-4-4-12: `second` and `third` straddle a dash.
    raw.storeBytes(of: first.littleEndian, toByteOffset: 0, as: UInt64.self)
    raw.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 8, as: UInt8.self)
    raw.storeBytes(
      of: UInt32(truncatingIfNeeded: second).littleEndian, toByteOffset: 9, as: UInt32.self)
    raw.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 13, as: UInt8.self)
    raw.storeBytes(
      of: UInt32(truncatingIfNeeded: second >> 32).littleEndian, toByteOffset: 14, as: UInt32.self)
    raw.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 18, as: UInt8.self)
    raw.storeBytes(
      of: UInt32(truncatingIfNeeded: third).littleEndian, toByteOffset: 19, as: UInt32.self)
    raw.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 23, as: UInt8.self)
    raw.storeBytes(
      of: UInt32(truncatingIfNeeded: third >> 32).littleEndian, toByteOffset: 24, as: UInt32.self)
    raw.storeBytes(of: fourth.littleEndian, toByteOffset: 28, as: UInt64.self)
    raw.storeBytes(of: UInt8(ascii: " "), toByteOffset: 36, as: UInt8.self)
  }

  /// The eight lowercase hexadecimal digits of `value` as eight ASCII bytes, the first digit
  /// in the lowest byte: each nibble spread into a byte of its own, then `0` added to all of
  /// them and the distance from `:` to `a` to those of 10 and more.
  private static func hexDigits(_ value: UInt32) -> UInt64 {
    var spread = UInt64(value)
    spread = (spread | spread << 16) & 0x0000_FFFF_0000_FFFF
    spread = (spread | spread << 8) & 0x00FF_00FF_00FF_00FF
    spread = (spread | spread << 4) & 0x0F0F_0F0F_0F0F_0F0F
    // The last digit is in the lowest byte now: the digits go the other way round.
    spread = spread.byteSwapped
    let isLetter = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
    return spread &+ 0x3030_3030_3030_3030 &+ isLetter &* 0x27
  }

  package static func encodeRemoval(of id: TaskID, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "D"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(id.rawValue, to: &buffer)
  }

  package static func encodeClear(into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "C"))
  }

  /// Writes the records of a compacted file for `table`, each ending in a newline.
  package static func encodeSnapshot(of table: TaskTable, into buffer: inout [UInt8]) {
    encodeSnapshot(of: table, replacing: [], with: [], into: &buffer)
  }

  /// Writes the tasks that open a compacted file, each as an `A` ending in a newline, then
  /// the `N` of `table`'s next ID: the table's tasks but those whose ID is in `replaced`,
  /// and the tasks of `earlier` (sorted by ID), in ID order. A compaction that keeps the
  /// undo history writes the tasks as they were before its oldest change this way, then
  /// the changes (see `FileTaskRepository`).
  ///
  /// `flush` is called after each record: a compaction writes the buffer out once it
  /// holds a piece (`JournalOwner.writeSnapshot(into:flushing:)`).
  package static func encodeSnapshot(
    of table: TaskTable, replacing replaced: Set<Int>, with earlier: [TaskItem],
    into buffer: inout [UInt8], flushing flush: (inout [UInt8]) -> Void = { _ in }
  ) {
    // The tasks before `N`: an add of an ID below the reserved one is corrupt, so with `N`
    // first the compacted file would be refused.
    var next = 0
    table.forEachRecord { fields, text in
      while next < earlier.count, earlier[next].id.rawValue < fields.id {
        encodeAdd(earlier[next], into: &buffer)
        buffer.append(UInt8(ascii: "\n"))
        next += 1
      }
      guard replaced.isEmpty || !replaced.contains(fields.id) else { return }
      encodeTask(kind: .add, fields: fields, text: text, into: &buffer)
      buffer.append(UInt8(ascii: "\n"))
      flush(&buffer)
    }
    for task in earlier[next...] {
      encodeAdd(task, into: &buffer)
      buffer.append(UInt8(ascii: "\n"))
    }
    encodeNextID(table.nextID, into: &buffer)
    buffer.append(UInt8(ascii: "\n"))
  }

  /// The `G <count>` line that makes the next `count` records one command, for a compacted
  /// file's history (a journal writes its own for the commands it appends).
  package static func encodeGroupHead(_ count: Int, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "G"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(count, to: &buffer)
  }

  /// The `H <lines> <bytes>` line before a block of `lines` records in `bytes` bytes that a
  /// load skips: a kept change of a compacted file, as the records that undo it.
  package static func encodeBlockHead(lines: Int, bytes: Int, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "H"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(lines, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    appendDecimal(bytes, to: &buffer)
  }

  package static func encodeNextID(_ id: TaskID, into buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "N"))
    buffer.append(UInt8(ascii: " "))
    appendDecimal(id.rawValue, to: &buffer)
  }
}

/// Reads the fields of one record line, left to right.
struct RecordReader {
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

  /// ` <id> <flags>`: the ID, whether the task is a favorite, whether it is completed.
  mutating func idAndFlags() throws(StoreProblem) -> (TaskID, Bool, Bool) {
    let id = try id()
    try expect(UInt8(ascii: " "))
    let favorite = byte()
    let completed = byte()
    guard favorite == UInt8(ascii: "f") || favorite == UInt8(ascii: "-"),
      completed == UInt8(ascii: "c") || completed == UInt8(ascii: "-")
    else { throw .malformedRecord }
    return (id, favorite == UInt8(ascii: "f"), completed == UInt8(ascii: "c"))
  }

  /// ` <id> <flags>` where the flags may end in `x`: the task carries foreign data.
  mutating func idAndFlags(foreign: Bool) throws(StoreProblem) -> (TaskID, Bool, Bool, Bool) {
    let (id, isFavorite, isCompleted) = try idAndFlags()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "x") else {
      return (id, isFavorite, isCompleted, false)
    }
    index += 1
    return (id, isFavorite, isCompleted, true)
  }

  /// ` <changed> <format> <length> <fields>`: a task's foreign data.
  mutating func foreign() throws(StoreProblem) -> ForeignData {
    let changedAt = try time()
    try expect(UInt8(ascii: " "))
    let formatStart = index
    while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
    let format = String(decoding: bytes[formatStart..<index], as: UTF8.self)
    try expect(UInt8(ascii: " "))
    var length = 0
    let lengthStart = index
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
    {
      guard index - lengthStart < 10 else { throw .malformedRecord }
      length = length * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
      index += 1
    }
    guard index > lengthStart, length == 0 || bytes[lengthStart] != UInt8(ascii: "0") else {
      throw .malformedRecord
    }
    try expect(UInt8(ascii: " "))
    guard bytes.count - index >= length else { throw .malformedRecord }
    let fields = try RecordEscaping.unescaped(
      UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
    index += length
    guard let foreign = ForeignData(format: format, fields: fields, changedAt: changedAt) else {
      throw .malformedRecord
    }
    return foreign
  }

  /// ` <text>`: the rest of the record, unescaped, which must be stored exactly as
  /// `TaskText` would make it (trimmed, within limits).
  mutating func text() throws(StoreProblem) -> TaskText {
    try expect(UInt8(ascii: " "))
    let raw = try RecordEscaping.unescaped(rest())
    // A load reads every text of the file: the common one passes the byte scan alone.
    if TaskTextScan.isPlainAndShort(raw) { return TaskText(checkedBefore: raw) }
    guard let text = try? TaskText(raw), text.value == raw else { throw .malformedRecord }
    return text
  }

  /// ` <seconds>` or ` -`: the time, `nil` for `-`.
  mutating func time() throws(StoreProblem) -> Int64? {
    try expect(UInt8(ascii: " "))
    var isNegative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      index += 1
      guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      else { return nil }
      isNegative = true
    }
    // Whole seconds since the epoch: digits without a leading zero (but `0`, never `-0`),
    // within `Int64`; `Int64.min` stands for no time, and is not written.
    let start = index
    var value: Int64 = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
    {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(
        Int64(bytes[index] &- UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { throw .malformedRecord }
      value = sum
      index += 1
    }
    let length = index - start
    guard length > 0, length == 1 || bytes[start] != UInt8(ascii: "0"),
      !isNegative || value != 0
    else { throw .malformedRecord }
    return isNegative ? -value : value
  }

  /// A completion time, which only a completed task may have.
  mutating func completionTime(isCompleted: Bool) throws(StoreProblem) -> Int64? {
    let time = try time()
    guard time == nil || isCompleted else { throw .malformedRecord }
    return time
  }

  /// ` <uuid>` or ` -`: the canonical lowercase form of a UUID (`8-4-4-4-12` hexadecimal
  /// digits, any version), `nil` for `-`.
  mutating func uuid() throws(StoreProblem) -> TaskUUID? {
    try expect(UInt8(ascii: " "))
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      index += 1
      return nil
    }
    guard bytes.count - index >= 36, let base = bytes.baseAddress,
      let uuid = Self.uuid(at: base + index)
    else { throw .malformedRecord }
    index += 36
    return uuid
  }

  /// The UUID whose 36 bytes of canonical lowercase text (`8-4-4-4-12` hexadecimal digits)
  /// start at `start`; `nil` when they are not one. The caller makes sure 36 bytes are
  /// there. Every task record of a file has one: read eight digits at a time (`hexValue`),
  /// the two groups of four between dashes put together, and checked all at once. A loop
  /// over the digits was a seventh of a one-shot command's time.
  @inline(__always)
  static func uuid(at start: UnsafePointer<UInt8>) -> TaskUUID? {
    let raw = UnsafeRawPointer(start)
    // Read so that the first digit is the highest byte, as it is the highest of the value.
    func word(_ offset: Int) -> UInt64 {
      UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    func halves(_ first: Int, _ second: Int) -> UInt64 {
      UInt64(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: first, as: UInt32.self))) << 32
        | UInt64(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: second, as: UInt32.self)))
    }
    var wrong: UInt64 = 0
    let high = hexValue(word(0), wrong: &wrong) << 32 | hexValue(halves(9, 14), wrong: &wrong)
    let low = hexValue(halves(19, 24), wrong: &wrong) << 32 | hexValue(word(28), wrong: &wrong)
    let dashes =
      UInt32(start[8]) | UInt32(start[13]) << 8 | UInt32(start[18]) << 16
      | UInt32(start[23]) << 24
    guard wrong == 0, dashes == 0x2D2D_2D2D else { return nil }
    return TaskUUID(high: high, low: low)
  }

  /// The number that eight lowercase hexadecimal digits stand for, given as eight ASCII
  /// bytes, the first in the highest; when one is not such a digit, `wrong` gets a bit set
  /// (and the number means nothing), so that four words are checked with one test.
  @inline(__always)
  static func hexValue(_ ascii: UInt64, wrong: inout UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A digit's value is its low four bits, plus 9 for a letter (bit 6 set: `a` is 0x61).
    let value = (ascii & 0x0F0F_0F0F_0F0F_0F0F) &+ ((ascii & 0x4040_4040_4040_4040) >> 6) &* 9
    // Written back as this format writes digits, the bytes must come out the same.
    let isLetter = ((value &+ 0x0606_0606_0606_0606) >> 4) & ones
    wrong |= (value & 0xF0F0_F0F0_F0F0_F0F0) | ((value &+ 0x30 &* ones &+ isLetter &* 0x27) ^ ascii)
    // One digit a byte, the first highest: pairs into bytes, bytes into halves, halves into
    // one.
    let pairs = (value | value >> 4) & 0x00FF_00FF_00FF_00FF
    let halves = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
    return (halves | halves >> 16) & 0xFFFF_FFFF
  }
}

/// Appends the decimal digits of a non-negative `value` without building a `String`.
package func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
    let length = writeDecimal(value, into: digits, at: 0)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<length]))
  }
}

/// Writes the decimal digits of a non-negative `value` (at most 19) into `bytes` from
/// `start`, and returns the index after the last digit.
package func writeDecimal(
  _ value: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
)
  -> Int
{
  writeDecimal(magnitude: UInt64(value.magnitude), into: bytes, at: start)
}

/// Writes the decimal digits of `magnitude` (at most 20) into `bytes` from `start`, and
/// returns the index after the last digit.
package func writeDecimal(
  magnitude: UInt64, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
) -> Int {
  let width = DecimalDigits.count(magnitude)
  guard let base = bytes.baseAddress, start + width <= bytes.count else { return start }
  DecimalDigits.write(magnitude, width: width, at: base + start)
  return start + width
}

extension TaskItem {
  /// This task with a new text and flags, as a change record gives them; its completion
  /// time goes when it is no longer completed.
  fileprivate func changed(text: TaskText, isFavorite: Bool, isCompleted: Bool) -> TaskItem {
    var task = self
    task.text = text
    task.isFavorite = isFavorite
    task.isCompleted = isCompleted
    return task
  }
}

/// What a load of a `tasks` file keeps beside the table, the same for all its records: the
/// UUIDs it had to make for tasks whose records have none (files written before UUIDs), and,
/// when asked to, the UUIDs of the live tasks, so that the record that makes a second live
/// task with one is refused with its line.
///
/// A load checks only at its end whether two live tasks may share a UUID
/// (`TaskTable.mayHaveDuplicateUUIDs`, a sort), which costs a one-shot command less than a
/// lookup per record; a file that may, which no command writes, is read again with
/// `checksDuplicates`, which decides exactly and names the line.
package struct TaskFileLoad {
  private var liveUUIDs: UUIDTable?
  private let makeUUID: () -> TaskUUID
  /// How many tasks were given a UUID of `makeUUID`: when any, the file must be rewritten
  /// before its next append, or the next load would give them other ones.
  package private(set) var madeUUIDs = 0

  /// A load that draws the UUID of a task whose record has none from `makeUUID`; with
  /// `checksDuplicates`, each record that adds or brings back a task is checked against the
  /// live ones. `seed` places the UUIDs in the table that does it; by default one from the
  /// system's secure generator, not a draw of the program's random source, so that a run
  /// under `--seed` makes the same UUIDs whatever a load does.
  package init(
    checksDuplicates: Bool = false, seed: UInt64? = nil, makeUUID: @escaping () -> TaskUUID
  ) {
    liveUUIDs = checksDuplicates ? UUIDTable(seed: seed ?? .random(in: .min ... .max)) : nil
    self.makeUUID = makeUUID
  }

  /// A UUID made for a task whose record has none.
  fileprivate mutating func madeUUID() -> TaskUUID {
    madeUUIDs += 1
    return makeUUID()
  }

  /// `uuid` is now a live task's; a second live task with it is corrupt.
  fileprivate mutating func markLive(_ uuid: TaskUUID) throws(StoreProblem) {
    guard liveUUIDs?.insert(uuid) != false else { throw .duplicateUUID }
  }

  /// The task with `uuid` was removed.
  fileprivate mutating func forget(_ uuid: TaskUUID) { liveUUIDs?.remove(uuid) }

  /// Every task was removed.
  fileprivate mutating func forgetAll() { liveUUIDs?.removeAll() }
}
