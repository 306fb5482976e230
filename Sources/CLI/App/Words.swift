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
      var offset = 0
      var isFirst = true
      for word in self {
        if !isFirst {
          buffer[offset] = UInt8(ascii: " ")
          offset += 1
        }
        isFirst = false
        var word = word
        word.withUTF8 { bytes in
          let target = UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + bytes.count)])
          _ = target.initialize(from: bytes)
        }
        offset += word.utf8.count
      }
      return offset
    }
  }
}
