import Foundation
import TestSupport
import Testing

/// The golden screens in `Fixtures/screens/NAME/`: the built binary runs with the
/// arguments in `args` (one per line) plus `--keys keys --snapshot`, and must print exactly
/// `screen` (the last frame as text) and exit 0. When the case has a `trace` file, the run
/// also writes its trace with `--trace-file` and must write exactly that.
/// `RECORD_FIXTURES=1 swift test` rewrites `screen` and `trace` instead of comparing.
@Suite struct ScreenGoldenTests {
  private static let isRecording = ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"

  static func all() -> [GoldenCase] {
    let root = GoldenCase.packageRoot.appendingPathComponent("Fixtures/screens")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map { GoldenCase(name: $0, directory: root.appendingPathComponent($0)) }
  }

  @Test func thereIsAGoldenScreenForEachApp() {
    let names = Self.all().map(\.name)
    for app in ["tasks", "login", "oracle"] {
      #expect(names.contains { $0.hasPrefix(app) }, "no golden screen for \(app)")
    }
  }

  @Test(arguments: Self.all())
  func theScreenEndsExactlyAsRecorded(golden: GoldenCase) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let tracePath = directory.file("trace")
    let wantsTrace = FileManager.default.fileExists(atPath: golden.file("trace").path)
    var arguments = ["--keys", golden.file("keys").path, "--snapshot"]
    if wantsTrace { arguments += ["--trace-file", tracePath] }
    var environment: [String: String] = [:]
    for line in golden.lines("env") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      environment[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    let result = try BinaryRunner.run(
      arguments + golden.lines("args"), stdin: Data(), environment: environment)
    let trace = wantsTrace ? (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? "" : ""
    if Self.isRecording {
      try Data(result.stdout.utf8).write(to: golden.file("screen"))
      if wantsTrace { try Data(trace.utf8).write(to: golden.file("trace")) }
      return
    }
    #expect(result.stdout == golden.read("screen"), "screen of \(golden.name)")
    #expect(result.stderr == "", "stderr of \(golden.name)")
    #expect(result.status == 0, "exit status of \(golden.name)")
    if wantsTrace { #expect(trace == golden.read("trace"), "trace of \(golden.name)") }
  }
}
