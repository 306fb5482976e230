/// The bytes a journal holds until it writes them: one block of memory that a record is
/// written into where it stays, with no array of its own and no copy (`append(maximumLength:_:)`).
///
/// A script's million adds each buffered a record through a `[UInt8]` made for it and then
/// copied in (an add's record cost some 180 instructions in appends alone). Not copyable:
/// the journal owns the memory, and it goes with the buffer.
struct RecordBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>?
  /// Bytes held.
  private(set) var count = 0
  private var capacity = 0

  init() {}

  deinit { base?.deallocate() }

  var isEmpty: Bool { count == 0 }

  /// Makes room for `more` bytes after those held, so that as many can be appended without
  /// the memory moving. Room never written to costs no memory (its pages are never touched).
  @inline(__always)
  mutating func reserve(more: Int) {
    if more > capacity &- count { grow(toHold: count + more) }
  }

  /// Moves the bytes held to memory for at least `needed` bytes.
  private mutating func grow(toHold needed: Int) {
    // Doubled as an array grows, so that appending stays linear.
    let grownCapacity = Swift.max(needed, 2 * capacity, 256)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: grownCapacity)
    if let base {
      grown.update(from: base, count: count)
      base.deallocate()
    }
    base = grown
    capacity = grownCapacity
  }

  /// Where bytes appended go, with room for `length` of them after it: they are written
  /// there, then counted in by `commit`. Valid until the buffer next changes.
  @inline(__always)
  mutating func room(for length: Int) -> UnsafeMutablePointer<UInt8> {
    reserve(more: Swift.max(length, 1))
    // Never `nil` once room is reserved.
    guard let base else { preconditionFailure("no room reserved") }
    return base + count
  }

  /// Counts in the `length` bytes written at `room(for:)`, then appends `last` after them
  /// (the room asked for held them both).
  @inline(__always)
  mutating func commit(_ length: Int, then last: UInt8) {
    guard let base else { return }
    base[count + length] = last
    count += length + 1
  }

  /// Appends `bytes`.
  mutating func append(_ bytes: [UInt8]) {
    let target = room(for: bytes.count)
    bytes.withUnsafeBufferPointer { source in
      guard let start = source.baseAddress else { return }
      target.update(from: start, count: source.count)
    }
    count += bytes.count
  }

  /// Puts `bytes` before the byte at `index`, those from there on moved after them.
  mutating func insert(_ bytes: [UInt8], at index: Int) {
    precondition(index >= 0 && index <= count, "insert out of the bytes held")
    reserve(more: bytes.count)
    guard let base, !bytes.isEmpty else { return }
    (base + index + bytes.count).update(from: base + index, count: count - index)
    bytes.withUnsafeBufferPointer { source in
      guard let start = source.baseAddress else { return }
      (base + index).update(from: start, count: source.count)
    }
    count += bytes.count
  }

  /// Drops the first `length` bytes: those after them move to the start.
  mutating func removeFirst(_ length: Int) {
    precondition(length >= 0 && length <= count, "remove out of the bytes held")
    guard let base, length > 0 else { return }
    base.update(from: base + length, count: count - length)
    count -= length
  }

  /// Drops the bytes from `index` on.
  mutating func removeSuffix(from index: Int) {
    count = Swift.min(Swift.max(index, 0), count)
  }

  /// Drops every byte held; the memory goes too when it is over `keptCapacity` bytes (a
  /// command of a million records grew it far past a batch).
  mutating func removeAll(keepingCapacityUpTo keptCapacity: Int) {
    count = 0
    guard capacity > keptCapacity else { return }
    base?.deallocate()
    base = nil
    capacity = 0
  }

  /// Calls `body` with the first `length` bytes held.
  func withBytes<Result, Failure: Error>(
    upTo length: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(length >= 0 && length <= count, "bytes out of those held")
    return try body(UnsafeBufferPointer(start: base, count: length))
  }
}
