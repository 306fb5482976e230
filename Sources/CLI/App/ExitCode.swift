import Services

/// The process exit codes, as the README lists them (the BSD `sysexits` values where one fits).
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let dataError: Int32 = 65
  static let noInput: Int32 = 66
  static let ioError: Int32 = 74
  static let busy: Int32 = 75
  /// Ctrl-C stopped a run of scripts: 128 + SIGINT, what a shell sees when a process is
  /// killed by the signal, said with a message of where it stopped.
  static let interrupted: Int32 = 130
  /// Standard output's reader went away: 128 + SIGPIPE, what a shell sees when a process is
  /// killed by the signal (`yes | head -1`), said without a message.
  static let brokenPipe: Int32 = 141

  /// The exit code of a command that ended with `outcome`.
  static func of(_ outcome: CommandOutcome) -> Int32 {
    switch outcome {
    case .succeeded: success
    case .failed(let code, let exitStatus): exitStatus ?? of(code)
    }
  }

  /// The exit code of a command that failed with `code`.
  static func of(_ code: ErrorCode) -> Int32 {
    switch code {
    case .usage, .invalidID: usage
    case .storeCorrupt, .importInvalid: dataError
    case .ioError: ioError
    case .storeBusy: busy
    // No ID left is a refusal of the command, as a full list would be, not a failed write.
    case .taskNotFound, .emptyText, .invalidText, .textTooLong, .nothingToUndo, .duplicateUUID,
      .idsExhausted:
      failure
    // Login: refusals of the form or the backend, not mistakes in the command line.
    case .formIncomplete, .invalidEmail, .invalidPassword, .accountLocked, .invalidEmailFormat,
      .weakPassword, .emailTaken:
      failure
    }
  }
}
