import Domain

/// A file's entries after the domain's rules: how many tasks to store, what was skipped
/// and why, worked out over the file's entries without holding them.
///
/// The rules are a typed add's (`TaskText`: trimmed, not empty, at most 500 characters) and
/// those of a task that comes with an identity: a UUID must be well formed, and one the
/// store already holds (the file was imported before) or an earlier entry already has is
/// skipped. A task without a UUID (todo.txt has none) gets a random one, drawn again in
/// the unheard-of case that it is taken. Times are the file's: none when it gives none,
/// and a completion time only on a completed task.
///
/// The file is read three times, an entry at a time: `init` applies the rules, keeping
/// the UUIDs seen and which entries were refused (a position and a kind each);
/// `forEachTask` reads it again to hand each task to store to the gateway; and
/// `forEachSkip` reads it a last time for the report, as it is written. A draw of a UUID
/// must avoid every UUID of the file, which only the first pass knows; and a file that
/// cannot be decoded is refused before this runs, so that nothing is stored.
struct ImportBatch {
  /// How many tasks to store.
  private(set) var count = 0
  /// How many of them are not completed.
  private(set) var activeCount = 0
  /// How many entries are not stored, the reader's and these rules' together.
  private(set) var skippedCount = 0
  /// For each field with no place in a task, how many stored tasks had it; the largest
  /// count first, then by name.
  private(set) var unmappedFields: [(name: String, count: Int)] = []
  /// Whether every task to store names an ID, rising (`NewTask.nameRisingIDs`).
  private(set) var namesRisingIDs = true
  /// The first entry that names an ID above `highestID`, which refuses the whole file.
  private(set) var idTooHigh: (id: Int, line: Int, index: Int?)?

  /// The highest ID a file may name: 2^53, the largest integer every JSON reader keeps
  /// exactly. A backup restored with IDs far above it would leave the store few IDs to
  /// hand out (the last is 2^63 - 1), so such a file is refused before anything is stored.
  static let highestID = 9_007_199_254_740_992
  /// The tasks the rules refused: their positions among the tasks handed out, rising, and
  /// what refused them.
  private var refusedAt: [Int] = []
  private var refusedBy: [Refusal] = []
  /// The UUIDs of the stored tasks, and those of the file's tasks to store.
  private var stored: Set<TaskUUID>
  private var taken: Set<TaskUUID> = []

  /// What refused a task: the rules of its fields alone (found again by applying them), or
  /// its UUID, held by a stored task or by an earlier entry.
  private enum Refusal: UInt8, Error {
    case fields, inStore, duplicate
  }

