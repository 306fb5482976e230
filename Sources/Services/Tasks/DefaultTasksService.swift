import Domain

/// The Tasks service over any `TaskRepository`: applies the rules and builds the models.
///
/// Tasks record when they were created and completed, read from the clock port (so `--now`
/// replays a run), and get a random UUID when created.
public final class DefaultTasksService: TasksService {
  let repository: any TaskRepository
  let clock: any Clock
  let random: any RandomSource
  let catalog: MessageCatalog
  let labels: Labels
  /// The filter of the last list asked for: each change says whether it shows its task.
  private var filter = TaskFilter.all
  /// The tasks not completed, as the last list counted them and each change since moved
  /// them; `nil` until a list is asked for, so a run that never lists reads no more than
  /// its commands need.
  private var itemsLeft: Int?

  private var taskChanged: (TaskChangeModel) -> Void = { _ in }
  private var taskRemoved: (TaskChangeModel) -> Void = { _ in }
  private var listed: (TaskListModel) -> Void = { _ in }
  private var tasksRemoved: (TaskCountModel) -> Void = { _ in }
  private var allToggled: (CompleteAllModel) -> Void = { _ in }
  private var severalChanged: (TaskChangesModel) -> Void = { _ in }
  private var severalRemoved: (TaskChangesModel) -> Void = { _ in }
  private var undone: (TaskUndoModel) -> Void = { _ in }
  var imported: (TaskImportModel) -> Void = { _ in }
  var exported: (TaskExportModel) -> Void = { _ in }
  private var failed: (ErrorModel) -> Void = { _ in }

  /// A service that keeps its tasks in `repository`, reads the time from `clock`, draws
  /// UUIDs from `random` (two words a task), and speaks `language`.
  public init(
    repository: any TaskRepository, clock: any Clock, random: any RandomSource,
    language: Language
  ) {
    self.repository = repository
    self.clock = clock
    self.random = random
    self.catalog = MessageCatalog(language: language)
    self.labels = Labels(catalog)
  }

  /// Adds a task with `text`, trimmed; answers `onTaskChanged` or `onFailure`.
  public func add(text: String) {
    perform { () throws(DomainError) in
      let text = try TaskText(text)
      let task = try repository.add(
        NewTask(text: text, createdAt: clock.now(), uuid: .random(using: random)))
      taskChanged(changed(task, label: labels.added, itemsLeft: counted(leftBy: 1)))
    }
  }

  /// Lists the tasks that `name`'s filter keeps; answers `onListed` or `onFailure`.
  public func list(filter name: String) {
    guard let filter = TaskFilter(rawValue: name) else {
      let names = TaskFilter.allCases.map(\.rawValue)
      let message =
        Suggestion.nearest(to: name, among: names).map {
          catalog.text(.usageDidYouMeanFilter, name, $0)
        } ?? catalog.text(.usageUnknownFilter, name, names.joined(separator: ", "))
      failed(ErrorModel(code: .usage, message: message))
      return
    }
    perform { () throws(DomainError) in
      let tasks = try repository.snapshot()
      // The tasks are read twice: for the counts, which a view needs before its first row,
      // then one at a time for the rows, as the view writes them.
      let counts = try tasks.flagCounts()
      let left = counts.all - counts.completed
      let kept = filter.kept(of: counts)
      self.filter = filter
      itemsLeft = left
      listed(
        TaskListModel(
          filter: filter, count: kept.count, lastID: kept.lastID?.rawValue, itemsLeft: left,
          itemsLeftText: catalog.counted(left, one: .itemsLeftOne, other: .itemsLeftOther),
          emptyText: catalog.text(Self.emptyListMessages[filter] ?? .emptyList)
        ) { body in
          // The same snapshot was just read whole for the counts: reading it again cannot fail.
          try? tasks.forEachRow { row in
            if filter.includes(isFavorite: row.isFavorite, isCompleted: row.isCompleted) {
              body(row.model)
            }
          }
        })
    }
  }

