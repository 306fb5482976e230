import Domain
import StoreEngine

/// Keeps tasks in the `tasks` file of a store directory (or reads them from fixtures).
///
/// The file is loaded once, on first use; every change then appends one record to the
/// journal, so a command costs the same however many tasks the store holds. A change is
/// appended before the table takes it, so a failed write changes nothing (and a file of an
/// older version is rewritten from the state it was loaded with).
///
/// The undo history is the journal itself: each change is one command in the file (a lone
/// record or a group), and the load keeps, for the latest `TaskHistory.depth` of them, the
/// state before each task they touched (`TaskUndoRing`). An undo appends the records that
/// put those tasks back as one group beginning with `U`, so a later process knows that
/// change is undone and a second undo goes one further back. A compaction keeps the history:
/// it writes the tasks as they were before the oldest kept change, then the kept changes
/// (`writeSnapshot`), so the next process can undo them as this one could.
///
/// A task whose record has no UUID (a file written before UUIDs) is given a random one when
/// loaded, and the file is rewritten before its next append, so that the UUID sticks. Until
/// a command writes to the store, each process that loads it gives such tasks new UUIDs.
package final class FileTaskRepository: TaskRepository {
  private let journal: Journal
  /// Where the UUIDs of tasks loaded without one come from.
  private let random: any RandomSource
  /// The tasks and their undo history, in one stored property. Unchecked: no access to it
  /// overlaps another (the journal calls back into `writeSnapshot` only between an add's
  /// two accesses, and what a caller's closure may reach is read from copies), and the
  /// check at run time cost every add two calls into the runtime, some 150 instructions.
  @exclusivity(unchecked) private var state = State()
  /// The text of the last time a record was written with (`TaskFileFormat.TimeText`).
  /// Apart from `state`, which the journal may read while a record is written.
  @exclusivity(unchecked) private var recordTimes = TaskFileFormat.TimeText()
  private struct State {
    var table = TaskTable()
    var history = TaskUndoRing()

    mutating func insert(_ task: TaskItem) {
      table.insert(task)
      history.pushAdd(task.id)
    }
  }
  private var isLoaded = false
  /// Where the last snapshot written put each kept change, newest first: the history once
  /// the file it was written to replaces the old one (`journalDidRewrite()`).
  private var rewrittenBlocks: [JournalBlock] = []
  /// How many tasks undos brought back (`R` records) since the file was loaded or
  /// compacted: a load reads those through the general reader, several times the cost of an
  /// `A`, so more than a thousand have the file compacted when the process ends.
  private var restoredSinceLoad = 0
  /// Why the last snapshot written is unusable (an old block could not be read).
  private var lastSnapshotFailure: StoreFailure?
  /// The ID the next add gets while the file was not loaded: this process started from the
  /// file's seal (`Journal.startFromSeal()`), and has only added since.
  private var sealedNextID: TaskID?
  /// The latest task added unloaded: when the file is loaded after all, it may still wait
  /// in the journal's buffer with the rest of its command, and is put in the table then.
  private var lastSealedAdd: TaskItem?

  /// A gateway over the `tasks` file in `directory`; tasks stored without a UUID get one
  /// drawn from `random` when loaded.
  package init(directory: StoreDirectory, random: any RandomSource) {
    self.random = random
    journal = Journal(
      name: TaskFileFormat.fileName, header: TaskFileFormat.header,
      olderHeaders: TaskFileFormat.olderHeaders, allowsGroups: true, directory: directory)
    journal.owner = self
  }

  package func all() throws(DomainError) -> [TaskItem] {
    try load()
    return try state.table.all()
  }

  package func count() throws(DomainError) -> Int {
    try load()
    return state.table.count
  }

  package func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) {
    try load()
    // A copy (it shares the table's storage): `body` may write output, which saves the
    // store first, and that reads `state` while this runs.
    let table = state.table
    try table.forEachTask(body)
  }

  package func snapshot() throws(DomainError) -> TaskSnapshot {
    try load()
    // A copy that shares the table's storage until a change copies what it changes.
    let table = state.table
    return TaskSnapshot(
      count: table.count,
      read: { body throws(DomainError) in try table.forEachTask(body) },
      counts: { () throws(DomainError) in try table.flagCounts() },
      rows: { body throws(DomainError) in try table.forEachRow(body) })
  }

  package func task(withID id: TaskID) throws(DomainError) -> TaskItem? {
    try load()
    return try state.table.task(withID: id)
  }

  /// The ID the next task will get, loading the file first unless added to from its seal
  /// (see `add(_:)`); `nil` when it cannot be read
  /// (the command that asked then fails on the same load).
  package func nextFreeID() -> Int? {
    // Added to unloaded: the seal's ID, counted on, is the one the load would find.
    if !isLoaded, let sealedNextID { return sealedNextID.rawValue }
    do {
      try load()
    } catch {
      return nil
    }
    return state.table.nextID.rawValue
  }

  /// Appends `task` without loading the file when the file is as a process of ours sealed
  /// it (`StoreSeal`): IDs only grow and the journal is append-only, so the next ID and the
  /// file's soundness are all an add needs, and a one-shot add costs the same at a million
  /// tasks as at ten. Otherwise the file is loaded, which checks it whole.
  package func add(_ task: NewTask) throws(DomainError) -> TaskItem {
    try add { task.stored(as: $0) }
  }

  /// Stores the task `made` makes with the next ID; see `add(_:)`.
  @inline(__always)
  private func add(_ made: (TaskID) -> TaskItem) throws(DomainError) -> TaskItem {
    try domainErrors(journal) { () throws(StoreFailure) in try journal.reopenIfReleased() }
    if !isLoaded {
      if let next = try nextIDFromSeal() {
        let stored = made(next)
        guard let successor = stored.id.successor else { throw .taskIDsExhausted }
        try append(stored, kind: .add)
        sealedNextID = successor
        lastSealedAdd = stored
        return stored
      }
      try loadOnce()
    }
    let stored = made(state.table.nextID)
    guard stored.id.successor != nil else { throw .taskIDsExhausted }
    try appendAndInsert(stored)
    state.history.pushAdd(stored.id)
    return stored
  }

  /// Buffers the `A` record of `task` and then puts it in the table, as `append(_:kind:)`
  /// and `state.insert` do, its text read once: copied into the record and into the table
  /// (`TaskFileFormat.writeAdd`) in one pass. The table takes the task only once the record is
  /// buffered; the journal, which may read the table (a compaction), runs before and after
  /// the table is used, never while.
  @inline(__always)
  private func appendAndInsert(_ task: TaskItem) throws(DomainError) {
    guard task.foreign == nil else {
      try append(task, kind: .add)
      state.table.insert(task)
      return
    }
    try domainErrors(journal) { () throws(StoreFailure) in
      guard
        let target = try journal.beginRecord(maximumLength: TaskFileFormat.recordBound(of: task))
      else {
        state.table.insert(task)
        return
      }
      let length = TaskFileFormat.writeAdd(
        task, at: target, staging: &state.table, times: &recordTimes)
      try journal.endRecord(length: length)
      state.table.insertStaged(task)
    }
  }

  package func add(_ tasks: [NewTask]) throws(DomainError) -> [TaskItem] {
    try load()
    guard !tasks.isEmpty else { return [] }
    // These UUIDs may come from another program: each must be new to the store, or the
    // file would hold two live tasks with one UUID, which a load refuses as corrupt.
    var taken = Set<TaskUUID>(minimumCapacity: state.table.count + tasks.count)
    state.table.forEachRecord { fields, _ in taken.insert(fields.uuid) }
    var stored: [TaskItem] = []
    stored.reserveCapacity(tasks.count)
    var id = state.table.nextID
    // A restored backup keeps its IDs in a store that never handed out one.
    let keepsIDs = id == .first && NewTask.nameRisingIDs(tasks)
    for task in tasks {
      guard taken.insert(task.uuid).inserted else { throw .duplicateTaskUUID(task.uuid) }
      if keepsIDs, let given = task.id { id = given }
      guard let next = id.successor else { throw .taskIDsExhausted }
      stored.append(task.stored(as: id))
      id = next
    }
    var recordBytes = 0
    for task in stored {
      recordBytes += Self.recordBound(textBytes: task.text.value.utf8.count, foreign: task.foreign)
    }
    journal.reserveCapacity(forMore: recordBytes)
    // One group: on load, every task of it is there or none is.
    try appendCommand { () throws(StoreFailure) in
      for task in stored {
        try TaskFileFormat.append(task, kind: .add, to: journal, times: &recordTimes)
      }
    }
    for task in stored { state.table.insert(task) }
    state.history.push(.addedAll(stored.map(\.id)))
    return stored
  }

  /// Stores the tasks as `tasks` hands them out: each is encoded into the journal and put
  /// in the table as it comes, never held in an array (their UUIDs are the caller's to
  /// check: no set of every UUID here). The records are one group, written by this one
  /// call, which knows their count before the first.
  package func add(
    count: Int, namingRisingIDs: Bool,
    _ tasks: (_ store: (NewTask) throws(DomainError) -> Void) throws(DomainError) -> Void
  ) throws(DomainError) {
    try load()
    guard count > 0 else { return }
    // The commands before this one go to the file first: should `tasks` fail halfway, the
    // records dropped (`abandonUnsaved`) are this change's only.
    try domainErrors(journal) { () throws(StoreFailure) in try journal.writeBuffer() }
    var id = state.table.nextID
    // A restored backup keeps its IDs in a store that never handed out one.
    let keepsIDs = namingRisingIDs && id == .first
    var ids: [TaskID] = []
    ids.reserveCapacity(count)
    var failure: DomainError?
    // Written in pieces as the tasks come: an import of a million tasks holds a piece of
    // their records, not all of them.
    try appendGroup(count: count) { () throws(StoreFailure) in
      // A write that fails is the journal's failure, told as any command's lost write. A
      // producer that fails leaves the group short of its count: the journal cuts back what
      // was written of it, as for any group that is not as announced, and
      // `abandonUnsaved()` below forgets that failure with the rest.
      var writeFailure: StoreFailure?
      do throws(DomainError) {
        try tasks { task throws(DomainError) in
          if keepsIDs, let given = task.id { id = given }
          guard let next = id.successor else { throw .taskIDsExhausted }
          let stored = task.stored(as: id)
          try domainErrors(journal) { () throws(StoreFailure) in
            do throws(StoreFailure) {
              try TaskFileFormat.append(stored, kind: .add, to: journal, times: &recordTimes)
            } catch {
              writeFailure = error
              throw error
            }
          }
          state.table.insert(stored)
          ids.append(id)
          id = next
        }
      } catch {
        if let writeFailure { throw writeFailure }
        failure = error
      }
    }
    if let failure {
      // Nothing of the change is kept: what was written of it is cut back, and the table,
      // which holds some of it, is loaded again from the file before its next use.
      journal.abandonUnsaved()
      throw failure
    }
    state.history.push(.addedAll(ids))
  }

  package func update(_ tasks: [TaskItem]) throws(DomainError) {
    try load()
    var touched: [(id: TaskID, before: TaskItem?)] = []
    touched.reserveCapacity(tasks.count)
    for task in tasks {
      guard let before = try state.table.stored(sharingTextOf: task) else { continue }
      touched.append((task.id, before))
    }
    guard !touched.isEmpty else { return }
    try appendGroup(count: touched.count) { () throws(StoreFailure) in
      for task in tasks where state.table.contains(id: task.id) {
        try TaskFileFormat.append(task, kind: .change, to: journal, times: &recordTimes)
      }
    }
    for task in tasks { state.table.update(task) }
    state.history.push(.touched(touched))
  }

  /// Changes the tasks in place, a task at a time, never holding an array of them: read,
  /// changed and encoded as records, then read and changed again into the table (`change`
  /// gives the same result each time). When `change` sets flags alone (`TaskFlags`), the
  /// undo history keeps the IDs and flags, not the tasks (`TaskFieldStates`); any other
  /// change is kept whole (`update(_:)`).
  package func update(ids: [TaskID], _ change: (inout TaskItem) -> Void) throws(DomainError) {
    try load()
    var states = TaskFieldStates()
    states.reserveCapacity(ids.count)
    for id in ids {
      guard let task = try state.table.task(withID: id) else { continue }
      var changed = task
      change(&changed)
      guard changed.differsOnlyInFlags(from: task) else {
        return try updateWhole(ids: ids, change)
      }
      states.append(task)
    }
    guard states.count > 0 else { return }
    // Written in pieces: a `complete-all` of a million tasks holds a piece of its records.
    try appendGroup(count: states.count) { () throws(StoreFailure) in
      for id in ids {
        guard var task = changedTask(id, change) else { continue }
        change(&task)
        try TaskFileFormat.append(task, kind: .change, to: journal, times: &recordTimes)
      }
    }
    for id in ids {
      guard var task = changedTask(id, change) else { continue }
      change(&task)
      state.table.update(task)
    }
    state.history.push(.fields(states))
  }

  /// At most how many bytes a task record takes whose text has `textBytes` bytes: the text
  /// and the foreign fields escaped (each byte at most two), and the head
  /// (`TaskFileFormat.headBound`), with room to spare.
  private static func recordBound(textBytes: Int, foreign: ForeignData?) -> Int {
    let head = TaskFileFormat.headBound + 16
    guard let foreign else { return 2 * textBytes + head }
    return 2 * (textBytes + foreign.fields.utf8.count) + foreign.format.utf8.count + head + 64
  }

  /// The stored task with `id`, to be changed; `nil` when there is none.
  private func changedTask(_ id: TaskID, _ change: (inout TaskItem) -> Void) -> TaskItem? {
    (try? state.table.task(withID: id)) ?? nil
  }

  /// `update(ids:_:)` through `update(_:)`, for a change that edits texts.
  private func updateWhole(
    ids: [TaskID], _ change: (inout TaskItem) -> Void
  ) throws(DomainError) {
    var tasks: [TaskItem] = []
    for id in ids {
      guard var task = try state.table.task(withID: id) else { continue }
      change(&task)
      tasks.append(task)
    }
    try update(tasks)
  }

  package func remove(ids: [TaskID]) throws(DomainError) {
    try load()
    // In rising IDs (every removal but one typed out of order): kept as records.
    if zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) { return try removeRising(ids) }
    var touched: [(id: TaskID, before: TaskItem?)] = []
    for id in ids {
      guard let before = try state.table.task(withID: id) else { continue }
      touched.append((id, before))
    }
    guard !touched.isEmpty else { return }
    try appendGroup(count: touched.count) { () throws(StoreFailure) in
      for (id, _) in touched {
        try journal.append { TaskFileFormat.encodeRemoval(of: id, into: &$0) }
      }
    }
    for (id, _) in touched { state.table.remove(id: id) }
    state.history.push(.touched(touched))
  }

  /// Removes the tasks of `ids`, given in rising order, keeping for the undo history the
  /// removed tasks as records in a table of their own (`TaskUndoRing.Step.removed`): a
  /// `clear-completed` of a million tasks makes no `TaskItem` or `String` to keep.
  private func removeRising(_ ids: [TaskID]) throws(DomainError) {
    var removed = TaskTable()
    // Every task removed (a `clear-completed` when all are completed): the table itself is
    // what the history keeps, while the gateway's starts afresh (no copy of a million tasks).
    let isEveryTask =
      !ids.isEmpty && ids.count == state.table.count && ids.allSatisfy(state.table.contains(id:))
    if isEveryTask {
      removed = state.table
    } else {
      for id in ids { removed.insert(copyOf: id, from: state.table) }
    }
    guard removed.count > 0 else { return }
    try appendGroup(count: removed.count) { () throws(StoreFailure) in
      for id in ids where removed.contains(id: id) {
        try journal.append { TaskFileFormat.encodeRemoval(of: id, into: &$0) }
      }
    }
    if isEveryTask {
      var emptied = TaskTable()
      emptied.reserveIDs(below: state.table.nextID)
      state.table = emptied
    } else {
      state.table.remove(all: removed)
    }
    state.history.push(.removed(removed))
  }

  package func removeAll() throws(DomainError) {
    try load()
    guard state.table.count > 0 else { return }
    // The table as it was is what an undo puts back: kept by the history as it is, while
    // the gateway's table starts afresh (no copy of a million tasks).
    let before = state.table
    try append { TaskFileFormat.encodeClear(into: &$0) }
    state.table.removeAll()
    state.history.push(.cleared(before))
  }

  package func undo() throws(DomainError) -> RevertedTasks? {
    try load()
    guard state.history.count > 0 else { return nil }
    // A change older than the file's compaction: its records, read from the file now.
    if let block = state.history.latestStored { return try undoStored(block) }
    // The bulk changes, put back without an array of their tasks.
    switch state.history.latest() {
    case .addedAll(let ids)? where zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }):
      return try undoAdds(ids)
    case .fields(let states)? where states.hasRisingIDs: return try undoFields(states)
    case .cleared(let before)? where state.table.count == 0: return try undoClear(before)
    case .removed(let before)? where !state.table.containsAny(of: before):
      return try undoRemoval(before)
    default: break
    }
    var reverted: [RevertedTask] = []
    let befores: [(id: TaskID, before: TaskItem?)]
    // Taken off the history only once the undo is written: the append may first rewrite
    // the file (an older one), and that rewrite writes the history as it is, which must
    // still lead to the tasks as they are.
    switch state.history.latest() {
    case nil: return nil
    case .added(let id)?: befores = [(id, nil)]
    case let step?:
      befores = step.befores { id in (try? state.table.task(withID: id)) ?? nil }
    }
    for (id, before) in befores {
      let now =
        if let before { try state.table.stored(sharingTextOf: before) } else {
          try state.table.task(withID: id)
        }
      guard now != before else { continue }
      reverted.append(RevertedTask(undone: now, restored: before))
    }
    try appendGroup(count: 1 + reverted.count) { () throws(StoreFailure) in
      try journal.append { TaskFileFormat.encodeUndoMarker(into: &$0) }
      for change in reverted {
        switch (change.undone, change.restored) {
        case (let now?, nil):
          try journal.append { TaskFileFormat.encodeRemoval(of: now.id, into: &$0) }
        case (nil, let before?):
          try TaskFileFormat.append(before, kind: .restore, to: journal, times: &recordTimes)
        case (_, let before?):
          try TaskFileFormat.append(before, kind: .change, to: journal, times: &recordTimes)
        case (nil, nil):
          break
        }
      }
    }
    // Written: the change is undone. (Had the write failed, it would stay the one a next
    // undo reverts.)
    _ = state.history.pop()
    for change in reverted {
      switch (change.undone, change.restored) {
      case (let now?, nil): state.table.remove(id: now.id)
      case (nil, let before?):
        state.table.restore(before)
        restoredSinceLoad += 1
      case (_, let before?): state.table.update(before)
      case (nil, nil): break
      }
    }
    return RevertedTasks(reverted)
  }

  /// Undoes an import (adds alone, in rising IDs) as a removal kept as records: the tasks
  /// removed are copied into a table of their own (no `TaskItem` or `String` each), from
  /// which the answer reads each when asked.
  private func undoAdds(_ ids: [TaskID]) throws(DomainError) -> RevertedTasks {
    var removed = TaskTable()
    // The import added every task (into an empty store): the table itself is what it
    // removes, kept for the answer as it is while the gateway's starts afresh (no copy).
    let isEveryTask = ids.count == state.table.count && ids.allSatisfy(state.table.contains(id:))
    if isEveryTask {
      removed = state.table
    } else {
      for id in ids { removed.insert(copyOf: id, from: state.table) }
    }
    try appendGroup(count: 1 + removed.count) { () throws(StoreFailure) in
      try journal.append { TaskFileFormat.encodeUndoMarker(into: &$0) }
      for id in ids where removed.contains(id: id) {
        try journal.append { TaskFileFormat.encodeRemoval(of: id, into: &$0) }
      }
    }
    _ = state.history.pop()
    if isEveryTask {
      var emptied = TaskTable()
      emptied.reserveIDs(below: state.table.nextID)
      state.table = emptied
    } else {
      state.table.remove(all: removed)
    }
    return Self.reverted(removing: removed)
  }

  /// Undoes a change kept in the file (`TaskUndoRing.stored`): the records of its block are
  /// applied to a copy of the table, which checks them, then appended as an undo and the
  /// copy kept. The answer is read from the tasks as they are and from what the records
  /// replaced, kept as a load keeps a change (`TaskUndoCommand`).
  private func undoStored(_ block: JournalBlock) throws(DomainError) -> RevertedTasks {
    var changed = state.table
    var command = TaskUndoCommand()
    var fileLoad = TaskFileLoad { [random] in TaskUUID.random(using: random) }
    let path = journal.path
    var restored = 0
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.forEachLine(of: block) { (line) throws(StoreFailure) in
        do throws(StoreProblem) {
          let applied = try TaskFileFormat.apply(
            line, to: &changed, befores: &command.befores, load: &fileLoad)
          if case .added = applied { restored += 1 }
          command.note(applied)
        } catch {
          throw .corrupt(path: path, line: nil, problem: error)
        }
      }
    }
    // Tasks brought back without a slot wait in the table's `misplaced` until its next change
    // places them: placed here, on a copy, they cost a rebuild beside the table.
    try appendGroup(count: 1 + block.lines) { () throws(StoreFailure) in
      try journal.append { TaskFileFormat.encodeUndoMarker(into: &$0) }
      // Where the block lies now: a rewrite before the append (`Journal.needsRewrite`) moves it.
      let current = state.history.latestStored ?? block
      try journal.forEachLine(of: current) { (line) throws(StoreFailure) in
        try journal.append { $0.append(contentsOf: line) }
      }
    }
    _ = state.history.pop()
    state.table = changed
    restoredSinceLoad += restored
    var undone = TaskUndoRing()
    command.finish(into: &undone, table: changed)
    let (table, step) = (changed, undone.pop())
    switch step {
    case nil: return []
    case .added(let id)?: return Self.reverted(restoring: [id], from: table)
    case .addedAll(let ids)?: return Self.reverted(restoring: ids, from: table)
    case .removed(let removed)?, .cleared(let removed)?:
      return Self.reverted(removing: removed)
    case .fields(let states)?:
      return RevertedTasks(count: states.count) { index in
        let now = states.id(at: index).flatMap { id in (try? table.task(withID: id)) ?? nil }
        return RevertedTask(undone: now.map { states.before(at: index, after: $0) }, restored: now)
      }
    case .touched(let list)?:
      return RevertedTasks(count: list.count) { index in
        let (id, before) = list[index]
        return RevertedTask(undone: before, restored: (try? table.task(withID: id)) ?? nil)
      }
    }
  }

  /// An undo's answer for the tasks of `removed`, which it removed: each read when asked.
  private static func reverted(removing removed: TaskTable) -> RevertedTasks {
    var ids: [TaskID] = []
    ids.reserveCapacity(removed.count)
    removed.forEachRecord { fields, _ in
      if let id = TaskID(fields.id) { ids.append(id) }
    }
    let removedIDs = ids
    return RevertedTasks(count: removedIDs.count) { position in
      RevertedTask(
        undone: (try? removed.task(withID: removedIDs[position])) ?? nil, restored: nil)
    }
  }

  /// Undoes a change of flags alone (`TaskFieldStates`), a task at a time: the tasks as it
  /// left them are kept as flags too, and the answer reads each task when asked.
  private func undoFields(_ states: TaskFieldStates) throws(DomainError) -> RevertedTasks {
    // Where in `states` each task put back is (`nil` while that is every one of them, as
    // after a `complete-all`: no array of a million positions), and the task as the change
    // left it.
    var positions: [Int]?
    var count = 0
    var afters = TaskFieldStates()
    for index in 0..<states.count {
      guard let id = states.id(at: index) else {
        if positions == nil { positions = Array(0..<index) }
        continue
      }
      // A task whose slot holds all its flags, then and now, is compared and kept by them;
      // any other is made whole.
      if let now = state.table.slotFlags(of: id), let before = states.flagsWithoutForeign(at: index)
      {
        guard now != before else {
          if positions == nil { positions = Array(0..<index) }
          continue
        }
        positions?.append(index)
        count += 1
        afters.appendWithoutForeign(id: id, flags: now)
        continue
      }
      guard let now = try state.table.task(withID: id),
        now != states.before(at: index, after: now)
      else {
        if positions == nil { positions = Array(0..<index) }
        continue
      }
      positions?.append(index)
      count += 1
      afters.append(now)
    }
    let put = positions
    try appendGroup(count: 1 + count) { () throws(StoreFailure) in
      try journal.append { TaskFileFormat.encodeUndoMarker(into: &$0) }
      for position in 0..<count {
        guard let before = stateBefore(states, at: put?[position] ?? position) else { continue }
        try TaskFileFormat.append(before, kind: .change, to: journal, times: &recordTimes)
      }
    }
    _ = state.history.pop()
    for position in 0..<count {
      let index = put?[position] ?? position
      // A task whose slot holds its flags gets them back there, not made whole.
      if let id = states.id(at: index), let flags = states.flagsWithoutForeign(at: index),
        state.table.setSlotFlags(of: id, to: flags)
      {
        continue
      }
      if let before = stateBefore(states, at: index) { state.table.update(before) }
    }
    let (table, left) = (state.table, afters)
    return RevertedTasks(count: count) { position in
      let restored = states.id(at: put?[position] ?? position).flatMap { id in
        (try? table.task(withID: id)) ?? nil
      }
      return RevertedTask(
        undone: restored.map { left.before(at: position, after: $0) }, restored: restored)
    }
  }

  /// The task kept at `index` of `states` as it was before the change, from the stored one.
  private func stateBefore(_ states: TaskFieldStates, at index: Int) -> TaskItem? {
    guard let id = states.id(at: index), let now = (try? state.table.task(withID: id)) ?? nil
    else { return nil }
    return states.before(at: index, after: now)
  }

  /// Undoes a `remove-all`: every task of the table it emptied is written back as it is
  /// stored, and that table becomes the gateway's again, with the IDs handed out since.
  private func undoClear(_ before: TaskTable) throws(DomainError) -> RevertedTasks {
    restoredSinceLoad += before.count
    let ids = try revertRemoval(of: before)
    var restored = before
    restored.reserveIDs(below: state.table.nextID)
    state.table = restored
    return Self.reverted(restoring: ids, from: restored)
  }

  /// Undoes a removal kept as records (`TaskUndoRing.Step.removed`): each is written back
  /// as it is stored and put back in the table, and the answer reads each task when asked.
  private func undoRemoval(_ before: TaskTable) throws(DomainError) -> RevertedTasks {
    restoredSinceLoad += before.count
    let ids = try revertRemoval(of: before)
    state.table.restore(all: before)
    return Self.reverted(restoring: ids, from: state.table)
  }

  /// Writes the undo of a change that removed the tasks of `before` (every record put back
  /// as it is stored), takes the change off the history, and answers their IDs, in order.
  private func revertRemoval(of before: TaskTable) throws(DomainError) -> [TaskID] {
    var ids: [TaskID] = []
    ids.reserveCapacity(before.count)
    before.forEachRecord { fields, _ in
      if let id = TaskID(fields.id) { ids.append(id) }
    }
    try appendRestores(of: before)
    _ = state.history.pop()
    return ids
  }

  /// An undo's answer for the tasks `ids` put back in `table`: each read when asked, so a
  /// million restored tasks are never models all at once.
  private static func reverted(restoring ids: [TaskID], from table: TaskTable) -> RevertedTasks {
    RevertedTasks(count: ids.count) { position in
      RevertedTask(undone: nil, restored: (try? table.task(withID: ids[position])) ?? nil)
    }
  }

  /// Appends an undo that brings back every task of `table`, each as it is stored.
  private func appendRestores(of table: TaskTable) throws(DomainError) {
    try appendGroup(count: 1 + table.count) { () throws(StoreFailure) in
      try journal.append { TaskFileFormat.encodeUndoMarker(into: &$0) }
      var failure: StoreFailure?
      table.forEachRecord { fields, text in
        guard failure == nil else { return }
        do throws(StoreFailure) {
          try TaskFileFormat.append(
            kind: .restore, fields: fields, text: text, to: journal, times: &recordTimes)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
  }

  /// The ID the next add gets without loading the file: the one after the last add made so,
  /// or the one the file's seal names; `nil` when the file must be loaded. Called unloaded.
  private func nextIDFromSeal() throws(DomainError) -> TaskID? {
    if let sealedNextID { return sealedNextID }
    let note = try domainErrors(journal) { () throws(StoreFailure) in try journal.startFromSeal() }
    sealedNextID = note.flatMap { TaskID($0) }
    return sealedNextID
  }

  private func load() throws(DomainError) {
    // A store held per command (an interactive session) is locked again here, before the
    // state is used; a file another process changed since is then loaded anew.
    try domainErrors(journal) { () throws(StoreFailure) in try journal.reopenIfReleased() }
    try loadOnce()
  }

  /// Loads the file unless it is loaded: `load()` once the store is known to be locked.
  private func loadOnce() throws(DomainError) {
    guard !isLoaded else { return }
    if sealedNextID != nil {
      // Added to unloaded: the whole commands buffered go to the file first, so that the load
      // reads them; only the running command's add may still wait, and is placed below.
      try domainErrors(journal) { () throws(StoreFailure) in try journal.writeBuffer() }
    }
    var (loaded, ring, madeUUIDs) = try replay(checkingDuplicates: false)
    if loaded.mayHaveDuplicateUUIDs() {
      // Perhaps two live tasks with one UUID: read again, record by record, which refuses
      // the file at the line that made the second, or finds they differ after all.
      (loaded, ring, madeUUIDs) = try replay(checkingDuplicates: true)
    }
    state = State(table: loaded, history: ring)
    if let waiting = lastSealedAdd, waiting.id >= loaded.nextID { state.insert(waiting) }
    sealedNextID = nil
    lastSealedAdd = nil
    isLoaded = true
    if madeUUIDs > 0 { journal.rewriteBeforeNextAppend() }
  }

  /// Reads the file's records into a table and the undo history they leave; says how many
  /// tasks had no UUID and were given one.
  private func replay(checkingDuplicates: Bool) throws(DomainError) -> (
    TaskTable, TaskUndoRing, madeUUIDs: Int
  ) {
    var loaded = TaskTable()
    var fileLoad = TaskFileLoad(checksDuplicates: checkingDuplicates) { [random] in
      TaskUUID.random(using: random)
    }
    var version = 2
    var ring = TaskUndoRing()
    var command = TaskUndoCommand()
    /// Records still to come in the group being read; 0 outside a group.
    var groupLeft = 0
    /// The lone adds just read, as the last ID and how many: handed to the ring in one go
    /// when another command comes, so that each costs the load a comparison.
    var runEnd = 0
    var runCount = 0
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.load(
        version: { version = TaskFileFormat.version(ofHeader: $0) },
        groupStart: { groupLeft = $0 },
        // A compacted file's kept changes, newest first: only where each lies is kept.
        historyBlock: { ring.pushStoredOlder($0) },
        // `TaskFileFormat.apply` refuses a line that is not text, checking it as it reads.
        applyChecksText: true
      ) { (record, _) throws(StoreProblem) in
        let applied = try TaskFileFormat.apply(
          record.bytes, version: version, to: &loaded, befores: &command.befores, load: &fileLoad)
        // A file of version 1 keeps no history: it is rewritten before anything is added.
        guard version >= 2 else { return }
        if groupLeft == 0, case .added(let id) = applied {
          // A lone add, nearly every record of a large file.
          if id.rawValue != runEnd &+ 1 {
            ring.pushAdds(endingAt: runEnd, count: runCount)
            runCount = 0
          }
          runEnd = id.rawValue
          runCount += 1
          return
        }
        ring.pushAdds(endingAt: runEnd, count: runCount)
        runCount = 0
        command.note(applied)
        if groupLeft > 0 { groupLeft -= 1 }
        if groupLeft == 0 { command.finish(into: &ring, table: loaded) }
      }
    }
    ring.pushAdds(endingAt: runEnd, count: runCount)
    // Tasks the file's last undo brought back, if it left any waiting: placed once.
    loaded.placeRestoredTasks()
    return (loaded, ring, fileLoad.madeUUIDs)
  }

  private func appendCommand(_ body: () throws(StoreFailure) -> Void) throws(DomainError) {
    try domainErrors(journal) { () throws(StoreFailure) in try journal.appendCommand(body) }
  }

  /// Appends the `count` records `body` appends as one command, a group written to the
  /// file in pieces as they come (`Journal.appendGroup`): a change of a million tasks, or
  /// its undo, holds a piece of its records, not all of them.
  private func appendGroup(
    count: Int, _ body: () throws(StoreFailure) -> Void
  ) throws(DomainError) {
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.appendGroup(count: count, body)
    }
  }

  private func append(_ encode: (inout [UInt8]) -> Void) throws(DomainError) {
    try domainErrors(journal) { () throws(StoreFailure) in
      try journal.append(encode)
    }
  }

  /// Buffers the record of `kind` for `task`, written in place (`TaskFileFormat.append`).
  private func append(_ task: TaskItem, kind: TaskFileFormat.TaskRecordKind) throws(DomainError) {
    try domainErrors(journal) { () throws(StoreFailure) in
      try TaskFileFormat.append(task, kind: kind, to: journal, times: &recordTimes)
    }
  }
}

