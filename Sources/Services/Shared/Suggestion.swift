/// The nearest valid word to one a user mistyped, for "did you mean" hints, as git and
/// swift-argument-parser give them.
package enum Suggestion {
  /// The candidate closest to `word`, or `nil` when none is close enough to be a typo.
  ///
  /// Close enough: at most one edit for words of up to four characters, else at most a
  /// third of the word's length (`compelte` → `complete`, `task` → `tasks`), an option's
  /// leading dashes left out of both; a swap of two neighbours counts as one edit.
  package static func nearest(to word: String, among candidates: [String]) -> String? {
    // An option's dashes are no letters of its name: counted, `--sort` would be near enough
    // to `--store`.
    let typed = Array(word.lowercased().drop { $0 == "-" })
    let limit = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.drop { $0 == "-" }))
      if distance <= limit, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps
  /// of adjacent characters each cost one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow: [Int] = []
    var row = Array(0...b.count)
    for i in 1...a.count {
      let beforePrevious = previousRow
      previousRow = row
      row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
    }
    return row[b.count]
  }
}
