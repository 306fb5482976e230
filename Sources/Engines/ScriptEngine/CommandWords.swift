import SystemInterface

/// The words of one command, kept as ranges of one byte buffer.
///
/// The type and the members every line reads are `public` and `@inlinable` (no product
/// exports the module: it is still the package's only): the compiler inlines across modules
/// only the code of public types, and a call each for the application's few questions about
/// a line cost more than the answers.
///
/// Every command travels as this value: the tokenizer or the command line fills it, the
/// application matches its feature and command words as bytes, and a view turns into
/// `String`s only the arguments it passes on. A plain script line is copied in once and its
/// words are ranges of it; when the words are one space apart, as they almost always are,
/// the arguments joined by single spaces — the text of `tasks add Buy milk` — are one range
/// and become one `String` in one allocation. A script runner keeps one value for every
/// line and refills it, so splitting a line allocates nothing once the buffers have grown.
///
/// The bytes and the bounds sit in one object of fixed-size buffers (`Storage`), copied
/// only when a copy of the value is written to: handing the words on costs one reference,
/// and reading them no array's checks. The object holds each buffer twice: a line is split
/// straight into the half not in use, which becomes the words only if the whole line was
/// plain (see `fillPlain`).
public struct CommandWords {
  fileprivate var storage: Storage
  /// Which half of the storage's buffers holds the words (0 or 1).
  private var half = 0
  /// The bytes of the words: only the first `byteCount` are in use, and eight more can be
  /// read after any word (the storage's padding).
  @usableFromInline var bytes: UnsafeMutablePointer<UInt8>
  private var byteCount = 0
  /// Word `i` is `bytes[bounds[2 * i]..<bounds[2 * i + 1]]`.
  @usableFromInline var bounds: UnsafeMutablePointer<Int>
  /// How many words there are.
  public private(set) var count = 0

  /// No words yet.
  package init() {
    // Room for a bound after every byte: `fillPlainLine` splits a line only within it.
    storage = Storage(byteCapacity: 256, boundCapacity: 264)
    bytes = storage.bytes(0)
    bounds = storage.bounds(0)
  }

  /// The words of a command typed on the command line.
  package init(_ words: [String]) {
    self.init()
    for word in words { append(word) }
  }

  /// Whether there are no words.
  @inlinable public var isEmpty: Bool { count == 0 }

  /// Word `index` as a new string.
  package subscript(index: Int) -> String { spans[index] }

  /// Every word, as strings.
  package var strings: [String] { (0..<count).map { self[$0] } }

  /// The words from `index` on, joined by single spaces; empty when there are none.
  package func joined(from index: Int) -> String { spans.joined(from: index) }

  /// The words as the buffers they are read from.
  @inlinable var spans: WordSpans { WordSpans(bytes: bytes, bounds: bounds, count: count) }

  /// Calls `body` with the words from `offset` on as a command's arguments, which read the
  /// words' buffers in place and hold no reference to them: they must not outlive the call.
  /// What a script line's command is handed, for nothing (`init(_:from:)` costs a reference).
  @inlinable public func withArguments<Result, Failure: Error>(
    from offset: Int, _ body: (CommandArguments) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    defer { withExtendedLifetime(self) {} }
    return try body(CommandArguments(spans, from: offset, owner: nil))
  }

