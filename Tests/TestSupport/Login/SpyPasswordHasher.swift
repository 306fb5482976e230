import Domain

/// A `PasswordHasher` that records every derivation it is asked for and answers at once
/// with a cheap stand-in for PBKDF2: a mix of the password, the salt and the iteration
/// count, so a different password, salt or count gives a different key. Only for tests:
/// it is no protection at all.
package final class SpyPasswordHasher: PasswordHasher {
  /// One derivation asked for.
  package struct Derivation: Equatable, Sendable {
    /// The password's bytes.
    package let password: [UInt8]
    /// The salt.
    package let salt: [UInt8]
    /// The iteration count.
    package let iterations: Int
  }

  /// Every derivation asked for, in order.
  package private(set) var derivations: [Derivation] = []

  /// A spy with no derivation recorded yet.
  package init() {}

  package func derivedKey(
    for password: Password, salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    derivations.append(
      Derivation(password: password.utf8Bytes, salt: salt, iterations: iterations))
    // FNV-1a over the inputs, stretched to the key length: fast and deterministic.
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    for byte in password.utf8Bytes { mix(byte) }
    mix(0xff)
    for byte in salt { mix(byte) }
    for shift in stride(from: 0, to: 64, by: 8) {
      mix(UInt8(truncatingIfNeeded: iterations >> shift))
    }
    return (0..<keyLength).map { index in
      mix(UInt8(truncatingIfNeeded: index))
      return UInt8(truncatingIfNeeded: state >> 32)
    }
  }

  package func digest(_ bytes: [UInt8]) -> [UInt8] {
    var state: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return (0..<SessionToken.digestLength).map { index in
      state = (state ^ UInt64(index)) &* 0x100_0000_01b3
      return UInt8(truncatingIfNeeded: state >> 32)
    }
  }
}
