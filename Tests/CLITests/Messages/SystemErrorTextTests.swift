import SystemInterface
import Testing

@testable import CLI

/// The reasons the system gives are worded by the catalog, in both languages.
@Suite struct SystemErrorTextTests {
  /// The `errno` values the store, the scripts and the output meet, and their cases.
  static let worded: [(code: Int32, error: SystemError)] = [
    (ENOENT, .noSuchFile), (EACCES, .permissionDenied), (EPERM, .notPermitted),
    (ENOTDIR, .notADirectory), (EISDIR, .isADirectory), (ENOSPC, .noSpace),
    (EDQUOT, .quotaExceeded), (EFBIG, .fileTooLarge), (EROFS, .readOnlyFileSystem),
    (ELOOP, .tooManySymbolicLinks), (EIO, .inputOutput), (ENAMETOOLONG, .nameTooLong),
    (EMFILE, .tooManyOpenFiles),
  ]

  private let english = CommandLineCatalog(language: .english)
  private let spanish = CommandLineCatalog(language: .spanish)

  @Test(arguments: worded)
  func eachErrorTheProgramMeetsHasItsOwnCase(code: Int32, error: SystemError) {
    #expect(SystemError(code: code) == error)
  }

  @Test(arguments: worded)
  func spanishNeverFallsBackToTheSystemsEnglish(code: Int32, error: SystemError) {
    let text = error.text(in: spanish)
    #expect(text.lowercased() != SystemError.systemText(of: code).lowercased())
    #expect(text != error.text(in: english))
  }

  #if os(Linux)
    /// English output reads as before the catalog worded these: the C library's text (but
    /// "not a directory", which the store always wrote in lowercase).
    @Test(arguments: worded)
    func englishIsTheCLibrarysText(code: Int32, error: SystemError) {
      let expected = code == ENOTDIR ? "not a directory" : SystemError.systemText(of: code)
      #expect(error.text(in: english) == expected)
    }
  #endif

  @Test func anErrorNobodyWordedKeepsTheSystemsTextAndItsNumber() {
    let error = SystemError(code: EXDEV)
    #expect(error == .other(code: EXDEV))
    let system = SystemError.systemText(of: EXDEV)
    #expect(error.text(in: english) == "\(system) (system error \(EXDEV))")
    #expect(error.text(in: spanish) == "\(system) (error del sistema \(EXDEV))")
  }
}
