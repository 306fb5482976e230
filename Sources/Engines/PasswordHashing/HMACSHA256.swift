/// HMAC-SHA256 (RFC 2104), the pseudo-random function of PBKDF2.
package enum HMACSHA256 {
  /// The authentication code of `message` under `key`.
  package static func code(key: [UInt8], message: [UInt8]) -> [UInt8] {
    let pads = Pads(key: key)
    return SHA256.hash(pads.outer + SHA256.hash(pads.inner + message))
  }

  /// The key XORed with the inner (0x36) and outer (0x5c) pads, one block each.
  struct Pads {
    let inner: [UInt8]
    let outer: [UInt8]

    init(key: [UInt8]) {
      // A key longer than a block is replaced by its digest (RFC 2104 §2).
      var block = key.count > SHA256.blockLength ? SHA256.hash(key) : key
      block += [UInt8](repeating: 0, count: SHA256.blockLength - block.count)
      inner = block.map { $0 ^ 0x36 }
      outer = block.map { $0 ^ 0x5c }
    }
  }
}
