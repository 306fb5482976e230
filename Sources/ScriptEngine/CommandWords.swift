import SystemInterface

/// The words of one command, kept as ranges of one byte buffer.
///
/// Every command travels as this value: the tokenizer or the command line fills it, the
/// application matches its feature and command words as bytes, and a view turns into
/// `String`s only the arguments it passes on. A plain script line is copied in once and its
/// words are ranges of it; when the words are one space apart, as they almost always are,
/// the arguments joined by single spaces — the text of `tasks add Buy milk` — are one range
/// and become one `String` in one allocation. A script runner keeps one value for every
/// line and refills it, so splitting a line allocates nothing once the buffers have grown.
package struct CommandWords {
  /// The bytes the words are ranges of; only the first `byteCount` are in use.
  private var bytes: [UInt8] = []
  private var byteCount = 0
  /// Word `i` is `bytes[bounds[2 * i]..<bounds[2 * i + 1]]`; only `count` words are in use.
  private var bounds: [Int] = []
  /// How many words there are.
  package private(set) var count = 0

  /// No words yet.
  package init() {}

  /// The words of a command typed on the command line.
  package init(_ words: [String]) {
    for word in words { append(word) }
  }

  package var isEmpty: Bool { count == 0 }

  /// Word `index` as a new string.
  package subscript(index: Int) -> String { string(range(of: index)) }

  /// Every word, as strings.
  package var strings: [String] { (0..<count).map { self[$0] } }

  /// The words from `index` on, joined by single spaces; empty when there are none.
  package func joined(from index: Int) -> String {
    guard index < count else { return "" }
    let first = range(of: index)
    // Whether each next word starts one space after the last one ends, read in place.
    let end = bounds.withUnsafeBufferPointer { bounds in
      bytes.withUnsafeBufferPointer { bytes -> Int? in
        var end = first.upperBound
        for next in (index + 1)..<max(index + 1, count) {
          guard bounds[2 * next] == end + 1, bytes[end] == UInt8(ascii: " ") else { return nil }
          end = bounds[2 * next + 1]
        }
        return end
      }
    }
    guard let end else { return (index..<count).map { self[$0] }.joined(separator: " ") }
    return string(first.lowerBound..<end)
  }

  /// Whether word `index` exists and is exactly `text`.
  package func word(_ index: Int, is text: StaticString) -> Bool {
    word(index, is: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Whether word `index` exists and is exactly the UTF-8 bytes `expected`.
  package func word(_ index: Int, is expected: UnsafeBufferPointer<UInt8>) -> Bool {
    guard index < count else { return false }
    let range = self.range(of: index)
    guard expected.count == range.count else { return false }
    return bytes.withUnsafeBufferPointer { all in
      guard let word = all.baseAddress, let other = expected.baseAddress else { return true }
      return memcmp(word + range.lowerBound, other, range.count) == 0
    }
  }

  /// Whether word `index` starts with `-`, as an option does.
  package func isOption(_ index: Int) -> Bool { firstByte(of: index) == UInt8(ascii: "-") }

  /// The first word from `index` on that starts with `-`, as an option does; `count` when
  /// none does. One pass over the bounds, for the words of every command line.
  package func firstOption(from index: Int) -> Int {
    bounds.withUnsafeBufferPointer { bounds in
      bytes.withUnsafeBufferPointer { bytes in
        var position = max(index, 0)
        while position < count {
          let start = bounds[2 * position]
          if start < bounds[2 * position + 1], bytes[start] == UInt8(ascii: "-") {
            return position
          }
          position += 1
        }
        return count
      }
    }
  }

  /// The first byte of word `index`, `nil` when the word is empty or missing.
  package func firstByte(of index: Int) -> UInt8? {
    guard index < count else { return nil }
    let range = self.range(of: index)
    return range.isEmpty ? nil : bytes[range.lowerBound]
  }

  /// Forgets every word, keeping the buffers for the next line.
  package mutating func removeAll() {
    byteCount = 0
    count = 0
  }

  /// Replaces the words with those of `line` at `bounds`: start and end of each word, in
  /// order, as offsets into `line`.
  package mutating func replace(
    line: UnsafeBufferPointer<UInt8>, bounds newBounds: UnsafeBufferPointer<Int>
  ) {
    removeAll()
    appendBytes(line)
    if newBounds.count > bounds.count {
      bounds.append(contentsOf: repeatElement(0, count: max(newBounds.count, 16)))
    }
    bounds.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, let from = newBounds.baseAddress else { return }
      base.update(from: from, count: newBounds.count)
    }
    count = newBounds.count / 2
  }

  /// Adds the word at `range` of the bytes.
  private mutating func addWord(_ range: Range<Int>) {
    if 2 * count + 2 > bounds.count {
      bounds.append(contentsOf: repeatElement(0, count: max(16, bounds.count)))
    }
    bounds[2 * count] = range.lowerBound
    bounds[2 * count + 1] = range.upperBound
    count += 1
  }

  /// Adds a word after the others, one space after the last one.
  package mutating func append(_ word: String) {
    if count > 0 {
      let space = UInt8(ascii: " ")
      withUnsafePointer(to: space) { appendBytes(UnsafeBufferPointer(start: $0, count: 1)) }
    }
    let start = byteCount
    var word = word
    word.withUTF8 { appendBytes($0) }
    addWord(start..<byteCount)
  }

  private mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
    let needed = byteCount + source.count
    if needed > bytes.count {
      bytes.append(contentsOf: repeatElement(0, count: max(needed - bytes.count, bytes.count, 256)))
    }
    let start = byteCount
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, let from = source.baseAddress else { return }
      (base + start).update(from: from, count: source.count)
    }
    byteCount = needed
  }

  private func range(of index: Int) -> Range<Int> {
    bounds[2 * index]..<bounds[2 * index + 1]
  }

  private func string(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }
}

/// The arguments of a command: its words after the feature and command words.
package struct CommandArguments {
  private let words: CommandWords
  private let offset: Int

  /// The words of `words` from `offset` on.
  package init(_ words: CommandWords, from offset: Int) {
    self.words = words
    self.offset = offset
  }

  package var count: Int { max(0, words.count - offset) }

  /// Argument `index` as a new string.
  package subscript(index: Int) -> String { words[offset + index] }

  /// The arguments from `index` on joined by single spaces: a task's text, a question.
  package func joined(from index: Int = 0) -> String { words.joined(from: offset + index) }
}
