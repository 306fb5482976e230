import Foundation
import SystemInterface
import TestSupport
import Testing

/// The UTF-8 bytes of `text`.
private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

/// A damaged gateway file: which file, its bytes, a command that must load it, and the
/// line the error must name (`nil` when the problem is the file as a whole).
struct DamagedFile: CustomStringConvertible, Sendable {
  var name: String
  var file: String
  var bytes: [UInt8]
  var command: [String]
  var line: Int?

  var description: String { "\(file): \(name)" }

  static func tasks(_ name: String, _ bytes: [UInt8], line: Int?) -> DamagedFile {
    DamagedFile(
      name: name, file: "tasks", bytes: bytes, command: ["tasks", "add", "x"], line: line)
  }

  static func accounts(_ name: String, _ bytes: [UInt8], line: Int?) -> DamagedFile {
    // A complete form, so the command gets as far as looking the account up.
    DamagedFile(
      name: name, file: "accounts", bytes: bytes,
      command: ["login", "as", "ana@example.com", "long-enough"], line: line)
  }

  static func session(_ name: String, _ bytes: [UInt8], line: Int?) -> DamagedFile {
    DamagedFile(
      name: name, file: "session", bytes: bytes, command: ["login", "logout"], line: line)
  }

  static func answers(_ name: String, _ bytes: [UInt8], line: Int?) -> DamagedFile {
    DamagedFile(name: name, file: "answers", bytes: bytes, command: ["oracle", "ask"], line: line)
  }
}

