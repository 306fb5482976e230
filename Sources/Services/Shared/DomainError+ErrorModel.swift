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
    case .taskTextTooLong(let length):
      ErrorModel(
        code: .textTooLong,
        message: catalog.text(.taskTextTooLong, String(length), String(TaskText.maximumLength)))
    case .nothingToUndo:
      ErrorModel(code: .nothingToUndo, message: catalog.text(.nothingToUndo))
    case .duplicateTaskUUID(let uuid):
      ErrorModel(code: .duplicateUUID, message: catalog.text(.duplicateTaskUUID, uuid.description))
    case .taskIDsExhausted:
      ErrorModel(code: .ioError, message: catalog.text(.taskIDsExhausted))
    case .store(let failure):
      failure.errorModel(in: catalog)
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

extension StoreFailure {
  /// This failure as a code and a message naming the file, in `catalog`'s language.
  package func errorModel(in catalog: MessageCatalog) -> ErrorModel {
    switch self {
    case .corrupt(let path, let line, let problem):
      let place = line.map { "\(path):\($0)" } ?? path
      return ErrorModel(
        code: .storeCorrupt,
        message: catalog.text(.storeCorrupt, place, problem.text(in: catalog)))
    case .unreadable(let path, let reason):
      return ErrorModel(code: .storeCorrupt, message: catalog.text(.storeUnreadable, path, reason))
    case .unwritable(let path, let reason):
      return ErrorModel(code: .ioError, message: catalog.text(.storeUnwritable, path, reason))
    case .busy(let path, let waited):
      return ErrorModel(code: .storeBusy, message: catalog.text(.storeBusy, path, String(waited)))
    case .untrustedFile(let path, let reason):
      let text = reason.text(in: catalog)
      return ErrorModel(code: .storeCorrupt, message: catalog.text(.storeUnreadable, path, text))
    case .untrustedDirectory(let path, let reason):
      return ErrorModel(
        code: .ioError, message: catalog.text(.storeRefused, path, reason.text(in: catalog)))
    case .readOnly(let path):
      return ErrorModel(
        code: .ioError,
        message: catalog.text(.storeUnwritable, path, catalog.text(.storeIsReadOnly)))
    }
  }
}

extension StoreDistrust {
  fileprivate func text(in catalog: MessageCatalog) -> String {
    switch self {
    case .symbolicLink: catalog.text(.distrustSymbolicLink)
    case .notRegularFile: catalog.text(.distrustNotRegularFile)
    case .ownedByOtherUser(let uid): catalog.text(.distrustOwner, String(uid))
    case .writableByOthers: catalog.text(.distrustWritableByOthers)
    }
  }
}

extension StoreNote {
  /// This note as one line in `catalog`'s language, naming the store or file.
  package func message(in catalog: MessageCatalog) -> String {
    switch self {
    case .permissionsNarrowed(let path, let from, let to):
      catalog.text(.notePermissionsNarrowed, path, Self.octal(from), Self.octal(to))
    case .readOnly(let path):
      catalog.text(.noteReadOnly, path)
    case .waitingForLock:
      catalog.text(.noteWaitingForLock)
    }
  }

  /// Permission bits as `chmod` writes them: `0777`.
  private static func octal(_ mode: UInt32) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension StoreProblem {
  fileprivate func text(in catalog: MessageCatalog) -> String {
    switch self {
    case .missingHeader(let expected): catalog.text(.problemMissingHeader, expected)
    case .unsupportedVersion(let found): catalog.text(.problemUnsupportedVersion, found)
    case .notText: catalog.text(.problemNotText)
    case .malformedRecord: catalog.text(.problemMalformedRecord)
    case .inconsistentRecord: catalog.text(.problemInconsistentRecord)
    case .duplicateUUID: catalog.text(.problemDuplicateUUID)
    case .truncated: catalog.text(.problemTruncated)
    case .empty: catalog.text(.problemEmpty)
    case .incompleteGroup: catalog.text(.problemIncompleteGroup)
    case .tooFewIterations(let found, let minimum):
      catalog.text(.problemTooFewIterations, String(found), String(minimum))
    }
  }
}
