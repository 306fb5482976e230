/// The token a session is known by, as stores keep it: only its SHA-256 digest.
///
/// The raw token would be handed to a client; this program has none, so it is dropped
/// once digested, and a stolen store file opens no session. It never prints.
public struct SessionToken: Sendable, Equatable, CustomStringConvertible {
  /// Bytes of a digest.
  public static let digestLength = 32

  /// SHA-256 of the raw token.
  public let digest: [UInt8]

  /// A new token of 32 random bytes from `random`, digested by `hasher`.
  public init(random: any RandomSource, hasher: any PasswordHasher) {
    digest = hasher.digest(random.bytes(32))
  }

  /// A token read back from a store; `nil` unless `digest` is 32 bytes.
  public init?(digest: [UInt8]) {
    guard digest.count == Self.digestLength else { return nil }
    self.digest = digest
  }

  /// Always the mask: a token never prints.
  public var description: String { Password.mask }
}

/// An open session: who logged in and when.
public struct Session: Sendable, Equatable, CustomStringConvertible {
  /// The account's address.
  public let email: Email
  /// The account's name, as the welcome shows it.
  public let name: String
  /// When the session started, in seconds since the epoch.
  public let startedAt: Int64
  /// The session's token.
  public let token: SessionToken

  /// A session with every field given.
  public init(email: Email, name: String, startedAt: Int64, token: SessionToken) {
    self.email = email
    self.name = name
    self.startedAt = startedAt
    self.token = token
  }

  /// `Session(<email>)`: never the token.
  public var description: String { "Session(\(email))" }
}