  /// Marks the tasks `ids` completed; answers `onTaskChanged`, `onSeveralChanged` or `onFailure`.
  public func complete(ids: [String]) {
    set(\.isCompleted, to: true, ids: ids, done: labels.completed, already: labels.alreadyCompleted)
  }

  /// Marks the tasks `ids` active; answers `onTaskChanged`, `onSeveralChanged` or `onFailure`.
  public func reopen(ids: [String]) {
    set(\.isCompleted, to: false, ids: ids, done: labels.reopened, already: labels.alreadyActive)
  }

  /// Stars the tasks `ids`; answers `onTaskChanged`, `onSeveralChanged` or `onFailure`.
  public func favorite(ids: [String]) {
    set(\.isFavorite, to: true, ids: ids, done: labels.favorited, already: labels.alreadyFavorite)
  }

  /// Unstars the tasks `ids`; answers `onTaskChanged`, `onSeveralChanged` or `onFailure`.
  public func unfavorite(ids: [String]) {
    set(
      \.isFavorite, to: false, ids: ids, done: labels.unfavorited,
      already: labels.alreadyNotFavorite)
  }

  /// Stars or unstars the task `id`; answers `onTaskChanged` or `onFailure`.
  public func toggleFavorite(id: String) {
    perform { () throws(DomainError) in
      var task = try existingTask(id)
      task.isFavorite.toggle()
      try update([task])
      taskChanged(
        changed(
          task, label: task.isFavorite ? labels.favorited : labels.unfavorited,
          itemsLeft: counted(leftBy: 0)))
    }
  }

  /// Completes or reopens the task `id`; answers `onTaskChanged` or `onFailure`.
  public func toggleCompleted(id: String) {
    perform { () throws(DomainError) in
      var task = try existingTask(id)
      task.isCompleted.toggle()
      if task.isCompleted { task.completedAt = clock.now() }
      try update([task])
      taskChanged(
        changed(
          task, label: task.isCompleted ? labels.completed : labels.reopened,
          itemsLeft: counted(leftBy: task.isCompleted ? -1 : 1)))
    }
  }

  /// Marks every task completed, as one change; answers `onAllToggled` or `onFailure`.
  public func completeAll() {
    markAll(completed: true)
  }

  /// Reopens every task when all are done, else completes them; answers `onAllToggled`.
  public func toggleAllCompleted() {
    markAll(completed: nil)
  }

  /// Gives the task `id` a new text, or removes it when `text` is empty; the text it already
  /// has changes nothing.
  public func edit(id: String, text: String) {
    perform { () throws(DomainError) in
      var task = try existingTask(id)
      let newText: TaskText
      do throws(DomainError) {
        newText = try TaskText(text)
      } catch .emptyTaskText {
        // As in TodoMVC: clearing a task's text deletes the task.
        try repository.remove(ids: [task.id])
        taskRemoved(removal(task, itemsLeft: counted(leftBy: task.isCompleted ? 0 : -1)))
        return
      } catch {
        throw error
      }
      // The same text is no change: nothing written, no undo step, said as `complete` says
      // "already completed". Compared scalar by scalar: `==` on strings would take a
      // decomposed "é" for a precomposed one, and the store keeps the scalars typed.
      if newText.value.unicodeScalars.elementsEqual(task.text.value.unicodeScalars) {
        taskChanged(changed(task, label: labels.unchanged, itemsLeft: counted(leftBy: 0)))
        return
      }
      task.text = newText
      try update([task])
      taskChanged(changed(task, label: labels.edited, itemsLeft: counted(leftBy: 0)))
    }
  }

  /// Removes the tasks `ids`; answers `onTaskRemoved`, `onSeveralRemoved` or `onFailure`.
  public func remove(ids: [String]) {
    perform { () throws(DomainError) in
      let tasks = try existingTasks(ids)
      try repository.remove(ids: tasks.map(\.id))
      let left = counted(leftBy: -activeCount(tasks))
      if ids.count == 1, let only = tasks.first {
        taskRemoved(removal(only, itemsLeft: left))
      } else {
        severalRemoved(
          TaskChangesModel(changes: tasks.map { removal($0) }, itemsLeft: left))
      }
    }
  }

