import Foundation
import TestSupport
import Testing

/// A word of a `-` followed by an ASCII digit is an argument, not an option, whatever follows
/// the digit: a mark after it (a variation selector, a combining accent) makes the digit's
/// character non-ASCII, not the word an option.
@Suite struct DashDigitArgumentTests {
  static let texts = ["-1\u{FE0F}", "-1\u{301}", "-1\u{20E3}", "-12\u{FE0F}x"]

  @Test(arguments: texts)
  func isAddedFromTheCommandLine(text: String) throws {
    let run = try BinaryRunner.run(["--in-memory", "tasks", "add", text])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Array(run.stdout.unicodeScalars) == Array("added #1 [ ]   \(text)\n".unicodeScalars))
  }

  @Test(arguments: texts)
  func isAddedFromAScript(text: String) throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "run", "-"], stdin: Data("tasks add \(text)\n".utf8))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Array(run.stdout.unicodeScalars) == Array("added #1 [ ]   \(text)\n".unicodeScalars))
  }

  /// A dash before anything but an ASCII digit is still an option.
  @Test(arguments: ["-x", "-\u{0661}", "-\u{FF11}"])
  func aDashBeforeNoASCIIDigitIsAnOption(word: String) throws {
    let run = try BinaryRunner.run(["--in-memory", "tasks", "add", word])
    #expect(run.status == 64)
    #expect(run.stderr.contains("unknown option"), "\(run.stderr)")
  }
}