extension FileTaskRepository: JournalOwner {
  /// The tasks and `N`: all a load of the compacted file reads. The kept changes are blocks
  /// it skips (`H`), so they count for nothing here, whatever their size.
  package var liveRecordCount: Int { state.table.count + 1 }

  /// The tasks and the undo history: so that the latest changes can still be undone by the
  /// next process, whatever their size, the file holds the tasks as they are, then each kept
  /// change as the records that undo it (see `writeSnapshot(into:flushing:)`).
  package func writeSnapshot(into buffer: inout [UInt8]) {
    writeSnapshot(into: &buffer) { _ in }
  }

  /// `writeSnapshot(into:)`, the records handed to `flush` as they are written: a
  /// compaction writes them out a piece at a time, and a compacted file of a million tasks
  /// is never held whole.
  ///
  /// The tasks as they are come first, as `A` records, then `N`; then each kept change,
  /// newest first, as an `H` block: the records that undo it, which a load skips and only
  /// an undo reads (`undoStored`). A change made in this process is turned into those
  /// records from the tasks as it left them: the table, with the undos of the changes after
  /// it applied to a copy (each block is written once counted, as its `H` line comes
  /// first). A change already in a block of the file is copied as it is.
  package func writeSnapshot(into buffer: inout [UInt8], flushing flush: (inout [UInt8]) -> Void) {
    lastSnapshotFailure = nil
    var written = 0
    func flushing(_ buffer: inout [UInt8]) {
      let before = buffer.count
      flush(&buffer)
      written += before - buffer.count
    }
    TaskFileFormat.encodeSnapshot(
      of: state.table, replacing: [], with: [], into: &buffer, flushing: flushing)
    var blocks: [JournalBlock] = []
    let steps = state.history.oldestFirst()
    // The tasks as the change being written left them: the table, with the undos of the
    // later changes applied to a copy when they edited or removed tasks one by one (`touched`,
    // few), the tables a later bulk removal kept looked up as they are (no copy of a
    // million tasks), and a later change of flags alone not applied (its records set flags
    // back, which an earlier change's records, written whole, set anyway).
    var after = state.table
    var removedLater: [TaskTable] = []
    var flagsExact = true
    var fileLoad = TaskFileLoad { [random] in TaskUUID.random(using: random) }
    var discarded = TaskUndoBefores()
    discarded.discardsAll = true
    var record: [UInt8] = []
    for (position, step) in steps.enumerated().reversed() {
      let tasks = UndoSource(table: after, removedLater: removedLater, flagsExact: flagsExact)
      var lines = 0
      var length = 0
      Self.forEachUndoRecord(of: step, after: tasks, into: &record) { record in
        lines += 1
        length += record.count
      }
      TaskFileFormat.encodeBlockHead(lines: lines, bytes: length, into: &buffer)
      buffer.append(UInt8(ascii: "\n"))
      blocks.append(JournalBlock(offset: written + buffer.count, length: length, lines: lines))
      var applies = false
      switch step {
      case _ where position == 0: break
      case .fields: flagsExact = false
      case .cleared(let table), .removed(let table): removedLater.append(table)
      case .added, .addedAll: break  // an earlier change never touched a task added later
      case .touched: applies = true
      }
      Self.forEachUndoRecord(of: step, after: tasks, into: &record) { record in
        buffer.append(contentsOf: record)
        flushing(&buffer)
        guard applies else { return }
        _ = record.withUnsafeBufferPointer { bytes in
          try? TaskFileFormat.apply(
            UnsafeBufferPointer(rebasing: bytes.dropLast()), to: &after, befores: &discarded,
            load: &fileLoad)
        }
      }
    }
    for block in state.history.stored.reversed() {
      TaskFileFormat.encodeBlockHead(lines: block.lines, bytes: block.length, into: &buffer)
      buffer.append(UInt8(ascii: "\n"))
      blocks.append(
        JournalBlock(offset: written + buffer.count, length: block.length, lines: block.lines))
      do throws(StoreFailure) {
        try journal.forEachLine(of: block) { line in
          buffer.append(contentsOf: line)
          buffer.append(UInt8(ascii: "\n"))
          flushing(&buffer)
        }
      } catch {
        // The block's `H` line is written: the file would be refused. It is not kept.
        lastSnapshotFailure = error
        return
      }
    }
    rewrittenBlocks = blocks
  }

