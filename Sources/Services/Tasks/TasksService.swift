import Domain

/// The Tasks application's model, as its presenter sees it: commands in, presentation models out.
///
/// Each command answers through exactly one of the registered outcome handlers. IDs arrive as
/// the user typed them (`3` or `#3`). A command given several IDs checks them all before it
/// changes anything: one bad or unknown ID fails it whole; an ID given twice counts once.
///
/// The service keeps the filter of the last list asked for (`all` until one is), so that a
/// view showing a list never asks twice for one gesture: each change answers whether its
/// tasks still show under that filter, and, once a list has counted them, the items left
/// (a command-line run that never lists counts nothing, and an add stays one write).
public protocol TasksService: AnyObject {
  /// Adds a task with `text`, trimmed.
  func add(text: String)
  /// Lists the tasks that match the filter named `filter` (`all`, `active`, `completed`,
  /// `favorites`), oldest first, and keeps that filter for the changes that follow; an
  /// unknown name is a usage failure and keeps the filter as it was.
  func list(filter: String)
  /// Marks the tasks `ids` completed; one already completed is said so and left as it is.
  /// One ID answers through `onTaskChanged`, several through `onSeveralChanged`.
  func complete(ids: [String])
  /// Marks the tasks `ids` active; answers like `complete(ids:)`.
  func reopen(ids: [String])
  /// Stars the tasks `ids`; answers like `complete(ids:)`.
  func favorite(ids: [String])
  /// Unstars the tasks `ids`; answers like `complete(ids:)`.
  func unfavorite(ids: [String])
  /// Completes or reopens the task `id` (the check box).
  func toggleCompleted(id: String)
  /// Stars or unstars the task `id` (the star button).
  func toggleFavorite(id: String)
  /// Marks every task completed.
  func completeAll()
  /// Marks every task active when all are completed, else marks every task completed.
  func toggleAllCompleted()
  /// Gives the task `id` a new text; an empty text removes the task, the text it already
  /// has changes nothing (no write, no undo step).
  func edit(id: String, text: String)
  /// Removes the tasks `ids`: one ID answers through `onTaskRemoved`, several through
  /// `onSeveralRemoved`.
  func remove(ids: [String])
  /// Removes every completed task.
  func clearCompleted()
  /// Removes every task.
  func removeAll()
  /// Reverts the latest change not undone yet; a second undo goes one change further back.
  func undo()
  /// Adds the tasks of an imported file as one change (one `undo` takes them all back),
  /// after the same rules as `add(text:)`; entries the rules refuse, or whose UUID the
  /// store already holds, are skipped and reported, and never fail the others.
  func importTasks(_ request: TaskImportRequest)
  /// Answers every task, oldest first, with the values a file keeps (times, UUID).
  func exportTasks()

  /// Calls `handler` with the task a command given one task added or changed.
  func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void)
  /// Calls `handler` with the task a command given one task removed.
  func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void)
  /// Calls `handler` with the tasks a command given several IDs changed.
  func onSeveralChanged(_ handler: @escaping (TaskChangesModel) -> Void)
  /// Calls `handler` with the tasks a command given several IDs removed.
  func onSeveralRemoved(_ handler: @escaping (TaskChangesModel) -> Void)
  /// Calls `handler` with each list asked for.
  func onListed(_ handler: @escaping (TaskListModel) -> Void)
  /// Calls `handler` with the count of each bulk removal.
  func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void)
  /// Calls `handler` with the outcome of each `completeAll()` and `toggleAllCompleted()`.
  func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void)
  /// Calls `handler` with what each `undo()` reverted.
  func onUndone(_ handler: @escaping (TaskUndoModel) -> Void)
  /// Calls `handler` with what each `importTasks(_:)` added and skipped.
  func onImported(_ handler: @escaping (TaskImportModel) -> Void)
  /// Calls `handler` with each `exportTasks()`'s tasks.
  func onExported(_ handler: @escaping (TaskExportModel) -> Void)
  /// Calls `handler` with each failed command; a failed command changes nothing.
  func onFailure(_ handler: @escaping (ErrorModel) -> Void)
}

/// Which tasks a list shows.
public enum TaskFilter: String, CaseIterable, Sendable {
  /// Every task.
  case all
  /// Tasks not completed.
  case active
  /// Completed tasks.
  case completed
  /// Starred tasks.
  case favorites
}