  /// Removes the completed tasks, as one change; answers `onTasksRemoved` or `onFailure`.
  public func clearCompleted() {
    perform { () throws(DomainError) in
      var completed: [TaskID] = []
      // The tasks left, for the list a view shows: only when one is. The whole store is
      // not held past the removal, which would make the gateway copy its tasks.
      var left: [TaskItem] = []
      let isListing = itemsLeft != nil
      // One task at a time: an array of every task would double what a million cost.
      try repository.forEachTask { task in
        if task.isCompleted {
          completed.append(task.id)
        } else if isListing {
          left.append(task)
        }
      }
      try repository.remove(ids: completed)
      tasksRemoved(countModel(completed.count, left: left))
    }
  }

  /// Removes every task, as one change; answers `onTasksRemoved` or `onFailure`.
  public func removeAll() {
    perform { () throws(DomainError) in
      let count = try repository.count()
      try repository.removeAll()
      tasksRemoved(countModel(count, left: []))
    }
  }

  /// What an empty list says, by filter.
  private static let emptyListMessages: [TaskFilter: Message] = [
    .all: .emptyList, .active: .emptyActiveList, .completed: .emptyCompletedList,
    .favorites: .emptyFavoritesList,
  ]

  /// Reverts the latest change not undone yet; answers `onUndone` or `onFailure`.
  public func undo() {
    perform { () throws(DomainError) in
      guard let reverted = try repository.undo() else { throw .nothingToUndo }
      // Positions in `reverted`, not tasks: an undo of a million tasks is read from the
      // gateway one task at a time, as the view writes it. While every task is put back in
      // rising IDs (a bulk change's undo), the positions are those of `reverted` itself and
      // no array of them is kept.
      var restored: [(id: TaskID, position: Int)]?
      var removed: [(id: TaskID, position: Int)] = []
      var restoredCount = 0
      var lastRestored: TaskID?
      var leftBy = 0
      for (position, change) in reverted.enumerated() {
        if let task = change.restored {
          if restored == nil,
            position != restoredCount || lastRestored.map({ $0 >= task.id }) == true
          {
            restored = (0..<restoredCount).compactMap { index in
              reverted[index].restored.map { ($0.id, index) }
            }
          }
          restored?.append((task.id, position))
          restoredCount += 1
          lastRestored = task.id
          if !task.isCompleted { leftBy += 1 }
        } else if let task = change.undone {
          removed.append((task.id, position))
        }
        if let task = change.undone, !task.isCompleted { leftBy -= 1 }
      }
      // By ID; sorted in place only when not already (a gateway hands out a bulk change so).
      if let list = restored, !zip(list, list.dropFirst()).allSatisfy({ $0.id < $1.id }) {
        restored?.sort { $0.id < $1.id }
      }
      if !zip(removed, removed.dropFirst()).allSatisfy({ $0.id < $1.id }) {
        removed.sort { $0.id < $1.id }
      }
      let (filter, restoredAt, removedAt) = (self.filter, restored, removed)
      let (restoredLabel, removedLabel) = (labels.restored, labels.removed)
      undone(
        TaskUndoModel(
          undone: Self.undoneChange(reverted),
          restored: TaskChangeList(count: restoredCount) { index in
            let change = reverted[restoredAt?[index].position ?? index]
            let task = change.restored ?? change.undone
            return TaskChangeModel(
              task: task?.model ?? Self.missing(id: index + 1),
              label: restoredLabel, isShown: task.map(filter.includes) ?? false,
              itemsLeft: nil)
          },
          removed: TaskChangeList(count: removedAt.count) { index in
            let task = reverted[removedAt[index].position].undone
            return TaskChangeModel(
              task: task?.model ?? Self.missing(id: removedAt[index].id.rawValue),
              label: removedLabel, isShown: false, itemsLeft: nil)
          },
          itemsLeft: counted(leftBy: leftBy)))
    }
  }

