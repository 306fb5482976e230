import Domain
import StoreEngine

/// The latest changes of a store file that an undo can revert, newest last, at most
/// `TaskHistory.depth` of them.
///
/// A change made since the file was compacted is kept in memory as the state before it of
/// each task it touched: all an undo needs to put those tasks back. An add, by far the most
/// common change, is kept as its ID alone in a run of consecutive IDs, so a million adds
/// keep their history for a few instructions each; other changes go into a ring of fixed
/// size. A change older than the compaction is kept in the file, as the records that undo
/// it (`stored`, a block the load skips): only where it lies is held.
struct TaskUndoRing {
  /// One change.
  enum Step {
    /// The change added this task (or brought it back): undoing it removes the task.
    case added(TaskID)
    /// The change touched these tasks, each given with its ID and its state before the
    /// change (`nil`: it did not exist), in the order the change touched them.
    case touched([(id: TaskID, before: TaskItem?)])
    /// The change added these tasks and did nothing else (an import): their IDs, 8 bytes a
    /// task, where `touched` would take 72.
    case addedAll([TaskID])
    /// The change set these tasks' flags alone (`TaskFlags`): their flags before it
    /// (`TaskFieldStates`).
    case fields(TaskFieldStates)
    /// The change removed every task: the table as it was before, which the undo history
    /// keeps as it is (the gateway's table is emptied, not copied).
    case cleared(TaskTable)
    /// The change removed these tasks, in rising IDs, and did nothing else: their records,
    /// kept in a table of their own (no `String` or `TaskItem` each), which an undo writes
    /// back as they are.
    case removed(TaskTable)

    /// The tasks touched, each once, with its state before the whole change: a task touched
    /// twice keeps its first state (only a hand-written file touches one twice). `after`
    /// answers a task as the change left it (`nil`: it does not exist).
    func befores(after: (TaskID) -> TaskItem?) -> [(id: TaskID, before: TaskItem?)] {
      switch self {
      case .added(let id): return [(id, nil)]
      case .addedAll(let ids):
        // Each ID once: an import's IDs rise.
        var seen = Set<TaskID>()
        let isRising = zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
        return ids.filter { isRising || seen.insert($0).inserted }.map { ($0, nil) }
      case .touched(let list):
        guard list.count > 1 else { return list }
        // In rising IDs (every command's change but a removal typed out of order) no task
        // comes twice: the list as it is, not a copy and a set of a million IDs.
        if zip(list, list.dropFirst()).allSatisfy({ $0.id < $1.id }) { return list }
        var seen = Set<TaskID>()
        return list.filter { seen.insert($0.id).inserted }
      case .fields(let states):
        var list: [(id: TaskID, before: TaskItem?)] = []
        list.reserveCapacity(states.count)
        // In rising IDs (every command's) no task comes twice, and no set is needed.
        let isRising = states.hasRisingIDs
        var seen = Set<TaskID>()
        for index in 0..<states.count {
          guard let id = states.id(at: index), isRising || seen.insert(id).inserted,
            let now = after(id)
          else { continue }
          list.append((id, states.before(at: index, after: now)))
        }
        return list
      case .cleared(let table), .removed(let table):
        var list: [(id: TaskID, before: TaskItem?)] = []
        list.reserveCapacity(table.count)
        try? table.forEachTask { list.append(($0.id, $0)) }
        return list
      }
    }
  }

  private var steps: [Step?] = Array(repeating: nil, count: TaskHistory.depth)
  /// Where the newest step of `steps` is.
  private var newest = TaskHistory.depth - 1
  /// How many steps `steps` keeps.
  private var stepCount = 0
  /// The newest changes when they are adds of consecutive IDs, as the last ID and how many:
  /// an add then costs a comparison and two increments, not a step in the ring.
  private var lastAdded = 0
  private var addRun = 0

  /// The changes older than the file's compaction, oldest first: where the records that
  /// undo each lie in the file.
  private(set) var stored: [JournalBlock] = []

  /// How many changes are kept.
  var count: Int { stepCount + addRun + stored.count }
  /// The newest change when none is kept in memory: the block of records that undo it.
  var latestStored: JournalBlock? { stepCount + addRun == 0 ? stored.last : nil }

  /// The kept changes, oldest first: what a compaction writes so that undo survives it.
  func oldestFirst() -> [Step] {
    var result: [Step] = []
    result.reserveCapacity(count)
    for offset in stride(from: stepCount - 1, through: 0, by: -1) {
      let index = (newest - offset + steps.count) % steps.count
      if let step = steps[index] { result.append(step) }
    }
    for offset in stride(from: addRun - 1, through: 0, by: -1) {
      if let id = TaskID(lastAdded - offset) { result.append(.added(id)) }
    }
    return result
  }

  /// Keeps the add of `id` as the newest change, forgetting the oldest when full.
  mutating func pushAdd(_ id: TaskID) {
    if addRun == 0 || id.rawValue != lastAdded + 1 {
      flushAdds()
    }
    lastAdded = id.rawValue
    // `steps.count` is the depth, read from the array at hand rather than from another module.
    if addRun == steps.count { return }  // the run's oldest add is forgotten
    addRun += 1
    if !stored.isEmpty { trimStored() }
    if stepCount + addRun > steps.count { dropOldestStep() }
  }

  /// Keeps the adds of the `count` consecutive IDs ending at `last` as the newest changes,
  /// one each, as `pushAdd` would.
  mutating func pushAdds(endingAt last: Int, count: Int) {
    for offset in stride(from: min(count, steps.count) - 1, through: 0, by: -1) {
      if let id = TaskID(last - offset) { pushAdd(id) }
    }
  }

