/// A stored password: a PBKDF2-HMAC-SHA256 derived key with its salt and iteration count.
///
/// The count lives in each record so that it can be raised for new accounts without
/// breaking the old ones.
public struct PasswordHash: Sendable, Equatable, CustomStringConvertible {
  /// The iteration count given to new accounts, and to which an older record is re-hashed
  /// on its next successful login: OWASP's 2023 floor for PBKDF2-HMAC-SHA256.
  public static let defaultIterations = 600_000
  /// The fewest iterations a stored record may have. No version of puremvp wrote fewer
  /// (the first used 100,000), so a record under it was written by hand to weaken an
  /// account, and the store is refused as corrupt.
  public static let minimumStoredIterations = 100_000
  /// The most iterations a stored record may have: far above any count puremvp writes, and
  /// low enough that one check ends in seconds. A record over it was planted to make a
  /// login hash for minutes (2,147,483,647 iterations took about 15) while holding the
  /// store's lock, and the store is refused as corrupt before any hashing.
  public static let maximumStoredIterations = 10_000_000
  /// Bytes of random salt per account.
  public static let saltLength = 16
  /// Bytes of derived key stored.
  public static let keyLength = 32

  /// The random salt.
  public let salt: [UInt8]
  /// The PBKDF2 iteration count.
  public let iterations: Int
  /// The derived key.
  public let derivedKey: [UInt8]

  /// A record as stored; `nil` when a field is out of range.
  public init?(salt: [UInt8], iterations: Int, derivedKey: [UInt8]) {
    guard !salt.isEmpty, iterations >= 1, derivedKey.count == Self.keyLength else { return nil }
    self.salt = salt
    self.iterations = iterations
    self.derivedKey = derivedKey
  }

  /// Hashes `password` by `hasher` with a fresh salt from `random`.
  public init(
    hashing password: Password, random: any RandomSource, iterations: Int = defaultIterations,
    hasher: any PasswordHasher
  ) {
    salt = random.bytes(Self.saltLength)
    self.iterations = iterations
    derivedKey = hasher.derivedKey(
      for: password, salt: salt, iterations: iterations, keyLength: Self.keyLength)
  }

  /// Whether `password` derives the stored key by `hasher`, compared in constant time.
  public func matches(_ password: Password, hasher: any PasswordHasher) -> Bool {
    let candidate = hasher.derivedKey(
      for: password, salt: salt, iterations: iterations, keyLength: derivedKey.count)
    guard candidate.count == derivedKey.count else { return false }
    var difference: UInt8 = 0
    for index in 0..<derivedKey.count { difference |= candidate[index] ^ derivedKey[index] }
    return difference == 0
  }

  /// A record that no password matches but that costs a check as much as a real one with
  /// `iterations`: what an unknown email is checked against, so that the time of the
  /// answer does not tell which emails have accounts. Its salt is fixed, its key all zeros.
  public static func decoy(iterations: Int) -> PasswordHash {
    PasswordHash(
      uncheckedSalt: Array("puremvp-no-such-account".utf8), iterations: max(1, iterations),
      derivedKey: [UInt8](repeating: 0, count: keyLength))
  }

  private init(uncheckedSalt salt: [UInt8], iterations: Int, derivedKey: [UInt8]) {
    self.salt = salt
    self.iterations = iterations
    self.derivedKey = derivedKey
  }

  /// The algorithm and iteration count: never the salt or the key.
  public var description: String { "PBKDF2-HMAC-SHA256(\(iterations))" }
}
