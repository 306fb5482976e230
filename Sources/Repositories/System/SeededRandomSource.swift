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
