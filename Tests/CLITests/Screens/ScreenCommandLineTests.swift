import Foundation
import TestSupport
import Testing

/// `puremvp ui`'s command line: what it refuses, and how.
@Suite struct ScreenCommandLineTests {
  @Test func anUnknownScreenIsAUsageError() throws {
    let result = try BinaryRunner.run(["--in-memory", "ui", "bogus"])
    #expect(result.status == 64)
    #expect(
      result.stderr == "puremvp: error: unknown screen 'bogus'; expected tasks, login, oracle\n")
  }

  @Test func aKeyScriptLineThatIsNotUnderstoodIsNamedWithItsLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let keys = directory.file("bad.keys")
    try Data("text Buy milk\npress Enter\n".utf8).write(to: URL(fileURLWithPath: keys))
    let result = try BinaryRunner.run(["--in-memory", "--keys", keys, "--snapshot", "ui"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("\(keys):2: error: not a key script line: 'press Enter'"))
    #expect(result.stdout.isEmpty)
  }

  @Test func aMissingKeyScriptCannotBeOpened() throws {
    let result = try BinaryRunner.run(["--in-memory", "--keys", "/nonexistent/keys", "ui"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("cannot open key script '/nonexistent/keys'"))
  }

  @Test(arguments: ["80", "0x24", "80x", "x24", "80x24x1", "1001x24", "-80x24"])
  func aMalformedSizeIsAUsageError(size: String) throws {
    let result = try BinaryRunner.run(["--in-memory", "--size", size, "ui"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("for --size; expected COLSxROWS such as 80x24"))
  }

  @Test func theSizeGivenIsTheSnapshotsSize() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let keys = directory.file("empty.keys")
    try Data("# nothing typed\n".utf8).write(to: URL(fileURLWithPath: keys))
    let result = try BinaryRunner.run(
      ["--in-memory", "--keys", keys, "--size", "100x30", "--snapshot", "ui"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 31)
    #expect(lines[1].count == 100)
  }
}
