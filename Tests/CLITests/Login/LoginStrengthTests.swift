import Foundation
import TestSupport
import Testing

/// The stored password records through the binary: a record weaker than any version wrote
/// is refused as corrupt, an older one is re-hashed at today's count on its next successful
/// login (once), and a version 1 accounts file is upgraded when it is written to.
@Suite struct LoginStrengthTests {
  /// The demo account (password 1234567890) as the first version of puremvp stored it.
  static let olderRecord =
    "A 100000 fe84cd385c9f069732797c37866863f3 "
    + "59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f "
    + "swiftbeta.blog@gmail.com SwiftBeta\n"
  static let login = ["login", "as", "swiftbeta.blog@gmail.com", "1234567890"]

  @Test(arguments: [
    ("puremvp-accounts 2\n" + olderRecord.replacingOccurrences(of: "100000", with: "99999"), 2),
    ("puremvp-accounts 1\n" + olderRecord.replacingOccurrences(of: "100000", with: "1"), 2),
    (
      "puremvp-accounts 2\n" + olderRecord
        + "H swiftbeta.blog@gmail.com 99999 00 "
        + "59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f\n", 3
    ),
  ])
  func aRecordUnder100000IterationsIsRefusedWith65(contents: String, line: Int) throws {
    try expectAccountsRefused(
      contents, line: line, saying: "PBKDF2 iterations, under the minimum of 100000")
  }

  /// A count over 10,000,000 is refused when the file is read, before any hashing: a
  /// record planted with 2,147,483,647 iterations held the store's lock for about 15
  /// minutes of PBKDF2 before it answered.
  @Test(arguments: [
    (
      "puremvp-accounts 2\n" + olderRecord.replacingOccurrences(of: "100000", with: "2147483647"), 2
    ),
    ("puremvp-accounts 1\n" + olderRecord.replacingOccurrences(of: "100000", with: "10000001"), 2),
    (
      "puremvp-accounts 2\n" + olderRecord
        + "H swiftbeta.blog@gmail.com 2147483647 00 "
        + "59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f\n", 3
    ),
  ])
  func aRecordOver10000000IterationsIsRefusedWith65BeforeAnyHashing(
    contents: String, line: Int
  ) throws {
    try expectAccountsRefused(
      contents, line: line, saying: "PBKDF2 iterations, over the maximum of 10000000")
  }

  /// `login as` on a store whose accounts file holds `contents` exits 65 naming the file's
  /// line and `reason`, and leaves the store as it was.
  private func expectAccountsRefused(_ contents: String, line: Int, saying reason: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    try write(Array(contents.utf8), to: store + "/accounts")
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store] + Self.login)
    expectRefused(run, status: 65, mentioning: ["\(store)/accounts:\(line): ", reason])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func aRecordOf10000000IterationsIsStillRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let record = Self.olderRecord.replacingOccurrences(of: "100000", with: "10000000")
    try write(Array(("puremvp-accounts 2\n" + record).utf8), to: store + "/accounts")
    // An unknown email reads the file but hashes no record of it: read, not refused.
    let run = try BinaryRunner.run(
      ["--store", store, "login", "as", "nobody@example.com", "wrong-one"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Check your email"), "\(run.stderr)")
  }

  @Test(arguments: [
    // A re-hash of an account that does not exist, and one that lowers the count.
    "H nobody@example.com 600000 00 "
      + "59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f\n",
    "H swiftbeta.blog@gmail.com 100000 00 "
      + "59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f\n",
  ])
  func aRehashThatContradictsTheAccountsIsRefusedWith65(record: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    try write(
      Array(("puremvp-accounts 2\n" + Self.olderRecord + record).utf8), to: store + "/accounts")
    let run = try GuardedRunner.run(["--store", store] + Self.login)
    expectRefused(run, status: 65, mentioning: ["\(store)/accounts:3: "])
  }

  @Test func anOlderRecordIsRehashedOnceOnItsNextSuccessfulLogin() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let accounts = store + "/accounts"
    try write(Array(("puremvp-accounts 2\n" + Self.olderRecord).utf8), to: accounts)

    let wrong = try BinaryRunner.run(["--store", store, "login", "as", Self.login[2], "wrong-one"])
    #expect(wrong.status == 1)
    #expect(try String(contentsOfFile: accounts, encoding: .utf8).split(separator: "\n").count == 2)

    let first = try BinaryRunner.run(["--store", store] + Self.login)
    #expect(first.status == 0, "\(first)")
    let lines = try String(contentsOfFile: accounts, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.last?.hasPrefix("H swiftbeta.blog@gmail.com 600000 ") == true, "\(lines)")

    let second = try BinaryRunner.run(["--store", store] + Self.login)
    #expect(second.status == 0)
    #expect(try String(contentsOfFile: accounts, encoding: .utf8).split(separator: "\n") == lines)
  }

  @Test func aVersion1FileStillLoadsAndIsUpgradedWhenWritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let accounts = store + "/accounts"
    try write(Array(("puremvp-accounts 1\n" + Self.olderRecord).utf8), to: accounts)

    let status = try BinaryRunner.run(["--store", store, "login", "status"])
    #expect(status.status == 0)
    let login = try BinaryRunner.run(["--store", store] + Self.login)
    #expect(login.status == 0, "\(login)")
    // Rewritten under the new header before the first append (no file mixes two versions),
    // then the re-hash appended.
    let lines = try String(contentsOfFile: accounts, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first == "puremvp-accounts 2")
    #expect(lines.dropFirst().first.map { String($0) + "\n" } == Self.olderRecord)
    #expect(lines.last?.hasPrefix("H swiftbeta.blog@gmail.com 600000 ") == true, "\(lines)")

    let again = try BinaryRunner.run(["--store", store] + Self.login)
    #expect(again.status == 0)
  }
}
