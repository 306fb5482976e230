import Domain
import Testing

/// A `RandomSource` that returns the words a test scripted, in order, and fails loudly
/// when asked for more.
package final class ScriptedRandomSource: RandomSource {
  private var words: [UInt64]

  /// A source that answers `words`, then fails.
  package init(_ words: [UInt64]) {
    self.words = words
  }

  /// A source whose `uniform(below: bound)` draws are `picks`, in order.
  ///
  /// Lemire's method maps a word `w` to `(w × bound) >> 64`; the word chosen here is the
  /// middle of pick's slice, which is never rejected.
  package convenience init(picks: [Int], bound: Int) {
    let slice = UInt64.max / UInt64(bound)
    self.init(picks.map { UInt64($0) * slice + slice / 2 })
  }

  /// The next scripted word; records an issue, and answers 0, when none is left.
  package func next() -> UInt64 {
    guard !words.isEmpty else {
      DoubleFailure.report("ScriptedRandomSource: asked for more words than scripted")
      return 0
    }
    return words.removeFirst()
  }
}
