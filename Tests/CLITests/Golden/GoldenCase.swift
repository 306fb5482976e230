import Foundation
import Testing

/// One end-to-end case in `Fixtures/golden/NAME/`: the built `puremvp` binary is run with
/// the arguments in `args` and must print exactly `stdout` and `stderr` and exit with `status`.
///
/// A case that is one script needs no `args`: its `script` file is run, echoed, in memory, on
/// a fixed clock (`GoldenCase.scriptArguments`), three times: as it is, in JSON
/// (`--format json`) and in Spanish (`--lang es`), each run with its own expected files
/// (`stdout`, `stdout.json`, `stdout.es`, and so for `stderr` and `status`). So a new
/// command's golden case is one file a person writes, and pins both its renderings and both
/// its languages; `RECORD_FIXTURES=1` writes the rest.
///
/// Optional files: `stdin` (fed to standard input; otherwise it is empty), `env` (extra
/// `KEY=VALUE` lines), `store-before/` (copied into the store first), `store-after/` (the
/// store must then hold exactly these files). The word `{store}` in `args` and `env` is a
/// fresh temporary directory, and is written back as `{store}` in the outputs.
/// `RECORD_FIXTURES=1 swift test` rewrites the expected files instead of comparing them.
struct GoldenCase: CustomStringConvertible, Sendable {
  let name: String
  let directory: URL
  /// For a script case, how this run differs from the plain one: `json` or `es`; nil for
  /// the plain run and for a case with `args`.
  var variant: String? = nil

  var description: String { variant.map { "\(name) (\($0))" } ?? name }

  /// The package's root directory, found from this source file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every case directory, sorted by name.
  static func all() -> [GoldenCase] {
    let root = packageRoot.appendingPathComponent("Fixtures/golden")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().flatMap { name -> [GoldenCase] in
      let plain = GoldenCase(name: name, directory: root.appendingPathComponent(name))
      guard plain.read("args") == nil, plain.read("script") != nil else { return [plain] }
      return [plain]
        + scriptVariants.keys.sorted().map { variant in
          GoldenCase(name: name, directory: plain.directory, variant: variant)
        }
    }
  }

  /// The options each extra run of a script case adds, by the suffix of its expected files.
  static let scriptVariants = ["json": ["--format", "json"], "es": ["--lang", "es"]]

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

  /// How a case holding a `script` and no `args` runs it: echoed, so the recorded output
  /// shows each command before its result; in memory, from an empty store; and at a fixed
  /// time, so that times in the output never change.
  static func scriptArguments(_ script: String, variant: String? = nil) -> [String] {
    let options = variant.flatMap { scriptVariants[$0] } ?? []
    return ["--now", "2026-01-01T09:00:00Z", "--in-memory"] + options + ["run", "--echo", script]
  }

  /// The arguments the binary is run with: the lines of `args`, else those that run the
  /// case's `script`; nil when the case has neither, which is an incomplete case.
  var arguments: [String]? {
    if read("args") != nil { return lines("args") }
    guard read("script") != nil else { return nil }
    return Self.scriptArguments("Fixtures/golden/\(name)/script", variant: variant)
  }

  /// The name of the expected file `base` (`stdout`, `stderr`, `status`) of this run.
  func expected(_ base: String) -> String {
    variant.map { "\(base).\($0)" } ?? base
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
