/// PBKDF2 with HMAC-SHA256 as its pseudo-random function (RFC 8018 §5.2).
///
/// The HMAC key is the same for every iteration, so the states after the inner and outer
/// pad blocks are computed once; each iteration is then two compressions of a one-block
/// message, on values that live in registers: no allocation, no array in the loop.
package enum PBKDF2 {
  /// The `keyLength`-byte key derived from `password` and `salt` in `iterations` rounds.
  package static func deriveKey(
    password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    precondition(iterations >= 1 && keyLength >= 1, "PBKDF2 needs positive counts")
    let pads = HMACSHA256.Pads(key: password)
    let innerStart = SHA256.absorb(pads.inner, into: .initial)
    let outerStart = SHA256.absorb(pads.outer, into: .initial)
    var key: [UInt8] = []
    var blockIndex: UInt32 = 1
    while key.count < keyLength {
      let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex &>> (24 - 8 * $0)) }
      let first = HMACSHA256.code(key: password, message: salt + indexBytes)
      var u = first.withUnsafeBufferPointer { SHA256.State(bytes: $0, at: 0) }
      var sum = u
      var round = 1
      while round < iterations {
        var inner = innerStart
        SHA256.compress(&inner, SHA256.Block(digestAfterOneBlock: u))
        u = outerStart
        SHA256.compress(&u, SHA256.Block(digestAfterOneBlock: inner))
        sum.formXOR(u)
        round &+= 1
      }
      key += sum.bytes
      blockIndex &+= 1
    }
    return Array(key.prefix(keyLength))
  }
}
