/// Why a script line does not split into words.
package enum TokenizerProblem: Error, Equatable {
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
/// ordinary character. A `#` that begins a word outside quotes starts a comment, unless a
/// digit follows it (`#3` is a task ID, as every output writes it); inside a word it is an
/// ordinary character. One pass, no backtracking: the cost is linear in the line's length.
package enum Tokenizer {
  /// Splits `line` into `words`, replacing what they held; the problem when it does not split.
  package static func split(_ line: String, into words: inout CommandWords) -> TokenizerProblem? {
    words.removeAll()
    var line = line
    if line.withUTF8({ splitPlain($0, into: &words) }) { return nil }
    words.removeAll()
    return splitQuoted(line, into: &words)
  }

  /// The common case, a line of ASCII without quotes, backslashes, comments or NUL, split
  /// on its bytes into `words`; `false` when the line needs the checks and grammar of the
  /// general path (and `words` is then left as it was).
  package static func splitPlain(
    _ bytes: UnsafeBufferPointer<UInt8>, into words: inout CommandWords
  ) -> Bool {
    // The word bounds are collected on the stack (a line of n bytes has at most n + 1 of
    // them) and handed over at once: one copy per line, not two array stores per word.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: bytes.count + 1) { bounds in
      byteClasses.withUnsafeBufferPointer { classes in
        var found = 0
        var index = 0
        let end = bytes.count
        while index < end {
          let kind = classes[Int(bytes[index])]
          if kind == ByteClass.separator {
            index += 1
            continue
          }
          guard kind == ByteClass.word else { return false }
          // A word's bytes in a loop of their own: one lookup and one test a byte.
          let start = index
          index += 1
          while index < end, classes[Int(bytes[index])] == ByteClass.word { index += 1 }
          bounds[found] = start
          bounds[found + 1] = index
          found += 2
        }
        words.replace(line: bytes, bounds: UnsafeBufferPointer(rebasing: bounds[..<found]))
        return true
      }
    }
  }

  /// What each byte is to the plain path: one table lookup per byte instead of a chain of
  /// comparisons, on the loop every line of every script goes through.
  private enum ByteClass {
    static let word: UInt8 = 0
    static let separator: UInt8 = 1
    /// Quotes, backslash, `#`, NUL and every non-ASCII byte: the general path decides.
    static let special: UInt8 = 2
  }

  private static let byteClasses: [UInt8] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: " "), UInt8(ascii: "\t"): ByteClass.separator
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "#"), 0, 0x80...:
      ByteClass.special
    default: ByteClass.word
    }
  }

  private static func splitQuoted(
    _ line: String, into words: inout CommandWords
  ) -> TokenizerProblem? {
    var current = ""
    var inWord = false
    var iterator = line.unicodeScalars.makeIterator()
    var column = 0
    // One scalar of look-ahead, for `#`: a comment only when no digit follows (`#3` is an ID).
    var pending: Unicode.Scalar?
    while let scalar = pending ?? iterator.next() {
      pending = nil
      column += 1
      switch scalar {
      case " ", "\t":
        if inWord {
          words.append(current)
          current = ""
          inWord = false
        }
      case "#" where !inWord:
        let next = iterator.next()
        guard let next, next.properties.numericType == .decimal, next.isASCII else {
          return nil
        }
        inWord = true
        current.unicodeScalars.append(scalar)
        pending = next
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
