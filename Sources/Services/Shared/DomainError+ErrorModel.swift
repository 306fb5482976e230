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
    case .taskTextTooLarge(let bytes):
      ErrorModel(
        code: .textTooLong,
        message: catalog.text(
          .taskTextTooLarge, String(bytes), String(TaskTextRule.maximumUTF8Length)))
    case .nothingToUndo:
      ErrorModel(
        code: .nothingToUndo, message: catalog.text(.nothingToUndo, String(TaskHistory.depth)))
    case .duplicateTaskUUID(let uuid):
      ErrorModel(code: .duplicateUUID, message: catalog.text(.duplicateTaskUUID, uuid.description))
    case .taskIDsExhausted:
      ErrorModel(code: .idsExhausted, message: catalog.text(.taskIDsExhausted))
    case .gateway(let failure):
      failure.errorModel
    // The import file, not the store: the file is not the one that was checked.
    case .importFileUnusable(let message):
      ErrorModel(code: .importInvalid, message: message)
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

// MARK: - Words

extension Message {
  // Tasks
  fileprivate static let taskNotFound = Message(
    english: "No task #%1", spanish: "No existe la tarea #%1")
  fileprivate static let invalidTaskID = Message(
    english: "Invalid task ID '%1': expected a positive integer",
    spanish: "ID de tarea no válido '%1': se espera un entero positivo")
  fileprivate static let emptyTaskText = Message(
    english: "The task text is empty", spanish: "El texto de la tarea está vacío")
  fileprivate static let invalidTaskText = Message(
    english: "The task text holds a NUL character, which no text may hold",
    spanish: "El texto de la tarea contiene un carácter NUL, que ningún texto puede contener")
  fileprivate static let taskTextTooLong = Message(
    english: "The task text has %1 characters; at most %2 are allowed",
    spanish: "El texto de la tarea tiene %1 caracteres; el máximo es %2")
  fileprivate static let taskTextTooLarge = Message(
    english: "The task text has %1 bytes of UTF-8; at most %2 are allowed",
    spanish: "El texto de la tarea ocupa %1 bytes de UTF-8; el máximo es %2")
  fileprivate static let taskIDsExhausted = Message(
    english: "No task IDs are left in this store",
    spanish: "No quedan IDs de tarea en este almacén")
  fileprivate static let nothingToUndo = Message(
    english: "Nothing to undo (undo goes back at most %1 changes)",
    spanish: "No hay nada que deshacer (se deshacen como mucho %1 cambios)")
  // Login
  fileprivate static let formIncomplete = Message(
    english: "Fill in both fields first: each needs at least %1 characters",
    spanish: "Rellena antes los dos campos: cada uno necesita al menos %1 caracteres")
  fileprivate static let invalidEmail = Message(
    english: "Check your email", spanish: "Comprueba tu Email")
  fileprivate static let invalidPassword = Message(
    english: "Check your password", spanish: "Comprueba tu Password")
  fileprivate static let accountLocked = Message(
    english: "Too many failed attempts: the account is locked; try again in %1 min",
    spanish: "Demasiados intentos fallidos: la cuenta está bloqueada; inténtalo de nuevo en %1 min")
  fileprivate static let invalidEmailFormat = Message(
    english: "'%1' is not an email address like name@example.com",
    spanish: "'%1' no es una dirección de email como nombre@ejemplo.com")
  fileprivate static let weakPassword = Message(
    english: "The password needs at least %1 characters",
    spanish: "La contraseña necesita al menos %1 caracteres")
  fileprivate static let emailTaken = Message(
    english: "An account with %1 already exists", spanish: "Ya existe una cuenta con %1")
  // Tasks: a repeated UUID
  fileprivate static let duplicateTaskUUID = Message(
    english: "Another task already has the UUID %1", spanish: "Otra tarea ya tiene el UUID %1")
}
