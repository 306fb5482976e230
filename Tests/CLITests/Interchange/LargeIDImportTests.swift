import Foundation
import TestSupport
import Testing

/// A restored backup may name any ID: the in-memory gateway keeps its tasks in an array in
/// creation order, found by a binary search, so what an import costs never depends on the
/// IDs' values. (A gateway indexed by ID grew to the ID named: an import naming 50,000,000
/// aborted or was killed for its memory.)
@Suite struct LargeIDImportTests {
  @Test(arguments: [50_000_000, 4_000_000_000_000])
  func aBackupNamingALargeIDIsRestoredInMemory(id: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let backup = directory.file("backup.json")
    try Data(
      """
      [{"id":\(id),"text":"far","favorite":false,"completed":false,"createdAt":null,\
      "completedAt":null,"uuid":"52d33eee-ba46-433c-ba50-594ddcd3fb30"}]

      """.utf8
    ).write(to: URL(fileURLWithPath: backup))
    let script = "tasks import \(backup)\ntasks add next\ntasks list\n"
    let result = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data(script.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("added #\(id + 1) [ ]   next"))
    #expect(result.stdout.contains("#\(id) [ ]   far"))
  }
}
