/// An operating-system error (`errno`), named for the causes the program meets and puts
/// into words in its catalogs, in every language; any other keeps its number, and is told
/// in the system's own text, the last resort.
public enum SystemError: Error, Sendable, Equatable {
  /// `ENOENT`: nothing at that path, or a directory on the way is missing.
  case noSuchFile
  /// `EACCES`: the permissions forbid it.
  case permissionDenied
  /// `EPERM`: the operation is not allowed (such as changing another user's file).
  case notPermitted
  /// `ENOTDIR`: a directory was needed and something else is there.
  case notADirectory
  /// `EISDIR`: a file was needed and a directory is there.
  case isADirectory
  /// `ENOSPC`: the disk is full.
  case noSpace
  /// `EDQUOT`: the user's disk quota is used up.
  case quotaExceeded
  /// `EFBIG`: the file would grow past the size limit (`ulimit -f`, the file system's).
  case fileTooLarge
  /// `EROFS`: the file system is mounted read-only.
  case readOnlyFileSystem
  /// `ELOOP`: a symbolic link where none is followed, or too many links in a row.
  case tooManySymbolicLinks
  /// `EIO`: the device failed.
  case inputOutput
  /// `ENAMETOOLONG`: the path or one of its names is too long.
  case nameTooLong
  /// `EMFILE`: the process has too many files open.
  case tooManyOpenFiles
  /// Any other `errno`, by its number.
  case other(code: Int32)

  /// The error `code`, an `errno` value.
  public init(code: Int32) {
    switch code {
    case ENOENT: self = .noSuchFile
    case EACCES: self = .permissionDenied
    case EPERM: self = .notPermitted
    case ENOTDIR: self = .notADirectory
    case EISDIR: self = .isADirectory
    case ENOSPC: self = .noSpace
    case EDQUOT: self = .quotaExceeded
    case EFBIG: self = .fileTooLarge
    case EROFS: self = .readOnlyFileSystem
    case ELOOP: self = .tooManySymbolicLinks
    case EIO: self = .inputOutput
    case ENAMETOOLONG: self = .nameTooLong
    case EMFILE: self = .tooManyOpenFiles
    default: self = .other(code: code)
    }
  }

  /// The error the last failed system call left in `errno`.
  public static var last: SystemError { SystemError(code: errno) }

  /// The system's own text for an error nobody put into words (`strerror`); its language
  /// is the C library's, so the catalogs use it only for `other`.
  public static func systemText(of code: Int32) -> String {
    String(cString: strerror(code))
  }
}
