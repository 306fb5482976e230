import Domain

/// A set of UUIDs for a load of the `tasks` file, which looks up every task's UUID once: an
/// open-addressing table, because the standard library's `Set` hashes each UUID with
/// SipHash, a seventh of a one-shot command's instructions at 10,000 tasks.
///
/// The slot comes from the UUID's bits mixed with a seed drawn once per load: the UUIDs of
/// a file are not ours to trust (a fixture, a file edited by hand), and a known mixing
/// would let a file put them all in one run of slots, which makes a load quadratic.
package struct UUIDTable {
  private enum State: UInt8 {
    case empty, full, removed
  }

  private var highs: [UInt64]
  private var lows: [UInt64]
  private var states: [State]
  /// Slots not empty: full or removed (probes go on past a removed one).
  private var used = 0
  private let seed: UInt64

  /// An empty table, its slots placed by `seed`.
  package init(seed: UInt64) {
    self.seed = seed
    highs = Array(repeating: 0, count: 1_024)
    lows = highs
    states = Array(repeating: .empty, count: 1_024)
  }

  /// Adds `uuid`; `false` when it is there already.
  package mutating func insert(_ uuid: TaskUUID) -> Bool {
    if (used + 1) * 4 > states.count * 3 { grow() }
    var slot = start(of: uuid)
    var firstRemoved: Int?
    while states[slot] != .empty {
      if states[slot] == .full, highs[slot] == uuid.high, lows[slot] == uuid.low {
        return false
      }
      if states[slot] == .removed, firstRemoved == nil { firstRemoved = slot }
      slot = (slot + 1) & (states.count - 1)
    }
    if let firstRemoved {
      slot = firstRemoved
    } else {
      used += 1
    }
    (highs[slot], lows[slot], states[slot]) = (uuid.high, uuid.low, .full)
    return true
  }

  /// Takes `uuid` out, if it is there.
  package mutating func remove(_ uuid: TaskUUID) {
    var slot = start(of: uuid)
    while states[slot] != .empty {
      if states[slot] == .full, highs[slot] == uuid.high, lows[slot] == uuid.low {
        states[slot] = .removed
        return
      }
      slot = (slot + 1) & (states.count - 1)
    }
  }

  /// Takes every UUID out.
  package mutating func removeAll() {
    for index in states.indices { states[index] = .empty }
    used = 0
  }

  /// Where the probe for `uuid` starts: the top bits of the mixed UUID (Fibonacci hashing).
  private func start(of uuid: TaskUUID) -> Int {
    let mixed = ((uuid.low ^ seed) &* 0x9E37_79B9_7F4A_7C15) ^ (uuid.high &+ seed)
    let bits = UInt64(states.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (mixed &* 0xBF58_476D_1CE4_E5B9) >> (64 - bits))
  }

  /// Twice the slots, with the full ones placed again and the removed ones dropped.
  private mutating func grow() {
    let old = (highs, lows, states)
    let capacity = states.count * 2
    highs = Array(repeating: 0, count: capacity)
    lows = highs
    states = Array(repeating: .empty, count: capacity)
    used = 0
    for index in old.2.indices where old.2[index] == .full {
      _ = insert(TaskUUID(high: old.0[index], low: old.1[index]))
    }
  }
}
