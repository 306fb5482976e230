import PasswordHashing
import Testing

/// SHA-256, HMAC-SHA256 and PBKDF2-HMAC-SHA256 against their published test vectors.
@Suite struct CryptoVectorTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesFIPS180Examples(message: String, digest: String) {
    #expect(hex(SHA256.hash(Array(message.utf8))) == digest)
  }

  @Test func sha256OfOneMillionAMatchesFIPS180() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      hex(SHA256.hash(message))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(
    arguments: [
      // RFC 4231 test cases 1, 2, 3, 4, 6 and 7.
      (
        [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
      ),
      (
        Array(1...25), [UInt8](repeating: 0xcd, count: 50),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
      ),
      (
        [UInt8](repeating: 0xaa, count: 131),
        Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
      (
        [UInt8](repeating: 0xaa, count: 131),
        Array(
          ("This is a test using a larger than block-size key and a larger than block-size data. "
            + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
      ),
    ] as [([UInt8], [UInt8], String)])
  func hmacMatchesRFC4231(key: [UInt8], data: [UInt8], code: String) {
    #expect(hex(HMACSHA256.code(key: key, message: data)) == code)
  }

  @Test func hmacTruncatedTo128BitsMatchesRFC4231Case5() {
    let code = HMACSHA256.code(
      key: [UInt8](repeating: 0x0c, count: 20), message: Array("Test With Truncation".utf8))
    #expect(hex(Array(code.prefix(16))) == "a3b6167473100ee06e0c796c2955552b")
  }

  @Test(arguments: [
    // RFC 7914 §11, the two PBKDF2-HMAC-SHA256 vectors.
    (
      "passwd", "salt", 1,
      "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
    ),
    (
      "Password", "NaCl", 80_000,
      "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
        + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"
    ),
  ])
  func pbkdf2MatchesRFC7914(password: String, salt: String, iterations: Int, key: String) {
    let derived = PBKDF2.deriveKey(
      password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations,
      keyLength: 64)
    #expect(hex(derived) == key)
  }

  @Test func pbkdf2ShortKeyIsThePrefixOfTheLongOne() {
    let long = PBKDF2.deriveKey(
      password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 3, keyLength: 64)
    let short = PBKDF2.deriveKey(
      password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 3, keyLength: 20)
    #expect(short == Array(long.prefix(20)))
  }
}

/// Lowercase hexadecimal, as the published vectors are written.
func hex(_ bytes: [UInt8]) -> String {
  let digits = Array("0123456789abcdef")
  return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
}