/// Hostile input for the store: corrupt, truncated and binary files of every gateway are
/// refused with 65 and their path, missing or unwritable directories with 74 (65 for
/// fixtures), and the store is byte-identical afterwards.
@Suite struct HostileStoreTests {
  private static let tasksHeader = "puremvp-tasks 1\n"
  private static let v2 = "puremvp-tasks 2\n"
  private static let upperUUID = "6BA7B810-9DAD-11D1-80B4-00C04FD430C8"
  private static let accountsHeader = "puremvp-accounts 1\n"
  private static let sessionHeader = "puremvp-session 1\n"
  private static let answersHeader = "puremvp-answers 1\n"
  private static let binary: [UInt8] = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ 13) }
  private static let hash =
    "100000 fe84cd385c9f069732797c37866863f3 59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f"

  static let damagedFiles: [DamagedFile] = [
    .tasks("binary", binary, line: 1),
    .tasks("empty", [], line: nil),
    .tasks("truncated header", utf8("puremvp-ta"), line: 1),
    .tasks("no header", utf8("T 1 -- a\n"), line: 1),
    .tasks("future version", utf8("puremvp-tasks 9\nT 1 -- a\n"), line: 1),
    .tasks("CR line ends", utf8("puremvp-tasks 1\rT 1 -- a\r"), line: 1),
    .tasks("unknown record", utf8(tasksHeader + "T 1 -- ok\nZ 2\n"), line: 3),
    .tasks("bad flags", utf8(tasksHeader + "T 1 xx a\n"), line: 2),
    .tasks("ID overflowing", utf8(tasksHeader + "T 99999999999999999999 -- a\n"), line: 2),
    .tasks("ID with a leading zero", utf8(tasksHeader + "T 01 -- a\n"), line: 2),
    .tasks("ID zero", utf8(tasksHeader + "N 0\n"), line: 2),
    .tasks("untrimmed text", utf8(tasksHeader + "T 1 --  a \n"), line: 2),
    .tasks(
      "text over 500 characters",
      utf8(tasksHeader + "T 1 -- " + String(repeating: "a", count: 501) + "\n"), line: 2),
    .tasks("bad escape", utf8(tasksHeader + "T 1 -- a\\q\n"), line: 2),
    .tasks("removal of an unknown task", utf8(tasksHeader + "T 1 -- a\nD 7\n"), line: 3),
    .tasks("update of an unknown task", utf8(tasksHeader + "N 5\nT 2 -- a\n"), line: 3),
    .tasks("group in version 1", utf8(tasksHeader + "G 2\nT 1 -- a\nT 2 -- b\n"), line: 2),
    .tasks("v2: second add of an ID", utf8(v2 + "A 1 -- - - - a\nA 1 -- - - - b\n"), line: 3),
    .tasks("v2: add below a reserved ID", utf8(v2 + "N 5\nA 3 -- - - - a\n"), line: 3),
    .tasks("v2: add of a removed ID", utf8(v2 + "A 1 -- - - - a\nD 1\nA 1 -- - - - a\n"), line: 4),
    .tasks("v2: change of an unknown task", utf8(v2 + "M 1 -- - a\n"), line: 2),
    .tasks("v2: restore of a live task", utf8(v2 + "A 1 -- - - - a\nR 1 -- - - - a\n"), line: 3),
    .tasks("v2: restore of an ID never given", utf8(v2 + "R 1 -- - - - a\n"), line: 2),
    .tasks("v2: version 1 record", utf8(v2 + "T 1 -- a\n"), line: 2),
    .tasks("v2: time with a leading zero", utf8(v2 + "A 1 -- 017 - - a\n"), line: 2),
    .tasks("v2: completion time of an open task", utf8(v2 + "A 1 -- 5 6 - a\n"), line: 2),
    .tasks("v2: uppercase UUID", utf8(v2 + "A 1 -- - - \(upperUUID) a\n"), line: 2),
    .tasks("v2: group cut short", utf8(v2 + "G 3\nA 1 -- - - - a\nA 2 -- - - - b\nG 2\n"), line: 5),
    .tasks("v2: group of zero", utf8(v2 + "G 0\n"), line: 2),
    .tasks("NUL in a record", utf8(tasksHeader + "T 1 -- a") + [0] + utf8("b\n"), line: 2),
    .tasks("overlong UTF-8", utf8(tasksHeader + "T 1 -- ") + [0xC0, 0xAF] + [10], line: 2),
    .tasks("UTF-16 surrogate", utf8(tasksHeader + "T 1 -- ") + [0xED, 0xA0, 0x80] + [10], line: 2),
    .accounts("binary", binary, line: 1),
    .accounts("empty", [], line: nil),
    .accounts("no header", utf8("A \(hash) ana@example.com Ana\n"), line: 1),
    .accounts("too few fields", utf8(accountsHeader + "A x\n"), line: 2),
    .accounts("not hex", utf8(accountsHeader + "A 1 zz ff ana@example.com Ana\n"), line: 2),
    .accounts("odd hex", utf8(accountsHeader + "A 1 abc ff ana@example.com Ana\n"), line: 2),
    .accounts("zero iterations", utf8(accountsHeader + "A 0 00 ff ana@example.com Ana\n"), line: 2),
    .accounts(
      "iterations overflowing",
      utf8(accountsHeader + "A 99999999999999999999 00 ff ana@example.com Ana\n"),
      line: 2),
    .accounts(
      "email not normalized", utf8(accountsHeader + "A \(hash) Ana@Example.com Ana\n"), line: 2),
    .accounts("email malformed", utf8(accountsHeader + "A \(hash) ana Ana\n"), line: 2),
    .accounts("empty name", utf8(accountsHeader + "A \(hash) ana@example.com \n"), line: 2),
    .accounts(
      "bad escape in the name", utf8(accountsHeader + "A \(hash) ana@example.com A\\x\n"), line: 2),
    .accounts(
      "the same account twice",
      utf8(accountsHeader + "A \(hash) ana@example.com Ana\nA \(hash) ana@example.com Ana\n"),
      line: 3),
    .accounts(
      "NUL in the name", utf8(accountsHeader + "A \(hash) ana@example.com A") + [0, 10], line: 2),
    .session("binary", binary, line: 1),
    .session("empty", [], line: nil),
    .session("no header", utf8("X\n"), line: 1),
    .session("future version", utf8("puremvp-session 2\n"), line: 1),
    .session("too few fields", utf8(sessionHeader + "S zz\n"), line: 2),
    .session("token not hex", utf8(sessionHeader + "S 1 zz ana@example.com Ana\n"), line: 2),
    .session(
      "time overflowing", utf8(sessionHeader + "S 99999999999999999999 ab ana@example.com Ana\n"),
      line: 2),
    .session("close with a field", utf8(sessionHeader + "X 1\n"), line: 2),
    .session("failures at the lockout", utf8(sessionHeader + "L ana@example.com 5 -\n"), line: 2),
    .session("negative failures", utf8(sessionHeader + "L ana@example.com -1 -\n"), line: 2),
    .session("lock time not a number", utf8(sessionHeader + "L ana@example.com 1 soon\n"), line: 2),
    .session("unknown record", utf8(sessionHeader + "Q\n"), line: 2),
    .session(
      "invalid UTF-8", utf8(sessionHeader + "S 1 ab ana@example.com ") + [0xFF, 10], line: 2),
    .answers("binary", binary, line: 1),
    .answers("empty", [], line: nil),
    .answers("header only", utf8(answersHeader), line: nil),
    .answers("comments only", utf8(answersHeader + "# none\n\n"), line: nil),
    .answers("no header", utf8("+ Yes\n"), line: 1),
    .answers("future version", utf8("puremvp-answers 2\n+ Yes\n"), line: 1),
    .answers("unknown tone", utf8(answersHeader + "* Maybe\n"), line: 2),
    .answers("no space after the tone", utf8(answersHeader + "+Yes\n"), line: 2),
    .answers("empty answer", utf8(answersHeader + "+ Yes\n-   \n"), line: 3),
    .answers("NUL", utf8(answersHeader + "+ Y") + [0] + utf8("es\n"), line: 2),
    .answers("overlong UTF-8", utf8(answersHeader + "+ ") + [0xE0, 0x80, 0xAF] + [10], line: 2),
  ]

  @Test(arguments: damagedFiles)
  func aDamagedStoreFileIsRefusedWith65AndLeftAsItWas(damaged: DamagedFile) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let path = store + "/" + damaged.file
    try write(damaged.bytes, to: path)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store] + damaged.command)
    let location = damaged.line.map { "\(path):\($0): " } ?? "\(path): "
    expectRefused(run, status: 65, mentioning: [location])
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test(arguments: damagedFiles)
  func aDamagedFixtureFileIsRefusedWith65AndLeftAsItWas(damaged: DamagedFile) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixtures = directory.file("fixtures")
    try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    let path = fixtures + "/" + damaged.file
    try write(damaged.bytes, to: path)
    let before = try StoreSnapshot(of: fixtures)
    let run = try GuardedRunner.run(["--fixtures", fixtures] + damaged.command)
    let location = damaged.line.map { "\(path):\($0): " } ?? "\(path): "
    expectRefused(run, status: 65, mentioning: [location])
    #expect(try StoreSnapshot(of: fixtures) == before)
  }

  @Test(arguments: ["tasks", "accounts", "session", "answers"])
  func aGatewayFileThatIsADirectoryIsRefusedWith65(file: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let path = store + "/" + file
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let before = try StoreSnapshot(of: store)
    let commands: [String: [String]] = [
      "tasks": DamagedFile.tasks("", [], line: nil).command,
      "accounts": DamagedFile.accounts("", [], line: nil).command,
      "session": DamagedFile.session("", [], line: nil).command,
      "answers": DamagedFile.answers("", [], line: nil).command,
    ]
    let run = try GuardedRunner.run(["--store", store] + (commands[file] ?? []))
    expectRefused(run, status: 65, mentioning: [path, "not a regular file"])
    #expect(try StoreSnapshot(of: store) == before)
  }

  /// Store paths the program can never create or write, even as root: `{file}` is a
  /// regular file in the test's directory.
  @Test(arguments: [
    "{file}", "{file}/store", "/proc/puremvp-hostile-store", "/proc/self/puremvp-store",
  ])
  func anUnwritableStoreIsRefusedWith74AndNothingIsCreated(template: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try write(utf8("not a directory"), to: directory.file("file"))
    let store = template.replacingOccurrences(of: "{file}", with: directory.file("file"))
    let before = try StoreSnapshot(of: directory.path)
    let run = try GuardedRunner.run(["--store", store, "tasks", "add", "x"])
    let named = template.hasPrefix("{file}") ? directory.file("file") : "/proc/"
    expectRefused(run, status: 74, mentioning: [named, "cannot write"])
    #expect(try StoreSnapshot(of: directory.path) == before)
  }

  @Test(.enabled(if: getuid() != 0, "root writes through permission bits"))
  func aStoreDirectoryWithoutWritePermissionIsRefusedWith74() throws {
    let directory = try TemporaryDirectory()
    defer {
      chmod(directory.file("store"), 0o700)
      directory.remove()
    }
    let store = try makeStore(in: directory)
    chmod(store, 0o500)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "tasks", "add", "x"])
    #expect(!run.timedOut)
    #expect(run.result.status == 74, "\(run.result)")
    #expect(run.result.stderr.contains(store))
    #expect(try StoreSnapshot(of: store) == before)
  }

  @Test func missingFixturesAreRefusedWith65() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixtures = directory.file("missing")
    let run = try GuardedRunner.run(["--fixtures", fixtures, "tasks", "list"])
    expectRefused(run, status: 65, mentioning: [fixtures])
    #expect(!FileManager.default.fileExists(atPath: fixtures))
  }

  @Test func fixturesThatAreAFileAreRefusedWith65() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixtures = directory.file("file")
    try write(utf8("x"), to: fixtures)
    let run = try GuardedRunner.run(["--fixtures", fixtures, "oracle", "ask"])
    expectRefused(run, status: 65, mentioning: [fixtures])
    #expect(try Data(contentsOf: URL(fileURLWithPath: fixtures)) == Data("x".utf8))
  }

  /// A torn last line is the documented trace of an interrupted append: a store
  /// drops it on load and a read-only command leaves the file as it is.
  @Test func aTornTailInAStoreIsDroppedWithoutRewritingTheFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore(in: directory)
    let path = store + "/tasks"
    try write(utf8(Self.tasksHeader + "T 1 -- first\nT 2 -- sec"), to: path)
    let before = try StoreSnapshot(of: store)
    let run = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(run.result.status == 0, "\(run.result)")
    #expect(run.result.stdout == "#1 [ ]   first\n1 item left\n")
    #expect(try StoreSnapshot(of: store) == before)
  }

  /// Fixtures are written by hand, so a last line without a newline is read as a record;
  /// cut in the middle of a field it does not parse.
  @Test func aFixtureTruncatedMidRecordIsRefusedWith65() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tasks")
    try write(utf8(Self.tasksHeader + "T 1 -- first\nT 2 -"), to: path)
    let run = try GuardedRunner.run(["--fixtures", directory.path, "tasks", "list"])
    expectRefused(run, status: 65, mentioning: ["\(path):3: "])
  }

  /// Found by the `tasks` fuzz target: a compaction wrote `N` before the live tasks, and
  /// the next load refused the store as corrupt.
  @Test func aStoreCompactedWithLiveTasksLoadsAgain() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    var script = "tasks add keep\n"
    for id in 2...1_101 { script += "tasks add gone\ntasks remove \(id)\n" }
    let churn = try GuardedRunner.run(
      ["--store", store, "--now", "1970-01-01T00:00:05Z", "run", "-"], stdin: Data(script.utf8))
    #expect(churn.result.status == 0, "\(churn.result.stderr)")
    let file = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: store + "/tasks")), as: UTF8.self)
    // The live task before `N`, then the last ten changes as the records that undo them.
    let changes = stride(from: 1_101, through: 1_097, by: -1).map {
      maskedBlock(["R \($0) -- 5 - UUID gone"]) + maskedBlock(["D \($0)"])
    }
    #expect(
      file.maskingUUIDs == "puremvp-tasks 2\nA 1 -- 5 - UUID keep\nN 1102\n" + changes.joined())
    let list = try GuardedRunner.run(["--store", store, "tasks", "list"])
    #expect(list.result.status == 0, "\(list.result.stderr)")
    #expect(list.result.stdout == "#1 [ ]   keep\n1 item left\n")
  }

  /// Found by the `accounts` and `session` fuzz targets: the login records were split and
  /// unescaped by Character, and a combining mark after a space or a backslash fuses with
  /// it into one Character, so a name like these was written but refused on the next load.
  @Test(arguments: ["\u{301}Ana", "x\\\u{301}", "A \u{301}B"])
  func aNameWithCombiningMarksSurvivesTheNextProcess(name: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    let register = try GuardedRunner.run(
      ["--store", store, "login", "register", "ana@example.com", "long-enough", name])
    #expect(register.result.status == 0, "\(register.result.stderr)")
    let login = try GuardedRunner.run(
      ["--store", store, "login", "as", "ana@example.com", "long-enough"])
    #expect(login.result.status == 0, "\(login.result.stderr)")
    #expect(
      login.result.stdout.hasPrefix("Welcome, \(name)!\nLogged in as \(name) <ana@example.com>"))
    let status = try GuardedRunner.run(["--store", store, "--format", "json", "login", "status"])
    #expect(status.result.status == 0, "\(status.result.stderr)")
    // JSON doubles the backslash; by scalars, since a backslash and its mark are one Character.
    var jsonName = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      if scalar == "\\" { jsonName.append(scalar) }
      jsonName.append(scalar)
    }
    #expect(
      status.result.stdout.utf8.firstRange(of: "\"name\":\"\(String(jsonName))\"".utf8) != nil)
  }
}
