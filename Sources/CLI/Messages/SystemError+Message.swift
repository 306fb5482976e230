import SystemInterface

extension SystemError {
  /// Why the system refused, in `catalog`'s language: every error the program meets has
  /// its words; any other is told in the system's own text, with its number.
  func text(in catalog: CommandLineCatalog) -> String {
    switch self {
    case .noSuchFile: catalog.text(.systemNoSuchFile)
    case .permissionDenied: catalog.text(.systemPermissionDenied)
    case .notPermitted: catalog.text(.systemNotPermitted)
    case .notADirectory: catalog.text(.systemNotADirectory)
    case .isADirectory: catalog.text(.systemIsADirectory)
    case .noSpace: catalog.text(.systemNoSpace)
    case .quotaExceeded: catalog.text(.systemQuotaExceeded)
    case .fileTooLarge: catalog.text(.systemFileTooLarge)
    case .readOnlyFileSystem: catalog.text(.systemReadOnlyFileSystem)
    case .tooManySymbolicLinks: catalog.text(.systemTooManySymbolicLinks)
    case .inputOutput: catalog.text(.systemInputOutput)
    case .nameTooLong: catalog.text(.systemNameTooLong)
    case .tooManyOpenFiles: catalog.text(.systemTooManyOpenFiles)
    case .other(let code):
      catalog.text(.systemOther, SystemError.systemText(of: code), String(code))
    }
  }
}
