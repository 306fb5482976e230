import Domain

/// The hashing engine behind the domain's `PasswordHasher` port: PBKDF2-HMAC-SHA256 for
/// passwords, SHA-256 for session tokens.
package final class PBKDF2PasswordHasher: PasswordHasher {
  /// An engine; it keeps no state between calls.
  package init() {}

  package func derivedKey(
    for password: Password, salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    PBKDF2.deriveKey(
      password: password.utf8Bytes, salt: salt, iterations: iterations, keyLength: keyLength)
  }

  package func digest(_ bytes: [UInt8]) -> [UInt8] {
    SHA256.hash(bytes)
  }
}
