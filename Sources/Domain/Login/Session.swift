/// The token a session is known by, as stores keep it: only its SHA-256 digest.
///
/// The raw token would be handed to a client; this program has none, so it is dropped
/// once digested, and a stolen store file opens no session. It never prints.
package struct SessionToken: Sendable, Equatable, CustomStringConvertible {
  /// Bytes of a digest.
  package static let digestLength = 32

  /// SHA-256 of the raw token.
  package let digest: [UInt8]

  /// A new token of 32 random bytes from `random`, digested by `hasher`.
  package init(random: any RandomSource, hasher: any PasswordHasher) {
    digest = hasher.digest(random.bytes(32))
  }

  /// A token read back from a store; `nil` unless `digest` is 32 bytes.
  package init?(digest: [UInt8]) {
    guard digest.count == Self.digestLength else { return nil }
    self.digest = digest
  }

  package var description: String { Password.mask }
}

/// An open session: who logged in and when.
package struct Session: Sendable, Equatable, CustomStringConvertible {
  /// The account's address.
  package let email: Email
  /// The account's name, as the welcome shows it.
  package let name: String
  /// When the session started, in seconds since the epoch.
  package let startedAt: Int64
  /// The session's token.
  package let token: SessionToken

  /// A session with every field given.
  package init(email: Email, name: String, startedAt: Int64, token: SessionToken) {
    self.email = email
    self.name = name
    self.startedAt = startedAt
    self.token = token
  }

  package var description: String { "Session(\(email))" }
}
