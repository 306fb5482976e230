import Domain
import Synchronization

/// Keeps tasks in memory only: for `--in-memory` and tests.
///
/// A plain array indexed by ID: this gateway hands out the IDs itself, from 1 up, so slot
/// `id - 1` holds task `id`, or `nil` once that task is removed (IDs are never reused).
///
/// A slot holds a task's fields; its text is a range of `texts`, where every text is
/// appended as it comes and never moved. A `String` of its own would cost each task 64
/// bytes of heap whatever its length (Swift keeps only texts of up to 15 bytes inside the
/// value), and a million tasks would then need 150 MB instead of 90. Texts are
/// copied out of `texts` when a task is read, and an edit appends its new text: what
/// `texts` holds grows with what was typed, like the commands that typed it.
///
/// The undo history is a ring of the latest `TaskHistory.depth` changes, each kept as the
/// slot before it of every task it touched. All of it sits behind one `Mutex`.
public final class InMemoryTaskRepository: TaskRepository, Sendable {
  /// A stored task: its fields, and where its text is in `texts`.
  private struct Slot: Sendable {
    var fields: TaskItem.Fields
    /// The text's chunk of `texts` (the high 32 bits) and its offset in that chunk.
    var textStart: Int
    /// The text's length in UTF-8 bytes.
    var textCount: Int
  }

  /// One change, as `undo()` puts it back.
  private enum Change: Sendable {
    /// An add: before it, the task did not exist.
    case added(TaskID)
    /// Any other change: each task it touched, as it was before (`nil`: it did not exist).
    case touched([(id: TaskID, before: Slot?)])

    var befores: [(id: TaskID, before: Slot?)] {
      switch self {
      case .added(let id): [(id, nil)]
      case .touched(let befores): befores
      }
    }
  }

  /// The UTF-8 of the stored texts: chunks of `Storage.chunkSize` bytes, all full but the last.
  private struct Texts: Sendable {
    var full: [[UInt8]] = []
    var filling: [UInt8] = []
  }

  /// The tasks, their texts and their history, which every change changes together.
  private struct Storage: Sendable {
    var slots: [Slot?] = []
    /// The UTF-8 of every text stored, one after another, in chunks of `chunkSize` bytes (a
    /// longer text has a chunk of its own): the full chunks, and the one being filled. A
    /// chunk is never grown past its size: one array doubling to hold every text would,
    /// at each doubling, hold them all twice.
    var texts = Texts()
    static let chunkSize = 1 << 16
    /// The ring of changes: `latest` is where the newest is, `kept` how many there are.
    var changes = [Change?](repeating: nil, count: TaskHistory.depth)
    var latest = 0
    var kept = 0

    /// The slot of `task`, its text appended to `texts` unless `slot` holds it already.
    mutating func slot(of task: TaskItem, reusing slot: Slot? = nil) -> Slot {
      if let slot, Self.text(of: slot, in: texts).elementsEqual(task.text.value.utf8) {
        return Slot(fields: task.fields, textStart: slot.textStart, textCount: slot.textCount)
      }
      let count = task.text.value.utf8.count
      if texts.filling.count + count > Self.chunkSize, !texts.filling.isEmpty {
        texts.full.append(texts.filling)
        texts.filling = []
      }
      if texts.filling.isEmpty { texts.filling.reserveCapacity(max(count, Self.chunkSize)) }
      let start = texts.full.count << 32 | texts.filling.count
      // In one copy from the string's storage, as nearly every string has one: appended
      // as a sequence, the bytes cost an add twice as many instructions.
      let appended: Void? = task.text.value.utf8.withContiguousStorageIfAvailable {
        texts.filling.append(contentsOf: $0)
      }
      if appended == nil { texts.filling.append(contentsOf: task.text.value.utf8) }
      return Slot(fields: task.fields, textStart: start, textCount: count)
    }

    /// The UTF-8 of the text of `slot`, a view of `texts`.
    static func text(of slot: Slot, in texts: Texts) -> ArraySlice<UInt8> {
      let (chunk, offset) = (slot.textStart >> 32, slot.textStart & 0xFFFF_FFFF)
      let bytes = chunk < texts.full.count ? texts.full[chunk] : texts.filling
      return bytes[offset..<offset + slot.textCount]
    }