  /// Whether word `index` exists and is exactly `text`.
  @inlinable public func word(_ index: Int, is text: StaticString) -> Bool {
    word(index, is: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Whether word `index` exists and is exactly the UTF-8 bytes `expected`.
  @inlinable public func word(_ index: Int, is expected: UnsafeBufferPointer<UInt8>) -> Bool {
    guard index >= 0, index < count else { return false }
    let start = bounds[2 * index]
    let length = bounds[2 * index + 1] - start
    guard expected.count == length else { return false }
    guard let other = expected.baseAddress, length > 0 else { return true }
    return memcmp(bytes + start, other, length) == 0
  }

  /// Whether word `index` exists and is `length` bytes long, its first eight (or fewer)
  /// bytes being `prefix` read as a little-endian integer, zeros after the word's end, and
  /// its bytes after the eighth the `length - 8` bytes at `rest`. For matching a word
  /// against a table of known words (`CommandTable`) with one comparison for a short word.
  func word(
    _ index: Int, hasLength length: Int, prefix: UInt64, rest: UnsafePointer<UInt8>
  ) -> Bool {
    guard index < count else { return false }
    let start = bounds[2 * index]
    guard bounds[2 * index + 1] - start == length else { return false }
    // Eight bytes can be read after any word (the storage's padding).
    let loaded = UInt64(
      littleEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self))
    let kept = length >= 8 ? loaded : loaded & ((1 << (8 * UInt64(length))) &- 1)
    guard kept == prefix else { return false }
    return length <= 8 || memcmp(bytes + start + 8, rest, length - 8) == 0
  }

  /// Whether word `index` starts with `-`, as an option does.
  @inlinable public func isOption(_ index: Int) -> Bool {
    firstByte(of: index) == UInt8(ascii: "-")
  }

  /// The first word from `index` on that starts with `-`, as an option does; `count` when
  /// none does. One pass over the bounds, for the words of every command line.
  @inlinable public func firstOption(from index: Int) -> Int {
    var position = max(index, 0)
    while position < count {
      let start = bounds[2 * position]
      if start < bounds[2 * position + 1], bytes[start] == UInt8(ascii: "-") { return position }
      position += 1
    }
    return count
  }

  /// The first byte of word `index`, `nil` when the word is empty or missing.
  @inlinable public func firstByte(of index: Int) -> UInt8? {
    guard index >= 0, index < count else { return nil }
    let start = bounds[2 * index]
    return start == bounds[2 * index + 1] ? nil : bytes[start]
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
    makeRoom(bytes: line.count, bounds: newBounds.count)
    if let from = line.baseAddress { bytes.update(from: from, count: line.count) }
    byteCount = line.count
    if let from = newBounds.baseAddress { bounds.update(from: from, count: newBounds.count) }
    count = newBounds.count / 2
  }

  /// Replaces the words with those of a line of `length` bytes, if `split` splits it:
  /// `split` is handed room for the line's bytes rounded up to eight, and for `length + 1`
  /// bounds, and answers how many bounds it wrote, or `nil` to leave the words as they were.
  /// The room is the storage's other half, so a line refused halfway changes nothing.
  @inline(__always)
  mutating func fillPlain(
    length: Int,
    _ split: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int>) -> Int?
  ) -> Bool {
    if !isKnownUniquelyReferenced(&storage) || length > storage.byteCapacity
      || length + 1 > storage.boundCapacity
    {
      makeRoom(bytes: max(length, byteCount), bounds: max(length + 1, 2 * count))
    }
    let other = 1 - half
    let newBytes = storage.bytes(other)
    let newBounds = storage.bounds(other)
    guard let found = split(newBytes, newBounds) else { return false }
    half = other
    bytes = newBytes
    bounds = newBounds
    byteCount = length
    count = found / 2
    return true
  }

  /// Replaces the words with those of a line whose length `split` finds: `split` is handed
  /// room for `room` bytes and eight more, and for `room + 8` bounds, and answers the line's
  /// length and how many bounds it wrote, or `nil` to leave the words as they were (as
  /// `fillPlain`, whose room is the storage's other half). Answers the line's length.
  @inline(__always)
  mutating func fillPlainLine(
    _ split: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int>, Int) -> (
      length: Int, bounds: Int
    )?
  ) -> Int? {
    if !isKnownUniquelyReferenced(&storage) { makeRoom(bytes: byteCount, bounds: 2 * count) }
    let room = min(storage.byteCapacity, storage.boundCapacity - 8)
    let other = 1 - half
    let newBytes = storage.bytes(other)
    let newBounds = storage.bounds(other)
    guard let (length, found) = split(newBytes, newBounds, room) else { return nil }
    half = other
    bytes = newBytes
    bounds = newBounds
    byteCount = length
    count = found / 2
    return length
  }

  /// Adds a word after the others, one space after the last one.
  package mutating func append(_ word: String) {
    var word = word
    word.withUTF8 { word in
      let space = count > 0 ? 1 : 0
      makeRoom(bytes: byteCount + space + word.count, bounds: 2 * count + 2)
      if space > 0 { bytes[byteCount] = UInt8(ascii: " ") }
      let start = byteCount + space
      if let from = word.baseAddress { (bytes + start).update(from: from, count: word.count) }
      byteCount = start + word.count
      bounds[2 * count] = start
      bounds[2 * count + 1] = byteCount
      count += 1
    }
  }

  /// Makes the buffers this value's own, with room in each half for `bytes` bytes and
  /// `bounds` bounds, the words kept.
  private mutating func makeRoom(bytes needed: Int, bounds neededBounds: Int) {
    guard
      !isKnownUniquelyReferenced(&storage) || needed > storage.byteCapacity
        || neededBounds > storage.boundCapacity
    else { return }
    let old = storage
    let grown = Storage(
      byteCapacity: needed > old.byteCapacity
        ? max(needed, 2 * old.byteCapacity) : old.byteCapacity,
      boundCapacity: neededBounds > old.boundCapacity
        ? max(neededBounds, 2 * old.boundCapacity) : old.boundCapacity)
    grown.bytes(half).update(from: bytes, count: byteCount)
    grown.bounds(half).update(from: bounds, count: 2 * count)
    withExtendedLifetime(old) {
      storage = grown
      bytes = grown.bytes(half)
      bounds = grown.bounds(half)
    }
  }

  /// The bytes and the bounds of the words, each buffer twice (see `fillPlain`), in buffers
  /// that never grow: a value that needs more room, or writes to buffers another value
  /// shares, takes new ones. Every field is a constant, so reading one needs neither a check
  /// of exclusive access nor a reference.
  fileprivate final class Storage {
    /// Room in each half for this many bytes and eight more, all initialized, so that the
    /// first eight bytes of any word load as one integer, and a line's last bytes can be
    /// written eight at a time.
    let byteCapacity: Int
    let boundCapacity: Int
    private let allBytes: UnsafeMutablePointer<UInt8>
    private let allBounds: UnsafeMutablePointer<Int>

    init(byteCapacity: Int, boundCapacity: Int) {
      self.byteCapacity = byteCapacity
      self.boundCapacity = boundCapacity
      allBytes = .allocate(capacity: 2 * (byteCapacity + 8))
      allBytes.initialize(repeating: 0, count: 2 * (byteCapacity + 8))
      allBounds = .allocate(capacity: 2 * boundCapacity)
      allBounds.initialize(repeating: 0, count: 2 * boundCapacity)
    }

    /// The bytes of half `half`.
    func bytes(_ half: Int) -> UnsafeMutablePointer<UInt8> { allBytes + half * (byteCapacity + 8) }

    /// The bounds of half `half`.
    func bounds(_ half: Int) -> UnsafeMutablePointer<Int> { allBounds + half * boundCapacity }

    deinit {
      allBytes.deallocate()
      allBounds.deallocate()
    }
  }
}

