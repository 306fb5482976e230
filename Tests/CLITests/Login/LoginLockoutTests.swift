import Foundation
import TestSupport
import Testing

/// `--now` drives the lockout, but cannot lock an account for longer than one lockout past
/// the real clock.
@Suite struct LoginLockoutTests {
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
}
