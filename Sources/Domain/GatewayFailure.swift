/// How a gateway failed to reach its storage, in the terms the domain and the services need:
/// what kind of failure, and one line for the user.
///
/// Where the storage is and what exactly went wrong (a path, a line number, a system
/// error) are the gateway's business: they reach the user inside `message`, never as data
/// a service could branch on.
public struct GatewayFailure: Error, Sendable, Equatable {
  /// What kind of failure: each has its own error code and exit status.
  public enum Kind: Sendable, Equatable {
    /// The stored data cannot be used: it is corrupt, cannot be read, or was refused unread
    /// (someone else could have put it there).
    case unreadable
    /// The storage cannot be written: no permission, a full disk, a read-only store.
    case unwritable
    /// Another user of the storage held it for longer than the gateway would wait.
    case busy
  }

  /// What kind of failure this is.
  public let kind: Kind
  /// One line for people, naming what failed and where, in the user's language: the
  /// composition root tells the gateways which language when it builds them.
  public let message: String

  /// A failure of `kind`, told as `message`.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }
}
