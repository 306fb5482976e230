/// The stable, machine-readable name of a failure, as JSON output shows it.
public enum ErrorCode: String, CaseIterable, Sendable {
  /// The command line or script line is not in the command language.
  case usage
  /// A task ID that is not a positive integer.
  case invalidID = "invalid_id"
  /// No task has the given ID.
  case taskNotFound = "task_not_found"
  /// A task text that is empty once trimmed.
  case emptyText = "empty_text"
  /// A task text holding a character no text may hold (a NUL).
  case invalidText = "invalid_text"
  /// A task text over the length limit.
  case textTooLong = "text_too_long"
  /// A store or fixture file that cannot be read or parsed.
  case storeCorrupt = "store_corrupt"
  /// The store stayed locked by another process.
  case storeBusy = "store_busy"
  /// The store cannot be written.
  case ioError = "io_error"
  /// An undo found no change left to revert.
  case nothingToUndo = "nothing_to_undo"
  /// A task to add has the UUID of a stored task, or of another task added with it.
  case duplicateUUID = "duplicate_uuid"
  /// The store has handed out its last task ID: no task can be added to it.
  case idsExhausted = "ids_exhausted"
  /// A file to import that is not a readable todo.txt file or Taskwarrior export.
  case importInvalid = "import_invalid"
  // Login
  /// The login form was submitted before both fields had 5 characters.
  case formIncomplete = "form_incomplete"
  /// No account has the email.
  case invalidEmail = "invalid_email"
  /// The password is wrong.
  case invalidPassword = "invalid_password"
  /// Too many wrong passwords in a row: the account is locked for a while.
  case accountLocked = "account_locked"
  /// The email given to register is not like `a@b.c`.
  case invalidEmailFormat = "invalid_email_format"
  /// The password given to register is too short.
  case weakPassword = "weak_password"
  /// An account with the email already exists.
  case emailTaken = "email_taken"
}

/// A failure ready to show: its code and a message in the user's language.
public struct ErrorModel: Equatable, Sendable {
  /// What kind of failure this is.
  public let code: ErrorCode
  /// One line for people, naming what failed and where.
  public let message: String

  /// A failure with `code` and `message`.
  public init(code: ErrorCode, message: String) {
    self.code = code
    self.message = message
  }
}