/// Words as the buffers of a `CommandWords` they are read from, with the reading that makes
/// strings of them; valid only while those buffers are alive and unchanged.
@usableFromInline struct WordSpans {
  @usableFromInline let bytes: UnsafePointer<UInt8>
  @usableFromInline let bounds: UnsafePointer<Int>
  @usableFromInline let count: Int

  @inlinable init(bytes: UnsafePointer<UInt8>, bounds: UnsafePointer<Int>, count: Int) {
    self.bytes = bytes
    self.bounds = bounds
    self.count = count
  }

  /// Word `index` as a new string.
  @usableFromInline subscript(index: Int) -> String {
    precondition(index >= 0 && index < count, "word index out of range")
    return string(bounds[2 * index], bounds[2 * index + 1])
  }

  /// The words from `index` on, joined by single spaces; empty when there are none.
  @usableFromInline func joined(from index: Int) -> String {
    guard index < count else { return "" }
    precondition(index >= 0, "word index out of range")
    // Whether each next word starts one space after the last one ends, read in place.
    var end = bounds[2 * index + 1]
    var next = index + 1
    while next < count {
      guard bounds[2 * next] == end + 1, bytes[end] == UInt8(ascii: " ") else {
        return (index..<count).map { self[$0] }.joined(separator: " ")
      }
      end = bounds[2 * next + 1]
      next += 1
    }
    return string(bounds[2 * index], end)
  }

  private func string(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
  }
}

/// The arguments of a command: its words after the feature and command words.
///
/// They read the words' buffers in place. Made by `CommandWords.withArguments(from:_:)`,
/// as a script line's command is handed them, they hold no reference of their own and
/// must not outlive that call; made by `init(_:from:)`, they keep the words alive.
public struct CommandArguments {
  @usableFromInline let words: WordSpans
  @usableFromInline let offset: Int
  /// What keeps the buffers alive, when the arguments may outlive a call on the words.
  @usableFromInline let owner: AnyObject?

  @inlinable init(_ words: WordSpans, from offset: Int, owner: AnyObject?) {
    self.words = words
    self.offset = offset
    self.owner = owner
  }

  /// The words of `words` from `offset` on.
  package init(_ words: CommandWords, from offset: Int) {
    self.init(words.spans, from: offset, owner: words.storage)
  }

  /// How many arguments there are.
  @inlinable public var count: Int { max(0, words.count - offset) }

  /// Argument `index` as a new string.
  @inlinable public subscript(index: Int) -> String { words[offset + index] }

  /// The arguments from `index` on joined by single spaces: a task's text, a question.
  @inlinable public func joined(from index: Int = 0) -> String {
    words.joined(from: offset + index)
  }
}
