import Foundation
import TestSupport
import Testing

/// `help` in a script line answers as on the command line, and what `help tasks` says of
/// import and export is, word for word, what the README shows of it.
@Suite struct ScriptHelpTests {
  @Test(arguments: [["help", "tasks"], ["help", "tasks", "import"], ["help"]])
  func helpInAScriptPrintsWhatTheCommandLinePrints(words: [String]) throws {
    let oneShot = try BinaryRunner.run(words)
    #expect(oneShot.status == 0)
    let line = words.joined(separator: " ") + "\n"
    let script = try BinaryRunner.run(["--in-memory", "run", "-"], stdin: Data(line.utf8))
    #expect(script.status == 0, "\(script.stderr)")
    #expect(script.stderr.isEmpty)
    #expect(script.stdout == oneShot.stdout)
  }

  @Test func helpInAScriptIsOneJSONObject() throws {
    let script = try BinaryRunner.run(
      ["--in-memory", "--format", "json", "run", "-"], stdin: Data("help tasks add\n".utf8))
    #expect(script.status == 0)
    #expect(
      script.stdout.hasPrefix(#"{"line":1,"command":"help tasks","ok":true,"result":{"help":"#))
    #expect(script.stdout.split(separator: "\n").count == 1)
  }

  @Test func helpOfAnUnknownWordInAScriptIsAUsageError() throws {
    let script = try BinaryRunner.run(
      ["--in-memory", "run", "-"], stdin: Data("help tasks compelte\n".utf8))
    #expect(script.status == 64)
    #expect(
      script.stderr == "<stdin>:1: error: unknown command 'compelte'; did you mean 'complete'?\n")
  }

  @Test func theREADMEShowsTheImportAndExportHelpWordForWord() throws {
    let help = try BinaryRunner.run(["help", "tasks"]).stdout
    let start = try #require(help.range(of: "IMPORT AND EXPORT:\n"))
    let end = try #require(help.range(of: "\n\n", range: start.upperBound..<help.endIndex))
    let paragraph = String(help[start.lowerBound..<end.lowerBound])
    let readme = try String(
      contentsOf: GoldenCase.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```text\n" + paragraph + "\n```\n"), "\(paragraph)")
  }
}
