/// PBKDF2 with HMAC-SHA256 as its pseudo-random function (RFC 8018 §5.2).
///
/// The HMAC key is the same for every iteration, so the states after the inner and outer
/// pad blocks are computed once; each iteration is then two compressions of a one-block
/// message in one preallocated workspace, with no allocation.
package enum PBKDF2 {
  /// The `keyLength`-byte key derived from `password` and `salt` in `iterations` rounds.
  package static func deriveKey(
    password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    precondition(iterations >= 1 && keyLength >= 1, "PBKDF2 needs positive counts")
    let pads = HMACSHA256.Pads(key: password)
    // Workspace: inner pad state, outer pad state, the running U, the XOR sum, a state.
    let space = UnsafeMutablePointer<UInt32>.allocate(capacity: 40)
    defer { space.deallocate() }
    let (innerState, outerState, u, sum, state) = (
      space, space + 8, space + 16, space + 24, space + 32
    )
    var key: [UInt8] = []
    SHA256.withScratch { schedule, constants in
      absorb(pads.inner, into: innerState, schedule, constants)
      absorb(pads.outer, into: outerState, schedule, constants)
      var blockIndex: UInt32 = 1
      while key.count < keyLength {
        let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex &>> (24 - 8 * $0)) }
        let first = HMACSHA256.code(key: password, message: salt + indexBytes)
        for word in 0..<8 {
          u[word] =
            UInt32(first[word * 4]) &<< 24 | UInt32(first[word * 4 + 1]) &<< 16
            | UInt32(first[word * 4 + 2]) &<< 8 | UInt32(first[word * 4 + 3])
          sum[word] = u[word]
        }
        var round = 1
        while round < iterations {
          hmac(of: u, from: innerState, into: state, schedule, constants)
          hmac(of: state, from: outerState, into: u, schedule, constants)
          for word in 0..<8 { sum[word] ^= u[word] }
          round &+= 1
        }
        key += SHA256.bytes(of: Array(UnsafeBufferPointer(start: sum, count: 8)))
        blockIndex &+= 1
      }
    }
    return Array(key.prefix(keyLength))
  }

  /// Compresses one 64-byte pad block into the initial state, leaving the result at `state`.
  private static func absorb(
    _ block: [UInt8], into state: UnsafeMutablePointer<UInt32>,
    _ schedule: UnsafeMutablePointer<UInt32>, _ constants: UnsafePointer<UInt32>
  ) {
    for word in 0..<8 { state[word] = SHA256.initialState[word] }
    block.withUnsafeBufferPointer { SHA256.loadBlock($0, at: 0, into: schedule) }
    SHA256.compress(state, schedule, constants)
  }

  /// Hashes the 32-byte `message` as the second block after a pad whose state is `start`:
  /// the message, the 0x80 marker, zeros, and the length of 96 bytes in bits.
  private static func hmac(
    of message: UnsafeMutablePointer<UInt32>, from start: UnsafeMutablePointer<UInt32>,
    into result: UnsafeMutablePointer<UInt32>,
    _ schedule: UnsafeMutablePointer<UInt32>, _ constants: UnsafePointer<UInt32>
  ) {
    for word in 0..<8 {
      schedule[word] = message[word]
      result[word] = start[word]
    }
    schedule[8] = 0x8000_0000
    for word in 9..<15 { schedule[word] = 0 }
    schedule[15] = 768
    SHA256.compress(result, schedule, constants)
  }
}
