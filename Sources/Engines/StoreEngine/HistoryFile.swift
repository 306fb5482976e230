/// The interactive session's history in the store's directory (`history`): one line typed
/// per line of text, oldest first, the last `limit` kept.
///
/// The file is the store's, and trusted as little as its other files: opened through the
/// store's checked directory descriptor, never through a link, only when it is a regular
/// file of ours, created 0600 (a wider mode is narrowed). It is not locked: a line is
/// appended in one `O_APPEND` write, which two sessions on one store can do at once without
/// mixing their lines; the file is rewritten with the newest `limit` lines, atomically,
/// once it holds twice as many.
package struct HistoryFile {
  /// The file's name in the store's directory.
  package static let fileName = "history"
  /// How many lines are kept.
  package static let limit = 1_000

  private let store: StoreDirectory
  /// How many lines the file holds, as far as this process knows.
  private var lineCount = 0

  /// The history of the store `store`.
  package init(store: StoreDirectory) {
    self.store = store
  }

  /// The lines kept, oldest first, at most `limit`: none when there is no file yet. A file
  /// that is not lines of text without control characters is refused as corrupt.
  package mutating func load() throws(StoreFailure) -> [String] {
    guard let bytes = try store.readUnlockedFile(named: Self.fileName) else { return [] }
    let path = store.filePath(Self.fileName)
    var lines: [String] = []
    var number = 0
    for piece in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      if piece.isEmpty { continue }
      guard let line = String(validating: piece, as: UTF8.self),
        !line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
        )
      else { throw .corrupt(path: path, line: number, problem: .notText) }
      lines.append(line)
    }
    lineCount = lines.count
    return Array(lines.suffix(Self.limit))
  }

  /// Adds `line` at the end of the file; rewrites the file with `kept` (the newest lines,
  /// `line` last) once it grew to twice the limit.
  package mutating func append(_ line: String, kept: [String]) throws(StoreFailure) {
    if lineCount + 1 >= 2 * Self.limit {
      let text = kept.suffix(Self.limit).map { $0 + "\n" }.joined()
      try store.replaceUnlocked(named: Self.fileName, with: Array(text.utf8))
      lineCount = min(kept.count, Self.limit)
      return
    }
    try store.appendUnlocked(Array((line + "\n").utf8), toFileNamed: Self.fileName)
    lineCount += 1
  }
}
