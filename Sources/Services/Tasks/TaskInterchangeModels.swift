import Domain

// What `tasks import` hands the service and what `tasks import` and `tasks export` answer:
// neutral values only. The service never learns a file format: the command line's codecs
// (todo.txt, Taskwarrior) turn files into these values and these values into files.

/// One task read from a foreign file: what an entry of the file said (`TaskValues`), with
/// where it stands in the file and which of its fields had no place.
///
/// Nothing here is checked yet: the service applies the domain's rules to every field
/// (the text, the UUID) as it does to a typed `tasks add`.
public struct ImportedTask: Equatable, Sendable {
  /// The line of the file the entry starts on, for the report.
  public let line: Int
  /// The task's fields as the file gave them.
  public let values: TaskValues
  /// The names of the entry's fields that are dropped (neither mapped nor kept as foreign
  /// data), each once: counted in the report when the task is imported.
  public let unmappedFields: [String]
  /// The entry's position (from 0) in a JSON array written on one line, for the report.
  public let index: Int?

  /// A task with every field given.
  public init(line: Int, values: TaskValues, unmappedFields: [String] = [], index: Int? = nil) {
    self.line = line
    self.values = values
    self.unmappedFields = unmappedFields
    self.index = index
  }

  /// A task given field by field, as a test or a reader of its own writes one.
  public init(
    line: Int, text: String, isCompleted: Bool = false, isFavorite: Bool = false,
    createdAt: Int64? = nil, completedAt: Int64? = nil, uuid: String? = nil,
    unmappedFields: [String] = [], foreign: ForeignValues? = nil, id: Int? = nil,
    index: Int? = nil
  ) {
    self.init(
      line: line,
      values: TaskValues(
        text: text, isCompleted: isCompleted, isFavorite: isFavorite, createdAt: createdAt,
        completedAt: completedAt, uuid: uuid, foreign: foreign, id: id),
      unmappedFields: unmappedFields, index: index)
  }
}

/// One entry of an imported file, in file order: a task, or an entry its reader skipped.
public enum ImportEntry: Equatable, Sendable {
  /// An entry that reads as a task.
  case task(ImportedTask)
  /// An entry the file's reader already skipped (a deleted Taskwarrior task, an empty
  /// todo.txt text…).
  case skipped(ImportSkip)
}

/// What `tasks import` hands the service: a whole file's entries, as one command.
///
/// The entries are handed out one at a time, in file order, as often as the service asks
/// (`forEachEntry`): a file of a million tasks is read again for each pass rather than
/// held, as entries or as tasks.
public struct TaskImportRequest: Equatable, Sendable {
  /// The file as the user named it (`<stdin>` for standard input), for the report's lines.
  public let source: String
  /// Calls its argument with each entry until it answers `false`; answers `nil` once read
  /// through, else the line that says why the file could not be read as before.
  private let produce: @Sendable (_ body: (ImportEntry) -> Bool) -> String?

  /// A request with every entry given: the tasks and the entries the reader skipped, each
  /// in file order.
  public init(source: String, tasks: [ImportedTask], skipped: [ImportSkip] = []) {
    self.source = source
    let entries = Self.merged(tasks, skipped)
    self.produce = { body in
      for entry in entries where !body(entry) { break }
      return nil
    }
  }

  /// A request whose entries `produce` hands out, in file order, each time it is called:
  /// it calls its argument with each until that answers `false`, and answers `nil` once
  /// read through, else one line for the user saying why the file could not be read again
  /// as it was (it changed, or the system failed to read it).
  public init(
    source: String, entries produce: @escaping @Sendable (_ body: (ImportEntry) -> Bool) -> String?
  ) {
    self.source = source
    self.produce = produce
  }

  /// Hands each entry to `body`, in file order, until it answers `false`; answers `nil`
  /// once read through, else why the file could not be read as before.
  public func forEachEntry(_ body: (ImportEntry) -> Bool) -> String? {
    produce(body)
  }

  /// The entries that read as tasks, in file order.
  public var tasks: [ImportedTask] {
    var tasks: [ImportedTask] = []
    _ = forEachEntry { entry in
      if case .task(let task) = entry { tasks.append(task) }
      return true
    }
    return tasks
  }

  /// The entries the file's reader skipped, in file order.
  public var skipped: [ImportSkip] {
    var skipped: [ImportSkip] = []
    _ = forEachEntry { entry in
      if case .skipped(let skip) = entry { skipped.append(skip) }
      return true
    }
    return skipped
  }

  /// Whether both name the same file and hand out the same entries.
  public static func == (left: TaskImportRequest, right: TaskImportRequest) -> Bool {
    left.source == right.source && left.tasks == right.tasks && left.skipped == right.skipped
  }

  /// Tasks and skipped entries as one list in file order (by line, then position in a
  /// one-line array); on a tie the reader's skipped entry comes first.
  private static func merged(_ tasks: [ImportedTask], _ skipped: [ImportSkip]) -> [ImportEntry] {
    var entries: [ImportEntry] = []
    entries.reserveCapacity(tasks.count + skipped.count)
    var (i, j) = (0, 0)
    while i < tasks.count || j < skipped.count {
      if i == tasks.count
        || (j < skipped.count
          && (skipped[j].line, skipped[j].index ?? 0) <= (tasks[i].line, tasks[i].index ?? 0))
      {
        entries.append(.skipped(skipped[j]))
        j += 1
      } else {
        entries.append(.task(tasks[i]))
        i += 1
      }
    }
    return entries
  }
}

