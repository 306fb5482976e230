import Foundation
import TestSupport
import Testing

@Suite struct GoldenTests {
  private static let isRecording = ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"

  @Test func thereAreGoldenCases() {
    #expect(GoldenCase.all().count >= 4)
  }

  @Test(arguments: GoldenCase.all())
  func theBinaryPrintsExactlyTheGoldenOutput(golden: GoldenCase) throws {
    let arguments = try #require(
      golden.arguments, "\(golden.name) has neither an args file nor a script")
    let store = try TemporaryDirectory()
    defer { store.remove() }
    let storePath = store.file("store")
    let before = golden.file("store-before")
    if FileManager.default.fileExists(atPath: before.path) {
      try FileManager.default.copyItem(atPath: before.path, toPath: storePath)
      // Git keeps no modes but 0644 and 0755: give the copy those of a store the program
      // made, or every run would begin by narrowing them (with a note).
      let manager = FileManager.default
      try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: storePath)
      for name in try manager.contentsOfDirectory(atPath: storePath) {
        try manager.setAttributes(
          [.posixPermissions: 0o600], ofItemAtPath: storePath + "/" + name)
      }
    }
    func substitute(_ text: String) -> String {
      text.replacingOccurrences(of: "{store}", with: storePath)
    }
    var environment: [String: String] = [:]
    for line in golden.lines("env") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      environment[parts[0]] = substitute(parts.count > 1 ? parts[1] : "")
    }
    let result = try BinaryRunner.run(
      arguments.map(substitute),
      stdin: (try? Data(contentsOf: golden.file("stdin"))) ?? Data(),
      environment: environment)
    let actual = RunResult(
      stdout: result.stdout.replacingOccurrences(of: storePath, with: "{store}"),
      stderr: result.stderr.replacingOccurrences(of: storePath, with: "{store}"),
      status: result.status)

    if Self.isRecording {
      try Data(actual.stdout.utf8).write(to: golden.file(golden.expected("stdout")))
      try Data(actual.stderr.utf8).write(to: golden.file(golden.expected("stderr")))
      try Data("\(actual.status)\n".utf8).write(to: golden.file(golden.expected("status")))
      // A case that keeps the store's files after the run gets them anew too.
      let after = golden.file("store-after")
      if FileManager.default.fileExists(atPath: after.path) {
        for name in try FileManager.default.contentsOfDirectory(atPath: after.path) {
          try Data(contentsOf: URL(fileURLWithPath: "\(storePath)/\(name)"))
            .write(to: after.appendingPathComponent(name))
        }
      }
      return
    }
    let expected = RunResult(
      stdout: golden.read(golden.expected("stdout")) ?? "",
      stderr: golden.read(golden.expected("stderr")) ?? "",
      status: Int32(
        (golden.read(golden.expected("status")) ?? "").trimmingCharacters(
          in: .whitespacesAndNewlines))
        ?? -1)
    #expect(actual.stdout == expected.stdout, "stdout of \(golden)")
    #expect(actual.stderr == expected.stderr, "stderr of \(golden)")
    #expect(actual.status == expected.status, "exit status of \(golden)")

    let after = golden.file("store-after")
    if FileManager.default.fileExists(atPath: after.path) {
      let expectedFiles = try FileManager.default.contentsOfDirectory(atPath: after.path).sorted()
      let actualFiles = try FileManager.default.contentsOfDirectory(atPath: storePath)
        .filter { $0 != ".lock" }.sorted()
      #expect(actualFiles == expectedFiles, "store files of \(golden.name)")
      for name in expectedFiles {
        let want = try Data(contentsOf: after.appendingPathComponent(name))
        let have = try Data(contentsOf: URL(fileURLWithPath: "\(storePath)/\(name)"))
        #expect(have == want, "store file \(name) of \(golden.name)")
      }
    }
  }
}
