import TaskRules

/// The JSON files an import reads: a Taskwarrior export (`task export`: an array; with
/// `rc.json.array=off`: one object per line) and puremvp's own JSON export (a backup), or
/// objects of both. Each object says by its members which it is: a `description` or a
/// `status` makes it Taskwarrior's, a `text` puremvp's; an object with neither is skipped
/// (`not_a_task`), and a file none of whose objects is either is refused whole.
///
/// A Taskwarrior recurrence template (status `recurring`) is not a task: it is kept with
/// the instances that name it as their `parent`, so that an export writes it back before
/// them; a template none of whose instances the file holds is skipped and reported.
package enum InterchangeJSON {
  /// The tasks of a JSON file. Throws for a file that is not text or not JSON, JSON nested
  /// or sized beyond the parser's limits, or JSON with no task in it.
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
    return decoder.finished()
  }

  private struct Template {
    let text: String
    let skipped: ImportSkip
    var isUsed = false
  }

  private struct Decoder {
    var tasks: [DecodedTask] = []
    /// For each task, its Taskwarrior fields' JSON object text and the UUID of its
    /// recurrence template; the foreign data is put together at the end, once every
    /// template has been read.
    var pending: [(fields: String, parent: String?)?] = []
    var skipped: [ImportSkip] = []
    var uuids: Set<String> = []
    var templates: [String: Template] = [:]
    var templateOrder: [String] = []
    var elements = 0
    var recognized = 0
    var firstElementLine = 1
    var oneLineArray = false

    mutating func decode(_ parser: JSONParser) throws(InterchangeError) {
      var parser = parser
      parser.skipWhiteSpace()
      firstElementLine = parser.line
      switch parser.peek {
      case nil: return
      case UInt8(ascii: "["):
        let openingLine = parser.line
        _ = parser.consume(UInt8(ascii: "["))
        if !parser.consume(UInt8(ascii: "]")) {
          // One element at a time: only one task's object is held at once.
          repeat {
            try element(&parser, depth: 1)
          } while parser.consume(UInt8(ascii: ","))
          try parser.expect(UInt8(ascii: "]"))
        }
        oneLineArray = parser.line == openingLine
        parser.skipWhiteSpace()
        if let byte = parser.peek { throw parser.failure(.unexpectedByte(byte)) }
      case UInt8(ascii: "{"):
        while true {
          parser.skipWhiteSpace()
          guard let byte = parser.peek else { break }
          guard byte == UInt8(ascii: "{") else {
            throw InterchangeError(line: parser.line, problem: .notATaskwarriorExport)
          }
          try element(&parser, depth: 0)
        }
      default:
        throw InterchangeError(line: parser.line, problem: .notATaskwarriorExport)
      }
      if elements > 0, recognized == 0 {
        throw InterchangeError(line: firstElementLine, problem: .notATaskwarriorExport)
      }
    }

    mutating func element(_ parser: inout JSONParser, depth: Int) throws(InterchangeError) {
      parser.skipWhiteSpace()
      let line = parser.line
      let index = elements
      elements += 1
      guard parser.peek == UInt8(ascii: "{") else {
        _ = try parser.value(depth: depth)
        skipped.append(ImportSkip(line: line, reason: .notAnObject, index: index))
        return
      }
      let object = try parser.rawObject(depth: depth)
      if object["description"] != nil || object["status"] != nil {
        recognized += 1
        taskwarrior(object, parser, line: line, index: index)
      } else if object["text"] != nil {
        recognized += 1
        switch PuremvpJSON.task(from: object, in: parser, line: line) {
        case .success(let decoded): add(decoded, index: index, pending: nil)
        case .failure(let failure):
          skipped.append(
            ImportSkip(line: line, reason: failure.reason, task: failure.name, index: index))
        }
      } else {
        skipped.append(ImportSkip(line: line, reason: .notATask, index: index))
      }
    }

    mutating func taskwarrior(_ object: RawObject, _ parser: JSONParser, line: Int, index: Int) {
      switch Taskwarrior.task(from: object, in: parser, line: line) {
      case .task(let decoded, let fields, let parent):
        add(decoded, index: index, pending: (fields, parent))
      case .template(let uuid, let name):
        let entry = ImportSkip(line: line, reason: .recurring, task: name, index: index)
        guard templates[uuid] == nil else {
          skipped.append(
            ImportSkip(line: line, reason: .duplicateUUID(uuid), task: name, index: index))
          return
        }
        templates[uuid] = Template(
          text: parser.text(from: object.start, to: object.end), skipped: entry)
        templateOrder.append(uuid)
      case .skipped(let reason, let name):
        skipped.append(ImportSkip(line: line, reason: reason, task: name, index: index))
      }
    }

    mutating func add(
      _ decoded: DecodedTask, index: Int, pending fields: (fields: String, parent: String?)?
    ) {
      var decoded = decoded
      decoded.index = index
      if let uuid = decoded.task.uuid {
        guard uuids.insert(uuid).inserted else {
          skipped.append(
            ImportSkip(
              line: decoded.line, reason: .duplicateUUID(uuid), task: decoded.task.text,
              index: index))
          return
        }
      }
      tasks.append(decoded)
      pending.append(fields)
    }

    /// The decoding, each Taskwarrior task's foreign data with its template, the templates
    /// no task named skipped, and positions kept only for a one-line array.
    mutating func finished() -> InterchangeDecoding {
      for position in tasks.indices {
        guard let (fields, parent) = pending[position] else { continue }
        var template: String?
        if let parent, templates[parent] != nil {
          templates[parent]?.isUsed = true
          template = templates[parent]?.text
        }
        tasks[position].task.foreign = InterchangeForeign(
          format: InterchangeFormat.taskwarrior.rawValue,
          fields: ForeignPayload.make(fields: fields, template: template))
      }
      for uuid in templateOrder {
        if let template = templates[uuid], !template.isUsed { skipped.append(template.skipped) }
      }
      // Entries were read in file order; the unused templates are known only now.
      skipped.sort { ($0.line, $0.index ?? 0) < ($1.line, $1.index ?? 0) }
      if !oneLineArray {
        for position in tasks.indices { tasks[position].index = nil }
        for position in skipped.indices { skipped[position].index = nil }
      }
      return InterchangeDecoding(tasks: tasks, skipped: skipped)
    }
  }
}

