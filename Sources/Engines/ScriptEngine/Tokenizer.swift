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
  ///
  /// Eight bytes at a time: each word of the line is tested at once for bytes the general
  /// path must see and for separators, and the words' bounds are where a separator follows
  /// a word byte or a word byte a separator.
  @inline(__always)
  package static func splitPlain(
    _ bytes: UnsafeBufferPointer<UInt8>, into words: inout CommandWords
  ) -> Bool {
    let length = bytes.count
    guard let base = bytes.baseAddress, length > 0 else {
      words.removeAll()
      return true
    }
    // Straight into the words' buffers: `fillPlain` keeps the words as they were when the
    // line turns out not to be plain.
    return words.fillPlain(length: length) { copy, bounds in
      plainBounds(base, length, copyingTo: copy, boundsTo: bounds)
    }
  }

  /// A plain line split straight from a reader's buffer, its end found in the same pass:
  /// `base` is where the line starts, and `available` bytes from there are the reader's,
  /// eight more readable after them. Answers the line's length without its line feed when
  /// the line ends within `available` bytes and the words' room, is plain (as
  /// `splitPlain(_:into:)` says) and does not end in a carriage return; `nil` otherwise,
  /// the words left as they were, for the reader's general path.
  ///
  /// The chunk that holds the line feed has its bytes from there on read as spaces, which
  /// end the last word as the padding of `tail` does: a line costs no search for its end
  /// before its split, nor a tail of its own.
  @inline(__always)
  package static func splitPlainLine(
    _ base: UnsafePointer<UInt8>, available: Int, into words: inout CommandWords
  ) -> Int? {
    words.fillPlainLine { copy, bounds, room in
      plainLineBounds(base, min(available, room), copyingTo: copy, boundsTo: bounds)
    }
  }

  /// `splitPlainLine`'s pass over a line whose line feed is before `limit`: the line's
  /// length and how many bounds it wrote.
  @inline(__always)
  private static func plainLineBounds(
    _ base: UnsafePointer<UInt8>, _ limit: Int,
    copyingTo copy: UnsafeMutablePointer<UInt8>, boundsTo bounds: UnsafeMutablePointer<Int>
  ) -> (length: Int, bounds: Int)? {
    var next = bounds
    var offset = 0
    // The high bit of byte -1 as a separator: a word byte at 0 starts a word.
    var separatorBefore: UInt64 = 0x80
    while offset < limit {
      var chunk = UInt64(
        littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
      var length = -1
      var separators: UInt64
      // A line feed is below `(`: a chunk that passes the first test holds none.
      if let spaces = PlainByte.spacesOnly(chunk) {
        separators = spaces
      } else {
        // The lowest mark is exact: the first line feed, if any.
        let feeds = ByteWord.marks(chunk, equalTo: UInt8(ascii: "\n")) & ByteWord.highBits
        if feeds != 0 {
          let at = feeds.trailingZeroBitCount &>> 3
          length = offset &+ at
          // A line feed at or past the limit is past the reader's bytes or the words' room.
          guard length < limit else { return nil }
          let kept: UInt64 = (1 &<< UInt64(8 &* at)) &- 1
          chunk = chunk & kept | 0x2020_2020_2020_2020 & ~kept
        }
        guard let found = PlainByte.separators(chunk) else { return nil }
        separators = found
      }
      store(chunk, at: offset, copyingTo: copy, separators, after: separatorBefore, to: &next)
      if length >= 0 {
        // A line ending CRLF is the general path's, which strips the carriage return.
        if length > 0, base[length &- 1] == UInt8(ascii: "\r") { return nil }
        return (length, next - bounds)
      }
      separatorBefore = separators &>> 56
      offset &+= 8
    }
    return nil
  }

  /// Copies the eight bytes `chunk` of a line to `copy` at `offset`, and writes at `next`
  /// (moving it on) the bounds of the words in it: a word starts at a word byte after a
  /// separator, and ends at a separator after a word byte, where a byte and the one before
  /// it differ (`separators` marks the separators, `separatorBefore` the byte before the
  /// chunk). The two alternate, so the marks in order are the bounds in order.
  @inline(__always)
  private static func store(
    _ chunk: UInt64, at offset: Int, copyingTo copy: UnsafeMutablePointer<UInt8>,
    _ separators: UInt64, after separatorBefore: UInt64, to next: inout UnsafeMutablePointer<Int>
  ) {
    UnsafeMutableRawPointer(copy + offset).storeBytes(of: chunk.littleEndian, as: UInt64.self)
    var marks = separators ^ (separators << 8 | separatorBefore)
    while marks != 0 {
      next.pointee = offset &+ marks.trailingZeroBitCount &>> 3
      next += 1
      marks &= marks &- 1
    }
  }

  /// The bounds of the words of the `length` bytes at `base` (at least one), written to
  /// `bounds`, and how many there are, the bytes copied to `copy` eight at a time (its room
  /// rounded up to eight); `nil` when a byte sends the line to the general path.
  @inline(__always)
  private static func plainBounds(
    _ base: UnsafePointer<UInt8>, _ length: Int,
    copyingTo copy: UnsafeMutablePointer<UInt8>, boundsTo bounds: UnsafeMutablePointer<Int>
  ) -> Int? {
    var next = bounds
    var offset = 0
    // The high bit of byte -1 as a separator: a word byte at 0 starts a word.
    var separatorBefore: UInt64 = 0x80
    while offset < length {
      let chunk: UInt64
      if length &- offset >= 8 {
        chunk = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
      } else {
        chunk = tail(base, length, from: offset)
      }
      guard let separators = PlainByte.separators(chunk) else { return nil }
      store(chunk, at: offset, copyingTo: copy, separators, after: separatorBefore, to: &next)
      separatorBefore = separators &>> 56
      offset &+= 8
    }
    // A line of whole words of bytes ends inside its last word when it ends with one;
    // a shorter last word was ended by the padding of spaces (see `tail`).
    if separatorBefore == 0, length & 7 == 0 {
      next.pointee = length
      next += 1
    }
    return next - bounds
  }

  /// The last `length - offset` bytes (one to seven) of the line at `base` as a word whose
  /// bytes after them are spaces, which end a word there as the line's end does.
  @inline(__always)
  private static func tail(_ base: UnsafePointer<UInt8>, _ length: Int, from offset: Int)
    -> UInt64
  {
    let left = length - offset
    let spaces: UInt64 = 0x2020_2020_2020_2020 << (8 * UInt64(left))
    guard length >= 8 else {
      var chunk: UInt64 = 0
      for index in stride(from: length - 1, through: offset, by: -1) {
        chunk = chunk << 8 | UInt64(base[index])
      }
      return chunk | spaces
    }
    // The eight bytes that end the line, the ones already read shifted out.
    let last = UInt64(
      littleEndian: UnsafeRawPointer(base + length - 8).loadUnaligned(as: UInt64.self))
    return last >> (8 * UInt64(8 - left)) | spaces
  }

  /// What the plain path tests each byte for, on eight bytes at once.
  enum PlainByte {
    /// The separators of `chunk` marked by the high bit of their byte (every other bit
    /// clear), or `nil` when `chunk` holds a quote, a backslash, `#`, NUL or a byte that is
    /// not ASCII: the general path decides then.
    @inline(__always)
    static func separators(_ chunk: UInt64) -> UInt64? {
      if let spaces = spacesOnly(chunk) { return spaces }
      guard chunk & ByteWord.highBits == 0 else { return nil }
      return separatorsTestedOneByOne(chunk)
    }

    /// `separators(_:)` of nearly every chunk, ASCII whose bytes below `(` (controls, tab,
    /// space, quotes, `#`...) and backslashes, all found by two tests, are spaces only; `nil`
    /// for any other chunk.
    @inline(__always)
    static func spacesOnly(_ chunk: UInt64) -> UInt64? {
      let high = ByteWord.highBits
      guard chunk & high == 0 else { return nil }
      let spaces = zeros(chunk ^ 0x2020_2020_2020_2020)
      let low = ~((chunk | high) &- 0x2828_2828_2828_2828) & high
      return low | zeros(chunk ^ 0x5C5C_5C5C_5C5C_5C5C) == spaces ? spaces : nil
    }

    /// `separators(_:)` for a chunk of ASCII with bytes below `(` other than spaces: each
    /// byte that matters tested on its own.
    static func separatorsTestedOneByOne(_ chunk: UInt64) -> UInt64? {
      // Bit 0 is left out of the comparison with `"`: `"` and `#` (0x22 and 0x23) at once.
      let special =
        zeros(chunk) | zeros((chunk ^ 0x2222_2222_2222_2222) & 0x7E7E_7E7E_7E7E_7E7E)
        | zeros(chunk ^ 0x2727_2727_2727_2727) | zeros(chunk ^ 0x5C5C_5C5C_5C5C_5C5C)
      guard special == 0 else { return nil }
      return zeros(chunk ^ 0x2020_2020_2020_2020) | zeros(chunk ^ 0x0909_0909_0909_0909)
    }

    /// The zero bytes of `word`, whose bytes are all below 0x80, marked exactly by their
    /// high bit: adding 0x7F to a byte sets its high bit unless it is zero, and never
    /// carries into the next byte.
    @inline(__always)
    static func zeros(_ word: UInt64) -> UInt64 {
      ~(word &+ 0x7F7F_7F7F_7F7F_7F7F) & ByteWord.highBits
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
