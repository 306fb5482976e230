import CivilCalendar
import Domain

/// What an export to a format other than a task's own could not write: each field counted
/// once for every task that had it (`not carried to todo.txt: annotations 4, recur 1`).
///
/// The encoders fill it in as they write (`TodoTxt.line`, `Taskwarrior.Encoder`); the
/// command line tells it on standard error. JSON carries everything and counts nothing.
package struct NotCarried: Equatable, Sendable {
  /// A field that did not cross.
  package enum Field: Hashable, Sendable, Comparable {
    /// A member of a Taskwarrior task (`annotations`, `recur`, a UDA), or a todo.txt
    /// `priority` Taskwarrior has no letter for.
    case member(String)
    /// Line breaks in a text, which a todo.txt line cannot hold: written as spaces.
    case lineBreaks
    /// Tabs in a text, written as spaces in todo.txt.
    case tabs
  }

  private var counts: [Field: Int] = [:]

  /// Nothing counted yet.
  package init() {}

  /// Counts `field` once more.
  package mutating func count(_ field: Field) {
    counts[field, default: 0] += 1
  }

  /// Whether every field crossed.
  package var isEmpty: Bool { counts.isEmpty }

  /// The fields with their counts, largest first, then in the order of `Field`.
  package var fields: [(field: Field, count: Int)] {
    counts.map { (field: $0.key, count: $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.field < $1.field
    }
  }
}

/// How the fields both formats hold cross between Taskwarrior and todo.txt
/// (docs/interchange.md):
///
/// | Taskwarrior | todo.txt |
/// |---|---|
/// | `project` | the first `+project` word |
/// | `tags` | `@context` words |
/// | `due` | a `due:YYYY-MM-DD` word |
/// | `priority` `H` / `M` / `L` | `(A)` (the star) / `(B)` / `(C)` |
///
/// A task keeps the fields of the format it came from (`InterchangeForeign`): exported to
/// that format it is written as it came; exported to the other, these mappings are applied
/// to what it kept, and everything else it kept is counted as not carried.
enum CrossFormat {
  /// The todo.txt priority of a Taskwarrior priority other than `H` (the star).
  static func todoTxtPriority(ofTaskwarrior priority: String) -> String? {
    switch priority {
    case "M": "B"
    case "L": "C"
    default: nil
    }
  }

  /// The Taskwarrior priority of a todo.txt priority other than `A` (the star).
  static func taskwarriorPriority(ofTodoTxt letter: String) -> String? {
    switch letter {
    case "B": "M"
    case "C": "L"
    default: nil
    }
  }

  // MARK: - Taskwarrior to todo.txt

  /// What a task that came from Taskwarrior writes in todo.txt besides its text: the words
  /// for its project, tags and due date that the text does not hold already, and the
  /// letter of its priority; every other kept member is counted in `notCarried` (not
  /// `modified`, a time the format has no place for, nor a member puremvp models, such as
  /// a `waiting` status: the task's state and times are its own).
  static func todoTxtFields(
    of kept: [(name: String, text: String)], text: String, timeZone: InterchangeTimeZone,
    notCarried: inout NotCarried
  ) -> (words: [String], priority: String?) {
    // The words in one order whatever the source's: project, contexts, due date.
    var project: [String] = []
    var tags: [String] = []
    var due: [String] = []
    var priority: String?
    let present = Set(text.split(whereSeparator: isSeparator))
    func add(_ word: String, to words: inout [String]) {
      if !present.contains(Substring(word)), !words.contains(word) { words.append(word) }
    }
    for member in kept {
      if member.name == "modified" || Taskwarrior.modeledMembers.contains(member.name) {
        continue
      }
      // Only the members that may cross are read as values; the rest are only named.
      let crosses = ["project", "tags", "due", "priority"].contains(member.name)
      let value = crosses ? jsonValue(member.text) : nil
      switch member.name {
      case "project":
        guard case .string(let name)? = value, isWord(name) else { break }
        add("+" + name, to: &project)
        continue
      case "tags":
        guard case .array(let items)? = value else { break }
        let names = items.compactMap { item -> String? in
          guard case .string(let tag) = item, isWord(tag) else { return nil }
          return tag
        }
        guard names.count == items.count else { break }
        for tag in names { add("@" + tag, to: &tags) }
        continue
      case "due":
        guard case .string(let text)? = value, let seconds = TaskwarriorDate.parse(text),
          let date = timeZone.date(of: seconds)
        else { break }
        add("due:" + date.dashed, to: &due)
        continue
      case "priority":
        // No priority, or `H`: the star, which the task has or was taken from it.
        if value == .null || value == .string("H") { continue }
        guard case .string(let letter)? = value,
          let mapped = todoTxtPriority(ofTaskwarrior: letter)
        else { break }
        priority = mapped
        continue
      default: break
      }
      notCarried.count(.member(member.name))
    }
    return (project + tags + due, priority)
  }

  // MARK: - todo.txt to Taskwarrior

  /// The Taskwarrior members a task that did not come from Taskwarrior gets from its
  /// todo.txt markup: its text's first `+project` word, its `@context` words as tags, its
  /// first `due:YYYY-MM-DD` word (midnight of that day in `timeZone`). The text itself is
  /// written whole as the description: Taskwarrior carries every text exactly.
  struct TaskwarriorFields {
    var due: String?
    var project: String?
    var tags: [String] = []
  }

  /// The members `text` gives (`TaskwarriorFields`); nothing when it has no `+`, `@` or
  /// `due:` word, found without splitting a text that has none of those bytes.
  static func taskwarriorFields(of text: String, timeZone: InterchangeTimeZone)
    -> TaskwarriorFields
  {
    var fields = TaskwarriorFields()
    guard
      text.utf8.contains(where: {
        $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":")
      })
    else { return fields }
    for word in text.split(whereSeparator: isSeparator) {
      let bytes = word.utf8
      guard let first = bytes.first, bytes.count > 1 else { continue }
      if first == UInt8(ascii: "+") {
        if fields.project == nil { fields.project = String(word.dropFirst()) }
      } else if first == UInt8(ascii: "@") {
        let tag = String(word.dropFirst())
        if !fields.tags.contains(tag) { fields.tags.append(tag) }
      } else if fields.due == nil, bytes.count == 14, word.hasPrefix("due:") {
        var dateText = String(word.dropFirst(4))
        let seconds = dateText.withUTF8 { dateBytes -> Int64? in
          guard let date = CivilDate.parseDashed(dateBytes, at: 0) else { return nil }
          return timeZone.midnight(of: date)
        }
        fields.due = seconds.flatMap(TaskwarriorDate.format)
      }
    }
    return fields
  }

  // MARK: - Helpers

  /// What separates todo.txt words: the space, and the tab, carriage return and line feed,
  /// which a todo.txt line writes as spaces.
  static func isSeparator(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r"
      || character == "\r\n"
  }

  /// Whether `text` can be one todo.txt word: not empty, no white space.
  private static func isWord(_ text: String) -> Bool {
    !text.isEmpty && !text.unicodeScalars.contains(where: \.properties.isWhitespace)
  }

  /// The value of a kept member's JSON text; `nil` when it is not one.
  private static func jsonValue(_ text: String) -> JSONValue? {
    var text = text
    return text.withUTF8 { bytes -> JSONValue? in
      var parser = JSONParser(bytes)
      return try? parser.value(depth: 1)
    }
  }
}
