import Foundation
import TestSupport
import Testing

/// The end of the ID range. A store that has handed out its last ID (2^63 - 1) refuses each
/// add as `ids_exhausted`, exit 1: nothing failed to be written, so it is no `io_error` (74,
/// which says a write failed and sends people after their disk). And since only a restored
/// backup can come near that end, an import naming an ID above 2^53 is refused whole as
/// `import_invalid` (65), naming the entry, with either gateway.
@Suite struct TaskIDRangeTests {
  private static let uuid = "52d33eee-ba46-433c-ba50-594ddcd3fb30"

  /// A directory holding a `tasks` file in the store's format, whose one task has `id`.
  private func storeFiles(holdingID id: Int, in directory: TemporaryDirectory) throws -> String {
    let store = directory.file("s")
    try FileManager.default.createDirectory(
      atPath: store, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
    let tasks = "puremvp-tasks 2\nA \(id) -- - - \(Self.uuid) far\n"
    #expect(
      FileManager.default.createFile(
        atPath: store + "/tasks", contents: Data(tasks.utf8),
        attributes: [.posixPermissions: 0o600]))
    return store
  }

  @Test(arguments: ["--store", "--fixtures"])
  func addsPastTheLastIDAreRefusedAsIDsExhausted(gateway: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try storeFiles(holdingID: Int.max - 1, in: directory)
    let script = "tasks add y\ntasks add z\n"
    let result = try BinaryRunner.run(
      [gateway, store, "--format", "json", "--keep-going", "run", "-"], stdin: Data(script.utf8))
    #expect(result.status == 1, "\(result)")
    #expect(!result.stdout.contains("io_error"), "\(result.stdout)")
    // The file store keeps 2^63 - 1 as its next ID and never hands it out; the in-memory
    // gateway hands it out: either way the last add is refused, and as no I/O failure.
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.last?.contains(#""code":"ids_exhausted","message":"No task IDs are left"#) == true,
      "\(result.stdout)")
    #expect(result.stderr.contains("<stdin>:2: error: No task IDs are left in this store"))
  }

  @Test func aOneShotAddPastTheLastIDExitsOne() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The file store keeps the next ID in the file: it never hands out 2^63 - 1 itself.
    let store = try storeFiles(holdingID: Int.max - 1, in: directory)
    let result = try BinaryRunner.run(["--store", store, "tasks", "add", "y"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr == "puremvp: error: No task IDs are left in this store\n")
  }

  /// A backup of puremvp's JSON export, on one line, naming `ids`.
  private func backup(ids: [Int], in directory: TemporaryDirectory) throws -> String {
    let tasks = ids.enumerated().map { position, id in
      let uuid = "52d33eee-ba46-433c-ba50-594ddcd3fb3\(position)"
      return #"{"id":\#(id),"text":"task \#(position)","favorite":false,"completed":false,"#
        + #""createdAt":null,"completedAt":null,"uuid":"\#(uuid)"}"#
    }
    let file = directory.file("backup.json")
    try Data(("[" + tasks.joined(separator: ",") + "]\n").utf8).write(
      to: URL(fileURLWithPath: file))
    return file
  }

  @Test(arguments: ["--in-memory", "--store"])
  func aBackupNamingAnIDAbove2To53IsRefusedNamingTheEntry(gateway: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try backup(ids: [1, 2, 9_007_199_254_740_993, Int.max - 1], in: directory)
    var arguments = [gateway]
    if gateway == "--store" { arguments.append(directory.file("s")) }
    let script = "tasks import \(file)\ntasks list\n"
    let result = try BinaryRunner.run(
      arguments + ["--keep-going", "run", "-"], stdin: Data(script.utf8))
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.contains(
        "<stdin>:1: error: \(file):1[2]: cannot import: task ID 9007199254740993 is above "
          + "9007199254740992 (2^53)"),
      "\(result.stderr)")
    // Nothing was imported.
    #expect(result.stdout.contains("No tasks yet"), "\(result.stdout)")
    let json = try BinaryRunner.run(arguments + ["--format", "json", "tasks", "import", file])
    #expect(json.status == 65)
    #expect(json.stdout.contains(#""code":"import_invalid""#), "\(json.stdout)")
  }

  @Test(arguments: ["--in-memory", "--store"])
  func aBackupNamingIDsUpTo2To53IsRestored(gateway: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try backup(ids: [3, 9_007_199_254_740_992], in: directory)
    var arguments = [gateway]
    if gateway == "--store" { arguments.append(directory.file("s")) }
    let script = "tasks import \(file)\ntasks add next\n"
    let result = try BinaryRunner.run(arguments + ["run", "-"], stdin: Data(script.utf8))
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("added #9007199254740993 [ ]   next"), "\(result.stdout)")
  }
}