  /// The tasks as a kept change left them, for the records that undo it: see
  /// `writeSnapshot(into:flushing:)`.
  private struct UndoSource {
    let table: TaskTable
    let removedLater: [TaskTable]
    /// Whether the flags are as the change left them (no later change of flags alone was
    /// skipped): only then is a task whose state is already the one before left out.
    let flagsExact: Bool

    func task(_ id: TaskID) -> TaskItem? {
      if let task = (try? table.task(withID: id)) ?? nil { return task }
      for removed in removedLater.reversed() {
        if let task = (try? removed.task(withID: id)) ?? nil { return task }
      }
      return nil
    }

    func contains(_ id: TaskID) -> Bool {
      table.contains(id: id) || removedLater.contains { $0.contains(id: id) }
    }
  }

  /// Hands `body` each record that undoes `step`, ending in a newline, in `record`, given
  /// the tasks as the change left them (`after`): `D` for a task it added, `R` for one it
  /// removed, `M` for one it changed.
  private static func forEachUndoRecord(
    of step: TaskUndoRing.Step, after: UndoSource, into record: inout [UInt8],
    _ body: ([UInt8]) -> Void
  ) {
    func emit(_ encode: (inout [UInt8]) -> Void) {
      record.removeAll(keepingCapacity: true)
      encode(&record)
      record.append(UInt8(ascii: "\n"))
      body(record)
    }
    switch step {
    case .added(let id):
      if after.contains(id) { emit { TaskFileFormat.encodeRemoval(of: id, into: &$0) } }
    case .addedAll(let ids) where zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }):
      for id in ids where after.contains(id) {
        emit { TaskFileFormat.encodeRemoval(of: id, into: &$0) }
      }
    case .fields(let states) where states.hasRisingIDs:
      for index in 0..<states.count {
        guard let id = states.id(at: index), let task = after.task(id) else { continue }
        let before = states.before(at: index, after: task)
        if !after.flagsExact || before != task {
          emit { TaskFileFormat.encodeChange(before, into: &$0) }
        }
      }
    case .cleared(let table), .removed(let table):
      table.forEachRecord { fields, text in
        guard let id = TaskID(fields.id), !after.table.contains(id: id) else { return }
        emit { TaskFileFormat.encodeTask(kind: .restore, fields: fields, text: text, into: &$0) }
      }
    default:
      for (id, before) in step.befores(after: after.task) {
        switch (before, after.task(id)) {
        case (nil, _?): emit { TaskFileFormat.encodeRemoval(of: id, into: &$0) }
        case (let before?, nil): emit { TaskFileFormat.encodeRestore(before, into: &$0) }
        case (let before?, let task?) where !after.flagsExact || before != task:
          emit { TaskFileFormat.encodeChange(before, into: &$0) }
        default: break
        }
      }
    }
  }

  /// Why the last snapshot written is unusable: an old block could not be read.
  package var snapshotFailure: StoreFailure? { lastSnapshotFailure }

  /// Many tasks brought back by undos (`restoredSinceLoad`): compacted, they load as `A`
  /// records again, and the undo makes no later command slower.
  package var wantsCompaction: Bool { restoredSinceLoad > 1_000 }

  package func journalDidRewrite() {
    restoredSinceLoad = 0
    // The kept changes are now the new file's blocks: nothing of them is held in memory.
    // Newest first, each pushed as older than those before it.
    state.history = TaskUndoRing()
    for block in rewrittenBlocks { state.history.pushStoredOlder(block) }
    rewrittenBlocks = []
  }

  package func journalDidChange() {
    isLoaded = false
    restoredSinceLoad = 0
    sealedNextID = nil
    lastSealedAdd = nil
  }

  /// The next ID, kept with the file's seal so that the next process can add without loading.
  package var sealNote: Int? {
    isLoaded ? state.table.nextID.rawValue : sealedNextID?.rawValue
  }
}