/// One task, ready to show.
///
/// The times are kept as seconds and written out only when shown: a million adds answer a
/// million models, and most are never shown with their times.
public struct TaskModel: Equatable, Sendable {
  /// The task's number.
  public let id: Int
  /// The task's text.
  public let text: String
  /// Whether the task is starred.
  public let isFavorite: Bool
  /// Whether the task is done.
  public let isCompleted: Bool
  fileprivate let createdSeconds: Int64?
  fileprivate let completedSeconds: Int64?
  /// How a starred task's star is shown.
  public var starStyle: TextStyle { .yellow }

  /// A task row with every field given; times in seconds since the epoch.
  public init(
    id: Int, text: String, isFavorite: Bool, isCompleted: Bool, createdAt: Int64? = nil,
    completedAt: Int64? = nil
  ) {
    self.id = id
    self.text = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdSeconds = createdAt
    self.completedSeconds = completedAt
  }

  /// When the task was created, ISO 8601 in UTC (`2026-01-01T09:00:00Z`); `nil` when the
  /// task comes from a store older than timestamps.
  public var createdAt: String? { ShownTime.exact(createdSeconds) }
  /// When the task was completed, ISO 8601 in UTC; `nil` while it is active, or when its
  /// store did not record it.
  public var completedAt: String? { ShownTime.exact(completedSeconds) }
  /// When the task was created, briefly, to the minute in UTC (`2026-01-01 09:00`); `-`
  /// when unknown.
  public var createdText: String { ShownTime.brief(createdSeconds) }
  /// When the task was completed, as `createdText`; empty while it is active, `-` when
  /// its store did not record it.
  public var completedText: String { ShownTime.brief(completedSeconds, ifDone: isCompleted) }
}

/// How a task's times are shown, in one place for `TaskModel` and `TaskRowModel`.
private enum ShownTime {
  /// ISO 8601 in UTC; `nil` when unknown.
  static func exact(_ seconds: Int64?) -> String? { seconds.map(Timestamp.iso8601) }
  /// To the minute in UTC; `-` when unknown; empty for a completion not made (`ifDone`).
  static func brief(_ seconds: Int64?, ifDone isDone: Bool = true) -> String {
    guard isDone else { return "" }
    return seconds.map(Timestamp.brief) ?? "-"
  }
}

/// Part of a string, given by where it lies in the string's UTF-8: a row's text
/// (`TaskRowModel.textPart`), which shares its string with the texts of other rows.
public typealias TextPart = Domain.TextPart

/// One row of a list, ready to show: what `TaskModel` says, made without a `String` per
/// text.
///
/// Its text is part of a string, which may hold the texts of many tasks: a list of a million
/// rows then makes a few hundred strings, not a million.
public struct TaskRowModel: Sendable {
  /// The task's number.
  public let id: Int
  /// The task's text, as part of a string that may hold other texts.
  public let textPart: TextPart
  /// Whether the task is starred.
  public let isFavorite: Bool
  /// Whether the task is done.
  public let isCompleted: Bool
  /// When the task was created, in seconds since the epoch; `nil` when unknown.
  let createdSeconds: Int64?
  /// When the task was completed, in seconds since the epoch; `nil` while it is active or
  /// when unknown.
  let completedSeconds: Int64?

  /// How a starred task's star is shown.
  public var starStyle: TextStyle { .yellow }

  /// The task's text, as UTF-8.
  public var text: Substring.UTF8View { textPart.utf8 }

  /// The task of the row, its text a `String` of its own.
  public var task: TaskModel {
    TaskModel(
      id: id, text: String(Substring(text)), isFavorite: isFavorite, isCompleted: isCompleted,
      createdAt: createdSeconds, completedAt: completedSeconds)
  }

  /// When the task was created, ISO 8601 in UTC, as `TaskModel.createdAt`.
  public var createdAt: String? { ShownTime.exact(createdSeconds) }
  /// When the task was completed, ISO 8601 in UTC, as `TaskModel.completedAt`.
  public var completedAt: String? { ShownTime.exact(completedSeconds) }
  /// When the task was created, briefly, as `TaskModel.createdText`.
  public var createdText: String { ShownTime.brief(createdSeconds) }
  /// When the task was completed, briefly, as `TaskModel.completedText`.
  public var completedText: String { ShownTime.brief(completedSeconds, ifDone: isCompleted) }
}

extension TaskRowModel {
  /// A row with every field given; times in seconds since the epoch.
  public init(
    id: Int, text: Substring.UTF8View, isFavorite: Bool, isCompleted: Bool,
    createdAt: Int64? = nil,
    completedAt: Int64? = nil
  ) {
    self.init(
      id: id, textPart: TextPart(text), isFavorite: isFavorite, isCompleted: isCompleted,
      createdSeconds: createdAt, completedSeconds: completedAt)
  }

