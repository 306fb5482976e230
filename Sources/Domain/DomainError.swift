/// Every way a domain rule or a gateway refuses a request: one closed set for the layer.
package enum DomainError: Error, Sendable, Equatable {
  /// No task has this ID.
  case taskNotFound(TaskID)
  /// The text given as a task ID is not a positive integer.
  case invalidTaskID(String)
  /// The task text is empty once trimmed.
  case emptyTaskText
  /// The task text is longer than `TaskText.maximumLength` characters.
  case taskTextTooLong(length: Int)
  /// Every task ID has been used (the store handed out `Int.max` IDs).
  case taskIDsExhausted
  /// A gateway could not read or write its store.
  case store(StoreFailure)
}
