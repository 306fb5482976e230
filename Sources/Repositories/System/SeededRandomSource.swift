import Domain

/// A deterministic generator for `--seed`: xoshiro256** seeded through SplitMix64.
///
/// Both algorithms are fully specified by their authors (Blackman and Vigna,
/// https://prng.di.unimi.it), use only 64-bit wrapping arithmetic, and so give the same
/// numbers for the same seed on every machine and Swift version, which the standard
/// library's generators do not promise.
public final class SeededRandomSource: RandomSource {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// A generator whose whole output is fixed by `seed`.
  public init(seed: UInt64) {
    var splitMix = seed
    func nextSplitMix() -> UInt64 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (nextSplitMix(), nextSplitMix(), nextSplitMix(), nextSplitMix())
  }

  /// The next 64 bits of xoshiro256**.
  public func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotateLeft(state.3, 45)
    return result
  }

  private func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

/// A seeded generator whose seed is completed by a salt read at the first draw: under
/// `--seed`, each process that adds tasks to a store draws its UUIDs from a stream of its
/// own (the salt is the store's next task ID, which no two adding processes share), so
/// separate runs with one seed never hand two tasks the same UUID, and a run still repeats
/// byte for byte.
public final class SaltedRandomSource: RandomSource {
  private let seed: UInt64
  private let salt: () -> UInt64
  private var source: SeededRandomSource?

  /// A generator of `seed` and the value `salt` gives when the first number is drawn.
  public init(seed: UInt64, salt: @escaping () -> UInt64) {
    self.seed = seed
    self.salt = salt
  }

  /// The next 64 bits of the salted stream.
  public func next() -> UInt64 {
    if let source { return source.next() }
    // The golden ratio's odd multiplier spreads consecutive salts over all 64 bits.
    let started = SeededRandomSource(seed: seed ^ (salt() &* 0x9E37_79B9_7F4A_7C15))
    source = started
    return started.next()
  }
}
