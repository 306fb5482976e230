import Domain
import SystemInterface

/// Tasks in creation order with lookup by ID: the file task gateway's storage.
///
/// IDs only grow, so the slots stay sorted by ID and a binary search finds one without a
/// hash table. A removal marks its slot dead; compaction drops the dead slots and texts once
/// they are half of the table, so removing stays O(1) amortized however large it grows.
///
/// Sized for a million tasks (the benchmark's largest store): slots live in fixed chunks of 4,096 and texts as
/// UTF-8 bytes in 64 KiB chunks, not as one `String` each. Growing then never copies what is
/// stored, and memory is touched once: a million adds fault in about a third of the pages
/// that a `String` per task in one doubling array did, and on a shared machine page faults
/// cost more than the rest of a command. A text becomes a `TaskText` again when it is read,
/// through the same checks as every other `TaskText`. A slot is 56 bytes: the ID, the UUID,
/// the two times as plain integers (`Int64.min` for none), where the text is, and four
/// flags. A task that carries foreign data (`TaskItem.foreign`) has it in its text chunk
/// right after its text (`ForeignTrailer`), so a task without any costs no byte more, and a
/// million imported from Taskwarrior cost their bytes, not an object and a `String` each in
/// a dictionary (which made such a store's every load 318 MB).
package struct TaskTable {
  private struct Slot {
    let id: Int
    var uuid: TaskUUID
    var created: Int64
    var completed: Int64
    /// Where the text is: a chunk of `texts`, an offset in it, a length in bytes.
    var chunk: Int32
    var offset: Int32
    var length: Int32
    var isFavorite: Bool
    var isCompleted: Bool
    var isLive: Bool
    /// Whether foreign data follows the text in its chunk (`ForeignTrailer`).
    var hasForeign: Bool

    /// A live slot for the task of an `A` record, its text stored at `place`.
    init(_ record: PlainAddRecord.Fields, at place: (chunk: Int32, offset: Int32, length: Int32)) {
      id = record.id.rawValue
      uuid = record.uuid
      // `PlainAddRecord.noTime` is the table's.
      created = record.created
      completed = record.completed
      (chunk, offset, length) = place
      isFavorite = record.isFavorite
      isCompleted = record.isCompleted
      isLive = true
      hasForeign = false
    }

    /// A live slot for `task`, its text stored at `place`.
    init(_ task: TaskItem, at place: (chunk: Int32, offset: Int32, length: Int32)) {
      id = task.id.rawValue
      uuid = task.uuid
      created = task.createdAt ?? noTime
      completed = task.completedAt ?? noTime
      (chunk, offset, length) = place
      isFavorite = task.isFavorite
      isCompleted = task.isCompleted
      isLive = true
      hasForeign = task.foreign != nil
    }

    /// The completion time as a task reads it: `nil` while active, and for a completion
    /// at no known time (stored as `Int64.min + 1` or less).
    var completedAt: Int64? { isCompleted && completed > noTime + 1 ? completed : nil }

    /// Whether the slot holds every flag of its task (`TaskFlags`): a task without foreign
    /// data, whose foreign change time is in its trailer.
    var holdsAllFlags: Bool { !hasForeign }

    /// The task's flags, when `holdsAllFlags`; setting them sets those the slot holds.
    var flags: TaskFlags {
      get {
        TaskFlags(
          isFavorite: isFavorite, isCompleted: isCompleted, completedAt: completedAt,
          foreignChangedAt: nil)
      }
      set {
        isFavorite = newValue.isFavorite
        isCompleted = newValue.isCompleted
        completed = newValue.isCompleted ? newValue.completedAt ?? noTime : noTime
      }
    }

    /// The stored fields but the text.
    var fields: TaskFields {
      TaskFields(
        id: id, isFavorite: isFavorite, isCompleted: isCompleted,
        createdAt: created == noTime ? nil : created,
        completedAt: completed == noTime ? nil : completed, uuid: uuid)
    }
  }

  private static let slotsPerChunk = 4_096
  private static let textChunkSize = 64 * 1_024

  /// The full chunks of slots; the open one, where slots are added (at most `slotsPerChunk`),
  /// is kept apart, as the open text chunk is: an add then appends to it after one check
  /// that no other table shares it, not two and a nested access.
  private var slots: [[Slot]] = []
  private var openSlots: [Slot] = []
  /// Slots in use, live or dead.
  private var slotCount = 0
  /// The full text chunks, each with how many of its bytes are in use; the open one, where
  /// texts are added (chunk `texts.count`), is filled up to `lastFill`. Kept apart so that
  /// an add copies its text into it after one check that no other table shares it, not two
  /// (the array of chunks', then the chunk's) and a nested access.
  private var texts: [FullTextChunk] = []
  private var openText = TextChunk(capacity: 0)
  private var lastFill = 0
  /// How many bytes `stagingRoom(for:)` made room for after `lastFill`, for
  /// `insertStaged(_:)`; -1 for none (anything stored since has written over them).
  private var staged = -1
  /// Bytes of `texts` in use, and how many of them no live slot refers to.
  private var textBytes = 0
  private var deadBytes = 0
  /// How many live tasks there are (those in `misplaced` included).
  package private(set) var count = 0
  /// Tasks brought back whose slots a compaction dropped, with live tasks of higher IDs
  /// after them, by ID: placed all at once by the next change (`settle()`), so that an
  /// undo that brings back thousands costs one rebuild of the table, not one each (which
  /// made every later load of the file quadratic). Every read sees them.
  private var misplaced: [Int: TaskItem] = [:]
  /// The ID the next new task gets.
  package private(set) var nextID: TaskID = .first

  /// An empty table.
  package init() {}

  /// Every task, oldest first.
  package func all() throws(DomainError) -> [TaskItem] {
    var result: [TaskItem] = []
    result.reserveCapacity(count)
    try forEachTask { result.append($0) }
    return result
  }

  /// Calls `body` with every task, oldest first, one at a time: a read of the whole table
  /// that holds one task at a time, not an array of a million.
  package func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) {
    let waiting = misplacedInOrder()
    var next = 0
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        while next < waiting.count, waiting[next].id.rawValue < slot.id {
          body(waiting[next])
          next += 1
        }
        body(try task(in: slot))
      }
    }
    for task in waiting[next...] { body(task) }
  }

  /// Calls `body` with the ID and flags of every task, oldest first, as `forEachTask` orders
  /// them: what a count or a filter reads, without making a text per task.
  package func forEachTaskFlags(
    _ body: (_ id: TaskID, _ isFavorite: Bool, _ isCompleted: Bool) -> Void
  ) throws(DomainError) {
    let waiting = misplacedInOrder()
    var next = 0
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        while next < waiting.count, waiting[next].id.rawValue < slot.id {
          body(waiting[next].id, waiting[next].isFavorite, waiting[next].isCompleted)
          next += 1
        }
        guard let id = TaskID(slot.id) else { throw .taskIDsExhausted }
        body(id, slot.isFavorite, slot.isCompleted)
      }
    }
    for task in waiting[next...] { body(task.id, task.isFavorite, task.isCompleted) }
  }

  /// How many live tasks there are, completed and starred, and the highest ID of each
  /// kind, counted in one pass over the slots: a list's counts, with no call per task.
  package func flagCounts() throws(DomainError) -> TaskFlagCounts {
    var all = 0
    var completed = 0
    var favorites = 0
    // The highest IDs, 0 for none (no task has it): the slots' IDs rise.
    var last = 0
    var lastActive = 0
    var lastCompleted = 0
    var lastFavorite = 0
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        all &+= 1
        last = slot.id
        if slot.isCompleted {
          completed &+= 1
          lastCompleted = slot.id
        } else {
          lastActive = slot.id
        }
        if slot.isFavorite {
          favorites &+= 1
          lastFavorite = slot.id
        }
      }
    }
    guard misplaced.isEmpty else {
      // Tasks an undo brought back and not placed yet: counted as any snapshot counts.
      var counts = TaskFlagCounts()
      try forEachTaskFlags { counts.count(id: $0, isFavorite: $1, isCompleted: $2) }
      return counts
    }
    return TaskFlagCounts(
      all: all, completed: completed, favorites: favorites, lastID: TaskID(last),
      lastActiveID: TaskID(lastActive), lastCompletedID: TaskID(lastCompleted),
      lastFavoriteID: TaskID(lastFavorite))
  }

  /// Calls `body` with every task as a list shows it, oldest first, as `forEachTask` orders
  /// them: no `TaskItem`, and each text part of one `String` made of a whole text chunk
  /// when a row first needs one of its texts, not a `String` each.
  package func forEachRow(_ body: (TaskRow) -> Void) throws(DomainError) {
    let waiting = misplacedInOrder()
    var next = 0
    var shared = SharedChunk(chunks: texts.count + 1)
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        while next < waiting.count, waiting[next].id.rawValue < slot.id {
          body(TaskRow(waiting[next]))
          next += 1
        }
        guard let id = TaskID(slot.id) else { throw .taskIDsExhausted }
        body(
          TaskRow(
            id: id, text: text(of: slot, sharing: &shared), isFavorite: slot.isFavorite,
            isCompleted: slot.isCompleted, createdAt: slot.created == noTime ? nil : slot.created,
            completedAt: slot.completedAt))
      }
    }
    for task in waiting[next...] { body(TaskRow(task)) }
  }

  /// The text chunk a read of rows holds as one `String`, and which chunks it made one of.
  private struct SharedChunk {
    var chunk = -1
    var string = ""
    var made: [Bool]

    init(chunks: Int) { made = Array(repeating: false, count: chunks) }
  }

  /// The text of `slot`, part of its chunk's `String`: made when the chunk is first asked
  /// for, once. A chunk asked for again after another was made (a table whose texts are out
  /// of order, after an undo put tasks back) lends each text a `String` of its own, so a
  /// read decodes each chunk at most once and holds one at a time.
  private func text(of slot: Slot, sharing shared: inout SharedChunk) -> TextPart {
    let chunk = Int(slot.chunk)
    if chunk != shared.chunk {
      guard !shared.made[chunk] else {
        return TextPart(withText(of: slot) { String(decoding: $0, as: UTF8.self) })
      }
      shared.made[chunk] = true
      let string = String(decoding: filledBytes(ofChunk: chunk), as: UTF8.self)
      // Texts are valid UTF-8, and so is a chunk of them: a chunk that decodes to other bytes
      // would misplace every offset, and lends each text a `String` instead.
      guard string.utf8.count == filledBytes(ofChunk: chunk).count else {
        return TextPart(withText(of: slot) { String(decoding: $0, as: UTF8.self) })
      }
      shared.chunk = chunk
      shared.string = string
    }
    let start = Int(slot.offset)
    return TextPart(of: shared.string, at: start..<start + Int(slot.length))
  }

  package func task(withID id: TaskID) throws(DomainError) -> TaskItem? {
    if !misplaced.isEmpty, let waiting = misplaced[id.rawValue] { return waiting }
    guard let index = position(of: id) else { return nil }
    return try task(in: slot(at: index))
  }

  /// The stored task with the ID of `task`, sharing the text of `task` when it is the same:
  /// the states before a change of a million tasks (`complete-all`, or its undo) are then
  /// kept without a second copy of a million texts. `nil` when there is none.
  package func stored(sharingTextOf task: TaskItem) throws(DomainError) -> TaskItem? {
    if !misplaced.isEmpty, let waiting = misplaced[task.id.rawValue] { return waiting }
    guard let index = position(of: task.id) else { return nil }
    let slot = slot(at: index)
    guard has(task.text, in: slot) else { return try self.task(in: slot) }
    let fields = slot.fields
    return TaskItem(
      id: task.id, text: task.text, isFavorite: fields.isFavorite,
      isCompleted: fields.isCompleted, createdAt: fields.createdAt,
      completedAt: fields.completedAt, uuid: fields.uuid,
      foreign: foreign(of: slot))
  }

  /// Whether a live task has `id`.
  package func contains(id: TaskID) -> Bool {
    position(of: id) != nil || (!misplaced.isEmpty && misplaced[id.rawValue] != nil)
  }

  /// The tasks of `misplaced`, by ID.
  private func misplacedInOrder() -> [TaskItem] {
    misplaced.isEmpty ? [] : misplaced.values.sorted { $0.id < $1.id }
  }

  /// Whether two live tasks may have one UUID: `false` when no two have the same last 64
  /// bits, which are random in every UUID this program makes and in those other programs
  /// make (version 4). Those bits go once into a table sized for them (open addressing, the
  /// slot from the bits mixed with a random seed, so that no file can make the probes long):
  /// cheaper, for a load of thousands of tasks, than sorting them or looking each whole UUID
  /// up as it comes. A `true` is rare enough to be checked exactly by the caller.
  package func mayHaveDuplicateUUIDs() -> Bool {
    // Tasks an undo brought back and not placed yet (`placeRestoredTasks()` was not called):
    // the safe answer, which has the caller check exactly.
    guard misplaced.isEmpty else { return true }
    // At most three quarters full: short probes, and few pages to touch.
    var capacity = 16
    while capacity * 3 < count * 4 { capacity *= 2 }
    let shift = UInt64(64 - capacity.trailingZeroBitCount)
    let seed = UInt64.random(in: .min ... .max) | 1
    // 0 marks an empty slot; a UUID whose last half is 0 is counted apart. From `calloc`,
    // whose large blocks come as fresh zero pages: zeroing 2 MiB for 100,000 tasks by hand
    // cost a one-shot command some 20 instructions a task.
    guard let memory = calloc(capacity, MemoryLayout<UInt64>.stride) else { return true }
    defer { free(memory) }
    let table = memory.bindMemory(to: UInt64.self, capacity: capacity)
    var zeros = 0
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        let low = slot.uuid.low
        guard low != 0 else {
          zeros += 1
          if zeros > 1 { return true }
          continue
        }
        var index = Int(truncatingIfNeeded: ((low ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while table[index] != 0 {
          if table[index] == low { return true }
          index = (index + 1) & (capacity - 1)
        }
        table[index] = low
      }
    }
    return false
  }

  /// The UUID of the task that has or had `id`, live or removed, while its slot is kept.
  package func storedUUID(of id: TaskID) -> TaskUUID? {
    if !misplaced.isEmpty, let waiting = misplaced[id.rawValue] { return waiting.uuid }
    return anyPosition(of: id).map { slot(at: $0).uuid }
  }

  /// Calls `body` with each live task's fields, oldest first, its text as the bytes it is
  /// stored as: what a compacted file is written from, without a string per task.
  package func forEachRecord(
    _ body: (_ fields: TaskFields, _ text: UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let waiting = misplacedInOrder()
    var next = 0
    func bodyWaiting() {
      var text = waiting[next].text.value
      text.withUTF8 { body(TaskFields(waiting[next]), $0) }
      next += 1
    }
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        while next < waiting.count, waiting[next].id.rawValue < slot.id { bodyWaiting() }
        var fields = slot.fields
        fields.foreign = foreign(of: slot)
        withText(of: slot) { body(fields, $0) }
      }
    }
    while next < waiting.count { bodyWaiting() }
  }

  /// Appends `task`, whose ID must not be below `nextID`; returns `false` when it is.
  @discardableResult
  package mutating func insert(_ task: TaskItem) -> Bool {
    guard task.id >= nextID, let successor = task.id.successor else { return false }
    append(Slot(task, at: store(task)))
    nextID = successor
    return true
  }

  /// Room for `length` bytes after the stored texts, for the text of the task
  /// `insertStaged(_:)` keeps next: an add's record and its text here are written in one
  /// pass (`TaskFileFormat.writeAdd`). Valid until the table next changes. Stores nothing:
  /// until `insertStaged(_:)` the table is as it was (a record that fails to be written
  /// leaves it so), and any other change of the table makes the room a later store's.
  package mutating func stagingRoom(for length: Int) -> UnsafeMutablePointer<UInt8> {
    let room = writableEnd(for: length)
    staged = length
    return room
  }

  /// `insert(_:)` of `task`, whose text was written last to `stagingRoom(for:)`, with no
  /// other change of the table since: its bytes are kept where they are. A task with foreign data, or a
  /// stage undone by a change, is stored as `insert(_:)` stores it.
  @discardableResult
  package mutating func insertStaged(_ task: TaskItem) -> Bool {
    guard staged >= 0, task.foreign == nil else { return insert(task) }
    guard task.id >= nextID, let successor = task.id.successor else { return false }
    let place = room(for: staged)
    staged = -1
    append(Slot(task, at: place))
    nextID = successor
    return true
  }

  /// Appends the task of an `A` record in the common form, its text as the bytes it holds,
  /// which `PlainAddRecord` checked to be exactly what `TaskText` would keep: a load of a
  /// million records then makes no `String`. Returns `false` when the ID is below `nextID`,
  /// as `insert(_:)` does.
  mutating func insert(_ record: PlainAddRecord.Fields) -> Bool {
    guard record.id >= nextID, let successor = record.id.successor else { return false }
    append(Slot(record, at: store(record.text)))
    nextID = successor
    return true
  }

  /// Applies the `M` record `change`, read in the common form, when it sets the flags alone
  /// (`TaskFlags`) of a live task whose slot holds them all (`Slot.holdsAllFlags`) and whose
  /// text it repeats (each change of a `complete-all`, its undo, a toggle): the slot is
  /// changed in place, no `TaskItem` or `String` made, and `befores` keeps the flags before,
  /// as the general reader would. Answers `false`, changing nothing, for any other change,
  /// which the general reader applies.
  mutating func changeFlags(
    _ change: PlainChangeRecord.Fields, befores: inout TaskUndoBefores
  ) -> Bool {
    guard misplaced.isEmpty, let index = position(of: change.id) else { return false }
    var slot = self.slot(at: index)
    guard slot.holdsAllFlags, has(change.text, in: slot),
      befores.appendFlags(id: change.id, flags: slot.flags)
    else { return false }
    slot.flags = TaskFlags(
      isFavorite: change.isFavorite, isCompleted: change.isCompleted,
      completedAt: change.isCompleted && change.completed != noTime ? change.completed : nil,
      foreignChangedAt: nil)
    setSlot(slot, at: index)
    compactIfSparse()
    return true
  }

  /// Appends the live task with `id` of `other` as it is stored there, its text copied as
  /// bytes (no `String`): how a removal keeps what it removed. Returns `false` when `other`
  /// holds no such task or the ID is below `nextID`, as `insert(_:)` does.
  @discardableResult
  package mutating func insert(copyOf id: TaskID, from other: TaskTable) -> Bool {
    guard id >= nextID, let successor = id.successor else { return false }
    if !other.misplaced.isEmpty, let waiting = other.misplaced[id.rawValue] {
      return insert(waiting)
    }
    guard let index = other.position(of: id) else { return false }
    append(copy(of: other.slot(at: index), from: other))
    nextID = successor
    return true
  }

  /// Whether a task of `other` is live here too.
  package func containsAny(of other: TaskTable) -> Bool {
    var found = false
    other.forEachRecord { fields, _ in
      if !found, let id = TaskID(fields.id), contains(id: id) { found = true }
    }
    return found
  }

  /// Brings back every task of `removed` (a table `insert(copyOf:from:)` filled), as
  /// `restore(_:)` brings back one, with their texts copied as bytes: no `String` or
  /// `TaskItem` per task. Returns `false`, changing nothing, when one of its IDs is live
  /// or was never handed out.
  @discardableResult
  package mutating func restore(all removed: TaskTable) -> Bool {
    settle()
    var haveSlots = true
    for chunk in removed.slotChunks {
      for slot in chunk where slot.isLive {
        guard slot.id < nextID.rawValue, let id = TaskID(slot.id), !contains(id: id) else {
          return false
        }
        if haveSlots, anyPosition(of: id) == nil { haveSlots = false }
      }
    }
    guard removed.misplaced.isEmpty else { return false }
    if count == 0 {
      // Nothing live (the removal took every task): the removed table as it is.
      let next = nextID
      self = removed
      reserveIDs(below: next)
    } else if haveSlots {
      // Each removed slot still here, dead: brought back to life in place.
      for chunk in removed.slotChunks {
        for slot in chunk where slot.isLive {
          guard let id = TaskID(slot.id), let index = anyPosition(of: id) else { continue }
          setSlot(copy(of: slot, from: removed), at: index)
          count += 1
        }
      }
    } else {
      merge(removed)
    }
    return true
  }

  /// Rebuilds the table with the live slots of `removed` among its own, by ID, without
  /// dead slots: `restore(all:)` once a compaction dropped some of the removed slots.
  private mutating func merge(_ removed: TaskTable) {
    var merged = TaskTable()
    merged.nextID = nextID
    var theirs = removed.slotChunks.lazy.joined().filter(\.isLive).makeIterator()
    var next = theirs.next()
    func placeTheirs(below id: Int) {
      while let slot = next, slot.id < id {
        merged.append(merged.copy(of: slot, from: removed))
        next = theirs.next()
      }
    }
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        placeTheirs(below: slot.id)
        merged.append(merged.copy(of: slot, from: self))
      }
    }
    placeTheirs(below: Int.max)
    self = merged
  }

  /// Replaces the stored task with `task.id`; returns `false` when there is none. Its
  /// creation time and UUID, which never change, stay as stored.
  @discardableResult
  package mutating func update(_ task: TaskItem) -> Bool {
    settle()
    guard let index = position(of: task.id) else { return false }
    var slot = self.slot(at: index)
    if !has(task.text, in: slot) {
      deadBytes += storedLength(of: slot)
      (slot.chunk, slot.offset, slot.length) = store(task)
      slot.hasForeign = task.foreign != nil
    } else if slot.hasForeign || task.foreign != nil, !rewriteForeign(of: slot, as: task.foreign) {
      deadBytes += storedLength(of: slot)
      (slot.chunk, slot.offset, slot.length) = store(task)
      slot.hasForeign = task.foreign != nil
    }
    slot.isFavorite = task.isFavorite
    slot.isCompleted = task.isCompleted
    slot.completed = task.completedAt ?? noTime
    setSlot(slot, at: index)
    compactIfSparse()
    return true
  }

  /// The flags of the live task `id`, read from its slot, when the slot holds them all
  /// (`Slot.holdsAllFlags`); `nil` for any other task, or none.
  package func slotFlags(of id: TaskID) -> TaskFlags? {
    guard misplaced.isEmpty, let index = position(of: id) else { return nil }
    let slot = slot(at: index)
    return slot.holdsAllFlags ? slot.flags : nil
  }

  /// Sets the flags of the live task `id` in its slot, when the slot holds them all: what
  /// `update(_:)` does for a change of flags alone, without the task. How an undo of such a
  /// change puts each task back. Answers `false`, changing nothing, for any other task,
  /// which the caller then updates whole.
  package mutating func setSlotFlags(of id: TaskID, to flags: TaskFlags) -> Bool {
    guard misplaced.isEmpty, let index = position(of: id) else { return false }
    var slot = self.slot(at: index)
    guard slot.holdsAllFlags else { return false }
    slot.flags = flags
    setSlot(slot, at: index)
    return true
  }

  /// Removes the task with `id`; returns `false` when there is none.
  @discardableResult
  package mutating func remove(id: TaskID) -> Bool {
    settle()
    guard let index = position(of: id) else { return false }
    markDead(at: index)
    deadBytes += storedLength(of: slot(at: index))
    count -= 1
    compactIfSparse()
    return true
  }

  /// Removes every task of `removed` that is live here, then compacts once if the table is
  /// sparse: removing a million one at a time would rebuild the table at each halving.
  package mutating func remove(all removed: TaskTable) {
    settle()
    removed.forEachRecord { fields, _ in
      guard let id = TaskID(fields.id), let index = position(of: id) else { return }
      markDead(at: index)
      deadBytes += storedLength(of: slot(at: index))
      count -= 1
    }
    compactIfSparse()
  }

  /// Brings back `task`, whose ID was handed out before and is not live, in its place by
  /// ID; returns `false` when the ID is live or was never handed out.
  ///
  /// Slots stay sorted by ID. A removed task's slot stays, dead, until a compaction drops
  /// it: then the task comes back to life in it. After every task was removed there are no
  /// slots, and an undo brings the tasks back in ID order, each after the last. A task whose
  /// slot a compaction dropped, among live ones, waits in `misplaced` until the next change
  /// places every such task in one rebuild (`settle()`): an undo of a `clear-completed`
  /// that dropped thousands of slots costs one pass over the table, not one per task.
  @discardableResult
  package mutating func restore(_ task: TaskItem) -> Bool {
    guard task.id < nextID, !contains(id: task.id) else { return false }
    // Nothing live, only the dead slots a compaction left (it keeps a few): dropped, so
    // that an undo bringing every task back in ID order appends each after the last instead
    // of holding all of them in `misplaced` (a `clear-completed` of a million tasks and its
    // undo made every later load of the file hold a million tasks twice).
    if count == 0, slotCount > 0, anyPosition(of: task.id) == nil { removeAll() }
    if let index = anyPosition(of: task.id) {
      let revived = Slot(task, at: store(task))
      setSlot(revived, at: index)
      count += 1
      return true
    }
    if slotCount == 0 || slot(at: slotCount - 1).id < task.id.rawValue {
      insertSorted(task)
      return true
    }
    misplaced[task.id.rawValue] = task
    count += 1
    return true
  }

  /// Places the tasks an undo brought back where their slots were dropped (`restore`) now,
  /// rather than at the next change: a load calls it once it has read the file.
  package mutating func placeRestoredTasks() {
    settle()
  }

  /// Places the tasks of `misplaced` among the slots, in one rebuild without dead slots.
  private mutating func settle() {
    guard !misplaced.isEmpty else { return }
    let waiting = misplacedInOrder()
    var rebuilt = TaskTable()
    var next = 0
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        while next < waiting.count, waiting[next].id.rawValue < slot.id {
          rebuilt.insertSorted(waiting[next])
          next += 1
        }
        rebuilt.append(rebuilt.copy(of: slot, from: self))
      }
    }
    for task in waiting[next...] { rebuilt.insertSorted(task) }
    rebuilt.nextID = nextID
    self = rebuilt
  }

  /// Appends `task` after the slots already there, whatever `nextID` says.
  private mutating func insertSorted(_ task: TaskItem) {
    append(Slot(task, at: store(task)))
  }

  /// Removes every task, keeping `nextID`.
  package mutating func removeAll() {
    misplaced = [:]
    slots.removeAll()
    openSlots = []
    texts.removeAll()
    openText = TextChunk(capacity: 0)
    lastFill = 0
    staged = -1
    slotCount = 0
    textBytes = 0
    deadBytes = 0
    count = 0
  }

  /// Makes sure no ID below `id` is handed out again.
  package mutating func reserveIDs(below id: TaskID) {
    if id > nextID { nextID = id }
  }

  /// Every chunk of slots, in order: the full ones, then the open one.
  private var slotChunks: [[Slot]] { slots + [openSlots] }

  private func slot(at index: Int) -> Slot {
    let chunk = index / Self.slotsPerChunk
    return chunk < slots.count
      ? slots[chunk][index % Self.slotsPerChunk] : openSlots[index % Self.slotsPerChunk]
  }

  private mutating func setSlot(_ slot: Slot, at index: Int) {
    let chunk = index / Self.slotsPerChunk
    if chunk < slots.count {
      slots[chunk][index % Self.slotsPerChunk] = slot
    } else {
      openSlots[index % Self.slotsPerChunk] = slot
    }
  }

  private mutating func markDead(at index: Int) {
    var dead = slot(at: index)
    dead.isLive = false
    setSlot(dead, at: index)
  }

  /// The index of the live slot holding `id`.
  private func position(of id: TaskID) -> Int? {
    guard let index = anyPosition(of: id), slot(at: index).isLive else { return nil }
    return index
  }

  /// The index of the slot, live or dead, holding `id`.
  private func anyPosition(of id: TaskID) -> Int? {
    let target = id.rawValue
    // Where the ID is in a table that no compaction has thinned, as most are (slot `n - 1`
    // holds ID `n`): tried first, since a change of every task (`complete-all`, its undo)
    // looks each one up, and a binary search of a million slots cost 20 steps a task.
    if target >= 1, target <= slotCount, slot(at: target - 1).id == target { return target - 1 }
    var low = 0
    var high = slotCount
    while low < high {
      let middle = (low + high) / 2
      if slot(at: middle).id < target { low = middle + 1 } else { high = middle }
    }
    guard low < slotCount else { return nil }
    return slot(at: low).id == target ? low : nil
  }

  /// Where the bytes of text chunk `chunk` are: valid while this table holds the chunk.
  @inline(__always)
  private func base(ofChunk chunk: Int) -> UnsafeMutablePointer<UInt8> {
    chunk < texts.count ? texts[chunk].memory.base : openText.base
  }

  /// The bytes of text chunk `chunk` in use.
  private func filledBytes(ofChunk chunk: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(
      start: base(ofChunk: chunk), count: chunk < texts.count ? texts[chunk].count : lastFill)
  }

  /// The `length` bytes at `offset` of text chunk `chunk`.
  @inline(__always)
  private func bytes(ofChunk chunk: Int32, at offset: Int, length: Int)
    -> UnsafeBufferPointer<UInt8>
  {
    UnsafeBufferPointer(start: base(ofChunk: Int(chunk)) + offset, count: length)
  }

  private func withText<Result>(
    of slot: Slot, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    // `self` holds the chunk, and with it the bytes, until `body` returns.
    body(bytes(ofChunk: slot.chunk, at: Int(slot.offset), length: Int(slot.length)))
  }

  private func task(in slot: Slot) throws(DomainError) -> TaskItem {
    let raw = withText(of: slot) { String(decoding: $0, as: UTF8.self) }
    guard let id = TaskID(slot.id) else { throw .taskIDsExhausted }
    let fields = slot.fields
    return TaskItem(
      id: id, text: TaskText(checkedBefore: raw), isFavorite: fields.isFavorite,
      isCompleted: fields.isCompleted, createdAt: fields.createdAt,
      completedAt: fields.completedAt, uuid: fields.uuid,
      foreign: foreign(of: slot))
  }

  private func has(_ text: TaskText, in slot: Slot) -> Bool {
    // The two texts' bytes compared in place: through the UTF-8 view as a sequence this
    // cost some 50 instructions a byte, for every task of a `complete-all`.
    var value = text.value
    return value.withUTF8 { has($0, in: slot) }
  }

  /// Whether the text of `slot` is the UTF-8 `text`, byte for byte.
  private func has(_ text: UnsafeBufferPointer<UInt8>, in slot: Slot) -> Bool {
    withText(of: slot) { stored in
      guard stored.count == text.count else { return false }
      guard let left = stored.baseAddress, let right = text.baseAddress else { return true }
      return memcmp(left, right, text.count) == 0
    }
  }

  /// The foreign data stored after the text of `slot`, if it has some.
  private func foreign(of slot: Slot) -> ForeignData? {
    guard slot.hasForeign else { return nil }
    return ForeignTrailer.read(
      from: filledBytes(ofChunk: Int(slot.chunk)), at: Int(slot.offset) + Int(slot.length))?
      .foreign
  }

  /// Makes the foreign data after the text of `slot` `foreign` in place; answers `false`,
  /// changing nothing, when its bytes are not as many as those stored (a first change time
  /// after none), or when either has none. Then a `complete-all` of a million imported
  /// tasks, and its undo, copy no text: only a change time of the same length changes.
  private mutating func rewriteForeign(of slot: Slot, as foreign: ForeignData?) -> Bool {
    guard slot.hasForeign, let foreign else { return false }
    let start = Int(slot.offset) + Int(slot.length)
    let stored = storedLength(of: slot) - Int(slot.length)
    var bytes: [UInt8] = []
    ForeignTrailer.append(foreign, to: &bytes)
    guard bytes.count == stored else { return false }
    let target = uniqueBase(ofChunk: Int(slot.chunk)) + start
    bytes.withUnsafeBufferPointer { source in
      guard let from = source.baseAddress else { return }
      target.update(from: from, count: stored)
    }
    return true
  }

  /// How many bytes of its chunk `slot` takes: its text and the foreign data after it.
  private func storedLength(of slot: Slot) -> Int {
    guard slot.hasForeign else { return Int(slot.length) }
    let end = Int(slot.offset) + Int(slot.length)
    return Int(slot.length)
      + (ForeignTrailer.parts(of: filledBytes(ofChunk: Int(slot.chunk)), at: end).map {
        $0.fields.upperBound - end
      } ?? 0)
  }

  /// `slot` of `source` with its bytes (text and foreign data) copied into this table's
  /// chunks, as they are: no `String`, no check to repeat.
  private mutating func copy(of slot: Slot, from source: TaskTable) -> Slot {
    var copied = slot
    let stored = store(
      source.bytes(
        ofChunk: slot.chunk, at: Int(slot.offset), length: source.storedLength(of: slot)))
    (copied.chunk, copied.offset) = (stored.chunk, stored.offset)
    return copied
  }

  /// Stores the text of `task` and, after it, its foreign data; answers where the text is.
  /// Inlined: an add (no foreign data) then costs no call more than storing its text.
  @inline(__always)
  private mutating func store(_ task: TaskItem) -> (chunk: Int32, offset: Int32, length: Int32) {
    guard let foreign = task.foreign else { return store(task.text) }
    return store(task.text, followedBy: foreign)
  }

  private mutating func store(
    _ text: TaskText, followedBy foreign: ForeignData
  ) -> (chunk: Int32, offset: Int32, length: Int32) {
    var bytes = Array(text.value.utf8)
    let length = bytes.count
    ForeignTrailer.append(foreign, to: &bytes)
    let stored = bytes.withUnsafeBufferPointer { store($0) }
    return (stored.chunk, stored.offset, Int32(truncatingIfNeeded: length))
  }

  private mutating func store(_ text: TaskText) -> (chunk: Int32, offset: Int32, length: Int32) {
    let length = copyAfterFill(text)
    return room(for: length)
  }

  /// Copies the UTF-8 bytes of `text` to the end of the open text chunk (a new one when they
  /// do not fit), without counting them in; answers how many.
  @inline(__always)
  private mutating func copyAfterFill(_ text: TaskText) -> Int {
    let length = text.value.utf8.count
    Self.copyUTF8(of: text.value, to: writableEnd(for: length))
    return length
  }

  /// Copies the UTF-8 bytes of `value` to `target`. A function of its own, which takes the
  /// string as its caller holds it: read where the table changes (a chunk made, or checked
  /// for sharing), the string was retained and released around it, twice, some 90
  /// instructions an add.
  @inline(never)
  private static func copyUTF8(of value: String, to target: UnsafeMutablePointer<UInt8>) {
    let copied: Void? = value.utf8.withContiguousStorageIfAvailable { source in
      guard let start = source.baseAddress else { return }
      target.update(from: start, count: source.count)
    }
    guard copied == nil else { return }
    // A small string keeps its bytes inline: `withUTF8` lends a copy of them.
    var inline = value
    inline.withUTF8 { source in
      guard let start = source.baseAddress else { return }
      target.update(from: start, count: source.count)
    }
  }

  /// Copies `bytes` into the open text chunk, or a new one when they do not fit (a text
  /// longer than a chunk gets a chunk of its own); returns where they are.
  @inline(__always)
  private mutating func store(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> (chunk: Int32, offset: Int32, length: Int32) {
    let target = writableEnd(for: bytes.count)
    if let source = bytes.baseAddress { target.update(from: source, count: bytes.count) }
    return room(for: bytes.count)
  }

  /// Where the next `length` bytes of text are written: the end of the open text chunk, made
  /// this table's own if another shares it, or a new chunk when they do not fit (the open one
  /// then full). Counted in by `room(for:)`.
  @inline(__always)
  private mutating func writableEnd(for length: Int) -> UnsafeMutablePointer<UInt8> {
    staged = -1
    if lastFill + length > openText.capacity {
      if lastFill > 0 { texts.append(FullTextChunk(memory: openText, count: lastFill)) }
      openText = TextChunk(capacity: max(Self.textChunkSize, length))
      lastFill = 0
    } else if !isKnownUniquelyReferenced(&openText) {
      // Shared with a copy of this table, which may add its own texts after `lastFill`.
      openText = openText.copy(count: lastFill)
    }
    return openText.base + lastFill
  }

  /// Counts in the `length` bytes just written at `writableEnd(for:)`; answers where they are.
  @inline(__always)
  private mutating func room(for length: Int) -> (chunk: Int32, offset: Int32, length: Int32) {
    let offset = lastFill
    lastFill += length
    textBytes += length
    // A chunk holds at most max(64 KiB, one text) bytes, a text is at most one line of a
    // file, and there are fewer chunks than bytes in memory: all fit in 32 bits.
    return (
      Int32(truncatingIfNeeded: texts.count), Int32(truncatingIfNeeded: offset),
      Int32(truncatingIfNeeded: length)
    )
  }

  /// The start of text chunk `chunk`, which this table may change: one shared with a copy of
  /// the table is copied first.
  private mutating func uniqueBase(ofChunk chunk: Int) -> UnsafeMutablePointer<UInt8> {
    guard chunk < texts.count else {
      if !isKnownUniquelyReferenced(&openText) { openText = openText.copy(count: lastFill) }
      return openText.base
    }
    if !isKnownUniquelyReferenced(&texts[chunk].memory) {
      texts[chunk].memory = texts[chunk].memory.copy(count: texts[chunk].count)
    }
    return texts[chunk].memory.base
  }

  /// Adds a slot after the others, starting a chunk when the last one is full.
  @inline(__always)
  private mutating func append(_ slot: Slot) {
    if slotCount % Self.slotsPerChunk == 0 {
      if !openSlots.isEmpty { slots.append(openSlots) }
      var fresh: [Slot] = []
      fresh.reserveCapacity(Self.slotsPerChunk)
      openSlots = fresh
    }
    openSlots.append(slot)
    slotCount += 1
    if slot.isLive { count += 1 }
  }

  /// Rewrites the table without its dead slots and texts once those are half of it.
  private mutating func compactIfSparse() {
    let sparseSlots = slotCount > 64 && count < slotCount / 2
    let sparseTexts = textBytes > Self.textChunkSize && deadBytes > textBytes / 2
    guard sparseSlots || sparseTexts else { return }
    var kept = TaskTable()
    kept.nextID = nextID
    for chunk in slotChunks {
      for slot in chunk where slot.isLive {
        // The bytes were a TaskText already: copied as they are, with no check to repeat.
        kept.append(kept.copy(of: slot, from: self))
      }
    }
    self = kept
  }
}