  /// The row of `task`.
  public init(_ task: TaskModel) {
    self.init(
      id: task.id, textPart: TextPart(task.text), isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, createdSeconds: task.createdSeconds,
      completedSeconds: task.completedSeconds)
  }
}

/// One task that a command added, changed or removed, with a word saying what happened.
public struct TaskChangeModel: Equatable, Sendable {
  /// The task as it is after the command (for a removal: as it was).
  public let task: TaskModel
  /// What happened, in the user's language ("added", "completed", "removed"…).
  public let label: String
  /// Whether the list last asked for shows the task as the command left it: its filter
  /// keeps it. `false` for a task the command removed.
  public let isShown: Bool
  /// The items left after the command, when a list has counted them; `nil` on a change
  /// inside a `TaskChangesModel` or a `TaskUndoModel`, which carry it once for all.
  public let itemsLeft: ItemsLeftModel?

  /// A change of `task` described by `label`; shown under the filter unless `isShown` is
  /// `false`, with the items left when counted.
  public init(
    task: TaskModel, label: String, isShown: Bool = true, itemsLeft: ItemsLeftModel? = nil
  ) {
    self.task = task
    self.label = label
    self.isShown = isShown
    self.itemsLeft = itemsLeft
  }
}

/// How many tasks in the whole store are not completed, as a change left them.
public struct ItemsLeftModel: Equatable, Sendable {
  /// The number of tasks not completed.
  public let count: Int
  /// `count` in words: "1 item left", "3 items left".
  public let text: String

  /// A counter with its words.
  public init(count: Int, text: String) {
    self.count = count
    self.text = text
  }
}

/// A filtered list of tasks with the count of those still active.
///
/// Its rows are handed out one at a time (`forEachRow`, or `forEachTask` as `TaskModel`s),
/// so that a list of a million tasks holds one row at a time, not a million; the counts a
/// view needs before the first row are given up front.
public struct TaskListModel: Equatable, Sendable {
  /// The filter the list was made with.
  public let filter: TaskFilter
  /// How many tasks the list shows.
  public let count: Int
  /// The ID of the list's last task, the highest it shows; `nil` when it is empty.
  public let lastID: Int?
  /// How many tasks in the whole store are not completed.
  public let itemsLeft: Int
  /// `itemsLeft` in words: "1 item left", "3 items left".
  public let itemsLeftText: String
  /// What the list says when it is empty, for its filter ("No favorite tasks", "Nothing to
  /// do"); given also when it has tasks, since a later change may empty it.
  public let emptyText: String
  /// Calls its argument with each row, oldest first.
  private let produce: @Sendable ((TaskRowModel) -> Void) -> Void

  /// A list of `tasks`, with every other field given.
  public init(
    filter: TaskFilter, tasks: [TaskModel], itemsLeft: Int, itemsLeftText: String,
    emptyText: String = ""
  ) {
    self.init(
      filter: filter, count: tasks.count, lastID: tasks.last?.id, itemsLeft: itemsLeft,
      itemsLeftText: itemsLeftText, emptyText: emptyText
    ) { body in
      for task in tasks { body(TaskRowModel(task)) }
    }
  }

  /// A list of `count` rows, the last with `lastID`, that `produce` hands out, each once,
  /// oldest first, every time it is called.
  public init(
    filter: TaskFilter, count: Int, lastID: Int?, itemsLeft: Int, itemsLeftText: String,
    emptyText: String, produce: @escaping @Sendable ((TaskRowModel) -> Void) -> Void
  ) {
    self.filter = filter
    self.count = count
    self.lastID = lastID
    self.itemsLeft = itemsLeft
    self.itemsLeftText = itemsLeftText
    self.emptyText = emptyText
    self.produce = produce
  }

  /// Calls `body` with each row, oldest first.
  public func forEachRow(_ body: (TaskRowModel) -> Void) {
    produce(body)
  }

  /// Calls `body` with each row as a `TaskModel`, oldest first.
  public func forEachTask(_ body: (TaskModel) -> Void) {
    produce { body($0.task) }
  }

  /// The matching tasks, oldest first, all together.
  public var tasks: [TaskModel] {
    var tasks: [TaskModel] = []
    tasks.reserveCapacity(count)
    forEachTask { tasks.append($0) }
    return tasks
  }

  /// Whether both show the same rows and say the same.
  public static func == (left: TaskListModel, right: TaskListModel) -> Bool {
    left.filter == right.filter && left.itemsLeft == right.itemsLeft
      && left.itemsLeftText == right.itemsLeftText && left.emptyText == right.emptyText
      && left.count == right.count && left.tasks == right.tasks
  }
}

