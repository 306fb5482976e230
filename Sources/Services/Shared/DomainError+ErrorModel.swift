import Domain

extension DomainError {
  /// This failure as a code and a message in `catalog`'s language.
  package func errorModel(in catalog: MessageCatalog) -> ErrorModel {
    switch self {
    case .taskNotFound(let id):
      ErrorModel(code: .taskNotFound, message: catalog.text(.taskNotFound, String(id.rawValue)))
    case .invalidTaskID(let text):
      ErrorModel(code: .invalidID, message: catalog.text(.invalidTaskID, text))
    case .emptyTaskText:
      ErrorModel(code: .emptyText, message: catalog.text(.emptyTaskText))
    case .invalidTaskText:
      ErrorModel(code: .invalidText, message: catalog.text(.invalidTaskText))
    case .taskTextTooLong(let length):
      ErrorModel(
        code: .textTooLong,
        message: catalog.text(.taskTextTooLong, String(length), String(TaskText.maximumLength)))
    case .nothingToUndo:
      ErrorModel(
        code: .nothingToUndo, message: catalog.text(.nothingToUndo, String(TaskHistory.depth)))
    case .duplicateTaskUUID(let uuid):
      ErrorModel(code: .duplicateUUID, message: catalog.text(.duplicateTaskUUID, uuid.description))
    case .taskIDsExhausted:
      ErrorModel(code: .ioError, message: catalog.text(.taskIDsExhausted))
    case .gateway(let failure):
      failure.errorModel
    // Login
    case .formIncomplete(let minimum):
      ErrorModel(code: .formIncomplete, message: catalog.text(.formIncomplete, String(minimum)))
    case .unknownEmail:
      ErrorModel(code: .invalidEmail, message: catalog.text(.invalidEmail))
    case .wrongPassword:
      ErrorModel(code: .invalidPassword, message: catalog.text(.invalidPassword))
    case .accountLocked(let secondsLeft):
      // Whole minutes, rounded up, so a lock never reads "0 min".
      ErrorModel(
        code: .accountLocked,
        message: catalog.text(.accountLocked, String((secondsLeft + 59) / 60)))
    case .invalidEmailFormat(let text):
      ErrorModel(code: .invalidEmailFormat, message: catalog.text(.invalidEmailFormat, text))
    case .weakPassword(let minimum):
      ErrorModel(code: .weakPassword, message: catalog.text(.weakPassword, String(minimum)))
    case .emailTaken(let email):
      ErrorModel(code: .emailTaken, message: catalog.text(.emailTaken, email.value))
    }
  }
}

extension GatewayFailure {
  /// This failure as a code and the gateway's message, already in the user's language.
  package var errorModel: ErrorModel {
    switch kind {
    case .unreadable: ErrorModel(code: .storeCorrupt, message: message)
    case .unwritable: ErrorModel(code: .ioError, message: message)
    case .busy: ErrorModel(code: .storeBusy, message: message)
    }
  }
}