/// The memory of a text chunk of `TaskTable`: `capacity` bytes that never move, filled from
/// the start. Like an array's storage, shared by copies of a table and copied before a table
/// that shares it changes it; unlike an array, never zeroed, and written through a pointer.
/// Sendable as an array's storage is: its bytes are written only by a table that holds the
/// only reference to it (`isKnownUniquelyReferenced`), or that made it and has not shared it.
private final class TextChunk: @unchecked Sendable {
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int

  init(capacity: Int) {
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  /// A chunk of the same capacity holding the first `count` bytes of this one.
  func copy(count: Int) -> TextChunk {
    let copy = TextChunk(capacity: capacity)
    copy.base.update(from: base, count: count)
    return copy
  }

  deinit { base.deallocate() }
}

/// A text chunk of `TaskTable` no text is added to any more, and how many of its bytes are
/// in use.
private struct FullTextChunk {
  var memory: TextChunk
  let count: Int
}

/// The stored value of a time a task does not have.
private let noTime = Int64.min

/// The fields of a stored task but its text: what a record of the `tasks` file carries.
package struct TaskFields {
  package var id: Int
  package var isFavorite: Bool
  package var isCompleted: Bool
  package var createdAt: Int64?
  package var completedAt: Int64?
  package var uuid: TaskUUID
  /// What the task brought from another program (`TaskItem.foreign`).
  package var foreign: ForeignData?

  package init(
    id: Int, isFavorite: Bool, isCompleted: Bool, createdAt: Int64?, completedAt: Int64?,
    uuid: TaskUUID, foreign: ForeignData? = nil
  ) {
    self.id = id
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = completedAt
    self.uuid = uuid
    self.foreign = foreign
  }

  /// The fields of `task`.
  package init(_ task: TaskItem) {
    self.init(
      id: task.id.rawValue, isFavorite: task.isFavorite, isCompleted: task.isCompleted,
      createdAt: task.createdAt, completedAt: task.completedAt, uuid: task.uuid,
      foreign: task.foreign)
  }
}

/// How a task's foreign data follows its text in a text chunk of `TaskTable`:
/// `<format> <changed> <length> <fields>`: the format's name or its one-letter code, the
/// change time in decimal or `-` for none, padded to `changeWidth` (zeros before the digits,
/// or dashes), the length of the fields in bytes. Padded, a first change of an imported task
/// and its undo rewrite the time in place instead of storing text and data again (a
/// `complete-all` of a million imported tasks made a million copies, and a compaction of
/// them, in every later load). All of it UTF-8, so a chunk still reads as one `String` when
/// a list shows its texts. Written and read only by the table, never to a file.
private enum ForeignTrailer {
  /// Wide enough for every time until the year 5138.
  static let changeWidth = 11

