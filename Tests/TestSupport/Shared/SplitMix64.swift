/// SplitMix64, a small seeded generator for property tests: the same inputs on every run,
/// so that a failure fails again.
package struct SplitMix64 {
  private var state: UInt64

  /// A generator whose sequence `seed` fixes.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number from 0 up to, not including, `bound` (at least 1).
  package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
