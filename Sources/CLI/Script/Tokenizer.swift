/// Why a script line does not split into words.
enum TokenizerProblem: Error, Equatable {
  /// A quote opened at this column (1-based, in characters) is never closed.
  case unterminatedQuote(column: Int)
  /// A backslash inside double quotes that is not `\"`, `\\`, `\n` or `\t`.
  case invalidEscape(String, column: Int)
}

/// Splits one line of the command language into words.
///
/// Words are separated by spaces and tabs; `'single'` and `"double"` quotes group words and
/// may abut other text (`a"b c"` is the word `ab c`); inside double quotes `\"`, `\\`, `\n`
/// and `\t` are escapes and any other backslash is an error; elsewhere a backslash is an
/// ordinary character. `#` outside quotes starts a comment. One pass, no backtracking: the
/// cost is linear in the line's length whatever it holds.
enum Tokenizer {
  /// Splits `line` into `words`, replacing what they held; the problem when it does not split.
  static func split(_ line: String, into words: inout CommandWords) -> TokenizerProblem? {
    words.removeAll()
    var line = line
    if line.withUTF8({ splitPlain($0, into: &words) }) { return nil }
    words.removeAll()
    return splitQuoted(line, into: &words)
  }

  /// The common case, a line of ASCII without quotes, backslashes, comments or NUL, split
  /// on its bytes into `words`; `false` when the line needs the checks and grammar of the
  /// general path (and `words` then holds a partial split to throw away).
  static func splitPlain(
    _ bytes: UnsafeBufferPointer<UInt8>, into words: inout CommandWords
  ) -> Bool {
    words.reset(line: bytes)
    var start = -1
    for index in 0..<bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        if start >= 0 {
          words.addWord(start..<index)
          start = -1
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "#"), 0, 0x80...:
        return false
      default:
        if start < 0 { start = index }
      }
    }
    if start >= 0 { words.addWord(start..<bytes.count) }
    return true
  }

  private static func splitQuoted(
    _ line: String, into words: inout CommandWords
  ) -> TokenizerProblem? {
    var current = ""
    var inWord = false
    var iterator = line.unicodeScalars.makeIterator()
    var column = 0
    while let scalar = iterator.next() {
      column += 1
      switch scalar {
      case " ", "\t":
        if inWord {
          words.append(current)
          current = ""
          inWord = false
        }
      case "#":
        if inWord { words.append(current) }
        return nil
      case "'":
        let opened = column
        inWord = true
        var closed = false
        while let next = iterator.next() {
          column += 1
          if next == "'" {
            closed = true
            break
          }
          current.unicodeScalars.append(next)
        }
        guard closed else { return .unterminatedQuote(column: opened) }
      case "\"":
        let opened = column
        inWord = true
        var closed = false
        while let next = iterator.next() {
          column += 1
          if next == "\"" {
            closed = true
            break
          }
          guard next == "\\" else {
            current.unicodeScalars.append(next)
            continue
          }
          column += 1
          switch iterator.next() {
          case "\"": current.unicodeScalars.append("\"")
          case "\\": current.unicodeScalars.append("\\")
          case "n": current.unicodeScalars.append("\n")
          case "t": current.unicodeScalars.append("\t")
          case let other?:
            return .invalidEscape("\\" + String(other), column: column - 1)
          case nil:
            return .unterminatedQuote(column: opened)
          }
        }
        guard closed else { return .unterminatedQuote(column: opened) }
      default:
        inWord = true
        current.unicodeScalars.append(scalar)
      }
    }
    if inWord { words.append(current) }
    return nil
  }
}
