import Domain
import PasswordHashing
import SystemInterface

/// The login figures: the CPU cost of one password derivation at today's strength (printed
/// with its aim, not a bar: CPU time moves with the host), and whether a login's answer
/// time tells an unknown email from a known one.
extension Bench {
  /// Runs of each login measurement; the median is reported.
  static let loginRuns = 7
  /// The CPU aim for one PBKDF2-HMAC-SHA256 derivation at the new-account iteration count.
  static let derivationAimMilliseconds = 250.0

  /// Prints the login lines; answers the bars missed.
  static func loginFigures(scratch: String) -> [String] {
    var failures: [String] = []
    let iterations = PasswordHash.defaultIterations
    let hasher = PBKDF2PasswordHasher()
    var times: [Double] = []
    for run in 0..<loginRuns {
      let salt = [UInt8](repeating: UInt8(run), count: PasswordHash.saltLength)
      let start = processCPUSeconds()
      let key = hasher.derivedKey(
        for: Password("correct horse battery staple"), salt: salt, iterations: iterations,
        keyLength: PasswordHash.keyLength)
      times.append((processCPUSeconds() - start) * 1000)
      // Keeps the derivation from being optimized away.
      if key.isEmpty { failures.append("PBKDF2 derived an empty key") }
    }
    times.sort()
    let median = times[times.count / 2]
    print(
      "one PBKDF2-HMAC-SHA256 derivation, \(grouped(iterations)) iterations: median "
        + "\(fixed(median, 1)) ms of CPU, best \(fixed(times[0], 1)) ms (\(loginRuns) runs; "
        + "aim < \(fixed(derivationAimMilliseconds, 0)) ms)")
    guard let (unknown, wrong) = loginTimes(scratch: scratch) else {
      failures.append("login: could not run the puremvp binary")
      return failures
    }
    print(
      "`puremvp --store DIR login as EMAIL --password-stdin`, whole process, median CPU: "
        + "unknown email \(fixed(unknown, 1)) ms, wrong password \(fixed(wrong, 1)) ms")
    return failures
  }

  /// The median CPU milliseconds of a whole-process login with an unknown email and with a
  /// known email and a wrong password, in alternation.
  private static func loginTimes(scratch: String) -> (unknown: Double, wrong: Double)? {
    let binary = siblingPath("puremvp")
    let store = "\(scratch)/login-store"
    let email = "ana@example.com"
    let password = "s3cret-pass-word"
    guard
      runWithInput(
        [binary, "--store", store, "--password-stdin", "login", "register", email],
        input: password + "\n"
      ).status == 0
    else { return nil }
    var unknown: [Double] = []
    var wrong: [Double] = []
    for run in 0..<loginRuns {
      // Four failures in a row at most, then a success: never locked, which would skip
      // the hash and measure the lock instead.
      if run % 4 == 3 {
        let login = [binary, "--store", store, "--password-stdin", "login", "as", email]
        guard runWithInput(login, input: password + "\n").status == 0 else { return nil }
      }
      for (target, times) in [("nobody@example.com", 0), (email, 1)] {
        let command = [binary, "--store", store, "--password-stdin", "login", "as", target]
        let result = runWithInput(command, input: "wrong-\(password)\n")
        guard result.status == 1 else { return nil }
        if times == 0 {
          unknown.append(result.cpuMilliseconds)
        } else {
          wrong.append(result.cpuMilliseconds)
        }
      }
    }
    unknown.sort()
    wrong.sort()
    return (unknown[unknown.count / 2], wrong[wrong.count / 2])
  }

  /// This process's CPU time so far, user and system, in seconds.
  static func processCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

}
