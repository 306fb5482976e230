/// Every stored task as it was when a gateway was asked for them (`TaskRepository.snapshot()`),
/// handed out one at a time, as often as asked: a list of a million tasks reads them twice
/// (its counts, then its rows) and holds one at a time, and a later change does not alter
/// what it reads.
public struct TaskSnapshot: Sendable {
  /// How many tasks it holds.
  public let count: Int
  private let read: @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void
  private let readCounts: Counts?
  private let readRows: Rows?

  /// What counts the tasks' flags (`TaskFlagCounts`), without reading each task out.
  public typealias Counts = @Sendable () throws(DomainError) -> TaskFlagCounts

  /// What reads each task as a list shows it (`TaskRow`), without a `TaskItem`.
  public typealias Rows = @Sendable ((TaskRow) -> Void) throws(DomainError) -> Void

  /// A snapshot of `tasks`, which must be oldest first.
  public init(_ tasks: [TaskItem]) {
    self.init(count: tasks.count) { body in
      for task in tasks { body(task) }
    }
  }

  /// A snapshot of `count` tasks that `read` hands out, each once, oldest first, the same
  /// tasks every time it is called; `counts`, when given, counts the same tasks' flags, more
  /// cheaply than reading the whole tasks, and `rows`, when given, hands out the same tasks
  /// as a list shows them; both fail where `read` would: a reader that once read them all
  /// without failing reads them again without failing.
  public init(
    count: Int, read: @escaping @Sendable ((TaskItem) -> Void) throws(DomainError) -> Void,
    counts: Counts? = nil, rows: Rows? = nil
  ) {
    self.count = count
    self.read = read
    self.readCounts = counts
    self.readRows = rows
  }

  /// Calls `body` with every task, oldest first.
  public func forEachTask(_ body: (TaskItem) -> Void) throws(DomainError) {
    try read(body)
  }

  /// How many of its tasks are completed or starred, and the highest ID of each kind: what
  /// a list's counts need before its rows, without making each task's text.
  public func flagCounts() throws(DomainError) -> TaskFlagCounts {
    if let readCounts { return try readCounts() }
    var counts = TaskFlagCounts()
    try read { counts.count(id: $0.id, isFavorite: $0.isFavorite, isCompleted: $0.isCompleted) }
    return counts
  }

  /// Calls `body` with every task as a list shows it, oldest first: what a list's rows
  /// need, without the UUID and foreign data of a `TaskItem` (a gateway that keeps its
  /// tasks as bytes hands each text out without making a `String` of it).
  public func forEachRow(_ body: (TaskRow) -> Void) throws(DomainError) {
    guard let readRows else {
      try read { body(TaskRow($0)) }
      return
    }
    try readRows(body)
  }
}

/// How many tasks there are, how many are completed and how many starred, and the highest
/// ID of each kind (the last in a list of them): what a list counts before its rows,
/// whichever tasks it keeps.
public struct TaskFlagCounts: Equatable, Sendable {
  /// How many tasks were counted.
  public private(set) var all = 0
  /// How many of them are completed.
  public private(set) var completed = 0
  /// How many of them are starred.
  public private(set) var favorites = 0
  /// The highest ID counted; `nil` when there is none.
  public private(set) var lastID: TaskID?
  /// The highest ID of a task not completed; `nil` when there is none.
  public private(set) var lastActiveID: TaskID?
  /// The highest ID of a completed task; `nil` when there is none.
  public private(set) var lastCompletedID: TaskID?
  /// The highest ID of a starred task; `nil` when there is none.
  public private(set) var lastFavoriteID: TaskID?

  /// No task counted yet.
  public init() {}

  /// The counts with every field given: what a gateway that counts its own way answers.
  public init(
    all: Int, completed: Int, favorites: Int, lastID: TaskID?, lastActiveID: TaskID?,
    lastCompletedID: TaskID?, lastFavoriteID: TaskID?
  ) {
    self.all = all
    self.completed = completed
    self.favorites = favorites
    self.lastID = lastID
    self.lastActiveID = lastActiveID
    self.lastCompletedID = lastCompletedID
    self.lastFavoriteID = lastFavoriteID
  }