  /// What an undo's answer shows of a task the gateway no longer hands out (it always does:
  /// the answer is read right after the undo).
  private static func missing(id: Int) -> TaskModel {
    TaskModel(id: id, text: "", isFavorite: false, isCompleted: false)
  }

  /// Registers the handler of each task one command added or changed.
  public func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskChanged = handler
  }
  /// Registers the handler of each task one command removed.
  public func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskRemoved = handler
  }
  /// Registers the handler of the tasks a command given several IDs changed.
  public func onSeveralChanged(_ handler: @escaping (TaskChangesModel) -> Void) {
    severalChanged = handler
  }
  /// Registers the handler of the tasks a command given several IDs removed.
  public func onSeveralRemoved(_ handler: @escaping (TaskChangesModel) -> Void) {
    severalRemoved = handler
  }
  /// Registers the handler of each list.
  public func onListed(_ handler: @escaping (TaskListModel) -> Void) { listed = handler }
  /// Registers the handler of each bulk removal's count.
  public func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void) {
    tasksRemoved = handler
  }
  /// Registers the handler of each `completeAll()` and `toggleAllCompleted()`.
  public func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void) {
    allToggled = handler
  }
  /// Registers the handler of each undo.
  public func onUndone(_ handler: @escaping (TaskUndoModel) -> Void) { undone = handler }
  /// Registers the handler of each import's outcome.
  public func onImported(_ handler: @escaping (TaskImportModel) -> Void) { imported = handler }
  /// Registers the handler of each export's tasks.
  public func onExported(_ handler: @escaping (TaskExportModel) -> Void) { exported = handler }
  /// Registers the handler of each failed command.
  public func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  // MARK: - Helpers

  /// Runs one command, turning any refusal into exactly one failure outcome.
  func perform(_ command: () throws(DomainError) -> Void) {
    runCommand(command, catalog: catalog, onFailure: failed)
  }

  private func existingTask(_ id: String) throws(DomainError) -> TaskItem {
    let taskID = try TaskID(parsing: id)
    guard let task = try repository.task(withID: taskID) else { throw .taskNotFound(taskID) }
    return task
  }

  /// The tasks `ids` name, each once, in the order given: every ID is parsed and looked up
  /// before a command changes anything, so one bad or unknown ID fails it whole.
  private func existingTasks(_ ids: [String]) throws(DomainError) -> [TaskItem] {
    var tasks: [TaskItem] = []
    var seen = Set<TaskID>()
    for id in ids {
      let task = try existingTask(id)
      if seen.insert(task.id).inserted { tasks.append(task) }
    }
    return tasks
  }

  /// Sets one state (`field`) of the tasks `ids` to `value`, idempotently: a task already
  /// so is said to be (`already`) and not written.
  private func set(
    _ field: WritableKeyPath<TaskItem, Bool>, to value: Bool, ids: [String], done: String,
    already: String
  ) {
    perform { () throws(DomainError) in
      var updated: [TaskItem] = []
      var changes: [TaskChangeModel] = []
      // Read once, and only when a task is completed: every task of a command gets one time.
      var now: Int64?
      for var task in try existingTasks(ids) {
        if task[keyPath: field] == value {
          changes.append(changed(task, label: already))
        } else {
          task[keyPath: field] = value
          if field == \TaskItem.isCompleted, value {
            let time = now ?? clock.now()
            now = time
            task.completedAt = time
          }
          updated.append(task)
          changes.append(changed(task, label: done))
        }
      }
      if !updated.isEmpty { try update(updated) }
      let completing = field == \TaskItem.isCompleted ? (value ? -1 : 1) : 0
      let left = counted(leftBy: completing * updated.count)
      // The answer's shape follows how many IDs were typed, never what the store held.
      if ids.count == 1, let only = changes.first {
        taskChanged(
          TaskChangeModel(
            task: only.task, label: only.label, isShown: only.isShown, itemsLeft: left))
      } else {
        severalChanged(TaskChangesModel(changes: changes, itemsLeft: left))
      }
    }
  }

  /// Marks every task completed or active (`nil`: as the toggle says), as one change.
  ///
  /// The store is read once, keeping the IDs of the tasks to change, not the tasks: a
  /// million of them are changed in place by the gateway (`update(ids:_:)`), never copied
  /// into an array here. Every task is gathered only for the list a view shows, when one is.
  private func markAll(completed wanted: Bool?) {
    perform { () throws(DomainError) in
      var active: [TaskID] = []
      var completed: [TaskID] = []
      var activeForeign = false
      var completedForeign = false
      var shown: [TaskItem] = []
      let isListing = itemsLeft != nil
      try repository.forEachTask { task in
        if task.isCompleted {
          completed.append(task.id)
          completedForeign = completedForeign || task.foreign != nil
        } else {
          active.append(task.id)
          activeForeign = activeForeign || task.foreign != nil
        }
        if isListing { shown.append(task) }
      }
      // As in TodoMVC: when every task is done the toggle reopens them all.
      let target = wanted ?? (!active.isEmpty || completed.isEmpty)
      let ids = target ? active : completed
      active = []
      completed = []
      let now: Int64? = target && !ids.isEmpty ? clock.now() : nil
      if !ids.isEmpty {
        // A task that came with foreign data records when puremvp changed it (`update`).
        let stamp = (target ? activeForeign : completedForeign) ? clock.now() : nil
        try repository.update(ids: ids) { task in
          task.isCompleted = target
          if let now { task.completedAt = now }
          if let stamp { task.foreign = task.foreign?.changed(at: stamp) }
        }
      }
      let summary: Message = target ? .allTasksCompleted : .allTasksActive
      allToggled(
        CompleteAllModel(
          isCompleted: target, changedCount: ids.count,
          summary: catalog.text(summary, String(ids.count)),
          list: shownList(
            shown.map { task in
              var task = task
              if task.isCompleted != target {
                task.isCompleted = target
                if let now { task.completedAt = now }
              }
              return task
            })))
    }
  }

  /// The kind of change an undo reverted, named from the change itself: the gateway keeps
  /// the tasks' states, not what was typed, and a change tells its kind (an add, a removal,
  /// an edit, a state set one way) but not which of the commands that make it ran.
  private static func undoneChange(_ reverted: RevertedTasks) -> UndoneChange {
    // An add stores one task; only an import stores several as one change.
    if reverted.count > 1, reverted.allSatisfy({ $0.undone != nil && $0.restored == nil }) {
      return .importTasks
    }
    for change in reverted {
      switch (change.undone, change.restored) {
      case (.some, nil): return .add
      case (nil, .some): return .remove
      case (let after?, let before?):
        if after.text != before.text { return .edit }
        if after.isCompleted != before.isCompleted {
          return after.isCompleted ? .complete : .reopen
        }
        if after.isFavorite != before.isFavorite {
          return after.isFavorite ? .favorite : .unfavorite
        }
      case (nil, nil): continue
      }
    }
    // Only a hand-written store holds a change that changed nothing.
    return .edit
  }

  /// Stores changed tasks as one change. A task that came with foreign data records when
  /// puremvp changed it: its program's own "last modified" time is no longer true.
  private func update(_ tasks: [TaskItem]) throws(DomainError) {
    guard tasks.contains(where: { $0.foreign != nil }) else {
      return try repository.update(tasks)
    }
    let now = clock.now()
    try repository.update(
      tasks.map { task in
        var task = task
        task.foreign = task.foreign?.changed(at: now)
        return task
      })
  }

  /// A bulk removal of `count` tasks that left `left` behind.
  private func countModel(_ count: Int, left: [TaskItem]) -> TaskCountModel {
    TaskCountModel(
      removedCount: count,
      summary: catalog.counted(count, one: .tasksRemovedOne, other: .tasksRemovedOther),
      list: shownList(left))
  }

  // MARK: - The list a view shows

  /// The tasks `filter` keeps among `tasks`, with the items left (counted anew here).
  private func listModel(_ tasks: [TaskItem]) -> TaskListModel {
    var rows: [TaskModel] = []
    var left = 0
    for task in tasks {
      if !task.isCompleted { left += 1 }
      if filter.includes(task) { rows.append(task.model) }
    }
    itemsLeft = left
    return TaskListModel(
      filter: filter, tasks: rows, itemsLeft: left,
      itemsLeftText: catalog.counted(left, one: .itemsLeftOne, other: .itemsLeftOther),
      emptyText: catalog.text(Self.emptyListMessages[filter] ?? .emptyList))
  }

  /// The list last asked for, made of `tasks` (every stored task, as a bulk command left
  /// them, gathered only when a list is shown); `nil` when no list was asked for.
  private func shownList(_ tasks: [TaskItem]) -> TaskListModel? {
    guard itemsLeft != nil else { return nil }
    return listModel(tasks)
  }

  /// Moves the items left by `delta` when a list has counted them, and says how many are.
  func counted(leftBy delta: Int) -> ItemsLeftModel? {
    guard let count = itemsLeft.map({ $0 + delta }) else { return nil }
    itemsLeft = count
    return ItemsLeftModel(
      count: count, text: catalog.counted(count, one: .itemsLeftOne, other: .itemsLeftOther))
  }

  /// `task` as a command left it, with `label`, and whether the current filter keeps it.
  private func changed(
    _ task: TaskItem, label: String, itemsLeft: ItemsLeftModel? = nil
  ) -> TaskChangeModel {
    TaskChangeModel(
      task: task.model, label: label, isShown: filter.includes(task), itemsLeft: itemsLeft)
  }

  /// `task`, removed: no list shows it any more.
  private func removal(_ task: TaskItem, itemsLeft: ItemsLeftModel? = nil) -> TaskChangeModel {
    TaskChangeModel(
      task: task.model, label: labels.removed, isShown: false, itemsLeft: itemsLeft)
  }

  private func activeCount(_ tasks: [TaskItem]) -> Int {
    tasks.count(where: { !$0.isCompleted })
  }

}

