import Domain

/// The tasks one command of a `tasks` file replaced, as a load reads its records: what an
/// undo of the command puts back (see `TaskFileFormat.apply`).
///
/// Kept as small as the command allows. A command whose records all changed flags alone
/// (`TaskFlags`: a `complete-all` of a million tasks) keeps IDs and flags
/// (`TaskFieldStates`); a `C` (every task removed) keeps the table as it was, which the
/// load's table then no longer holds; removals in rising IDs keep the removed tasks as a
/// table of their records (no `String` each); anything else keeps the tasks whole, in the order of
/// its records (and a command that mixes those, which only a hand-written file does, has
/// its compact states made whole when the mix begins).
package struct TaskUndoBefores {
  /// The flags of the tasks, while the command changed flags alone.
  package private(set) var fields = TaskFieldStates()
  /// The table a `C` emptied, while that is all the command did.
  package private(set) var cleared: TaskTable?
  /// The tasks removed, while the command only removed tasks, in rising IDs.
  package private(set) var removed: TaskTable?
  /// The tasks replaced, whole, in the order of the records.
  package private(set) var whole: [TaskItem] = []

  /// Whether the command is an undo, whose records are never undone in turn: nothing it
  /// replaces is kept (a load of the undo of a `complete-all` of a million tasks then holds
  /// no second million states beside those of the change it undoes).
  package var discardsAll = false

  /// Nothing replaced yet.
  package init() {}

  /// Whether the command replaced no task.
  package var isEmpty: Bool {
    fields.count == 0 && cleared == nil && removed == nil && whole.isEmpty
  }

  /// Keeps `before`, which a change replaced; `onlyFlags`: the change set its flags alone
  /// (`TaskItem.differsOnlyInFlags(from:)`), and the task is now in `table` as it left it.
  package mutating func append(_ before: TaskItem, onlyFlags: Bool, table: TaskTable) {
    guard !discardsAll else { return }
    if onlyFlags, cleared == nil, removed == nil, whole.isEmpty {
      fields.append(before)
      return
    }
    makeWhole(table: table)
    whole.append(before)
  }

  /// Keeps the flags of the task `id`, without foreign data, before a change of its flags
  /// alone, as its slot holds them (no task is made); answers `false`, keeping nothing, when
  /// the command's tasks are no longer kept so (then the task is kept whole, by
  /// `append(_:onlyFlags:table:)`).
  package mutating func appendFlags(id: TaskID, flags: TaskFlags) -> Bool {
    guard !discardsAll else { return true }
    guard cleared == nil, removed == nil, whole.isEmpty else { return false }
    fields.appendWithoutForeign(id: id, flags: flags)
    return true
  }

  /// Keeps the task with `id`, which a `D` is about to remove from `table`.
  package mutating func appendRemoved(_ id: TaskID, table: TaskTable) {
    guard !discardsAll else { return }
    if fields.count == 0, cleared == nil, whole.isEmpty {
      // Taken out while it grows, so that it is not copied.
      var kept = removed ?? TaskTable()
      removed = nil
      // `insert` refuses an ID below the last one kept: removals out of order are kept whole.
      let isKept = kept.insert(copyOf: id, from: table)
      if kept.count > 0 { removed = kept }
      if isKept { return }
    }
    makeWhole(table: table)
    if let before = (try? table.task(withID: id)) ?? nil { whole.append(before) }
  }

  /// Keeps every task of `table`, which a `C` is about to empty.
  package mutating func appendCleared(_ table: TaskTable) {
    guard !discardsAll else { return }
    guard isEmpty else {
      makeWhole(table: table)
      try? table.forEachTask { whole.append($0) }
      return
    }
    cleared = table
  }

  /// Every task kept, whole, in the order of the records: those of `fields` with their
  /// texts from `table`, which holds them as the command left them.
  package func tasks(table: TaskTable) -> [TaskItem] {
    var copy = self
    copy.makeWhole(table: table)
    return copy.whole
  }

  /// Turns the compact states into whole tasks: their other fields are those of `table`,
  /// which the records so far left as they were.
  private mutating func makeWhole(table: TaskTable) {
    if fields.count > 0 {
      for index in 0..<fields.count {
        guard let id = fields.id(at: index), let now = (try? table.task(withID: id)) ?? nil
        else { continue }
        whole.append(fields.before(at: index, after: now))
      }
      fields = TaskFieldStates()
    }
    if let cleared {
      try? cleared.forEachTask { whole.append($0) }
      self.cleared = nil
    }
    if let removed {
      try? removed.forEachTask { whole.append($0) }
      self.removed = nil
    }
  }
}
