import Foundation
import Testing

/// One end-to-end case in `Fixtures/golden/NAME/`: the built `puremvp` binary is run with
/// the arguments in `args` and must print exactly `stdout` and `stderr` and exit with `status`.
///
/// Optional files: `stdin` (fed to standard input; otherwise it is empty), `env` (extra
/// `KEY=VALUE` lines), `store-before/` (copied into the store first), `store-after/` (the
/// store must then hold exactly these files). The word `{store}` in `args` and `env` is a
/// fresh temporary directory, and is written back as `{store}` in the outputs.
/// `RECORD_FIXTURES=1 swift test` rewrites the expected files instead of comparing them.
struct GoldenCase: CustomStringConvertible, Sendable {
  let name: String
  let directory: URL

  var description: String { name }

  /// The package's root directory, found from this source file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every case directory, sorted by name.
  static func all() -> [GoldenCase] {
    let root = packageRoot.appendingPathComponent("Fixtures/golden")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map {
      GoldenCase(name: $0, directory: root.appendingPathComponent($0))
    }
  }

  /// The `puremvp` binary built beside the running tests.
  static var binary: URL {
    if let override = ProcessInfo.processInfo.environment["PUREMVP_BINARY"] {
      return URL(fileURLWithPath: override)
    }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("puremvp")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/puremvp")
  }

  func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

  func read(_ name: String) -> String? {
    (try? Data(contentsOf: file(name))).map { String(decoding: $0, as: UTF8.self) }
  }

  func lines(_ name: String) -> [String] {
    (read(name) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init).filter { !$0.isEmpty }
  }
}
