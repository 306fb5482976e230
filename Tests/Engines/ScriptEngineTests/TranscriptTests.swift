import ScriptEngine
import Testing

/// The transcript layout (`Transcript`) and the diff `puremvp check` shows (`LineDiff`).
@Suite struct TranscriptTests {
  @Test func commandsTheirLinesAndStatusesAreReadFromConsoleBlocksOnly() throws {
    let text = """
      Prose with $ puremvp in it.
      ```sh
      $ puremvp not checked
      ```
        ```console
        $ puremvp tasks add "Buy milk"
        added #1
        $PATH is output
        $ puremvp tasks complete 9 # a comment
        error
        [1]
        $ puremvp tasks list
        [ ]
        ```
      """
    let transcript = try Transcript(Array(text.utf8))
    #expect(transcript.commands.map(\.line) == [6, 9, 12])
    #expect(
      transcript.commands.map(\.words) == [
        ["tasks", "add", "Buy milk"], ["tasks", "complete", "9"], ["tasks", "list"],
      ])
    #expect(
      transcript.commands.map(\.expected) == [["added #1", "$PATH is output"], ["error"], ["[ ]"]])
    #expect(transcript.commands.map(\.status) == [0, 1, 0])
    #expect(transcript.commands[0].text == "$ puremvp tasks add \"Buy milk\"")
  }

  @Test func updatingKeepsEveryOtherByteAndTheBlocksIndentation() throws {
    let text = "a  \r\n  ```console\r\n  $ puremvp x\r\n  old\r\n  ```\r\nend"
    let transcript = try Transcript(Array(text.utf8))
    let updated = transcript.updated(with: [(["new", ""], 3)])
    #expect(
      String(decoding: updated, as: UTF8.self)
        == "a  \r\n  ```console\r\n  $ puremvp x\r\n  new\r\n\r\n  [3]\r\n  ```\r\nend")
  }

  @Test func aLongOutputsDiffKeepsThreeLinesOfContextPerHunk() {
    let expected = (1...12).map(String.init)
    var actual = expected
    actual[1] = "two"
    actual.insert("eleven and a half", at: 11)
    #expect(
      LineDiff.unified(expected: expected, actual: actual) == [
        "--- expected", "+++ actual",
        "@@ -1,5 +1,5 @@", " 1", "-2", "+two", " 3", " 4", " 5",
        "@@ -9,4 +9,5 @@", " 9", " 10", " 11", "+eleven and a half", " 12",
      ])
    #expect(LineDiff.unified(expected: ["a"], actual: ["a"]).isEmpty)
    #expect(
      LineDiff.unified(expected: [], actual: ["x"]) == [
        "--- expected", "+++ actual", "@@ -0,0 +1 @@", "+x",
      ])
  }
}
