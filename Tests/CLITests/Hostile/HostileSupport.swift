import Foundation
import SystemInterface
import TestSupport
import Testing

/// Every file and directory under a store, with its bytes and mode: two snapshots are equal
/// only when nothing in the store was created, removed, rewritten or re-permissioned.
struct StoreSnapshot: Equatable, CustomStringConvertible {
  private var entries: [String: Data] = [:]
  private var modes: [String: Int] = [:]

  init(of path: String) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    modes["."] = try manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    guard isDirectory.boolValue else {
      entries["."] = try Data(contentsOf: URL(fileURLWithPath: path))
      return
    }
    for case let relative as String in manager.enumerator(atPath: path) ?? .init() {
      let full = path + "/" + relative
      modes[relative] = try manager.attributesOfItem(atPath: full)[.posixPermissions] as? Int
      _ = manager.fileExists(atPath: full, isDirectory: &isDirectory)
      entries[relative] =
        isDirectory.boolValue
        ? Data("<dir>".utf8) : try Data(contentsOf: URL(fileURLWithPath: full))
    }
  }

  var description: String {
    entries.keys.sorted().map { "\($0) (\(entries[$0]?.count ?? 0) bytes)" }.joined(
      separator: ", ")
  }
}

/// One refused input: the exit status it must get and what its one error line must say.
struct Refusal: CustomStringConvertible, Sendable {
  /// A short name for the test report.
  var name: String
  var status: Int32
  /// Texts the single stderr line must contain, such as `FILE:LINE:` or a path.
  var mentions: [String]

  var description: String { name }
}

/// Checks the contract for a refused input: the documented status, exactly one
/// line on stderr naming what and where, nothing on stdout, no hang and no crash.
func expectRefused(
  _ run: GuardedRun, status: Int32, mentioning mentions: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!run.timedOut, "the run hung and was killed", sourceLocation: sourceLocation)
  #expect(run.result.status == status, "\(run.result)", sourceLocation: sourceLocation)
  let lines = run.result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(
    lines.count == 2 && lines[1].isEmpty,
    "one line on stderr: \(run.result.stderr.debugDescription)",
    sourceLocation: sourceLocation)
  for mention in mentions {
    #expect(
      run.result.stderr.contains(mention), "stderr names \(mention.debugDescription)",
      sourceLocation: sourceLocation)
  }
  #expect(run.result.stdout.isEmpty, "\(run.result.stdout)", sourceLocation: sourceLocation)
}

/// A store that a real run has made (directory, lock file, a `tasks` file with two tasks),
/// so that every later byte of difference is a change made by the input under test.
func makeStore(in directory: TemporaryDirectory, name: String = "store") throws -> String {
  let store = directory.file(name)
  let setup = try GuardedRunner.run(
    ["--store", store, "run", "-"], stdin: Data("tasks add first\ntasks add second\n".utf8))
  #expect(setup.result.status == 0, "\(setup.result)")
  return store
}

/// Writes `bytes` to `path`.
func write(_ bytes: [UInt8], to path: String) throws {
  try Data(bytes).write(to: URL(fileURLWithPath: path))
}
