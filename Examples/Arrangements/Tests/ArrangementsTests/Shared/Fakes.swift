import Domain
import Repositories

/// A random source that answers the values it was given, in order, then zeros: a test picks
/// each answer of a four-answer book by its index (`ScriptedRandom.picking(3, 1)`).
final class ScriptedRandom: RandomSource {
  private var values: [UInt64]

  init(_ values: [UInt64]) { self.values = values }

  /// Draws that make `uniform(below: 4)` answer `indices`, in order.
  static func picking(_ indices: Int...) -> ScriptedRandom {
    // uniform(below:) takes the high word of value × bound: index × 2⁶² gives the index.
    ScriptedRandom(indices.map { UInt64($0) << 62 })
  }

  func next() -> UInt64 { values.isEmpty ? 0 : values.removeFirst() }
}

/// A hasher that costs nothing: the key is the password's bytes after the salt's, cut or
/// padded to the length. Enough to tell a right password from a wrong one.
final class FakeHasher: PasswordHasher, Sendable {
  func derivedKey(for password: Password, salt: [UInt8], iterations: Int, keyLength: Int)
    -> [UInt8]
  {
    Array((salt + password.utf8Bytes + [UInt8](repeating: 0, count: keyLength)).prefix(keyLength))
  }

  func digest(_ bytes: [UInt8]) -> [UInt8] {
    Array((bytes + [UInt8](repeating: 0, count: 32)).prefix(32))
  }
}

/// The fixtures of every login test: seed 002's user, hashed by the fake hasher.
enum Fixtures {
  static let hasher = FakeHasher()
  static var answers: InMemoryAnswerBookRepository {
    InMemoryAnswerBookRepository(book: BuiltInAnswerBooks.english)
  }
  static let start: Int64 = 1_767_258_000  // 2026-01-01T09:00:00Z

  static func accounts() -> InMemoryAccountRepository {
    InMemoryAccountRepository(accounts: [
      Account(
        email: Email("swiftbeta.blog@gmail.com"), name: "SwiftBeta",
        passwordHash: PasswordHash(
          hashing: Password("1234567890"), random: ScriptedRandom([]), iterations: 1,
          hasher: hasher))
    ])
  }
}

/// The form's line in the product's words.
func formLine(_ email: String, password: Bool, ready: Bool) -> String {
  "Email: \(email.isEmpty ? "(empty)" : email) · Password: \(password ? "set" : "(empty)") · "
    + (ready ? "ready to log in" : "not ready (each field needs 5+ characters)")
}
