/// SHA-256 (FIPS 180-4), written here because the package takes no dependencies.
///
/// The compression works on a caller-owned 64-word schedule and 8-word state, so hashing
/// allocates nothing per block: PBKDF2 runs two compressions per iteration, and its cost
/// is the cost of login in debug builds, where tests and golden scripts run.
package enum SHA256 {
  /// The digest length in bytes.
  package static let digestLength = 32
  /// The block length in bytes, which HMAC pads its key to.
  package static let blockLength = 64

  /// The SHA-256 digest of `message`.
  package static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
    var padded = Array(message)
    let bitLength = UInt64(padded.count) &* 8
    padded.append(0x80)
    while padded.count % blockLength != 56 { padded.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bitLength &>> UInt64(shift)))
    }
    var state = initialState
    withScratch { schedule, constants in
      state.withUnsafeMutableBufferPointer { state in
        padded.withUnsafeBufferPointer { bytes in
          var offset = 0
          while offset < bytes.count {
            loadBlock(bytes, at: offset, into: schedule)
            compress(state.baseAddress.unsafelyUnwrapped, schedule, constants)
            offset += blockLength
          }
        }
      }
    }
    return bytes(of: state)
  }

  /// The state before any block, per FIPS 180-4 §5.3.3.
  static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]

  /// Runs `body` with a 64-word schedule and the round constants as raw pointers.
  static func withScratch<R>(
    _ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>) -> R
  ) -> R {
    let schedule = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
    defer { schedule.deallocate() }
    return roundConstants.withUnsafeBufferPointer { constants in
      body(schedule, constants.baseAddress.unsafelyUnwrapped)
    }
  }

  /// Reads the 64-byte block at `offset` as 16 big-endian words into `schedule`.
  static func loadBlock(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into schedule: UnsafeMutablePointer<UInt32>
  ) {
    for word in 0..<16 {
      let base = offset + word * 4
      schedule[word] =
        UInt32(bytes[base]) &<< 24 | UInt32(bytes[base + 1]) &<< 16
        | UInt32(bytes[base + 2]) &<< 8 | UInt32(bytes[base + 3])
    }
  }

  /// The big-endian bytes of `words`.
  static func bytes(of words: [UInt32]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(words.count * 4)
    for word in words {
      result.append(UInt8(truncatingIfNeeded: word &>> 24))
      result.append(UInt8(truncatingIfNeeded: word &>> 16))
      result.append(UInt8(truncatingIfNeeded: word &>> 8))
      result.append(UInt8(truncatingIfNeeded: word))
    }
    return result
  }

  /// Compresses one block whose 16 words are in `schedule[0..<16]` into the 8 words at `state`.
  static func compress(
    _ state: UnsafeMutablePointer<UInt32>, _ schedule: UnsafeMutablePointer<UInt32>,
    _ constants: UnsafePointer<UInt32>
  ) {
    var t = 16
    while t < 64 {
      let w15 = schedule[t - 15]
      let w2 = schedule[t - 2]
      let s0 = (w15 &>> 7 | w15 &<< 25) ^ (w15 &>> 18 | w15 &<< 14) ^ (w15 &>> 3)
      let s1 = (w2 &>> 17 | w2 &<< 15) ^ (w2 &>> 19 | w2 &<< 13) ^ (w2 &>> 10)
      schedule[t] = schedule[t - 16] &+ s0 &+ schedule[t - 7] &+ s1
      t &+= 1
    }
    var a = state[0]
    var b = state[1]
    var c = state[2]
    var d = state[3]
    var e = state[4]
    var f = state[5]
    var g = state[6]
    var h = state[7]
    t = 0
    while t < 64 {
      let sum1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
      let choice = (e & f) ^ (~e & g)
      let temp1 = h &+ sum1 &+ choice &+ constants[t] &+ schedule[t]
      let sum0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let temp2 = sum0 &+ majority
      h = g
      g = f
      f = e
      e = d &+ temp1
      d = c
      c = b
      b = a
      a = temp1 &+ temp2
      t &+= 1
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  /// The 64 round constants of FIPS 180-4 §4.2.2.
  static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