    /// The task that `slot` holds, its text copied out of `texts`.
    static func task(in slot: Slot, texts: Texts) -> TaskItem {
      TaskItem(
        slot.fields,
        text: TaskText(checkedBefore: String(decoding: text(of: slot, in: texts), as: UTF8.self)))
    }

    /// Whether `one` and `other` hold the same task, text and all (or both none).
    func same(_ one: Slot?, _ other: Slot?) -> Bool {
      guard let one, let other else { return one == nil && other == nil }
      return one.fields == other.fields
        && Self.text(of: one, in: texts).elementsEqual(Self.text(of: other, in: texts))
    }

    func task(at index: Int) -> TaskItem? {
      slots[index].map { Self.task(in: $0, texts: texts) }
    }

    /// Stores `task` with the next ID and keeps the add for `undo()`.
    mutating func add(_ task: NewTask) throws(DomainError) -> TaskItem {
      add(task.stored(as: try nextID()))
    }

    /// The ID the next task gets: the slot after the last.
    func nextID() throws(DomainError) -> TaskID {
      guard let id = TaskID(slots.count + 1) else { throw .taskIDsExhausted }
      return id
    }

    /// Stores a task made here with the next ID, and keeps the add for `undo()`.
    mutating func add(text: TaskText, createdAt: Int64, uuid: TaskUUID) throws(DomainError)
      -> TaskItem
    {
      add(TaskItem(id: try nextID(), text: text, createdAt: createdAt, uuid: uuid))
    }

    /// Stores `task`, whose ID is the next, and keeps the add for `undo()`.
    mutating func add(_ task: TaskItem) -> TaskItem {
      slots.append(slot(of: task))
      record(.added(task.id))
      return task
    }

    /// Stores `tasks` with the next IDs as one change, or none of them when a UUID is taken.
    mutating func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem] {
      guard !tasks.isEmpty else { return [] }
      var taken = Set(slots.lazy.compactMap { $0?.fields.taskUUID })
      for task in tasks {
        guard taken.insert(task.uuid).inserted else { throw .duplicateTaskUUID(task.uuid) }
      }
      var stored: [TaskItem] = []
      stored.reserveCapacity(tasks.count)
      // A restored backup keeps its IDs in a store that never handed out one: the slots of
      // the IDs it skips (tasks removed before the backup) stay empty, never handed out.
      let next = TaskID(slots.count + 1) ?? .first
      if NewTask.keepIDs(tasks, next: next) {
        for task in tasks {
          guard let id = task.id else { continue }
          while slots.count + 1 < id.rawValue { slots.append(nil) }
          stored.append(task.stored(as: id))
          slots.append(slot(of: stored[stored.count - 1]))
        }
      } else {
        for task in tasks {
          stored.append(task.stored(as: try nextID()))
          slots.append(slot(of: stored[stored.count - 1]))
        }
      }
      record(.touched(stored.map { ($0.id, nil) }))
      return stored
    }

    /// Replaces the tasks with the IDs of `tasks`, as one change; unknown IDs are skipped.
    mutating func update(_ tasks: [TaskItem]) {
      var befores: [(id: TaskID, before: Slot?)] = []
      for task in tasks {
        let index = task.id.rawValue - 1
        guard slots.indices.contains(index), let old = slots[index] else { continue }
        befores.append((task.id, old))
        slots[index] = slot(of: task, reusing: old)
      }
      if !befores.isEmpty { record(.touched(befores)) }
    }

    /// Removes the tasks `ids`, as one change; unknown IDs are skipped.
    mutating func remove(ids: [TaskID]) {
      var befores: [(id: TaskID, before: Slot?)] = []
      for id in ids {
        let index = id.rawValue - 1
        guard slots.indices.contains(index), let old = slots[index] else { continue }
        befores.append((id, old))
        slots[index] = nil
      }
      if !befores.isEmpty { record(.touched(befores)) }
    }

    /// Puts back the tasks of the latest change not undone; `nil` when none is kept.
    mutating func undo() -> RevertedTasks? {
      guard let change = takeLatest() else { return nil }
      let reverted: [RevertedTask] = change.befores.compactMap { id, old in
        let now = slots[id.rawValue - 1]
        guard !same(now, old) else { return nil }
        // An undone add leaves its slot empty: the ID stays used.
        slots[id.rawValue - 1] = old
        return RevertedTask(
          undone: now.map { Self.task(in: $0, texts: texts) },
          restored: old.map { Self.task(in: $0, texts: texts) })
      }
      return RevertedTasks(reverted)
    }

