extension Collection<String> {
  /// The words joined by single spaces: how command arguments become one text.
  ///
  /// Written out rather than `joined(separator:)`, whose generic path costs more than the
  /// rest of a `tasks add`.
  func joinedBySpaces() -> String {
    var result = ""
    var length = -1
    for word in self { length += word.utf8.count + 1 }
    result.reserveCapacity(Swift.max(0, length))
    var isFirst = true
    for word in self {
      if !isFirst { result.append(" ") }
      result.append(word)
      isFirst = false
    }
    return result
  }
}
