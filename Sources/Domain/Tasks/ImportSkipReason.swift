/// Why an entry of an imported file did not become a task: one set for the codecs that
/// read the file and for the service that applies the domain's rules after them.
public enum ImportSkipReason: Error, Equatable, Sendable {
  /// The text is empty once trimmed, or the entry has none.
  case emptyText
  /// The text is longer than `TaskTextRule.maximumLength`; `length` is its length in
  /// characters.
  case textTooLong(length: Int)
  /// The text is longer than `TaskTextRule.maximumUTF8Length`; `bytes` is its size in bytes
  /// of UTF-8.
  case textTooLarge(bytes: Int)
  /// A task the file marks deleted (Taskwarrior `status: deleted`).
  case deleted
  /// A recurrence template (Taskwarrior `status: recurring`) none of whose instances the file
  /// holds; a template with instances is kept with them.
  case recurring
  /// A Taskwarrior status that is not one of the five Taskwarrior defines (a missing or
  /// non-string status is `invalidField("status")`).
  case unknownStatus(String)
  /// A field whose value is malformed (a date, a UUID, a text holding a NUL).
  case invalidField(String)
  /// A UUID an earlier entry of the same file already has.
  case duplicateUUID(String)
  /// An element of a JSON file that is not a JSON object.
  case notAnObject
  /// A JSON object that is neither a Taskwarrior task nor one of puremvp's export.
  case notATask
  /// A UUID a task of the store already has: the task was imported before. Only the
  /// service, which sees the store, finds this one.
  case uuidInStore(String)

  /// The stable code for reports and JSON output (`"skipped":[{"line":3,"reason":"deleted"}]`).
  public var code: String {
    switch self {
    case .emptyText: "empty_text"
    case .textTooLong, .textTooLarge: "text_too_long"
    case .deleted: "deleted"
    case .recurring: "recurring"
    case .unknownStatus: "unknown_status"
    case .invalidField: "invalid_field"
    case .duplicateUUID: "duplicate_uuid"
    case .notAnObject: "not_an_object"
    case .notATask: "not_a_task"
    case .uuidInStore: "uuid_in_store"
    }
  }

  /// The skip for a text `TaskTextRule` refuses; a NUL makes the field named `field`
  /// invalid.
  public init(_ violation: TaskTextRule.Violation, field: String) {
    switch violation {
    case .empty: self = .emptyText
    case .holdsNUL: self = .invalidField(field)
    case .tooLong(let length): self = .textTooLong(length: length)
    case .tooLarge(let bytes): self = .textTooLarge(bytes: bytes)
    }
  }
}
