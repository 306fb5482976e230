import Foundation
import TestSupport
import Testing

/// `--now` drives the lockout, but cannot lock an account for longer than one lockout past
/// the real clock; and a failed login that cannot be recorded is not answered.
@Suite struct LoginLockoutTests {
  static let email = "ana@example.com"
  static let password = "s3cret-pass-word"
  static let farFuture = ["--now", "9999-12-31T23:59:59Z"]

  @Test func fiveFailuresFarInTheFutureLockForFifteenMinutesOfTheRealClockAtMost() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let register = try BinaryRunner.run(
      ["--store", store, "login", "register", "ana@example.com", "s3cret-pass-word"])
    #expect(register.status == 0)
    let future = ["--store", store, "--now", "9999-12-31T00:00:00Z"]
    var lockedInTheRun = ""
    for attempt in 1...5 {
      let run = try BinaryRunner.run(
        future + ["login", "as", "ana@example.com", "wrong-\(attempt)"])
      #expect(run.status == 1)
      lockedInTheRun = run.stderr
    }
    // The test clock still drives the lockout, as it did before.
    #expect(lockedInTheRun.contains("the account is locked; try again in 15 min"))

    // On the real clock the lock is at most 15 minutes long, not until 9999.
    let now = try BinaryRunner.run(
      ["--store", store, "login", "as", "ana@example.com", "s3cret-pass-word"])
    #expect(now.status == 1)
    #expect(now.stderr.contains("the account is locked; try again in 15 min"), "\(now.stderr)")
  }

  /// Five wrong passwords under a clock far ahead, then the right one on the real clock:
  /// locked right after, and no longer `later` seconds on. The lock's end was saved capped
  /// at the real time it was taken plus 15 minutes, not recomputed from each load's clock.
  @Test(
    .enabled(if: ClockShim.compiler != nil, "needs a C compiler (cc) to build the clock shim"),
    arguments: [20 * 60, 60 * 60, 365 * 24 * 60 * 60])
  func aLockTakenUnderAFarClockEndsFifteenRealMinutesAfterIt(later: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shim = try ClockShim(in: directory)
    let store = try registeredStore(in: directory)
    for attempt in 1...5 {
      let run = try BinaryRunner.run(
        ["--store", store] + Self.farFuture + ["login", "as", Self.email, "wrong-\(attempt)"])
      #expect(run.status == 1)
    }
    let taken = realNow()
    let lockEnd = try #require(try storedLockEnd(in: store), "no lock stored")
    #expect(lockEnd <= taken + 15 * 60, "stored lock ends at \(lockEnd), taken by \(taken)")

    let rightAfter = try logIn(store)
    #expect(rightAfter.status == 1)
    #expect(rightAfter.stderr.contains("the account is locked"), "\(rightAfter.stderr)")

    let then = try logIn(store, environment: shim.environment(later: later))
    #expect(then.status == 0, "\(then)")
    #expect(then.stdout.contains("Welcome, ana!"))
  }

  /// A lock an older version stored far ahead is capped when it is loaded, and saved so: it
  /// does not slide along with the real clock, 15 minutes ahead of each new load.
  @Test(.enabled(if: ClockShim.compiler != nil, "needs a C compiler (cc) to build the clock shim"))
  func anOlderLockFarAheadIsCappedWhenLoadedAndSavedSo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shim = try ClockShim(in: directory)
    let store = try registeredStore(in: directory)
    try writeSession("L \(Self.email) 0 253402301699\n", in: store)

    let before = realNow()
    let locked = try logIn(store)
    let after = realNow()
    #expect(locked.status == 1)
    #expect(locked.stderr.contains("the account is locked; try again in 15 min"), "\(locked)")
    let lockEnd = try #require(try storedLockEnd(in: store), "no lock stored")
    #expect(
      (before + 15 * 60...after + 15 * 60).contains(lockEnd),
      "stored lock ends at \(lockEnd), loaded between \(before) and \(after)")

    let then = try logIn(store, environment: shim.environment(later: 20 * 60))
    #expect(then.status == 0, "\(then)")
  }

  /// With a session file that cannot grow (a file-size limit stands for a full disk), a wrong
  /// password cannot be counted: the attempt is refused with 74, one line on the write, and
  /// nothing says whether the password was right: the right one gets the same answer.
  @Test(arguments: ["text", "json"])
  func aFailedLoginThatCannotBeRecordedIsRefusedWith74AndSaysNothingOfThePassword(
    format: String
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try registeredStore(in: directory)
    // 1,000 records of another account, 22 KB: past the 2 KiB limit, and too few dead
    // records for a compaction (which would write the file small again).
    try writeSession(
      String(repeating: "L zed@example.com 1 -\n", count: 1_000), in: store)
    let before = try StoreSnapshot(of: store)

    var answers: [RunResult] = []
    for password in (1...6).map({ "wrong-\($0)" }) + [Self.password] {
      let run = try runOnFullDisk(
        ["--store", store, "--format", format, "login", "as", Self.email, password])
      #expect(run.status == 74, "\(run)")
      let lines = run.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(run.stderr)")
      #expect(run.stderr.contains("\(store)/session: cannot write: File too large"))
      for telling in ["password", "locked", "Welcome"] {
        #expect(!run.stderr.contains(telling), "\(run.stderr)")
        #expect(!run.stdout.contains(telling), "\(run.stdout)")
      }
      if format == "json" {
        #expect(run.stdout.split(separator: "\n").count == 1, "\(run.stdout)")
        #expect(run.stdout.contains("\"ok\":false,\"error\":{\"code\":\"io_error\""))
      } else {
        #expect(run.stdout.isEmpty, "\(run.stdout)")
      }
      answers.append(run)
    }
    // Wrong or right, the same words.
    #expect(Set(answers.map(\.stderr)).count == 1, "\(answers.map(\.stderr))")
    #expect(Set(answers.map(\.stdout)).count == 1, "\(answers.map(\.stdout))")
    #expect(try StoreSnapshot(of: store) == before)
  }

  // MARK: - Helpers

  /// A store holding the account `email` with `password`.
  private func registeredStore(in directory: TemporaryDirectory) throws -> String {
    let store = directory.file("store")
    let register = try BinaryRunner.run(
      ["--store", store, "login", "register", Self.email, Self.password])
    #expect(register.status == 0, "\(register)")
    return store
  }

  /// Writes the store's `session` file: the header, then `records`.
  private func writeSession(_ records: String, in store: String) throws {
    let path = store + "/session"
    try Data(("puremvp-session 1\n" + records).utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
  }

  /// `login as` with the right password, on the real clock moved by `environment`.
  private func logIn(_ store: String, environment: [String: String] = [:]) throws -> RunResult {
    try BinaryRunner.run(
      ["--store", store, "login", "as", Self.email, Self.password], environment: environment)
  }

  /// The end of the lock the `session` file's last record of `email` holds, if any.
  private func storedLockEnd(in store: String) throws -> Int64? {
    let text = try String(contentsOfFile: store + "/session", encoding: .utf8)
    let record = text.split(separator: "\n").last { $0.hasPrefix("L \(Self.email) ") }
    return record?.split(separator: " ").last.flatMap { Int64($0) }
  }

  private func realNow() -> Int64 { Int64(Date().timeIntervalSince1970) }

  /// Runs the binary under a file-size limit of 2 KiB, which stands in for a full disk
  /// (writes past it fail with EFBIG).
  private func runOnFullDisk(_ arguments: [String]) throws -> RunResult {
    let run = try GuardedRunner.run(
      ["-c", "ulimit -f 4; exec \"$0\" \"$@\"", GoldenCase.binary.path] + arguments,
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(!run.timedOut)
    return run.result
  }
}