/// One skipped entry, ready to show.
public struct ImportSkipModel: Equatable, Sendable {
  /// The line of the file.
  public let line: Int
  /// The entry's position (from 0) in a JSON array written on one line.
  public let index: Int?
  /// What names the entry: its text, else its UUID.
  public let task: String?
  /// The reason's stable code (`deleted`, `uuid_in_store`…).
  public let reason: String
  /// The whole line for people: `todo.txt:12: skipped "Call Bob": empty text`.
  public let text: String

  /// A skipped entry with every field given.
  public init(line: Int, index: Int? = nil, task: String? = nil, reason: String, text: String) {
    self.line = line
    self.index = index
    self.task = task
    self.reason = reason
    self.text = text
  }
}

/// How many imported tasks had a field that has no place in a task.
public struct UnmappedFieldModel: Equatable, Sendable {
  /// The field's name as the format calls it (`tags`, `due`, `priority`).
  public let name: String
  /// How many imported tasks had it.
  public let count: Int

  /// A count with every field given.
  public init(name: String, count: Int) {
    self.name = name
    self.count = count
  }
}

/// What an import did.
///
/// The skipped entries are handed out one at a time (`forEachSkipped`), read again from
/// the file as the view writes them: an import of a million entries the store already
/// holds never holds a million of them.
public struct TaskImportModel: Equatable, Sendable {
  /// How many tasks were added (all in one change: one `undo` takes them all back).
  public let importedCount: Int
  /// How many entries were not imported.
  public let skippedCount: Int
  /// For each field with no place in a task, how many imported tasks had it, by name.
  public let unmappedFields: [UnmappedFieldModel]
  /// The outcome in words: `Imported 12 tasks, skipped 2; not kept: due 1, tags 3`.
  public let summary: String
  /// Calls its argument with each skipped entry, in file order.
  private let produceSkipped: @Sendable (_ body: (ImportSkipModel) -> Void) -> Void

  /// An outcome with every field given.
  public init(
    importedCount: Int, skipped: [ImportSkipModel], unmappedFields: [UnmappedFieldModel],
    summary: String
  ) {
    self.init(
      importedCount: importedCount, skippedCount: skipped.count, unmappedFields: unmappedFields,
      summary: summary
    ) { body in
      for skip in skipped { body(skip) }
    }
  }

  /// An outcome whose `skippedCount` skipped entries `produceSkipped` hands out, in file
  /// order, each time it is called.
  public init(
    importedCount: Int, skippedCount: Int, unmappedFields: [UnmappedFieldModel],
    summary: String,
    produceSkipped: @escaping @Sendable (_ body: (ImportSkipModel) -> Void) -> Void
  ) {
    self.importedCount = importedCount
    self.skippedCount = skippedCount
    self.unmappedFields = unmappedFields
    self.summary = summary
    self.produceSkipped = produceSkipped
  }

  /// Calls `body` with each skipped entry, in file order.
  public func forEachSkipped(_ body: (ImportSkipModel) -> Void) {
    produceSkipped(body)
  }

  /// The entries that were not imported, in file order, all together.
  public var skipped: [ImportSkipModel] {
    var skipped: [ImportSkipModel] = []
    forEachSkipped { skipped.append($0) }
    return skipped
  }

  /// Whether both tell the same outcome.
  public static func == (left: TaskImportModel, right: TaskImportModel) -> Bool {
    left.importedCount == right.importedCount && left.skipped == right.skipped
      && left.unmappedFields == right.unmappedFields && left.summary == right.summary
  }
}

/// One task as `tasks export` writes it: as every output shows it, and its values as a
/// file of another program holds them (times, UUID, foreign data).
public struct ExportedTaskModel: Equatable, Sendable {
  /// The task as every output shows it (the JSON export writes exactly this).
  public let task: TaskModel
  /// The task's fields as a file holds them (`TaskValues.init(_:)`).
  public let values: TaskValues

  /// An exported task with every field given.
  public init(task: TaskModel, values: TaskValues) {
    self.task = task
    self.values = values
  }
}

/// Every task, oldest first, for `tasks export`: handed out one at a time (`forEachTask`), so
/// that an export of a million tasks holds one task's model at a time, not a million.
public struct TaskExportModel: Equatable {
  /// How many tasks the export holds.
  public let count: Int
  /// Calls its argument with each task, oldest first.
  private let produce: ((ExportedTaskModel) -> Void) -> Void

  /// An export of `tasks`.
  public init(tasks: [ExportedTaskModel]) {
    self.count = tasks.count
    self.produce = { body in
      for task in tasks { body(task) }
    }
  }

  /// An export of `count` tasks that `produce` hands out, each once, oldest first.
  public init(count: Int, produce: @escaping ((ExportedTaskModel) -> Void) -> Void) {
    self.count = count
    self.produce = produce
  }

  /// Calls `body` with each task, oldest first.
  public func forEachTask(_ body: (ExportedTaskModel) -> Void) {
    produce(body)
  }

  /// The tasks in creation order, all together.
  public var tasks: [ExportedTaskModel] {
    var tasks: [ExportedTaskModel] = []
    tasks.reserveCapacity(count)
    forEachTask { tasks.append($0) }
    return tasks
  }

  /// Whether both hand out the same tasks.
  public static func == (left: TaskExportModel, right: TaskExportModel) -> Bool {
    left.count == right.count && left.tasks == right.tasks
  }
}