  /// One-letter codes for the formats the import writes, which nearly every task with
  /// foreign data has: uppercase, which no format name is (lowercase letters and digits), so
  /// a code is never a name. A million imported tasks then take 10 MB less.
  private static let codes: [(format: String, code: UInt8)] = [
    ("taskwarrior", UInt8(ascii: "T")), ("todotxt", UInt8(ascii: "D")),
  ]

  /// Appends the trailer of `foreign` to `bytes`.
  static func append(_ foreign: ForeignData, to bytes: inout [UInt8]) {
    if let code = codes.first(where: { $0.format == foreign.format })?.code {
      bytes.append(code)
    } else {
      bytes.append(contentsOf: foreign.format.utf8)
    }
    bytes.append(UInt8(ascii: " "))
    if let changed = foreign.changedAt {
      let digits = String(changed.magnitude).utf8
      if changed < 0 { bytes.append(UInt8(ascii: "-")) }
      let padding = changeWidth - digits.count - (changed < 0 ? 1 : 0)
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, padding)))
      bytes.append(contentsOf: digits)
    } else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: changeWidth))
    }
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: String(foreign.fields.utf8.count).utf8)
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: foreign.fields.utf8)
  }

  /// Where the words of the trailer that starts at `start` in `bytes` are, and the index
  /// after it; `nil` when there is none (which a table never stores). Makes nothing: how
  /// many bytes a removed task frees is read without its `ForeignData`.
  static func parts(of bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (format: Range<Int>, changed: Range<Int>, fields: Range<Int>)?
  {
    var index = start
    func word() -> Range<Int>? {
      let wordStart = index
      while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return wordStart..<index
    }
    guard let format = word(), let changed = word(), let counted = word(),
      counted.count <= 10
    else { return nil }
    var length = 0
    for position in counted {
      let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
      guard (0...9).contains(digit) else { return nil }
      length = length * 10 + digit
    }
    guard bytes.count - index >= length else { return nil }
    return (format, changed, index..<index + length)
  }

  /// The trailer that starts at `start` in `bytes`, and the index after it; `nil` when there
  /// is none (which a table never stores).
  static func read(from bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (foreign: ForeignData, end: Int)?
  {
    guard let parts = parts(of: bytes, at: start) else { return nil }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    let changed = text(parts.changed)
    let code = parts.format.count == 1 ? bytes[parts.format.lowerBound] : 0
    let format = codes.first { $0.code == code }?.format ?? text(parts.format)
    guard
      let foreign = ForeignData(
        format: format, fields: text(parts.fields),
        changedAt: changed.allSatisfy { $0 == "-" } ? nil : Int64(changed))
    else { return nil }
    return (foreign, parts.fields.upperBound)
  }
}
