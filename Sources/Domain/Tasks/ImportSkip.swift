/// An entry of an imported file that did not become a task, and why: what the foreign-format
/// codecs report and what the service adds, in one type for both.
public struct ImportSkip: Equatable, Sendable {
  /// The line of the file the entry starts on (for JSON: the line where its value starts).
  public let line: Int
  /// Why it was skipped; its associated values are the message parameters.
  public let reason: ImportSkipReason
  /// What names the entry for a person: its text, else its UUID; `nil` when it has neither.
  public let task: String?
  /// The entry's position (from 0) in a JSON array written on one line; a JSON reader
  /// clears it when the array spans several lines.
  public var index: Int?

  /// A skipped entry with every field given.
  public init(line: Int, reason: ImportSkipReason, task: String? = nil, index: Int? = nil) {
    self.line = line
    self.reason = reason
    self.task = task
    self.index = index
  }
}
