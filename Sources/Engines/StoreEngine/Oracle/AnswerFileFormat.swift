import Domain

/// The `answers` file: a hand-written answer book that replaces the built-in one.
///
///     puremvp-answers 1
///     # Lines starting with # and blank lines are skipped.
///     + Of course!
///     - Not a chance
///
/// After the header, each answer is one line: `+` (positive) or `-` (negative), one space,
/// then the answer's text, trimmed. A tone mark is clearer to hand-edit than a word and
/// leaves the text free to hold any character but a newline. A UTF-8 byte order mark,
/// CRLF line ends and a last line without its newline are accepted, since people write
/// this file with editors; anything else that does not parse makes the whole file refused.
package enum AnswerFileFormat {
  package static let fileName = "answers"
  package static let header = "puremvp-answers 1"

  /// Parses the whole file at `path`, whose content is `bytes`, into a book.
  package static func parse(_ bytes: [UInt8], path: String) throws(StoreFailure) -> AnswerBook {
    var answers: [Answer] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var lineNumber = 0
    while start < bytes.count {
      lineNumber += 1
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let slice = bytes[start..<lineEnd]
      start = end + 1
      guard !slice.contains(0), let line = String(validating: slice, as: UTF8.self) else {
        throw .corrupt(path: path, line: lineNumber, problem: .notText)
      }
      do throws(StoreProblem) {
        if lineNumber == 1 {
          try checkHeader(line)
        } else if let answer = try parseRecord(line) {
          answers.append(answer)
        }
      } catch {
        throw .corrupt(path: path, line: lineNumber, problem: error)
      }
    }
    guard let book = AnswerBook(answers) else {
      throw .corrupt(path: path, line: nil, problem: .empty)
    }
    return book
  }

  /// The answer on one line after the header; `nil` for a blank or comment line.
  package static func parseRecord(_ line: String) throws(StoreProblem) -> Answer? {
    let trimmed = line.trimmingWhiteSpace()
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    var utf8 = line.utf8[...]
    let mark = utf8.popFirst()
    guard mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-"),
      utf8.popFirst() == UInt8(ascii: " ")
    else { throw .malformedRecord }
    let text = String(Substring(utf8)).trimmingWhiteSpace()
    guard !text.isEmpty else { throw .malformedRecord }
    return Answer(text: text, isPositive: mark == UInt8(ascii: "+"))
  }

  private static func checkHeader(_ line: String) throws(StoreProblem) {
    guard line == header else {
      let prefix = "puremvp-answers "
      if line.hasPrefix(prefix) {
        throw .unsupportedVersion(found: String(line.dropFirst(prefix.count)))
      }
      throw .missingHeader(expected: header)
    }
  }
}