  /// Applies the rules to the entries of `request`, given the UUIDs of the stored tasks.
  /// Throws when the file cannot be read through as it was.
  init(_ request: TaskImportRequest, storedUUIDs: Set<TaskUUID>) throws(DomainError) {
    stored = storedUUIDs
    var counts: [String: Int] = [:]
    var position = 0
    var lastID = 0
    let failure = request.forEachEntry { entry in
      guard case .task(let task) = entry else {
        skippedCount += 1
        return true
      }
      if let id = task.values.id, id > Self.highestID {
        idTooHigh = (id, task.line, task.index)
        return false
      }
      defer { position += 1 }
      switch check(task) {
      case .failure(let refusal):
        refusedAt.append(position)
        refusedBy.append(refusal)
        skippedCount += 1
      case .success:
        count += 1
        if !task.values.isCompleted { activeCount += 1 }
        for name in task.unmappedFields { counts[name, default: 0] += 1 }
        if let id = task.values.id.flatMap(TaskID.init), id.rawValue > lastID {
          lastID = id.rawValue
        } else {
          namesRisingIDs = false
        }
      }
      return true
    }
    if let failure { throw Self.unusable(failure) }
    namesRisingIDs = namesRisingIDs && count > 0 && lastID < Int.max
    unmappedFields = counts.map { (name: $0.key, count: $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
    }
  }

  /// Reads the entries of `request` again and hands `store` each task to store, in file
  /// order; `random` makes the UUIDs of the tasks that bring none. Throws what `store`
  /// throws, or when the file is no longer the one the rules were applied to (`changed`
  /// says so when the reader could not tell).
  mutating func forEachTask(
    of request: TaskImportRequest, random: any RandomSource, changed: String,
    _ store: (NewTask) throws(DomainError) -> Void
  ) throws(DomainError) {
    var position = 0
    var nextRefused = 0
    var handed = 0
    var failure: DomainError?
    // A file that changed is read on to its end without storing more: the reader then
    // tells how it changed.
    var isConsistent = true
    let readFailure = request.forEachEntry { entry in
      guard isConsistent, case .task(let entry) = entry else { return true }
      defer { position += 1 }
      if nextRefused < refusedAt.count, refusedAt[nextRefused] == position {
        nextRefused += 1
        return true
      }
      guard handed < count, let task = newTask(entry, random: random) else {
        isConsistent = false
        return true
      }
      do throws(DomainError) {
        try store(task)
      } catch {
        failure = error
        return false
      }
      handed += 1
      return true
    }
    if let failure { throw failure }
    if let readFailure { throw Self.unusable(readFailure) }
    guard isConsistent, handed == count else { throw Self.unusable(changed) }
  }

  /// Reads the entries of `request` again and hands `body` each one not stored, in file
  /// order (by line, then position in a one-line array; on a tie the reader's skipped
  /// entry before the one these rules refused). Stops where the file can no longer be read.
  func forEachSkip(of request: TaskImportRequest, _ body: (ImportSkip) -> Void) {
    // Nothing skipped: the file is not read again for nothing.
    guard skippedCount > 0 else { return }
    var position = 0
    var nextRefused = 0
    // Refused entries wait until an entry of a later place comes: a reader's skipped entry
    // of the same place goes before them.
    var waiting: [ImportSkip] = []
    func flush(before skip: ImportSkip?) {
      guard let first = waiting.first else { return }
      if let skip, Self.place(skip) == Self.place(first) { return }
      for refused in waiting { body(refused) }
      waiting.removeAll()
    }
    _ = request.forEachEntry { entry in
      switch entry {
      case .skipped(let skip):
        flush(before: skip)
        body(skip)
      case .task(let task):
        defer { position += 1 }
        guard nextRefused < refusedAt.count, refusedAt[nextRefused] == position else {
          return true
        }
        let refusal = refusedBy[nextRefused]
        nextRefused += 1
        let skip = ImportSkip(
          line: task.line, reason: reason(task, refusedBy: refusal), task: Self.name(of: task),
          index: task.index)
        flush(before: skip)
        waiting.append(skip)
      }
      return true
    }
    flush(before: nil)
  }

  /// Lets go of the UUIDs kept for storing: the report does not need them.
  mutating func dropUUIDs() {
    stored = []
    taken = []
  }

  // MARK: - The rules

  /// Checks `entry`'s fields and UUID; a UUID it keeps is added to `taken`.
  private mutating func check(_ entry: ImportedTask) -> Result<Void, Refusal> {
    guard case .success(_) = Self.fields(of: entry) else { return .failure(.fields) }
    guard let given = entry.values.uuid else { return .success(()) }
    guard let uuid = TaskUUID(given) else { return .failure(.fields) }
    if stored.contains(uuid) { return .failure(.inStore) }
    guard taken.insert(uuid).inserted else { return .failure(.duplicate) }
    return .success(())
  }

  /// Why `entry` was refused by `refusal`.
  private func reason(_ entry: ImportedTask, refusedBy refusal: Refusal) -> ImportSkipReason {
    let uuid = entry.values.uuid.flatMap(TaskUUID.init)?.description ?? ""
    switch refusal {
    case .inStore: return .uuidInStore(uuid)
    case .duplicate: return .duplicateUUID(uuid)
    case .fields:
      if case .failure(let reason) = Self.fields(of: entry) { return reason }
      return .invalidField("uuid")
    }
  }

  /// The entry's text and foreign data as the domain has them, or why they cannot be.
  private static func fields(
    of entry: ImportedTask
  ) -> Result<(TaskText, ForeignData?), ImportSkipReason> {
    let text: TaskText
    do throws(DomainError) {
      text = try TaskText(entry.values.text)
    } catch .taskTextTooLong(let length) {
      return .failure(.textTooLong(length: length))
    } catch .taskTextTooLarge(let bytes) {
      return .failure(.textTooLarge(bytes: bytes))
    } catch .invalidTaskText {
      return .failure(.invalidField("text"))
    } catch {
      return .failure(.emptyText)
    }
    guard let model = entry.values.foreign else { return .success((text, nil)) }
    guard
      let data = ForeignData(format: model.format, fields: model.fields, changedAt: model.changedAt)
    else { return .failure(.invalidField("foreign")) }
    return .success((text, data))
  }

  /// The task `entry` makes, once checked; `nil` when it no longer passes the rules (the
  /// file changed since).
  private mutating func newTask(_ entry: ImportedTask, random: any RandomSource) -> NewTask? {
    guard case .success(let (text, foreign)) = Self.fields(of: entry) else { return nil }
    let uuid: TaskUUID
    if let given = entry.values.uuid {
      guard let parsed = TaskUUID(given), taken.contains(parsed) else { return nil }
      uuid = parsed
    } else {
      uuid = freshUUID(random: random)
    }
    return NewTask(entry.values, text: text, uuid: uuid, foreign: foreign)
  }

  /// A random UUID no task of the store or of the file has; added to `taken`.
  private mutating func freshUUID(random: any RandomSource) -> TaskUUID {
    while true {
      let uuid = TaskUUID.random(using: random)
      if !stored.contains(uuid), taken.insert(uuid).inserted { return uuid }
    }
  }

  /// What names `entry` in the report: its text when it has one, else its UUID.
  private static func name(of entry: ImportedTask) -> String? {
    let text = entry.values.text.trimmingWhiteSpace()
    return text.isEmpty ? entry.values.uuid : text
  }

  /// Where an entry stands in the file, as the report orders entries.
  private static func place(_ skip: ImportSkip) -> (Int, Int) {
    (skip.line, skip.index ?? 0)
  }

  /// The failure of an import whose file could not be read again: `message` says why.
  private static func unusable(_ message: String) -> DomainError {
    .importFileUnusable(message: message)
  }
}
