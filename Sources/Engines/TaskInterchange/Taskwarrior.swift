import Domain

/// The Taskwarrior codec: the JSON `task export` writes, and `task import` reads.
///
/// Mapping (docs/interchange.md): `status` `pending` or `waiting` → active, `completed` →
/// completed, `deleted` → skipped and reported, `recurring` (a template) → kept with its
/// instances; `priority` `H` → favorite; `entry` → created, `end` → completed (completed
/// tasks only); `description` → text; `uuid` kept. Every other member (`project`, `tags`,
/// `due`, annotations, recurrence, UDAs, a `priority` other than `H`, `modified`…) is kept
/// as foreign data, its JSON text as it came, and written back by `encode`. `id` and
/// `urgency`, which Taskwarrior derives on every run, and a pending task's `end` are
/// dropped: what puremvp models is written from the task only (`modeledMembers`).
package enum Taskwarrior {
  /// The tasks of a Taskwarrior export (or of any JSON file an import reads: see
  /// `InterchangeJSON`, which this is).
  package static func decode(_ bytes: [UInt8]) throws(InterchangeError) -> InterchangeDecoding {
    try InterchangeJSON.decode(bytes)
  }

  /// `tasks` as a Taskwarrior export `task import` accepts: an array with one object per
  /// line, as `task export` lays it out.
  ///
  /// Each object has `description`, `end` (completed tasks), `entry`, `priority` (`H` for
  /// favorites), `status` and `uuid`, then `modified` and the members kept from
  /// Taskwarrior (`foreign`) that are not among those, as they came (a number as a string
  /// of its text: see below). `modified` is the source's while
  /// puremvp has not changed the task, else the time it did; for a task made here, the
  /// latest time it has. A task that did not come from Taskwarrior gets instead the `due`,
  /// `project` and `tags` its todo.txt words name and the priority of its todo.txt letter
  /// (`CrossFormat`); a letter Taskwarrior has none for is counted in `notCarried`.
  /// A recurring task's template is written once, before its first
  /// instance. A task without a UUID is written without one, and `task import` gives it one.
  package static func encode(
    _ tasks: [InterchangeTask], timeZone: InterchangeTimeZone = .utc
  ) -> String {
    var encoder = Encoder(timeZone: timeZone)
    var out = Encoder.opening
    for task in tasks { out += encoder.entries(task) }
    return out + Encoder.closing
  }

  /// An export written a task at a time (`encode` in pieces): `opening`, then each task's
  /// `entries`, then `closing`. It remembers which recurrence templates it wrote.
  package struct Encoder {
    /// What an export starts with.
    package static let opening = "["
    /// What an export ends with.
    package static let closing = "\n]\n"
    private var first = true
    private var writtenTemplates: Set<String> = []
    /// The zone a todo.txt `due:` date is midnight in.
    private let timeZone: InterchangeTimeZone
    /// What the tasks written so far had that Taskwarrior cannot hold: a todo.txt priority
    /// `(D)`…`(Z)`.
    package private(set) var notCarried = NotCarried()

    /// An encoder at the start of an export, reading todo.txt dates in `timeZone`.
    package init(timeZone: InterchangeTimeZone = .utc) {
      self.timeZone = timeZone
    }

    /// The next entries of the export: `task`, after its template when it is the first
    /// instance of a recurring task.
    package mutating func entries(_ task: InterchangeTask) -> String {
      // Room for a task's object as puremvp writes one (some 200 bytes), where growing from
      // empty made four arrays a task.
      var json = JSONText(capacity: 256)
      let kept = task.foreign.flatMap { foreign -> ([(name: String, text: String)], String?)? in
        guard foreign.format == InterchangeFormat.taskwarrior.rawValue else { return nil }
        return ForeignPayload.parse(foreign.fields)
      }
      if let template = kept?.1, writtenTemplates.insert(template).inserted {
        json.raw(first ? "\n" : ",\n", resettingComma: true)
        json.rawValue(template)
        first = false
      }
      json.raw(first ? "\n" : ",\n", resettingComma: true)
      first = false
      if let kept = kept?.0 {
        json.object { Taskwarrior.write(task, keeping: kept, into: &$0) }
      } else {
        let fields = CrossFormat.taskwarriorFields(of: task.text, timeZone: timeZone)
        var priority: String?
        if !task.isFavorite, let letter = task.foreign.flatMap(TodoTxt.otherPriority) {
          priority = CrossFormat.taskwarriorPriority(ofTodoTxt: letter)
          if priority == nil { notCarried.count(.member("priority")) }
        }
        json.object { Taskwarrior.write(task, fields, priority: priority, into: &$0) }
      }
      return String(decoding: json.bytes, as: UTF8.self)
    }
  }

  /// The members of a task made in puremvp or read from todo.txt: `modified` is the latest
  /// time it has; `fields` are its todo.txt words' due date, project and tags, and
  /// `priority` the one its todo.txt priority gives (`M`, `L`). Those come after `uuid`, in
  /// the order the kept members of the task read back would be written (`write(_:keeping:
  /// into:)`): an export of an import of this export is this export, byte for byte.
  private static func write(
    _ task: InterchangeTask, _ fields: CrossFormat.TaskwarriorFields, priority: String?,
    into object: inout JSONText
  ) {
    object.member("description", task.text)
    let end = task.isCompleted ? task.completedAt.flatMap(TaskwarriorDate.format) : nil
    let entry = task.createdAt.flatMap(TaskwarriorDate.format)
    if let end { object.member("end", end) }
    if let entry { object.member("entry", entry) }
    if task.isFavorite { object.member("priority", "H") }
    object.member("status", task.isCompleted ? "completed" : "pending")
    if let uuid = task.uuid { object.member("uuid", uuid) }
    if let modified = end ?? entry { object.member("modified", modified) }
    if let due = fields.due { object.member("due", due) }
    if !task.isFavorite, let priority { object.member("priority", priority) }
    if let project = fields.project { object.member("project", project) }
    if !fields.tags.isEmpty { object.member(raw: "tags", JSONText.array(of: fields.tags)) }
  }

  /// The members of a task that came from Taskwarrior: the mapped ones as puremvp has them,
  /// then the kept ones in the order they came. What puremvp wrote wins: a kept `priority:
  /// M` gives way to the star, a pending task's kept `end` to its completion. `modified` is
  /// the kept one until puremvp changed the task, then the time it did.
  private static func write(
    _ task: InterchangeTask, keeping kept: [(name: String, text: String)],
    into object: inout JSONText
  ) {
    var written: Set<String> = ["description", "status", "uuid"]
    object.member("description", task.text)
    if task.isCompleted, let end = task.completedAt.flatMap(TaskwarriorDate.format) {
      object.member("end", end)
      written.insert("end")
    }
    if let entry = task.createdAt.flatMap(TaskwarriorDate.format) {
      object.member("entry", entry)
      written.insert("entry")
    }
    if task.isFavorite {
      object.member("priority", "H")
      written.insert("priority")
    }
    // A `waiting` task (older Taskwarrior) is active here: its status comes back as it was
    // while it stays active. No other kept status is ever written.
    if !task.isCompleted, kept.contains(where: { $0.name == "status" && $0.text == waiting }) {
      object.member("status", "waiting")
    } else {
      object.member("status", task.isCompleted ? "completed" : "pending")
    }
    if let uuid = task.uuid { object.member("uuid", uuid) }
    let changed = task.foreign?.changedAt.flatMap(TaskwarriorDate.format)
    var wroteModified = false
    for member in kept
    where !written.contains(member.name) && isWritable(member.name, member.text) {
      if member.name == "modified", let changed {
        object.member("modified", changed)
        wroteModified = true
      } else if let first = member.text.utf8.first,
        first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
      {
        // Taskwarrior holds every attribute as text and `task import` writes a JSON number
        // as `%f` (`3` becomes `3.000000`), a change of a task puremvp never changed; given
        // as a string, the text is stored as it was.
        object.member(member.name, member.text)
      } else {
        object.member(raw: member.name, member.text)
      }
    }
    if let changed, !wroteModified { object.member("modified", changed) }
  }

  /// The members puremvp models (`description`, `entry`, `end`, `status`, `uuid`) or that
  /// Taskwarrior derives on every run and `task import` ignores (`id`, the working-set
  /// number; `urgency`): written from the task or not at all, never from kept data.
  static let modeledMembers: Set<String> = [
    "description", "end", "entry", "id", "status", "urgency", "uuid",
  ]

  /// The one kept `status`: an active task that came as `waiting`.
  private static let waiting = "\"waiting\""

  /// Whether a kept member `name` whose JSON text is `text` may be written back: not a
  /// member puremvp models (a store or backup from before this rule may hold one), but a
  /// `status` of `waiting`; and a `priority` other than `H`, which is the star.
  static func isWritable(_ name: String, _ text: String) -> Bool {
    switch name {
    case "status": text == waiting
    case "priority": text != "\"H\""
    default: !modeledMembers.contains(name)
    }
  }

  /// What one object of a Taskwarrior export is.
  enum Entry {
    /// A task, with its unmapped members as one JSON object's text (`{}` when none) and
    /// its template's UUID when it is a recurring instance.
    case task(DecodedTask, fields: String, parent: String?)
    /// A recurrence template with this UUID; `name` says which for a report.
    case template(uuid: String, name: String?)
    /// Not a task puremvp can hold.
    case skipped(ImportSkipReason, name: String?)
  }

  static func task(from object: RawObject, in parser: JSONParser, line: Int) -> Entry {
    var task = InterchangeTask(text: "")
    var isTemplate = false
    var keepsStatus = false
    var uuidText: String?
    if case .string(let text) = object["uuid"] { uuidText = text }
    /// What names the entry in a report: its description when that is a task's text, else
    /// its UUID.
    func name() -> String? {
      if case .string(let text) = object["description"],
        let checked = try? TaskTextRule.check(text)
      {
        return checked
      }
      return uuidText
    }
    switch object["status"] {
    case .string("pending"): break
    case .string("waiting"): keepsStatus = true
    case .string("completed"): task.isCompleted = true
    case .string("deleted"): return .skipped(.deleted, name: name())
    case .string("recurring"): isTemplate = true
    case .string(let other): return .skipped(.unknownStatus(other), name: name())
    default: return .skipped(.invalidField("status"), name: name())
    }
    if let uuid = object["uuid"] {
      guard case .string(let text) = uuid, let normalized = InterchangeUUID.normalized(text) else {
        return .skipped(.invalidField("uuid"), name: name())
      }
      task.uuid = normalized
    }
    if isTemplate {
      guard let uuid = task.uuid else { return .skipped(.invalidField("uuid"), name: name()) }
      return .template(uuid: uuid, name: name())
    }
    switch object["description"] {
    case nil: return .skipped(.emptyText, name: name())
    case .string(let text):
      // A text holding a NUL is an invalid field: the store cannot hold one, and no
      // command can type one.
      do throws(TaskTextRule.Violation) {
        task.text = try TaskTextRule.check(text)
      } catch {
        return .skipped(ImportSkipReason(error, field: "description"), name: name())
      }
    default: return .skipped(.invalidField("description"), name: name())
    }
    if let entry = object["entry"] {
      guard case .string(let text) = entry, let seconds = TaskwarriorDate.parse(text) else {
        return .skipped(.invalidField("entry"), name: name())
      }
      task.createdAt = seconds
    }
    // A pending task's `end` (Taskwarrior keeps it when a task is set back to pending) is
    // not kept: `end` is the completion time puremvp models, and an active task has none.
    if task.isCompleted, let end = object["end"] {
      guard case .string(let text) = end, let seconds = TaskwarriorDate.parse(text) else {
        return .skipped(.invalidField("end"), name: name())
      }
      task.completedAt = seconds
    }
    var keepsPriority = false
    switch object["priority"] {
    case nil: break
    case .string("H"): task.isFavorite = true
    default: keepsPriority = true
    }
    // Even with no member kept, the task is Taskwarrior's: its export then invents no
    // `modified` the source did not have.
    // Room for the whole object's text at once: what is kept is part of it.
    var fields = JSONText(capacity: object.end - object.start)
    fields.raw("{", resettingComma: true)
    for member in object.members {
      let keeps: Bool
      switch member.name {
      case "status": keeps = keepsStatus
      case "priority": keeps = keepsPriority
      default: keeps = !modeledMembers.contains(member.name)
      }
      guard keeps else { continue }
      // Written as the encoder looks for it, however the source escaped it.
      if member.name == "status" {
        fields.member("status", "waiting")
        continue
      }
      fields.member(raw: member.name, parser.bytes[member.start..<member.end])
    }
    fields.raw("}", resettingComma: false)
    var parent: String?
    if case .string(let text) = object["parent"] { parent = InterchangeUUID.normalized(text) }
    return .task(
      DecodedTask(task: task, line: line),
      fields: String(decoding: fields.bytes, as: UTF8.self), parent: parent)
  }
}
