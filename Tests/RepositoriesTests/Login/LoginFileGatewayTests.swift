import Domain
import PasswordHashing
import Repositories
import StoreEngine
import SystemInterface
import TestSupport
import Testing

/// The `accounts` and `session` file gateways, in fresh temporary directories.
@Suite struct LoginFileGatewayTests {
  let path: String
  /// The real time of day as the session gateway sees it: the lock of 2,000 below lies
  /// within one lockout of it.
  let realClock = FixedClock(time: 1_500)

  init() throws {
    var template = Array("/tmp/puremvp-login-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    path = try #require(made)
  }

  @Test func accountsRoundTripThroughTheFile() throws {
    let account = try makeAccount("ana@example.com", name: "Ana \\ María\nline")
    try withStore { try FileAccountRepository(directory: $0).add(account) }
    let loaded = try withStore {
      try FileAccountRepository(directory: $0).account(for: account.email)
    }
    #expect(loaded == account)
    #expect(try read("accounts").hasPrefix("puremvp-accounts 2\n"))
  }

  @Test func builtInAccountIsTheSeedsDemo() throws {
    let demo = try #require(
      InMemoryAccountRepository.builtIn().account(for: Email("swiftbeta.blog@gmail.com")))
    #expect(demo.name == "SwiftBeta")
    #expect(demo.passwordHash.matches(Password("1234567890"), hasher: PBKDF2PasswordHasher()))
  }

  @Test func newStoreHasNoAccounts() throws {
    let found = try withStore {
      try FileAccountRepository(directory: $0).account(for: Email("swiftbeta.blog@gmail.com"))
    }
    #expect(found == nil)
  }

  @Test func lockoutAndSessionPersistAcrossGatewayInstances() throws {
    let email = Email("ana@example.com")
    let locked = LoginAttempts(failures: 0, lockedUntil: 2_000)
    let session = Session(
      email: email, name: "Ana", startedAt: 1_000,
      token: SessionToken(random: SeededRandomSource(seed: 1), hasher: SpyPasswordHasher()))
    try withStore { directory in
      let sessions = FileSessionRepository(directory: directory, realClock: realClock)
      try sessions.save(locked, for: email)
      try sessions.open(session)
    }
    try withStore { directory in
      let sessions = FileSessionRepository(directory: directory, realClock: realClock)
      #expect(try sessions.attempts(for: email) == locked)
      #expect(try sessions.currentSession() == session)
      try sessions.close()
    }
    let after = try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).currentSession()
    }
    #expect(after == nil)
  }

  @Test func aLockFurtherThanOneLockoutPastTheRealClockIsStoredCutBack() throws {
    let email = Email("ana@example.com")
    // Five failures at --now 9999-12-31T00:00:00Z, as a test clock can leave them.
    let farFuture = LoginAttempts(failures: 0, lockedUntil: 253_402_214_400 + 900)
    try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).save(farFuture, for: email)
    }
    #expect(try read("session") == "puremvp-session 1\nL ana@example.com 0 2400\n")
    let loaded = try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).attempts(for: email)
    }
    #expect(loaded == LoginAttempts(failures: 0, lockedUntil: realClock.time + 900))
    // A lock within one lockout of the real clock is stored as it is.
    let near = LoginAttempts(failures: 0, lockedUntil: realClock.time + 600)
    let other = Email("bo@example.com")
    try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).save(near, for: other)
    }
    let kept = try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).attempts(for: other)
    }
    #expect(kept == near)
  }

  @Test func anOlderLockFurtherAheadIsCutBackWhenLoadedAndSavedSoByTheNextLogin() throws {
    let older = "puremvp-session 1\nL ana@example.com 0 253402215300\nL bo@example.com 2 -\n"
    try write("session", older)
    // A reading command uses the cut lock, and writes nothing.
    let session = try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).currentSession()
    }
    #expect(session == nil)
    #expect(try read("session") == older)
    // A login reads the attempts: the cut is saved, and a later load finds it as it was.
    let loaded = try withStore {
      try FileSessionRepository(directory: $0, realClock: realClock).attempts(
        for: Email("bo@example.com"))
    }
    #expect(loaded == LoginAttempts(failures: 2))
    #expect(try read("session") == older + "L ana@example.com 0 2400\n")
    let later = FixedClock(time: realClock.time + 1_200)
    let after = try withStore {
      try FileSessionRepository(directory: $0, realClock: later).attempts(
        for: Email("ana@example.com"))
    }
    #expect(after == LoginAttempts(failures: 0, lockedUntil: 2_400))
    #expect(!after.isLocked(at: later.time))
  }

  @Test(arguments: [
    ("accounts", "puremvp-accounts 1\nA 100000 zz 00 a@b.c Ana\n", 2),
    ("accounts", "puremvp-accounts 9\n", 1),
    ("session", "puremvp-session 1\nL not-an-email 1 -\n", 2),
    ("session", "puremvp-session 1\nS 1 abcd a@b.c Ana\n", 2),
    ("session", "puremvp-session 1\nQ\n", 2),
  ])
  func corruptFileIsRefusedAndLeftAlone(file: String, contents: String, line: Int) throws {
    try write(file, contents)
    var engineFailure: () -> StoreFailure? = { nil }
    let error = #expect(throws: DomainError.self) {
      try withStore { directory in
        engineFailure = directory.keepingFailures()
        _ = try FileAccountRepository(directory: directory).account(for: Email("a@b.c"))
        _ = try FileSessionRepository(directory: directory, realClock: realClock).currentSession()
      }
    }
    guard case .gateway(let failure) = error, failure.kind == .unreadable,
      case .corrupt(let failedPath, let failedLine, _) = engineFailure()
    else {
      Issue.record("expected a corrupt store, got \(String(describing: error))")
      return
    }
    #expect(failedPath.hasSuffix("/" + file))
    #expect(failedLine == line)
    #expect(try read(file) == contents)
  }

  @Test func tornLastLineIsDroppedAndCutBeforeTheNextAppend() throws {
    let account = try makeAccount("ana@example.com", name: "Ana")
    try write("accounts", "puremvp-accounts 1\nA 1000 00")
    try withStore { try FileAccountRepository(directory: $0).add(account) }
    #expect(try read("accounts").split(separator: "\n").count == 2)
  }

  // MARK: - Helpers

  private func makeAccount(_ email: String, name: String) throws -> Account {
    Account(
      email: try Email(validating: email), name: name,
      passwordHash: PasswordHash(
        hashing: Password("s3cret-pass"), random: SeededRandomSource(seed: 3), iterations: 100_000,
        hasher: SpyPasswordHasher()))
  }

  /// Runs `body` on a store directory at `path` and closes it, as one process would.
  private func withStore<R>(_ body: (StoreDirectory) throws -> R) throws -> R {
    let directory = StoreDirectory(path: path, mode: .readWrite)
    let result = try body(directory)
    try directory.close()
    return result
  }

  private func read(_ name: String) throws -> String {
    let file = try #require(fopen(path + "/" + name, "rb"))
    defer { fclose(file) }
    var bytes: [UInt8] = []
    while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func write(_ name: String, _ contents: String) throws {
    mkdir(path, 0o700)
    let file = try #require(fopen(path + "/" + name, "wb"))
    defer { fclose(file) }
    fputs(contents, file)
  }
}
