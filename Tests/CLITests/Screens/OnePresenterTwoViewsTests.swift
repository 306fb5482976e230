import Foundation
import Testing

/// The claim of Architecture.md's "One presenter, two views": starring a task through the
/// line view and through the screen view crosses the layers the same way, line for line.
@Suite struct OnePresenterTwoViewsTests {
  @Test func theLineViewsTraceOfAStarIsTheScreensBelowTheHeader() throws {
    let line = try GuardedRunner.run(
      ["--in-memory", "--trace", "run", "-"],
      stdin: Data("tasks add Buy milk\ntasks toggle-favorite 1\n".utf8))
    #expect(line.result.status == 0)
    let screenTrace = try String(
      contentsOf: GoldenCase.packageRoot.appendingPathComponent(
        "Fixtures/screens/tasks-star-trace/trace"),
      encoding: .utf8)
    func block(after header: String, in trace: String) -> [Substring] {
      let lines = trace.split(separator: "\n")
      guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
      let rest = lines[(start + 1)...]
      let end = rest.firstIndex(where: { $0.hasPrefix("──") }) ?? rest.endIndex
      return Array(rest[..<end])
    }
    let fromLine = block(after: "── <stdin>:2: tasks toggle-favorite", in: line.result.stderr)
    let fromScreen = block(after: "── ui tasks: key s", in: screenTrace)
    #expect(!fromLine.isEmpty)
    #expect(fromLine == fromScreen)
  }
}
