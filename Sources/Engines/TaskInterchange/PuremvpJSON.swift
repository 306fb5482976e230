import CivilCalendar
import Domain

/// puremvp's own JSON export, read back: a backup.
///
/// Each element is a task as every JSON output shows it, `{"id":N,"text":"...",
/// "favorite":BOOL,"completed":BOOL,"createdAt":"ISO 8601" or null,"completedAt":... }`,
/// plus `"uuid"` and, for a task with foreign data, `"foreign":{"format":"taskwarrior" or
/// "todotxt","fields":{...}}` (with `"template":{...}` for a recurring Taskwarrior task and
/// `"changedAt":"ISO 8601"` once puremvp changed it). A member of another name is dropped
/// and counted.
enum PuremvpJSON {
  /// Why an object was skipped, and what names it.
  struct Failure: Error {
    let reason: ImportSkipReason
    let name: String?
  }

  private static let known: Set<String> = [
    "id", "text", "favorite", "completed", "createdAt", "completedAt", "uuid", "foreign",
  ]

  static func task(
    from object: RawObject, in parser: JSONParser, line: Int
  ) -> Result<DecodedTask, Failure> {
    var uuidText: String?
    if case .string(let text) = object["uuid"] { uuidText = text }
    func failure(_ reason: ImportSkipReason) -> Result<DecodedTask, Failure> {
      var name = uuidText
      if case .string(let text) = object["text"],
        let checked = try? TaskTextRule.check(text)
      {
        name = checked
      }
      return .failure(Failure(reason: reason, name: name))
    }
    var task = InterchangeTask(text: "")
    switch object["text"] {
    case .string(let text):
      do throws(TaskTextRule.Violation) {
        task.text = try TaskTextRule.check(text)
      } catch {
        return failure(ImportSkipReason(error, field: "text"))
      }
    default: return failure(.invalidField("text"))
    }
    if let id = object["id"] {
      guard case .number(let digits) = id, let value = Int(digits), value > 0 else {
        return failure(.invalidField("id"))
      }
      task.id = value
    }
    for (name, flag) in [("favorite", \InterchangeTask.isFavorite), ("completed", \.isCompleted)] {
      switch object[name] {
      case nil: break
      case .bool(let value): task[keyPath: flag] = value
      default: return failure(.invalidField(name))
      }
    }
    for (name, time) in [("createdAt", \InterchangeTask.createdAt), ("completedAt", \.completedAt)]
    {
      switch object[name] {
      case nil, .null: break
      case .string(let text):
        guard let seconds = ISOTime.parse(text) else { return failure(.invalidField(name)) }
        task[keyPath: time] = seconds
      default: return failure(.invalidField(name))
      }
    }
    if !task.isCompleted { task.completedAt = nil }
    if let uuid = object["uuid"] {
      guard case .string(let text) = uuid, let normalized = InterchangeUUID.normalized(text) else {
        return failure(.invalidField("uuid"))
      }
      task.uuid = normalized
    }
    var unmapped = object.members.map(\.name).filter { !known.contains($0) }
    if let at = object.position(of: "foreign") {
      let member = object.members[at]
      guard let (foreign, dropped) = foreign(parser.text(from: member.start, to: member.end))
      else {
        return failure(.invalidField("foreign"))
      }
      task.foreign = foreign
      unmapped += dropped
    }
    return .success(DecodedTask(task: task, line: line, unmappedFields: unmapped))
  }

  /// The foreign data of a `"foreign"` member's JSON text: a format this program writes,
  /// an object of fields, an optional template object and change time; and the names of
  /// the Taskwarrior fields dropped from it because puremvp models them
  /// (`Taskwarrior.isWritable`): the task's own status, times and UUID are the ones written.
  private static func foreign(_ json: String) -> (InterchangeForeign, dropped: [String])? {
    var json = json
    return json.withUTF8 { bytes -> (InterchangeForeign, dropped: [String])? in
      var parser = JSONParser(bytes)
      guard let object = try? parser.rawObject(depth: 1),
        case .string(let format) = object["format"],
        format == InterchangeFormat.taskwarrior.rawValue
          || format == InterchangeFormat.todoTxt.rawValue,
        let fieldsAt = object.position(of: "fields"), case .object = object.members[fieldsAt].value
      else { return nil }
      let fields = object.members[fieldsAt]
      var template: String?
      if let at = object.position(of: "template") {
        guard case .object = object.members[at].value else { return nil }
        template = parser.text(from: object.members[at].start, to: object.members[at].end)
      }
      var changedAt: Int64?
      switch object["changedAt"] {
      case nil, .null: break
      case .string(let text):
        guard let seconds = ISOTime.parse(text) else { return nil }
        changedAt = seconds
      default: return nil
      }
      var fieldsText = parser.text(from: fields.start, to: fields.end)
      var dropped: [String] = []
      if format == InterchangeFormat.taskwarrior.rawValue {
        var inner = JSONParser(bytes, start: fields.start)
        guard let members = try? inner.rawObject(depth: 2) else { return nil }
        dropped = members.members.filter { !isKeptTaskwarriorField($0) }.map(\.name)
        if !dropped.isEmpty {
          var kept = JSONText(capacity: fields.end - fields.start)
          kept.object { object in
            for member in members.members where isKeptTaskwarriorField(member) {
              object.member(raw: member.name, bytes[member.start..<member.end])
            }
          }
          fieldsText = String(decoding: kept.bytes, as: UTF8.self)
        }
      }
      return (
        InterchangeForeign(
          format: format, fields: ForeignPayload.make(fields: fieldsText, template: template),
          changedAt: changedAt),
        dropped
      )
    }
  }

  /// Whether a Taskwarrior field of a backup's foreign data is kept: not a member puremvp
  /// models, but a `status` of `waiting` (an active task that came so); not a priority `H`,
  /// which is the star.
  private static func isKeptTaskwarriorField(_ member: RawMember) -> Bool {
    switch member.name {
    case "status": member.value == .string("waiting")
    case "priority": member.value != .string("H")
    default: !Taskwarrior.modeledMembers.contains(member.name)
    }
  }
}

/// The times of puremvp's JSON: `YYYY-MM-DDTHH:MM:SSZ`, always UTC.
enum ISOTime {
  /// Seconds since the epoch of `text`, or `nil` when it is not exactly that notation.
  static func parse(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { bytes -> Int64? in
      guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
        bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
      else { return nil }
      return CivilDate.epochSeconds(
        bytes, yearAt: 0, monthAt: 5, dayAt: 8, hourAt: 11, minuteAt: 14, secondAt: 17)
    }
  }

}