  /// Counts one more task, in any order.
  public mutating func count(id: TaskID, isFavorite: Bool, isCompleted: Bool) {
    all += 1
    lastID = Swift.max(lastID ?? id, id)
    if isCompleted {
      completed += 1
      lastCompletedID = Swift.max(lastCompletedID ?? id, id)
    } else {
      lastActiveID = Swift.max(lastActiveID ?? id, id)
    }
    if isFavorite {
      favorites += 1
      lastFavoriteID = Swift.max(lastFavoriteID ?? id, id)
    }
  }
}

/// A stored task as a list shows it: its ID, flags, times and text, without its UUID and
/// foreign data, which no list shows. What `TaskSnapshot.forEachRow` hands out.
public struct TaskRow: Sendable {
  /// The task's identity in its store.
  public let id: TaskID
  /// Whether the user starred the task.
  public let isFavorite: Bool
  /// Whether the task is done.
  public let isCompleted: Bool
  /// When the task was created, in seconds since the epoch; `nil` when unknown.
  public let createdAt: Int64?
  /// When the task was completed, in seconds since the epoch; `nil` while it is active or
  /// when unknown.
  public let completedAt: Int64?
  /// What the task says (its `TaskText`'s value), as part of a string that may hold the
  /// texts of other tasks too, made once for them all.
  public let textPart: TextPart

  /// What the task says, as its UTF-8.
  public var text: Substring.UTF8View { textPart.utf8 }

  /// A row with every field given.
  public init(
    id: TaskID, text: TextPart, isFavorite: Bool, isCompleted: Bool, createdAt: Int64?,
    completedAt: Int64?
  ) {
    self.id = id
    self.textPart = text
    self.isFavorite = isFavorite
    self.isCompleted = isCompleted
    self.createdAt = createdAt
    self.completedAt = completedAt
  }

  /// A row with every field given, its text the UTF-8 of part of a string.
  public init(
    id: TaskID, text: Substring.UTF8View, isFavorite: Bool, isCompleted: Bool, createdAt: Int64?,
    completedAt: Int64?
  ) {
    self.init(
      id: id, text: TextPart(text), isFavorite: isFavorite, isCompleted: isCompleted,
      createdAt: createdAt, completedAt: completedAt)
  }

  /// The row of `task`.
  public init(_ task: TaskItem) {
    self.init(
      id: task.id, text: TextPart(task.text.value), isFavorite: task.isFavorite,
      isCompleted: task.isCompleted, createdAt: task.createdAt, completedAt: task.completedAt)
  }
}

/// Part of a string, given by where it lies in the string's UTF-8: the text of a row, which
/// may share its string with the texts of thousands of other rows (a list of a million
/// rows then makes a few hundred strings, not a million). Two offsets, not a `Substring`,
/// whose making checks both ends against the string: for every row of a list, that cost
/// more than writing the row.
public struct TextPart: Sendable {
  /// The string the part is of.
  public let source: String
  /// Where the part lies in `source`: offsets in its UTF-8, from its start. Offsets past
  /// the string's end are read as its end.
  public let utf8Offsets: Range<Int>

  /// The part of `source` at `utf8Offsets`.
  public init(of source: String, at utf8Offsets: Range<Int>) {
    self.source = source
    self.utf8Offsets = utf8Offsets
  }

  /// The whole of `text`.
  public init(_ text: String) {
    self.init(of: text, at: 0..<text.utf8.count)
  }

  /// The part of a string that `utf8` is the UTF-8 of.
  public init(_ utf8: Substring.UTF8View) {
    let source = Substring(utf8).base
    let start = source.utf8.distance(from: source.utf8.startIndex, to: utf8.startIndex)
    self.init(of: source, at: start..<start + utf8.count)
  }

  /// The part's UTF-8.
  public var utf8: Substring.UTF8View {
    let whole = source.utf8
    let offsets = utf8Offsets.clamped(to: 0..<whole.count)
    let start = whole.index(whole.startIndex, offsetBy: offsets.lowerBound)
    return whole[start..<whole.index(start, offsetBy: offsets.count)]
  }
}