/// How many tasks a bulk removal took away.
public struct TaskCountModel: Equatable, Sendable {
  /// The number of tasks removed.
  public let removedCount: Int
  /// The count in words: "Removed 2 tasks".
  public let summary: String
  /// The list last asked for, as the removal left it; `nil` when no list was asked for.
  public let list: TaskListModel?

  /// A removal count with its summary, and the list it left when one was asked for.
  public init(removedCount: Int, summary: String, list: TaskListModel? = nil) {
    self.removedCount = removedCount
    self.summary = summary
    self.list = list
  }
}

/// The outcome of `complete-all`: which way every task went and how many changed.
public struct CompleteAllModel: Equatable, Sendable {
  /// `true` when every task is now completed, `false` when every task is now active.
  public let isCompleted: Bool
  /// How many tasks changed state.
  public let changedCount: Int
  /// The outcome in words.
  public let summary: String
  /// The list last asked for, as the command left it; `nil` when no list was asked for.
  public let list: TaskListModel?

  /// An outcome with every field given.
  public init(
    isCompleted: Bool, changedCount: Int, summary: String, list: TaskListModel? = nil
  ) {
    self.isCompleted = isCompleted
    self.changedCount = changedCount
    self.summary = summary
    self.list = list
  }
}

/// The tasks a command given several IDs changed or removed, each with what happened to it.
public struct TaskChangesModel: Equatable, Sendable {
  /// One change per task, in the order the IDs were given (each ID once).
  public let changes: [TaskChangeModel]
  /// The items left after the command, when a list has counted them.
  public let itemsLeft: ItemsLeftModel?

  /// The changes of a command given several IDs, with the items left when counted.
  public init(changes: [TaskChangeModel], itemsLeft: ItemsLeftModel? = nil) {
    self.changes = changes
    self.itemsLeft = itemsLeft
  }
}

/// What an undo reverted.
public struct TaskUndoModel: Equatable, Sendable {
  /// The kind of change undone, named from the change itself: undoing a `toggleCompleted`
  /// that completed a task is `.complete`. A view words it.
  public let undone: UndoneChange
  /// The tasks put back, as they are now, by ID.
  public let restored: TaskChangeList
  /// The tasks the undo removed (the undone command had added them), as they were, by ID.
  public let removed: TaskChangeList
  /// The items left after the undo, when a list has counted them.
  public let itemsLeft: ItemsLeftModel?

  /// An undo with every field given.
  public init(
    undone: UndoneChange, restored: TaskChangeList, removed: TaskChangeList,
    itemsLeft: ItemsLeftModel? = nil
  ) {
    self.undone = undone
    self.restored = restored
    self.removed = removed
    self.itemsLeft = itemsLeft
  }
}

/// Changed tasks, each made when asked for: an undo of a million tasks holds no million
/// models, each is made as a view writes it.
public struct TaskChangeList: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral,
  Sendable
{
  /// The first position: 0.
  public let startIndex = 0
  /// The position after the last.
  public let endIndex: Int
  /// The change at a position, made when asked for.
  private let element: @Sendable (Int) -> TaskChangeModel

  /// The changes of `changes`.
  public init(_ changes: [TaskChangeModel]) {
    endIndex = changes.count
    element = { changes[$0] }
  }

  /// `count` changes, the one at each position made by `element`, the same each time.
  public init(count: Int, element: @escaping @Sendable (Int) -> TaskChangeModel) {
    endIndex = count
    self.element = element
  }

  /// The given ones.
  public init(arrayLiteral changes: TaskChangeModel...) { self.init(changes) }

  /// The change at `position`, made now.
  public subscript(position: Int) -> TaskChangeModel { element(position) }

  /// Whether both hold the same changes in the same order.
  public static func == (left: TaskChangeList, right: TaskChangeList) -> Bool {
    left.elementsEqual(right)
  }
}

/// The kind of change an undo reverted: the gateway keeps the tasks' states, not what was
/// typed, so a change tells its kind but not which of the commands that make it ran.
public enum UndoneChange: Equatable, Sendable, CaseIterable {
  /// One task added.
  case add
  /// The tasks of one file added.
  case importTasks
  /// Tasks removed.
  case remove
  /// A task's text changed.
  case edit
  /// Tasks marked completed.
  case complete
  /// Tasks marked active.
  case reopen
  /// Tasks starred.
  case favorite
  /// Tasks unstarred.
  case unfavorite
}
