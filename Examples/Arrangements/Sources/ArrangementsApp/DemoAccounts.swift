import Domain
import Repositories

/// The accounts and the hasher of `arrangements`: seed 002's user, as `puremvp --in-memory`
/// has it (`swiftbeta.blog@gmail.com`, password `1234567890`, name `SwiftBeta`).
///
/// The product's PBKDF2 engine is machinery, not a library product (its debug builds are
/// optimized by an unsafe flag, which another package may not use), so an app brings its
/// own `PasswordHasher`; this one is a stand-in that keeps these examples about the
/// arrangement of a screen. It is fast and not secure: never use it for real passwords.
public enum DemoAccounts {
  /// The iteration count of the demo account and of the pure MVP service.
  public static let iterations = 1

  /// A gateway holding the demo account, hashed by `hasher`.
  public static func gateway(hasher: any PasswordHasher) -> InMemoryAccountRepository {
    // Its own fixed stream for the salt, so the app's random stream is untouched.
    let hash = PasswordHash(
      hashing: Password("1234567890"), random: SeededRandomSource(seed: 2002),
      iterations: iterations, hasher: hasher)
    return InMemoryAccountRepository(accounts: [
      Account(
        email: Email("swiftbeta.blog@gmail.com"), name: "SwiftBeta", passwordHash: hash)
    ])
  }
}

/// A stand-in `PasswordHasher`: FNV-1a over the input, stretched by SplitMix64. Fast and not
/// secure (see `DemoAccounts`); the unit tests use it too, and pay no PBKDF2 cost.
public final class DemoPasswordHasher: PasswordHasher {
  /// A hasher with no state.
  public init() {}

  /// `keyLength` bytes mixed from `password`, `salt` and `iterations`.
  public func derivedKey(
    for password: Password, salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    var state = fnv(salt + password.utf8Bytes) ^ UInt64(iterations)
    return (0..<keyLength).map { _ in UInt8(truncatingIfNeeded: splitMix(&state)) }
  }

  /// 32 bytes mixed from `bytes`.
  public func digest(_ bytes: [UInt8]) -> [UInt8] {
    var state = fnv(bytes)
    return (0..<32).map { _ in UInt8(truncatingIfNeeded: splitMix(&state)) }
  }

  private func fnv(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }

  private func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
