import StoreEngine
import SystemInterface

// The words of the store engine's failures and notes. The engine reports what went wrong
// as data (a path, a line, a problem); the composition root, which knows the user's
// language, turns it into one line here and hands that line to the file gateways
// (`FileStore`'s `describeFailure`), which pass it over their ports.

extension StoreFailure {
  /// This failure as one line in `catalog`'s language, naming the file or the store.
  func message(in catalog: CommandLineCatalog) -> String {
    switch self {
    case .corrupt(let path, let line, let problem):
      let place = line.map { "\(path):\($0)" } ?? path
      return catalog.text(.storeCorrupt, place, problem.text(in: catalog))
    case .unreadable(let path, let reason):
      return catalog.text(.storeUnreadable, path, reason.text(in: catalog))
    case .fixturesUnreadable(let path):
      return catalog.text(.storeUnreadable, path, catalog.text(.fixturesMissing))
    case .unwritable(let path, let reason):
      return catalog.text(.storeUnwritable, path, reason.text(in: catalog))
    case .busy(let path, let waited):
      return catalog.text(.storeBusy, path, String(waited))
    case .untrustedFile(let path, let reason):
      return catalog.text(.storeUnreadable, path, reason.text(in: catalog))
    case .untrustedDirectory(let path, let reason):
      return catalog.text(.storeRefused, path, reason.text(in: catalog))
    case .readOnly(let path):
      return catalog.text(.storeUnwritable, path, catalog.text(.storeIsReadOnly))
    }
  }
}

extension StoreFailure {
  /// Why the store could not be written, without the path of the file that failed (a
  /// temporary copy, for a compaction): the system's reason when it gave one.
  func reason(in catalog: CommandLineCatalog) -> String {
    guard case .unwritable(_, let reason) = self else { return message(in: catalog) }
    return reason.text(in: catalog)
  }
}

extension StoreNote {
  /// This note as one line in `catalog`'s language, naming the store or file.
  func message(in catalog: CommandLineCatalog) -> String {
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

extension StoreDistrust {
  fileprivate func text(in catalog: CommandLineCatalog) -> String {
    switch self {
    case .symbolicLink: catalog.text(.distrustSymbolicLink)
    case .notRegularFile: catalog.text(.distrustNotRegularFile)
    case .ownedByOtherUser(let uid): catalog.text(.distrustOwner, String(uid))
    case .writableByOthers: catalog.text(.distrustWritableByOthers)
    case .linkOfOtherUser(let uid): catalog.text(.distrustLinkOfOtherUser, String(uid))
    case .sharedWithOtherFiles: catalog.text(.distrustSharedWithOtherFiles)
    }
  }
}

extension StoreProblem {
  fileprivate func text(in catalog: CommandLineCatalog) -> String {
    switch self {
    case .missingHeader(let expected): catalog.text(.problemMissingHeader, expected)
    case .unsupportedVersion(let found): catalog.text(.problemUnsupportedVersion, found)
    case .notText: catalog.text(.problemNotText)
    case .malformedRecord: catalog.text(.problemMalformedRecord)
    case .duplicateUUID: catalog.text(.problemDuplicateUUID)
    case .inconsistentRecord: catalog.text(.problemInconsistentRecord)
    case .truncated: catalog.text(.problemTruncated)
    case .empty: catalog.text(.problemEmpty)
    case .incompleteGroup: catalog.text(.problemIncompleteGroup)
    case .tooFewIterations(let found, let minimum):
      catalog.text(.problemTooFewIterations, String(found), String(minimum))
    case .tooManyIterations(let found, let maximum):
      catalog.text(.problemTooManyIterations, String(found), String(maximum))
    }
  }
}
