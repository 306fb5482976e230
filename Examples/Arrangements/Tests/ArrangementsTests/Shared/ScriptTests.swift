import ArrangementsApp
import Testing

/// `arrangements run` and its options: what every arrangement shares.
@MainActor
@Suite("Scripts and options")
struct ScriptTests {
  private let script = """
    # a comment, then a blank line

    login email ana@example.com
    login submit
    login status
    """

  @Test("A script stops at its first failed command, named FILE:LINE")
  func stopsAtFailure() {
    let output = LinesOutput()
    let session = AppSession(arrangement: .mvc, options: RunOptions(seed: 0))
    let status = Script.run(
      script, named: "demo.script", in: session, keepGoing: false, output: output)
    #expect(status == 1)
    #expect(
      output.lines == [
        "Email: ana@example.com · Password: (empty) · not ready (each field needs 5+ characters)",
        "demo.script:4: error: Fill in both fields first: each needs at least 5 characters",
      ])
  }

  @Test("With --keep-going it goes on, and still exits 1")
  func keepsGoing() {
    let output = LinesOutput()
    let session = AppSession(arrangement: .mvvm, options: RunOptions(seed: 0))
    let status = Script.run(
      script, named: "demo.script", in: session, keepGoing: true, output: output)
    #expect(status == 1)
    #expect(output.lines.last == "Not logged in")
  }

  @Test("Words split at blanks; quotes keep them")
  func words() {
    #expect(Script.words(#"oracle ask "Will  I?" 'it's'"#) == nil)
    #expect(
      Script.words(#"oracle ask "Will  I?" "it's" 'a "b"'"#)
        == ["oracle", "ask", "Will  I?", "it's", #"a "b""#])
    #expect(Script.words("  login   submit ") == ["login", "submit"])
  }

  @Test("Options stand anywhere before --, with the product's values")
  func options() throws {
    let parsed = try Invocation.parse([
      "oracle", "--as", "mvp", "ask", "--seed", "4", "--now", "2026-01-01T09:00:00Z",
      "--latency", "250ms", "--", "--seed",
    ]).get()
    #expect(parsed.arrangement == .mvp)
    #expect(parsed.options.seed == 4)
    #expect(parsed.options.now == 1_767_258_000)
    #expect(parsed.options.latencyMilliseconds == 250)
    #expect(parsed.words == ["oracle", "ask", "--seed"])
    #expect((try? Invocation.parse(["--as", "mvw"]).get()) == nil)
    #expect((try? Invocation.parse(["--latency", "61s"]).get()) == nil)
  }
}