extension TaskItem {
  var model: TaskModel {
    TaskModel(
      id: id.rawValue, text: text.value, isFavorite: isFavorite, isCompleted: isCompleted,
      createdAt: createdAt, completedAt: completedAt)
  }
}

extension TaskRow {
  fileprivate var model: TaskRowModel {
    TaskRowModel(
      id: id.rawValue, textPart: textPart, isFavorite: isFavorite, isCompleted: isCompleted,
      createdSeconds: createdAt, completedSeconds: completedAt)
  }
}

extension TaskFilter {
  fileprivate func includes(_ task: TaskItem) -> Bool {
    includes(isFavorite: task.isFavorite, isCompleted: task.isCompleted)
  }

  fileprivate func includes(isFavorite: Bool, isCompleted: Bool) -> Bool {
    switch self {
    case .all: true
    case .active: !isCompleted
    case .completed: isCompleted
    case .favorites: isFavorite
    }
  }

  /// How many of the counted tasks the filter keeps (those `includes` says), and the
  /// highest ID among them.
  fileprivate func kept(of counts: TaskFlagCounts) -> (count: Int, lastID: TaskID?) {
    switch self {
    case .all: (counts.all, counts.lastID)
    case .active: (counts.all - counts.completed, counts.lastActiveID)
    case .completed: (counts.completed, counts.lastCompletedID)
    case .favorites: (counts.favorites, counts.lastFavoriteID)
    }
  }
}
