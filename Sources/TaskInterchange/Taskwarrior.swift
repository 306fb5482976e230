/// The Taskwarrior codec: the JSON `task export` writes, and `task import` reads.
///
/// Mapping (docs/interchange.md): `status` `pending` or `waiting` → active, `completed` →
/// completed, `deleted` and `recurring` (the template; its instances are pending tasks) →
/// skipped and reported; `priority` `H` → favorite, `M` and `L` → not favorite, kept in
/// `priority` and counted; `entry` → created, `end` → completed (completed tasks only);
/// `uuid` kept. `id`, `urgency` and `modified` are bookkeeping Taskwarrior derives or
/// rewrites itself, so they are dropped without a count; every other field is counted.
package enum Taskwarrior {
  /// The tasks of a Taskwarrior export: a JSON array of task objects (`task export`), or
  /// task objects one after another (`rc.json.array=off`). Entries that are not tasks
  /// puremvp can hold are skipped and reported. Throws for a file that is not text or not
  /// JSON, or JSON nested or sized beyond the parser's limits.
  package static func decode(_ bytes: [UInt8]) throws(InterchangeError) -> InterchangeDecoding {
    var decoder = Decoder()
    let failure: InterchangeError? = bytes.withUnsafeBufferPointer { buffer in
      let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      if let (offset, problem) = UTF8Scan.firstProblem(buffer, start, buffer.count) {
        return InterchangeError(line: UTF8Scan.line(of: offset, in: buffer), problem: problem)
      }
      do throws(InterchangeError) {
        try decoder.decode(JSONParser(buffer, start: start))
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    return InterchangeDecoding(tasks: decoder.tasks, skipped: decoder.skipped)
  }

  /// `tasks` as a Taskwarrior export `task import` accepts: an array with one object per
  /// line, as `task export` lays it out, each with `description`, `end` (completed tasks),
  /// `entry`, `modified`, `priority` (`H` for favorites; `M` or `L` kept from Taskwarrior),
  /// `status` and `uuid`.
  ///
  /// `modified` is the latest time the task has (its completion, else its creation): a
  /// puremvp task records no other change time. A task without a UUID is written without
  /// one, and `task import` gives it a new one.
  package static func encode(_ tasks: [InterchangeTask]) -> String {
    var json = JSONText()
    json.raw("[", resettingComma: true)
    for (index, task) in tasks.enumerated() {
      json.raw(index == 0 ? "\n" : ",\n", resettingComma: true)
      json.object { object in
        object.member("description", task.text)
        let end = task.isCompleted ? task.completedAt.flatMap(TaskwarriorDate.format) : nil
        let entry = task.createdAt.flatMap(TaskwarriorDate.format)
        if let end { object.member("end", end) }
        if let entry { object.member("entry", entry) }
        if let modified = end ?? entry { object.member("modified", modified) }
        if task.isFavorite {
          object.member("priority", "H")
        } else if case .taskwarrior(let priority) = task.priority,
          priority == "M" || priority == "L"
        {
          object.member("priority", priority)
        }
        object.member("status", task.isCompleted ? "completed" : "pending")
        if let uuid = task.uuid { object.member("uuid", uuid) }
      }
    }
    json.raw("\n]\n", resettingComma: true)
    return String(decoding: json.bytes, as: UTF8.self)
  }

  /// The fields Taskwarrior derives (`id`, `urgency`) or rewrites on every change
  /// (`modified`): they carry nothing a user entered, so they are not counted as lost.
  private static let bookkeeping: Set<String> = ["id", "urgency", "modified"]
  /// The fields the mapping reads.
  private static let mapped: Set<String> = [
    "description", "status", "uuid", "entry", "end", "priority",
  ]

  private struct Decoder {
    var tasks: [DecodedTask] = []
    var skipped: [SkippedEntry] = []
    var uuids: Set<String> = []

    mutating func decode(_ parser: JSONParser) throws(InterchangeError) {
      var parser = parser
      parser.skipWhiteSpace()
      switch parser.peek {
      case nil: return
      case UInt8(ascii: "["):
        _ = parser.consume(UInt8(ascii: "["))
        if !parser.consume(UInt8(ascii: "]")) {
          // One element at a time: only one task's object is held at once.
          repeat {
            parser.skipWhiteSpace()
            let line = parser.line
            add(try parser.value(depth: 1), line: line)
          } while parser.consume(UInt8(ascii: ","))
          try parser.expect(UInt8(ascii: "]"))
        }
        parser.skipWhiteSpace()
        if let byte = parser.peek { throw parser.failure(.unexpectedByte(byte)) }
      case UInt8(ascii: "{"):
        while true {
          parser.skipWhiteSpace()
          guard let byte = parser.peek else { return }
          guard byte == UInt8(ascii: "{") else {
            throw InterchangeError(line: parser.line, problem: .notATaskwarriorExport)
          }
          let line = parser.line
          add(try parser.value(depth: 0), line: line)
        }
      default:
        throw InterchangeError(line: parser.line, problem: .notATaskwarriorExport)
      }
    }

    mutating func add(_ value: JSONValue, line: Int) {
      switch Taskwarrior.task(from: value, line: line) {
      case .success(let decoded):
        if let uuid = decoded.task.uuid {
          guard uuids.insert(uuid).inserted else {
            skipped.append(SkippedEntry(line: line, reason: .duplicateUUID(uuid)))
            return
          }
        }
        tasks.append(decoded)
      case .failure(let reason): skipped.append(SkippedEntry(line: line, reason: reason))
      }
    }
  }

  private static func task(from value: JSONValue, line: Int) -> Result<DecodedTask, SkipReason> {
    guard case .object(let fields) = value else { return .failure(.notAnObject) }
    var task = InterchangeTask(text: "")
    var unmapped: [String] = []
    switch fields["status"] {
    case .string("pending"), .string("waiting"): break
    case .string("completed"): task.isCompleted = true
    case .string("deleted"): return .failure(.deleted)
    case .string("recurring"): return .failure(.recurring)
    case .string(let other): return .failure(.unknownStatus(other))
    default: return .failure(.invalidField("status"))
    }
    switch fields["description"] {
    case nil: return .failure(.emptyText)
    case .string(let text):
      // The store cannot hold a NUL, and no command can type one.
      guard !text.utf8.contains(0) else { return .failure(.invalidField("description")) }
      switch TextRule.check(text) {
      case .success(let checked): task.text = checked
      case .failure(let reason): return .failure(reason)
      }
    default: return .failure(.invalidField("description"))
    }
    if let uuid = fields["uuid"] {
      guard case .string(let text) = uuid, let normalized = InterchangeUUID.normalized(text) else {
        return .failure(.invalidField("uuid"))
      }
      task.uuid = normalized
    }
    if let entry = fields["entry"] {
      guard case .string(let text) = entry, let seconds = TaskwarriorDate.parse(text) else {
        return .failure(.invalidField("entry"))
      }
      task.createdAt = seconds
    }
    if let end = fields["end"] {
      if task.isCompleted {
        guard case .string(let text) = end, let seconds = TaskwarriorDate.parse(text) else {
          return .failure(.invalidField("end"))
        }
        task.completedAt = seconds
      } else {
        unmapped.append("end")
      }
    }
    switch fields["priority"] {
    case nil: break
    case .string("H"): task.isFavorite = true
    case .string(let other):
      if other == "M" || other == "L" { task.priority = .taskwarrior(other) }
      unmapped.append("priority")
    default: unmapped.append("priority")
    }
    for name in fields.keys.sorted() where !mapped.contains(name) && !bookkeeping.contains(name) {
      unmapped.append(name)
    }
    return .success(DecodedTask(task: task, line: line, unmappedFields: unmapped))
  }
}