  /// Keeps `step` as the newest change, forgetting the oldest when the ring is full.
  mutating func push(_ step: Step) {
    if case .added(let id) = step {
      pushAdd(id)
      return
    }
    flushAdds()
    pushStep(step)
  }

  /// The newest change, left in; `nil` when none is kept.
  func latest() -> Step? {
    if addRun > 0 { return TaskID(lastAdded).map { .added($0) } }
    guard stepCount > 0 else { return nil }
    return steps[newest]
  }

  /// Keeps the change undone by the records of `block` as older than every change kept so
  /// far (a load reads a compacted file's blocks newest first); ignored when the history is
  /// full.
  mutating func pushStoredOlder(_ block: JournalBlock) {
    guard count < steps.count else { return }
    stored.insert(block, at: 0)
  }

  /// Takes the newest change out; `nil` when none is kept in memory (then the newest kept
  /// in the file, if any, is taken out).
  mutating func pop() -> Step? {
    if addRun > 0 {
      defer {
        addRun -= 1
        lastAdded -= 1
      }
      return TaskID(lastAdded).map { .added($0) }
    }
    guard stepCount > 0, let step = steps[newest] else {
      if stepCount == 0, !stored.isEmpty { stored.removeLast() }
      return nil
    }
    steps[newest] = nil
    newest = newest == 0 ? steps.count - 1 : newest - 1
    stepCount -= 1
    return step
  }

  /// Forgets every change.
  mutating func removeAll() {
    guard count > 0 else { return }
    self = TaskUndoRing()
  }

  /// Moves the run of adds into the ring, a step each, oldest first.
  private mutating func flushAdds() {
    let run = addRun
    addRun = 0
    for offset in stride(from: run - 1, through: 0, by: -1) {
      if let id = TaskID(lastAdded - offset) { pushStep(.added(id)) }
    }
  }

  private mutating func pushStep(_ step: Step) {
    newest = newest == steps.count - 1 ? 0 : newest + 1
    // A full ring forgets its oldest step here, which this one takes the place of.
    steps[newest] = step
    if stepCount < steps.count { stepCount += 1 }
    trimStored()
  }

  /// Forgets the oldest changes kept in the file while more than the depth are kept.
  private mutating func trimStored() {
    let excess = count - steps.count
    if excess > 0, !stored.isEmpty { stored.removeFirst(min(excess, stored.count)) }
  }

  /// Forgets the oldest step of the ring.
  private mutating func dropOldestStep() {
    guard stepCount > 0 else { return }
    let oldest = (newest - stepCount + 1 + steps.count) % steps.count
    steps[oldest] = nil
    stepCount -= 1
  }
}

/// The records of one command as a load reads them, gathered into the step it adds to the
/// ring (or the undo it stands for). A lone add, nearly every command of a large file, goes
/// to the ring directly (see `FileTaskRepository`).
struct TaskUndoCommand {
  /// The ID the command's first add handed out; 0 when it added none.
  private var firstAdded = 0
  /// The IDs of its other adds, and the tasks its changes and removals replaced (filled
  /// by `TaskFileFormat.apply`), in the order of its records.
  private var moreAdded: [TaskID] = []
  var befores = TaskUndoBefores()
  private var isUndo = false
  private var startsHistory = false

  /// Takes in what one record of the command did (a change's tasks are in `befores`).
  mutating func note(_ applied: TaskFileFormat.Applied) {
    switch applied {
    case .added(let id):
      if firstAdded == 0 { firstAdded = id.rawValue } else { moreAdded.append(id) }
    case .changed: break
    case .undoMarker:
      isUndo = true
      // The marker comes first: the records after it put tasks back, and are not undone.
      befores.discardsAll = true
    case .historyStart, .unversioned: startsHistory = true
    }
  }

  /// Ends the command: applies it to `ring` and starts afresh. `table` holds the tasks as
  /// the command left them.
  mutating func finish(into ring: inout TaskUndoRing, table: TaskTable) {
    if startsHistory {
      ring.removeAll()
    } else if isUndo {
      _ = ring.pop()
    } else if firstAdded == 0, befores.whole.isEmpty, let cleared = befores.cleared {
      // Every task removed: the table as it was, kept as it is.
      ring.push(.cleared(cleared))
    } else if firstAdded == 0, befores.whole.isEmpty, let removed = befores.removed {
      // Only removals, in rising IDs (every removal but one typed out of order): their
      // records, not a task each.
      ring.push(.removed(removed))
    } else if firstAdded == 0, befores.whole.isEmpty, befores.fields.count > 0 {
      // Texts kept (a `complete-all`): IDs, flags and times, not a million tasks.
      ring.push(.fields(befores.fields))
    } else {
      // A task added by this command has no state before it, whatever the command did
      // to it afterwards.
      if befores.isEmpty, firstAdded != 0, !moreAdded.isEmpty, let first = TaskID(firstAdded) {
        // Only adds (an import): their IDs.
        ring.push(.addedAll([first] + moreAdded))
        self = TaskUndoCommand()
        return
      }
      var touched: [(id: TaskID, before: TaskItem?)] = []
      var added = Set<TaskID>()
      for id in [TaskID(firstAdded)].compactMap({ $0 }) + moreAdded {
        added.insert(id)
        touched.append((id, nil))
      }
      for task in befores.tasks(table: table) where !added.contains(task.id) {
        touched.append((task.id, task))
      }
      if !touched.isEmpty { ring.push(.touched(touched)) }
    }
    self = TaskUndoCommand()
  }
}
