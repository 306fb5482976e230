/// SHA-256 (FIPS 180-4), written here because the package takes no dependencies.
///
/// PBKDF2 runs two compressions per iteration, 1.2 million for one login at 600,000
/// iterations, so the compression is written for speed: the state and the 16-word block
/// are plain structs of words (registers, not arrays: no bounds checks, no allocation), the
/// message schedule is a rolling window of 16 local words, and the 64 rounds are unrolled
/// with their constants inline, each round renaming the working variables instead of
/// moving them.
package enum SHA256 {
  /// The digest length in bytes.
  package static let digestLength = 32
  /// The block length in bytes, which HMAC pads its key to.
  package static let blockLength = 64

  /// The eight working words of a hash in progress.
  struct State {
    var h0, h1, h2, h3, h4, h5, h6, h7: UInt32

    /// The state before any block, per FIPS 180-4 §5.3.3.
    static let initial = State(
      h0: 0x6a09_e667, h1: 0xbb67_ae85, h2: 0x3c6e_f372, h3: 0xa54f_f53a,
      h4: 0x510e_527f, h5: 0x9b05_688c, h6: 0x1f83_d9ab, h7: 0x5be0_cd19)

    /// The state read from 32 big-endian bytes (a digest) at `offset`.
    init(bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
      h0 = SHA256.word(bytes, offset)
      h1 = SHA256.word(bytes, offset + 4)
      h2 = SHA256.word(bytes, offset + 8)
      h3 = SHA256.word(bytes, offset + 12)
      h4 = SHA256.word(bytes, offset + 16)
      h5 = SHA256.word(bytes, offset + 20)
      h6 = SHA256.word(bytes, offset + 24)
      h7 = SHA256.word(bytes, offset + 28)
    }

    init(
      h0: UInt32, h1: UInt32, h2: UInt32, h3: UInt32, h4: UInt32, h5: UInt32, h6: UInt32,
      h7: UInt32
    ) {
      (self.h0, self.h1, self.h2, self.h3) = (h0, h1, h2, h3)
      (self.h4, self.h5, self.h6, self.h7) = (h4, h5, h6, h7)
    }

    /// The 32 big-endian bytes of the state: the digest.
    var bytes: [UInt8] {
      var result: [UInt8] = []
      result.reserveCapacity(32)
      for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
        result.append(UInt8(truncatingIfNeeded: word &>> 24))
        result.append(UInt8(truncatingIfNeeded: word &>> 16))
        result.append(UInt8(truncatingIfNeeded: word &>> 8))
        result.append(UInt8(truncatingIfNeeded: word))
      }
      return result
    }

    /// XORs `other` into this state, word by word (PBKDF2's running sum).
    @inline(__always)
    mutating func formXOR(_ other: State) {
      h0 ^= other.h0
      h1 ^= other.h1
      h2 ^= other.h2
      h3 ^= other.h3
      h4 ^= other.h4
      h5 ^= other.h5
      h6 ^= other.h6
      h7 ^= other.h7
    }
  }

  /// One 64-byte block as 16 big-endian words.
  struct Block {
    var w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15: UInt32

    /// The block at `offset` in `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
      w0 = SHA256.word(bytes, offset)
      w1 = SHA256.word(bytes, offset + 4)
      w2 = SHA256.word(bytes, offset + 8)
      w3 = SHA256.word(bytes, offset + 12)
      w4 = SHA256.word(bytes, offset + 16)
      w5 = SHA256.word(bytes, offset + 20)
      w6 = SHA256.word(bytes, offset + 24)
      w7 = SHA256.word(bytes, offset + 28)
      w8 = SHA256.word(bytes, offset + 32)
      w9 = SHA256.word(bytes, offset + 36)
      w10 = SHA256.word(bytes, offset + 40)
      w11 = SHA256.word(bytes, offset + 44)
      w12 = SHA256.word(bytes, offset + 48)
      w13 = SHA256.word(bytes, offset + 52)
      w14 = SHA256.word(bytes, offset + 56)
      w15 = SHA256.word(bytes, offset + 60)
    }

    /// The last block of a message that is one 32-byte digest after one 64-byte block
    /// already compressed (an HMAC inner or outer hash in PBKDF2): the digest, the 0x80
    /// marker, zeros, and the message length of 96 bytes in bits.
    @inline(__always)
    init(digestAfterOneBlock digest: State) {
      (w0, w1, w2, w3) = (digest.h0, digest.h1, digest.h2, digest.h3)
      (w4, w5, w6, w7) = (digest.h4, digest.h5, digest.h6, digest.h7)
      (w8, w9, w10, w11) = (0x8000_0000, 0, 0, 0)
      (w12, w13, w14, w15) = (0, 0, 0, 768)
    }
  }

  /// The SHA-256 digest of `message`.
  package static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
    var padded = Array(message)
    let bitLength = UInt64(padded.count) &* 8
    padded.append(0x80)
    while padded.count % blockLength != 56 { padded.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bitLength &>> UInt64(shift)))
    }
    return absorb(padded, into: .initial).bytes
  }

  /// `state` after compressing every whole 64-byte block of `bytes`.
  static func absorb(_ bytes: [UInt8], into state: State) -> State {
    var state = state
    bytes.withUnsafeBufferPointer { bytes in
      var offset = 0
      while offset + blockLength <= bytes.count {
        compress(&state, Block(bytes: bytes, at: offset))
        offset += blockLength
      }
    }
    return state
  }

  /// The big-endian word at `offset` of `bytes`.
  @inline(__always)
  static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) &<< 24 | UInt32(bytes[offset + 1]) &<< 16
      | UInt32(bytes[offset + 2]) &<< 8 | UInt32(bytes[offset + 3])
  }

  /// Compresses `block` into `state` (FIPS 180-4 §6.2.2), the 64 rounds unrolled.
  @inline(__always)
  static func compress(_ state: inout State, _ block: Block) {
    var (w0, w1, w2, w3) = (block.w0, block.w1, block.w2, block.w3)
    var (w4, w5, w6, w7) = (block.w4, block.w5, block.w6, block.w7)
    var (w8, w9, w10, w11) = (block.w8, block.w9, block.w10, block.w11)
    var (w12, w13, w14, w15) = (block.w12, block.w13, block.w14, block.w15)
    var (a, b, c, d) = (state.h0, state.h1, state.h2, state.h3)
    var (e, f, g, h) = (state.h4, state.h5, state.h6, state.h7)
    var bc = b ^ c
    round(a, b, &d, e, f, g, &h, 0x428a_2f98 &+ w0, &bc)
    round(h, a, &c, d, e, f, &g, 0x7137_4491 &+ w1, &bc)
    round(g, h, &b, c, d, e, &f, 0xb5c0_fbcf &+ w2, &bc)
    round(f, g, &a, b, c, d, &e, 0xe9b5_dba5 &+ w3, &bc)
    round(e, f, &h, a, b, c, &d, 0x3956_c25b &+ w4, &bc)
    round(d, e, &g, h, a, b, &c, 0x59f1_11f1 &+ w5, &bc)
    round(c, d, &f, g, h, a, &b, 0x923f_82a4 &+ w6, &bc)
    round(b, c, &e, f, g, h, &a, 0xab1c_5ed5 &+ w7, &bc)
    round(a, b, &d, e, f, g, &h, 0xd807_aa98 &+ w8, &bc)
    round(h, a, &c, d, e, f, &g, 0x1283_5b01 &+ w9, &bc)
    round(g, h, &b, c, d, e, &f, 0x2431_85be &+ w10, &bc)
    round(f, g, &a, b, c, d, &e, 0x550c_7dc3 &+ w11, &bc)
    round(e, f, &h, a, b, c, &d, 0x72be_5d74 &+ w12, &bc)
    round(d, e, &g, h, a, b, &c, 0x80de_b1fe &+ w13, &bc)
    round(c, d, &f, g, h, a, &b, 0x9bdc_06a7 &+ w14, &bc)
    round(b, c, &e, f, g, h, &a, 0xc19b_f174 &+ w15, &bc)
    expand(&w0, w14, w9, w1)
    round(a, b, &d, e, f, g, &h, 0xe49b_69c1 &+ w0, &bc)
    expand(&w1, w15, w10, w2)
    round(h, a, &c, d, e, f, &g, 0xefbe_4786 &+ w1, &bc)
    expand(&w2, w0, w11, w3)
    round(g, h, &b, c, d, e, &f, 0x0fc1_9dc6 &+ w2, &bc)
    expand(&w3, w1, w12, w4)
    round(f, g, &a, b, c, d, &e, 0x240c_a1cc &+ w3, &bc)
    expand(&w4, w2, w13, w5)
    round(e, f, &h, a, b, c, &d, 0x2de9_2c6f &+ w4, &bc)
    expand(&w5, w3, w14, w6)
    round(d, e, &g, h, a, b, &c, 0x4a74_84aa &+ w5, &bc)
    expand(&w6, w4, w15, w7)
    round(c, d, &f, g, h, a, &b, 0x5cb0_a9dc &+ w6, &bc)
    expand(&w7, w5, w0, w8)
    round(b, c, &e, f, g, h, &a, 0x76f9_88da &+ w7, &bc)
    expand(&w8, w6, w1, w9)
    round(a, b, &d, e, f, g, &h, 0x983e_5152 &+ w8, &bc)
    expand(&w9, w7, w2, w10)
    round(h, a, &c, d, e, f, &g, 0xa831_c66d &+ w9, &bc)
    expand(&w10, w8, w3, w11)
    round(g, h, &b, c, d, e, &f, 0xb003_27c8 &+ w10, &bc)
    expand(&w11, w9, w4, w12)
    round(f, g, &a, b, c, d, &e, 0xbf59_7fc7 &+ w11, &bc)
    expand(&w12, w10, w5, w13)
    round(e, f, &h, a, b, c, &d, 0xc6e0_0bf3 &+ w12, &bc)
    expand(&w13, w11, w6, w14)
    round(d, e, &g, h, a, b, &c, 0xd5a7_9147 &+ w13, &bc)
    expand(&w14, w12, w7, w15)
    round(c, d, &f, g, h, a, &b, 0x06ca_6351 &+ w14, &bc)
    expand(&w15, w13, w8, w0)
    round(b, c, &e, f, g, h, &a, 0x1429_2967 &+ w15, &bc)
    expand(&w0, w14, w9, w1)
    round(a, b, &d, e, f, g, &h, 0x27b7_0a85 &+ w0, &bc)
    expand(&w1, w15, w10, w2)
    round(h, a, &c, d, e, f, &g, 0x2e1b_2138 &+ w1, &bc)
    expand(&w2, w0, w11, w3)
    round(g, h, &b, c, d, e, &f, 0x4d2c_6dfc &+ w2, &bc)
    expand(&w3, w1, w12, w4)
    round(f, g, &a, b, c, d, &e, 0x5338_0d13 &+ w3, &bc)
    expand(&w4, w2, w13, w5)
    round(e, f, &h, a, b, c, &d, 0x650a_7354 &+ w4, &bc)
    expand(&w5, w3, w14, w6)
    round(d, e, &g, h, a, b, &c, 0x766a_0abb &+ w5, &bc)
    expand(&w6, w4, w15, w7)
    round(c, d, &f, g, h, a, &b, 0x81c2_c92e &+ w6, &bc)
    expand(&w7, w5, w0, w8)
    round(b, c, &e, f, g, h, &a, 0x9272_2c85 &+ w7, &bc)
    expand(&w8, w6, w1, w9)
    round(a, b, &d, e, f, g, &h, 0xa2bf_e8a1 &+ w8, &bc)
    expand(&w9, w7, w2, w10)
    round(h, a, &c, d, e, f, &g, 0xa81a_664b &+ w9, &bc)
    expand(&w10, w8, w3, w11)
    round(g, h, &b, c, d, e, &f, 0xc24b_8b70 &+ w10, &bc)
    expand(&w11, w9, w4, w12)
    round(f, g, &a, b, c, d, &e, 0xc76c_51a3 &+ w11, &bc)
    expand(&w12, w10, w5, w13)
    round(e, f, &h, a, b, c, &d, 0xd192_e819 &+ w12, &bc)
    expand(&w13, w11, w6, w14)
    round(d, e, &g, h, a, b, &c, 0xd699_0624 &+ w13, &bc)
    expand(&w14, w12, w7, w15)
    round(c, d, &f, g, h, a, &b, 0xf40e_3585 &+ w14, &bc)
    expand(&w15, w13, w8, w0)
    round(b, c, &e, f, g, h, &a, 0x106a_a070 &+ w15, &bc)
    expand(&w0, w14, w9, w1)
    round(a, b, &d, e, f, g, &h, 0x19a4_c116 &+ w0, &bc)
    expand(&w1, w15, w10, w2)
    round(h, a, &c, d, e, f, &g, 0x1e37_6c08 &+ w1, &bc)
    expand(&w2, w0, w11, w3)
    round(g, h, &b, c, d, e, &f, 0x2748_774c &+ w2, &bc)
    expand(&w3, w1, w12, w4)
    round(f, g, &a, b, c, d, &e, 0x34b0_bcb5 &+ w3, &bc)
    expand(&w4, w2, w13, w5)
    round(e, f, &h, a, b, c, &d, 0x391c_0cb3 &+ w4, &bc)
    expand(&w5, w3, w14, w6)
    round(d, e, &g, h, a, b, &c, 0x4ed8_aa4a &+ w5, &bc)
    expand(&w6, w4, w15, w7)
    round(c, d, &f, g, h, a, &b, 0x5b9c_ca4f &+ w6, &bc)
    expand(&w7, w5, w0, w8)
    round(b, c, &e, f, g, h, &a, 0x682e_6ff3 &+ w7, &bc)
    expand(&w8, w6, w1, w9)
    round(a, b, &d, e, f, g, &h, 0x748f_82ee &+ w8, &bc)
    expand(&w9, w7, w2, w10)
    round(h, a, &c, d, e, f, &g, 0x78a5_636f &+ w9, &bc)
    expand(&w10, w8, w3, w11)
    round(g, h, &b, c, d, e, &f, 0x84c8_7814 &+ w10, &bc)
    expand(&w11, w9, w4, w12)
    round(f, g, &a, b, c, d, &e, 0x8cc7_0208 &+ w11, &bc)
    expand(&w12, w10, w5, w13)
    round(e, f, &h, a, b, c, &d, 0x90be_fffa &+ w12, &bc)
    expand(&w13, w11, w6, w14)
    round(d, e, &g, h, a, b, &c, 0xa450_6ceb &+ w13, &bc)
    expand(&w14, w12, w7, w15)
    round(c, d, &f, g, h, a, &b, 0xbef9_a3f7 &+ w14, &bc)
    expand(&w15, w13, w8, w0)
    round(b, c, &e, f, g, h, &a, 0xc671_78f2 &+ w15, &bc)
    state.h0 &+= a
    state.h1 &+= b
    state.h2 &+= c
    state.h3 &+= d
    state.h4 &+= e
    state.h5 &+= f
    state.h6 &+= g
    state.h7 &+= h
  }

  /// One round: the caller passes the working variables renamed for the round, so that
  /// only the two that change (`d` becomes the new `e`, `h` the new `a`) are written.
  /// `bc` is `b ^ c` on entry and this round's `a ^ b` on exit, which is the next round's
  /// `b ^ c`: the majority then costs two operations instead of five.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ d: inout UInt32,
    _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ constantPlusWord: UInt32,
    _ bc: inout UInt32
  ) {
    // Σ1(e) = ROTR6 ^ ROTR11 ^ ROTR25, written ROTR6(ROTR5(ROTR14(e) ^ e) ^ e): x86 rotates
    // in place, so the nested form needs one copy of `e` instead of three (measured: 7%).
    let sum1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
    let choice = ((f ^ g) & e) ^ g
    // `h` and the constant are known a round early: added first, off the path through `e`.
    let temp1 = (h &+ constantPlusWord) &+ choice &+ sum1
    let sum0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
    let ab = a ^ b
    let majority = (ab & bc) ^ b
    bc = ab
    d &+= temp1
    h = temp1 &+ sum0 &+ majority
  }

  /// `x` rotated right by `n` bits.
  @inline(__always)
  private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 {
    x &>> n | x &<< (32 &- n)
  }

  /// One step of the message schedule: the word 16 places back becomes the next word.
  @inline(__always)
  private static func expand(
    _ w16: inout UInt32, _ w2: UInt32, _ w7: UInt32, _ w15: UInt32
  ) {
    // σ0 = ROTR7 ^ ROTR18 ^ SHR3 and σ1 = ROTR17 ^ ROTR19 ^ SHR10, nested as in `round`.
    let s0 = rotate(rotate(w15, 11) ^ w15, 7) ^ (w15 &>> 3)
    let s1 = rotate(rotate(w2, 2) ^ w2, 17) ^ (w2 &>> 10)
    w16 = w16 &+ s0 &+ w7 &+ s1
  }
}
