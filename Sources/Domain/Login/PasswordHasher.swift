/// The port to the hashing engine: a deliberately slow key derivation for passwords, and a
/// fast one-way digest for session tokens.
///
/// Declared here so that the rules (which iteration count, which salt, when to re-hash)
/// stay in the domain and the service, while the engine lives in a target of its own that
/// only the composition root and the tests import.
public protocol PasswordHasher: AnyObject {
  /// The `keyLength`-byte key derived from `password` and `salt` in `iterations` rounds
  /// (PBKDF2-HMAC-SHA256 in the real engine).
  func derivedKey(for password: Password, salt: [UInt8], iterations: Int, keyLength: Int)
    -> [UInt8]
  /// The 32-byte one-way digest of `bytes` (SHA-256 in the real engine): how a session
  /// token is kept.
  func digest(_ bytes: [UInt8]) -> [UInt8]
}