    /// Keeps `change` for `undo()`, in the place of the oldest once the ring is full.
    mutating func record(_ change: Change) {
      latest = latest + 1 == changes.count ? 0 : latest + 1
      changes[latest] = change
      kept = min(kept + 1, changes.count)
    }

    /// The newest change kept, taken out of the ring; `nil` when none is left.
    mutating func takeLatest() -> Change? {
      guard kept > 0 else { return nil }
      let change = changes[latest]
      changes[latest] = nil
      latest = (latest + changes.count - 1) % changes.count
      kept -= 1
      return change
    }
  }

  /// The gateway's state, behind a lock: the gateway may be shared between threads, and a
  /// lock taken once a call costs an add less than the check Swift makes at run time on
  /// each access to a class's `var` (some 70 instructions against 170). No call holds it
  /// while it calls out (a reader's `body` runs on a copy of the slots and texts).
  private let storage = Mutex(Storage())

  /// An empty repository.
  public init() {}

  /// Every task, oldest first.
  public func all() -> [TaskItem] {
    var tasks: [TaskItem] = []
    forEachTask { tasks.append($0) }
    return tasks
  }

  /// How many tasks are stored.
  public func count() -> Int { storage.withLock { $0.slots.count { $0 != nil } } }

  /// Calls `body` with every task, oldest first.
  public func forEachTask(_ body: (TaskItem) -> Void) {
    let (slots, texts) = storage.withLock { ($0.slots, $0.texts) }
    for case let slot? in slots { body(Storage.task(in: slot, texts: texts)) }
  }

  /// Every task as it is now; it shares the stored arrays until a change copies them.
  public func snapshot() -> TaskSnapshot {
    let (slots, texts) = storage.withLock { ($0.slots, $0.texts) }
    return TaskSnapshot(
      count: slots.count { $0 != nil },
      read: { body in
        for case let slot? in slots { body(Storage.task(in: slot, texts: texts)) }
      },
      counts: {
        var counts = TaskFlagCounts()
        for case let slot? in slots {
          counts.count(
            id: slot.fields.id, isFavorite: slot.fields.isFavorite,
            isCompleted: slot.fields.isCompleted)
        }
        return counts
      })
  }

  /// The task with `id`, or `nil` when there is none or it was removed.
  public func task(withID id: TaskID) -> TaskItem? {
    storage.withLock { storage in
      storage.slots.indices.contains(id.rawValue - 1) ? storage.task(at: id.rawValue - 1) : nil
    }
  }

  /// Stores `task` with the next ID, and keeps the add for `undo()`.
  public func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    try storage.withLock { storage throws(DomainError) in try storage.add(task) }
  }

  /// Stores a task made here with the next ID, and keeps the add for `undo()`.
  public func add(text: TaskText, createdAt: Int64, uuid: TaskUUID) throws(DomainError)
    -> TaskItem
  {
    try storage.withLock { storage throws(DomainError) in
      try storage.add(text: text, createdAt: createdAt, uuid: uuid)
    }
  }

  /// Stores `tasks` with the next IDs as one change, or none of them when a UUID is taken.
  public func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem] {
    try storage.withLock { storage throws(DomainError) in try storage.add(tasks) }
  }

  /// Replaces the tasks with the IDs of `tasks`, as one change; unknown IDs are skipped.
  public func update(_ tasks: [TaskItem]) {
    storage.withLock { $0.update(tasks) }
  }

  /// Removes the tasks `ids`, as one change; unknown IDs are skipped.
  public func remove(ids: [TaskID]) {
    storage.withLock { $0.remove(ids: ids) }
  }

  /// Removes every task, as one change; the next ID stays where it was.
  public func removeAll() {
    storage.withLock { storage in storage.remove(ids: storage.slots.compactMap { $0?.fields.id }) }
  }

  /// Puts back the tasks of the latest change not undone; `nil` when none is kept.
  public func undo() -> RevertedTasks? {
    storage.withLock { $0.undo() }
  }
}
