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
  static func words(in line: String) -> Result<[String], TokenizerProblem> {
    var line = line
    if let words = line.withUTF8({ plainWords(in: $0) }) { return .success(words) }
    return quotedWords(in: line)
  }

  /// The common case, a line of ASCII without quotes, backslashes, comments or NUL, split
  /// on its bytes; `nil` when the line needs the checks and grammar of the general path.
  static func plainWords(in bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var words: [String] = []
    words.reserveCapacity(8)
    var start = -1
    for index in 0..<bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        if start >= 0 {
          words.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          start = -1
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "#"), 0, 0x80...:
        return nil
      default:
        if start < 0 { start = index }
      }
    }
    if start >= 0 {
      words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
    }
    return words
  }

  private static func quotedWords(in line: String) -> Result<[String], TokenizerProblem> {
    var words: [String] = []
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
        return .success(words)
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
        guard closed else { return .failure(.unterminatedQuote(column: opened)) }
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
            return .failure(.invalidEscape("\\" + String(other), column: column - 1))
          case nil:
            return .failure(.unterminatedQuote(column: opened))
          }
        }
        guard closed else { return .failure(.unterminatedQuote(column: opened)) }
      default:
        inWord = true
        current.unicodeScalars.append(scalar)
      }
    }
    if inWord { words.append(current) }
    return .success(words)
  }
}