/// The JSON text of a task's foreign fields (`InterchangeForeign.fields`): made by the
/// decoders, read back by the encoders.
enum ForeignPayload {
  /// `{"fields":FIELDS}`, with `,"template":TEMPLATE` before the `}` when there is one.
  static func make(fields: String, template: String? = nil) -> String {
    guard let template else { return "{\"fields\":" + fields + "}" }
    return "{\"fields\":" + fields + ",\"template\":" + template + "}"
  }

  /// The members of `fields`, each with its JSON text, and the template's JSON text; `nil`
  /// when `payload` is not such an object (a store someone edited).
  static func parse(_ payload: String) -> (
    fields: [(name: String, text: String)], template: String?
  )? {
    var payload = payload
    return payload.withUTF8 { bytes -> ([(name: String, text: String)], String?)? in
      guard UTF8Scan.firstProblem(bytes, 0, bytes.count) == nil else { return nil }
      var parser = JSONParser(bytes)
      guard let outer = try? parser.rawObject(depth: 0) else { return nil }
      parser.skipWhiteSpace()
      guard parser.isAtEnd, let at = outer.positions["fields"],
        case .object = outer.members[at].value
      else { return nil }
      var inner = JSONParser(bytes, start: outer.members[at].start)
      guard let fields = try? inner.rawObject(depth: 1) else { return nil }
      let members = fields.members.map {
        (name: $0.name, text: inner.text(from: $0.start, to: $0.end))
      }
      var template: String?
      if let at = outer.positions["template"], case .object = outer.members[at].value {
        template = parser.text(from: outer.members[at].start, to: outer.members[at].end)
      }
      return (members, template)
    }
  }
}

/// What puremvp's JSON export writes of a task's foreign data.
package enum ForeignJSON {
  /// The members of the foreign data `fields` (`InterchangeForeign.fields`) to write inside
  /// the export's `"foreign":{…}` object, after its `"format"`: `"fields":{…}` and, for a
  /// recurring Taskwarrior task, `"template":{…}`, as the source wrote them; `nil` when
  /// `fields` is not what a decoder makes.
  package static func members(of fields: String) -> String? {
    guard ForeignPayload.parse(fields) != nil else { return nil }
    let trimmed = TaskTextRule.trimmed(fields)
    // A JSON object: `{`, its members, `}`; `parse` checked that it is one.
    return String(trimmed.dropFirst().dropLast())
  }
}
