/// Scripts and transcripts: lines of words, quoted as `puremvp run` quotes them.
public enum Script {
  /// The words of `line`: split at blanks, `"…"` and `'…'` keep blanks inside a word, and a
  /// backslash in double quotes keeps the next character. `nil` for an unclosed quote.
  public static func words(_ line: Substring) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }

  /// Runs the script `text` (named `name` in messages) in `session`: one command a line,
  /// blank lines and `#` comments skipped; stops at the first failure unless `keepGoing`.
  /// Answers the exit status: 0, or the highest of the failures'.
  @MainActor public static func run(
    _ text: String, named name: String, in session: AppSession, keepGoing: Bool,
    output: any Output
  ) -> Int32 {
    var status: Int32 = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let prefix = "\(name):\(index + 1): "
      guard let words = words(trimmed) else {
        output.err("\(prefix)error: unclosed quote")
        return 64
      }
      let result = session.execute(words, output: output, errorPrefix: prefix)
      status = max(status, result)
      if result != 0 && !keepGoing { return result }
    }
    return status
  }
}
