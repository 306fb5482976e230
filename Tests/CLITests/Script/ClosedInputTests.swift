import Foundation
import TestSupport
import Testing

/// A closed standard input is a script that cannot be opened (66), not a syntax error.
@Suite struct ClosedInputTests {
  @Test(arguments: [["run", "-"], []])
  func aClosedStandardInputExits66(arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try GuardedRunner.run(
      [
        "-c", "store=\"$1\"; shift; exec \"$0\" --store \"$store\" \"$@\" <&-",
        GoldenCase.binary.path, directory.file("s"),
      ]
        + arguments,
      program: URL(fileURLWithPath: "/bin/sh"))
    expectRefused(run, status: 66, mentioning: ["cannot open script '-'"])
  }
}
