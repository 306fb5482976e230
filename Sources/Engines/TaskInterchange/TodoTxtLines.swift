import Domain

extension TodoTxt {
  /// Reads the todo.txt file in `window` line by line, a piece of the file at a time: each
  /// line is checked (its length, UTF-8, no NUL) and, when `decoding`, handed to `body` as a
  /// task or a skipped entry (blank lines are not handed out). Stops early when `body`
  /// answers `false`. Throws at the first line that is not text or is too long.
  static func forEachLine(
    _ window: inout PieceWindow, timeZone: InterchangeTimeZone, decoding: Bool,
    _ body: (InterchangeEntry) -> Bool
  ) throws(InterchangeReadFailure) {
    while window.count < 3, try window.refill(keepingFrom: 0) != nil {}
    var start = window.withBytes { $0.starts(with: [0xEF, 0xBB, 0xBF]) } ? 3 : 0
    // Where the search for the line's end goes on after a piece is read in.
    var searched = start
    var line = 0
    while true {
      guard start < window.count else {
        guard let shift = try window.refill(keepingFrom: start) else { return }
        start -= shift
        searched = start
        continue
      }
      let end = window.withBytes { bytes in
        var end = searched
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
      }
      if end == window.count, !window.isAtEnd {
        // Longer than any line accepted, a carriage return allowed for: refused now, before
        // more of it is read.
        guard end - start <= maximumLineLength + 1 else {
          throw .invalid(InterchangeError(line: line + 1, problem: .lineTooLong))
        }
        searched = end
        if let shift = try window.refill(keepingFrom: start) {
          start -= shift
          searched -= shift
        }
        continue
      }
      line += 1
      let outcome = window.withBytes { bytes -> Result<LineOutcome, InterchangeError> in
        var lineEnd = end
        if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        guard lineEnd - start <= maximumLineLength else {
          return .failure(InterchangeError(line: line, problem: .lineTooLong))
        }
        if let (_, problem) = UTF8Scan.firstProblem(bytes, start, lineEnd) {
          return .failure(InterchangeError(line: line, problem: problem))
        }
        guard decoding else { return .success(.blank) }
        return .success(decodeLine(bytes, start, lineEnd, line: line, timeZone: timeZone))
      }
      switch outcome {
      case .failure(let error): throw .invalid(error)
      case .success(.blank): break
      case .success(.task(let task)):
        guard body(.task(task)) else { return }
      case .success(.skipped(let reason)):
        guard body(.skipped(ImportSkip(line: line, reason: reason))) else { return }
      }
      start = end + 1
      searched = start
    }
  }
}
