import Domain
import TaskRules

/// A file's tasks after the domain's rules: the ones to store, as one batch, and what was
/// skipped and why.
///
/// The rules are a typed add's (`TaskText`: trimmed, not empty, at most 500 characters) and
/// those of a task that comes with an identity: a UUID must be well formed, and one the
/// store already holds (the file was imported before) or an earlier entry already has is
/// skipped. A task without a UUID (todo.txt has none) gets a random one, drawn again in
/// the unheard-of case that it is taken. Times are the file's: none when it gives none,
/// and a completion time only on a completed task.
struct ImportBatch {
  /// The tasks to store, in file order.
  private(set) var tasks: [NewTask] = []
  /// Every entry not stored, the reader's and these rules' together, in file order.
  private(set) var skipped: [ImportSkip] = []
  /// For each field with no place in a task, how many stored tasks had it; the largest
  /// count first, then by name.
  private(set) var unmappedFields: [(name: String, count: Int)] = []

  /// Applies the rules to `request`, given the UUIDs of the stored tasks; `random` makes
  /// the UUIDs of the tasks that bring none.
  init(_ request: TaskImportRequest, storedUUIDs: Set<TaskUUID>, random: any RandomSource) {
    var refused: [ImportSkip] = []
    // First the tasks' own UUIDs, so that a drawn one can avoid every UUID of the file.
    var taken = storedUUIDs
    var accepted: [(entry: ImportedTask, text: TaskText, uuid: TaskUUID?, foreign: ForeignData?)] =
      []
    accepted.reserveCapacity(request.tasks.count)
    for entry in request.tasks {
      switch Self.check(entry, stored: storedUUIDs, taken: &taken) {
      case .success(let (text, uuid, foreign)): accepted.append((entry, text, uuid, foreign))
      case .failure(let reason):
        refused.append(
          ImportSkip(
            line: entry.line, reason: reason, task: Self.name(of: entry), index: entry.index))
      }
    }
    tasks.reserveCapacity(accepted.count)
    var counts: [String: Int] = [:]
    for (entry, text, given, foreign) in accepted {
      let uuid = given ?? Self.freshUUID(avoiding: &taken, random: random)
      tasks.append(
        NewTask(
          text: text, isFavorite: entry.isFavorite, isCompleted: entry.isCompleted,
          createdAt: entry.createdAt, completedAt: entry.isCompleted ? entry.completedAt : nil,
          uuid: uuid, foreign: foreign, id: entry.id.flatMap(TaskID.init)))
      for name in entry.unmappedFields { counts[name, default: 0] += 1 }
    }
    unmappedFields = counts.map { (name: $0.key, count: $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
    }
    skipped = Self.merged(request.skipped, refused)
  }

  /// The entry's text and UUID as the domain has them, or why it cannot be a task. A UUID
  /// it keeps is added to `taken`.
  private static func check(
    _ entry: ImportedTask, stored: Set<TaskUUID>, taken: inout Set<TaskUUID>
  ) -> Result<(TaskText, TaskUUID?, ForeignData?), ImportSkipReason> {
    let text: TaskText
    do throws(DomainError) {
      text = try TaskText(entry.text)
    } catch .taskTextTooLong(let length) {
      return .failure(.textTooLong(length: length))
    } catch .invalidTaskText {
      return .failure(.invalidField("text"))
    } catch {
      return .failure(.emptyText)
    }
    var foreign: ForeignData?
    if let model = entry.foreign {
      guard
        let data = ForeignData(
          format: model.format, fields: model.fields, changedAt: model.changedAt)
      else { return .failure(.invalidField("foreign")) }
      foreign = data
    }
    guard let given = entry.uuid else { return .success((text, nil, foreign)) }
    guard let uuid = TaskUUID(given) else { return .failure(.invalidField("uuid")) }
    if stored.contains(uuid) { return .failure(.uuidInStore(uuid.description)) }
    guard taken.insert(uuid).inserted else { return .failure(.duplicateUUID(uuid.description)) }
    return .success((text, uuid, foreign))
  }

  /// What names `entry` in the report: its text when it has one, else its UUID.
  private static func name(of entry: ImportedTask) -> String? {
    let text = entry.text.trimmingWhiteSpace()
    return text.isEmpty ? entry.uuid : text
  }

  /// A random UUID no task of the store or of the file has; added to `taken`.
  private static func freshUUID(
    avoiding taken: inout Set<TaskUUID>, random: any RandomSource
  ) -> TaskUUID {
    while true {
      let uuid = TaskUUID.random(using: random)
      if taken.insert(uuid).inserted { return uuid }
    }
  }

  /// Two lists of skipped entries, each in file order, as one in file order.
  private static func merged(_ first: [ImportSkip], _ second: [ImportSkip]) -> [ImportSkip] {
    guard !first.isEmpty else { return second }
    guard !second.isEmpty else { return first }
    var result: [ImportSkip] = []
    result.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      if j == second.count
        || (i < first.count
          && (first[i].line, first[i].index ?? 0) <= (second[j].line, second[j].index ?? 0))
      {
        result.append(first[i])
        i += 1
      } else {
        result.append(second[j])
        j += 1
      }
    }
    return result
  }
}
