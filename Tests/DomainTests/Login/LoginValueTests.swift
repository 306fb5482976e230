import Domain
import TestSupport
import Testing

/// The Login value objects: Email, Password, PasswordHash and LoginAttempts.
@Suite struct LoginValueTests {
  @Test func emailIsTrimmedAndLowercased() {
    #expect(Email("  SwiftBeta.Blog@Gmail.COM \t").value == "swiftbeta.blog@gmail.com")
  }

  @Test func emailsDifferingOnlyInCaseAreEqual() {
    #expect(Email("Ana@Example.com") == Email("ana@example.COM"))
  }

  @Test(arguments: ["a@b.c", "ana.maria@example.co.uk", "x+tag@sub.domain.org"])
  func wellFormedEmailsAreAccepted(text: String) throws {
    #expect(try Email(validating: text).isWellFormed)
  }

  @Test(arguments: [
    "", "plain", "@b.c", "a@", "a@b", "a@.c", "a@b.", "a@@b.c", "a b@c.d", "a@b..c", "a@b@c.d",
  ])
  func malformedEmailsAreRefused(text: String) {
    // Named in the error as typed (normalized), unless it has no `@`: then it may be a
    // password in the wrong field, and is masked.
    let shown = text.isEmpty || text.contains("@") ? Email(text).value : "••••••"
    #expect(throws: DomainError.invalidEmailFormat(shown)) {
      try Email(validating: text)
    }
  }

  @Test func localPartIsTheTextBeforeTheAt() {
    #expect(Email("ana.maria@example.com").localPart == "ana.maria")
  }

  @Test func passwordNeverPrints() {
    let password = Password("hunter2-secret")
    var dumped = ""
    dump(password, to: &dumped)
    #expect("\(password)" == "••••••")
    #expect(String(reflecting: password) == "••••••")
    #expect(String(describing: [password]) == "[••••••]")
    #expect(!dumped.contains("hunter2"))
  }

  @Test func passwordLengthCountsCharacters() {
    #expect(Password("añós").length == 4)
  }

  @Test func passwordHashMatchesOnlyTheExactPassword() {
    let hasher = SpyPasswordHasher()
    let hash = PasswordHash(
      hashing: Password("Correct Horse"), random: CountingRandom(), iterations: 10,
      hasher: hasher)
    #expect(hash.matches(Password("Correct Horse"), hasher: hasher))
    #expect(!hash.matches(Password("correct horse"), hasher: hasher))
    #expect(hash.salt.count == PasswordHash.saltLength)
    #expect(hash.iterations == 10)
  }

  @Test func newAccountsGetAtLeast600000Iterations() {
    #expect(PasswordHash.defaultIterations >= 600_000)
  }

  @Test func fifthFailureInARowLocksForFifteenMinutes() {
    var attempts = LoginAttempts.clean
    for _ in 1...4 { attempts.recordFailure(at: 1_000) }
    #expect(!attempts.isLocked(at: 1_000))
    attempts.recordFailure(at: 1_000)
    #expect(attempts.isLocked(at: 1_000))
    #expect(attempts.isLocked(at: 1_000 + 899))
    #expect(!attempts.isLocked(at: 1_000 + 900))
    #expect(attempts.secondsLeft(at: 1_100) == 800)
  }

  @Test func aLockIsLimitedToOneLockoutPastTheRealClock() {
    let farAhead = LoginAttempts(failures: 2, lockedUntil: 253_402_301_700)
    #expect(
      farAhead.limited(byRealNow: 1_000) == LoginAttempts(failures: 2, lockedUntil: 1_900))
    let near = LoginAttempts(failures: 0, lockedUntil: 1_500)
    #expect(near.limited(byRealNow: 1_000) == near)
    #expect(LoginAttempts.clean.limited(byRealNow: 1_000) == .clean)
    #expect(farAhead.limited(byRealNow: .max) == farAhead)
  }

  @Test func failureAfterALockoutEndsStartsANewCount() {
    var attempts = LoginAttempts(failures: 0, lockedUntil: 500)
    attempts.recordFailure(at: 600)
    #expect(attempts == LoginAttempts(failures: 1, lockedUntil: nil))
  }

  @Test func sessionTokenNeverPrints() {
    let token = SessionToken(random: CountingRandom(), hasher: SpyPasswordHasher())
    #expect("\(token)" == "••••••")
    #expect(token.digest.count == 32)
  }
}

/// A random source counting up from 1: enough for salts and tokens in value tests.
final class CountingRandom: RandomSource {
  private var value: UInt64 = 0
  func next() -> UInt64 {
    value += 1
    return value
  }
}
