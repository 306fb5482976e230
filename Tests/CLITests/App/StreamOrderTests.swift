import Foundation
import Testing

/// Standard output and standard error captured into one file read in the order things
/// happened, as a teacher capturing a lesson (`>lesson.txt 2>&1`) needs.
@Suite struct StreamOrderTests {
  /// Runs the binary with both streams sent to one pipe, and answers what it read.
  private func bothStreams(_ arguments: [String]) throws -> String {
    let run = try GuardedRunner.run(
      ["-c", "\"$0\" \"$@\" 2>&1"] + [GoldenCase.binary.path] + arguments,
      in: GoldenCase.packageRoot.path, program: URL(fileURLWithPath: "/bin/sh"))
    return run.result.stdout
  }

  @Test func eachCommandsTraceComesBeforeItsResultAndAfterThePreviousOne() throws {
    let lines = try bothStreams(
      ["--in-memory", "--trace", "run", "Fixtures/scripts/tasks-demo.script"]
    ).split(separator: "\n").map(String.init)
    let added = try #require(lines.firstIndex(of: "added #1 [ ]   Buy milk"))
    let completed = try #require(lines.firstIndex(of: "completed #1 [x]   Buy milk"))
    #expect(lines[added - 1].hasPrefix("presenter → view      showChanged"))
    #expect(lines[added + 1] == "── Fixtures/scripts/tasks-demo.script:5: tasks add")
    #expect(lines[completed - 1].hasPrefix("presenter → view      showChanged"))
  }

  @Test func anErrorComesAfterTheResultsBeforeIt() throws {
    let text = try bothStreams(
      ["--in-memory", "--keep-going", "run", "Fixtures/scripts/tasks-failing.script"])
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "added #1 [ ]   Buy milk")
    #expect(lines.dropFirst().first?.hasSuffix("error: The task text is empty") == true, "\(lines)")
  }
}
