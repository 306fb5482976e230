import Domain

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
    try InterchangeFile.decode(bytes, as: .json, timeZone: .utc)
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
      guard parser.isAtEnd, let at = outer.position(of: "fields"),
        case .object = outer.members[at].value
      else { return nil }
      var inner = JSONParser(bytes, start: outer.members[at].start)
      guard let fields = try? inner.rawObject(depth: 1) else { return nil }
      let members = fields.members.map {
        (name: $0.name, text: inner.text(from: $0.start, to: $0.end))
      }
      var template: String?
      if let at = outer.position(of: "template"), case .object = outer.members[at].value {
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
