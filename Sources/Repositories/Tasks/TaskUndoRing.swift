import Domain

/// The latest changes of a store file that an undo can revert, newest last, at most
/// `TaskHistory.depth` of them.
///
/// A change is kept as the state before it of each task it touched: all an undo needs to
/// put those tasks back. An add, by far the most common change, is kept as its ID alone in
/// a ring of fixed size, so a million adds keep their history without allocating.
struct TaskUndoRing {
  /// One change.
  enum Step {
    /// The change added this task (or brought it back): undoing it removes the task.
    case added(TaskID)
    /// The change touched these tasks, each given with its ID and its state before the
    /// change (`nil`: it did not exist), in the order the change touched them.
    case touched([(id: TaskID, before: TaskItem?)])

    /// The tasks touched, each once, with its state before the whole change: a task touched
    /// twice keeps its first state (only a hand-written file touches one twice).
    var befores: [(id: TaskID, before: TaskItem?)] {
      switch self {
      case .added(let id): return [(id, nil)]
      case .touched(let list):
        guard list.count > 1 else { return list }
        var seen = Set<TaskID>()
        return list.filter { seen.insert($0.id).inserted }
      }
    }
  }

  private var steps: [Step?] = Array(repeating: nil, count: TaskHistory.depth)
  /// Where the newest step is in `steps`.
  private var newest = TaskHistory.depth - 1
  /// How many steps are kept.
  private(set) var count = 0

  /// Keeps `step` as the newest change, forgetting the oldest when the ring is full.
  mutating func push(_ step: Step) {
    newest = newest == steps.count - 1 ? 0 : newest + 1
    steps[newest] = step
    if count < steps.count { count += 1 }
  }

  /// Takes the newest change out; `nil` when none is kept.
  mutating func pop() -> Step? {
    guard count > 0, let step = steps[newest] else { return nil }
    steps[newest] = nil
    newest = newest == 0 ? steps.count - 1 : newest - 1
    count -= 1
    return step
  }

  /// Forgets every change.
  mutating func removeAll() {
    self = TaskUndoRing()
  }
}

/// The records of one command as a load reads them, gathered into the step it adds to the
/// ring (or the undo it stands for).
struct TaskUndoCommand {
  private var step: TaskUndoRing.Step?
  private var isUndo = false
  private var startsHistory = false

  /// Takes in what one record of the command did.
  mutating func note(_ applied: TaskFileFormat.Applied) {
    switch applied {
    case .added(let id): touch(id, before: nil)
    case .changed(let task): touch(task.id, before: task)
    case .cleared(let tasks): for task in tasks { touch(task.id, before: task) }
    case .undoMarker: isUndo = true
    case .historyStart, .unversioned: startsHistory = true
    }
  }

  /// Ends the command: applies it to `ring` and starts afresh.
  mutating func finish(into ring: inout TaskUndoRing) {
    if startsHistory {
      ring.removeAll()
    } else if isUndo {
      _ = ring.pop()
    } else if let step {
      ring.push(step)
    }
    self = TaskUndoCommand()
  }

  private mutating func touch(_ id: TaskID, before: TaskItem?) {
    switch step {
    case nil where before == nil:
      // The common case, a lone add: no array.
      step = .added(id)
    case nil:
      step = .touched([(id, before)])
    case .added(let first):
      step = .touched([(first, nil), (id, before)])
    case .touched(var list):
      step = nil
      list.append((id, before))
      step = .touched(list)
    }
  }
}
