import SystemInterface

/// What a gateway found wrong with a store or fixture file it refused to read.
package enum StoreProblem: Error, Sendable, Equatable {
  /// The first line is not the format's header.
  case missingHeader(expected: String)
  /// The header names a format version this build cannot read.
  case unsupportedVersion(found: String)
  /// The bytes are not valid UTF-8, or hold a NUL byte.
  case notText
  /// A record that does not parse.
  case malformedRecord
  /// A record that parses but contradicts the ones before it.
  case inconsistentRecord
  /// A task record gives a UUID that a live task already has.
  case duplicateUUID
  /// The file ends in the middle of a record that is not a recoverable journal tail.
  case truncated
  /// The file holds no records where at least one is required.
  case empty
  /// A group of records (one command's) is cut short by another line, or, in fixtures, by
  /// the end of the file.
  case incompleteGroup
  /// A password record with fewer PBKDF2 iterations than any version wrote.
  case tooFewIterations(found: Int, minimum: Int)
  /// A password record with more PBKDF2 iterations than a check may cost.
  case tooManyIterations(found: Int64, maximum: Int)
}

/// The failures of the store engine, as data: what failed, where, and why. The file
/// gateways hand the ports a `GatewayFailure` instead (its kind and the user's words).
package enum StoreFailure: Error, Sendable, Equatable {
  /// A store or fixture file is corrupt: it is refused and left untouched (exit 65).
  case corrupt(path: String, line: Int?, problem: StoreProblem)
  /// A store or fixture file exists but cannot be read (exit 65).
  case unreadable(path: String, reason: SystemError)
  /// The fixtures directory is missing, is not a directory, or cannot be read (exit 65).
  case fixturesUnreadable(path: String)
  /// The store cannot be written: a missing parent, no permission, a full disk (exit 74).
  case unwritable(path: String, reason: SystemError)
  /// Another process held the store's lock for longer than the wait allows (exit 75).
  case busy(path: String, waitedSeconds: Int)
  /// A store or fixture file that someone else could have planted is refused unread (exit 65).
  case untrustedFile(path: String, reason: StoreDistrust)
  /// A store directory that someone else owns or can write is refused unused (exit 74).
  case untrustedDirectory(path: String, reason: StoreDistrust)
  /// A command that must write met a store that can only be read (exit 74).
  case readOnly(path: String)
}
