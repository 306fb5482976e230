import Foundation
import SystemInterface
import TestSupport
import Testing

/// Runs the built binary on a store that stands for a full disk: under a file-size limit
/// (`RLIMIT_FSIZE`: a write past it fails with EFBIG), with standard output and error on
/// pipes, which the limit does not reach.
///
/// The limit is set in bytes by `prlimit` (util-linux) where it is installed; elsewhere by
/// the shell's `ulimit -f`, in blocks of 512 bytes, so that `FullDisk.limits` are then only
/// those multiples (`FullDisk.isByteExact` says which).
enum FullDisk {
  private static let prlimit = "/usr/bin/prlimit"

  /// Whether a limit can be set to any byte.
  static var isByteExact: Bool { FileManager.default.isExecutableFile(atPath: prlimit) }

  /// The limits from `lower` to `upper`, both included, that `run` can set: every byte, or
  /// every multiple of 512 without `prlimit`.
  static func limits(from lower: Int, through upper: Int) -> [Int] {
    guard !isByteExact else { return Array(lower...upper) }
    return stride(from: (lower + 511) / 512 * 512, through: upper, by: 512).map { $0 }
  }

  /// The program and arguments that run `puremvp arguments` under `limit` bytes.
  static func command(_ arguments: [String], limit: Int) -> (URL, [String]) {
    if isByteExact {
      return (
        URL(fileURLWithPath: prlimit),
        ["--fsize=\(limit):\(limit)", GoldenCase.binary.path] + arguments
      )
    }
    return (
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "ulimit -f \(limit / 512); exec \"$0\" \"$@\"", GoldenCase.binary.path] + arguments
    )
  }

  /// Runs `puremvp arguments` with files limited to `limit` bytes (no limit when `nil`).
  static func run(_ arguments: [String], limit: Int?) throws -> RunResult {
    let process = Process()
    if let limit {
      let (program, all) = command(arguments, limit: limit)
      process.executableURL = program
      process.arguments = all
    } else {
      process.executableURL = GoldenCase.binary
      process.arguments = arguments
    }
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"]
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.runAlone()
    // Both pipes at once, so that neither fills while the other is read.
    nonisolated(unsafe) var stderrData = Data()
    let reader = Thread { stderrData = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.005) }
    return RunResult(
      stdout: String(decoding: stdoutData, as: UTF8.self),
      stderr: String(decoding: stderrData, as: UTF8.self), status: process.terminationStatus)
  }

  /// The bytes of `path`, or empty when there is no file.
  static func bytes(_ path: String) -> Data {
    (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
  }

  /// The names in the store directory `store`, sorted.
  static func names(in store: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []).sorted()
  }

  /// Writes `text` to `path`, creating or replacing it, mode 0600 as the store's own files.
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o600)
  }

  /// Copies the store directory `source` to `target`, replacing it.
  static func copyStore(_ source: String, to target: String) throws {
    try? FileManager.default.removeItem(atPath: target)
    try FileManager.default.copyItem(atPath: source, toPath: target)
    chmod(target, 0o700)
  }

  /// A `tasks` file whose compaction is due: `tasks` live tasks (`t1`, `t2`, ...; the
  /// second, if any, completed, the third a favorite), then 1,100 changes of task 1 (favorite, then not, ...), which
  /// only the last ten of are history. Written by hand, as a file another version left.
  static func dueStore(tasks: Int) -> String {
    var text = "puremvp-tasks 2\n"
    for id in 1...tasks {
      let flags = id == 2 ? "-c" : id == 3 ? "f-" : "--"
      let completed = id == 2 ? "1767258000" : "-"
      text +=
        "A \(id) \(flags) 1767258000 \(completed) 00000000-0000-4000-8000-\(String(format: "%012d", id)) t\(id)\n"
    }
    for change in 0..<1_100 {
      text += "M 1 \(change % 2 == 0 ? "f" : "-")- - t1\n"
    }
    return text
  }
}
