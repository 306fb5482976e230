extension Collection<String> {
  /// The words joined by single spaces: how command arguments become one text.
  ///
  /// Built in one allocation from the words' bytes: `joined(separator:)` and repeated
  /// `append` cost more than all the rest of a `tasks add` together.
  func joinedBySpaces() -> String {
    guard count > 1 else { return first ?? "" }
    var length = -1
    for word in self { length += word.utf8.count + 1 }
    return String(unsafeUninitializedCapacity: length) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var cursor = base
      var isFirst = true
      for word in self {
        if !isFirst {
          cursor.initialize(to: UInt8(ascii: " "))
          cursor += 1
        }
        isFirst = false
        // Words are native strings (from the tokenizer or argv), so this never copies.
        if let copied = word.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
          guard let source = bytes.baseAddress else { return 0 }
          cursor.initialize(from: source, count: bytes.count)
          return bytes.count
        }) {
          cursor += copied
        } else {
          for byte in word.utf8 {
            cursor.initialize(to: byte)
            cursor += 1
          }
        }
      }
      return cursor - base
    }
  }
}
