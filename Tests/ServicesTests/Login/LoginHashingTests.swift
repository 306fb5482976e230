import Domain
import Repositories
import Services
import TestSupport
import Testing

/// What the login service hashes, seen through a spy hasher: an unknown email costs a
/// derivation as a wrong password does, and an older record is re-hashed once.
@Suite struct LoginHashingTests {
  let harness = LoginHarness()

  @Test func anUnknownEmailIsHashedLikeAWrongPassword() throws {
    harness.service.logIn(email: "nobody@example.com", password: Password("guess-one"))
    harness.service.logIn(email: LoginHarness.email, password: Password("guess-two"))
    #expect(harness.failures.map(\.code) == [.invalidEmail, .invalidPassword])
    let derivations = harness.hasher.derivations.suffix(2)
    // Both candidates were derived, at the same count; which is which is not visible.
    #expect(derivations.map(\.password) == [Array("guess-one".utf8), Array("guess-two".utf8)])
    #expect(derivations.map(\.iterations) == [600_000, 600_000])
  }

  @Test func anOlderRecordIsRehashedOnItsNextSuccessfulLoginOnly() throws {
    let email = Email("old@example.com")
    let old = PasswordHash(
      hashing: Password("old-pass-word"), random: SeededRandomSource(seed: 1),
      iterations: 100_000, hasher: harness.hasher)
    try harness.accountRepository.add(Account(email: email, name: "Old", passwordHash: old))

    harness.service.logIn(email: email.value, password: Password("wrong-pass-word"))
    #expect(harness.accountRepository.account(for: email)?.passwordHash == old)

    let before = harness.hasher.derivations.count
    harness.service.logIn(email: email.value, password: Password("old-pass-word"))
    let rehashed = try #require(harness.accountRepository.account(for: email)?.passwordHash)
    #expect(rehashed.iterations == 600_000)
    #expect(rehashed.salt != old.salt)
    // The check at the old count, then the new hash.
    #expect(harness.hasher.derivations[before...].map(\.iterations) == [100_000, 600_000])

    harness.service.logIn(email: email.value, password: Password("old-pass-word"))
    #expect(harness.accountRepository.account(for: email)?.passwordHash == rehashed)
    #expect(harness.hasher.derivations.count == before + 3)
    #expect(harness.welcomes.count == 2)
  }
}
