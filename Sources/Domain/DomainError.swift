/// Every way a domain rule or a gateway refuses a request: one closed set for the layer.
public enum DomainError: Error, Sendable, Equatable {
  /// No task has this ID.
  case taskNotFound(TaskID)
  /// The text given as a task ID is not a positive integer.
  case invalidTaskID(String)
  /// The task text is empty once trimmed.
  case emptyTaskText
  /// The task text holds a character no text may hold: a NUL.
  case invalidTaskText
  /// The task text is longer than `TaskText.maximumLength` characters.
  case taskTextTooLong(length: Int)
  /// The task text is longer than `TaskTextRule.maximumUTF8Length` bytes of UTF-8.
  case taskTextTooLarge(bytes: Int)
  /// An undo found no change left to revert.
  case nothingToUndo
  /// A task to add has the UUID of a stored task, or of another task added with it.
  case duplicateTaskUUID(TaskUUID)
  /// Every task ID has been used (the store handed out `Int.max` IDs).
  case taskIDsExhausted
  /// A gateway could not read or write its storage.
  case gateway(GatewayFailure)
  /// The file an import reads again, after it was checked whole, is no longer what was
  /// checked, or could not be read again: nothing was imported. `message` names the file
  /// and what happened, in the user's language.
  case importFileUnusable(message: String)

  // Login
  /// The login form was submitted before both fields had enough characters.
  case formIncomplete(minimumLength: Int)
  /// No account has this email.
  case unknownEmail
  /// The password does not match the account's.
  case wrongPassword
  /// Too many wrong passwords in a row: the account is locked for this many more seconds.
  case accountLocked(secondsLeft: Int64)
  /// The email given to register is not like `a@b.c`.
  case invalidEmailFormat(String)
  /// The password given to register is shorter than the minimum.
  case weakPassword(minimumLength: Int)
  /// An account with this email already exists.
  case emailTaken(Email)
}
