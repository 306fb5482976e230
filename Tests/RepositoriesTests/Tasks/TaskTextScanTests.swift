import Domain
import Testing

@testable import StoreEngine

/// The store's byte scan (`TaskTextScan`) lets a load skip the domain's text rule: every text
/// it passes must be one the rule accepts exactly as it is, and a NUL anywhere must fail it.
@Suite struct TaskTextScanTests {
  @Test("a text the scan passes is one the rule accepts unchanged")
  func whatTheScanPassesTheRuleAcceptsAsItIs() {
    var texts: [String] = []
    for byte in UInt8(0)...UInt8(0x7F) {
      let character = String(decoding: [byte], as: UTF8.self)
      texts += [character + "bcdefghij", "abcdefghi" + character, "abcd" + character + "efgh"]
    }
    for length in 490...510 {
      texts += [String(repeating: "x", count: length), String(repeating: "é", count: length)]
    }
    texts += ["café", "日本", "x\u{301}", "a\u{85}", "\u{A0}a", "a b", "a\tb"]
    var passed = 0
    for text in texts where TaskTextScan.isPlainAndShort(text) {
      passed += 1
      #expect((try? TaskTextRule.check(text)) == text, "\(text.debugDescription)")
    }
    // The common text does pass: printable ASCII inside, and up to 500 bytes.
    #expect(passed > 300)
    #expect(TaskTextScan.isPlainAndShort(String(repeating: "x", count: 500)))
    #expect(!TaskTextScan.isPlainAndShort(String(repeating: "x", count: 501)))
  }

  @Test("a NUL at every place of texts of 1 to 40 bytes fails the scan")
  func aNULAnywhereFailsTheScan() {
    for length in 1...40 {
      for place in 0..<length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[place] = 0
        #expect(!TaskTextScan.isPlainAndShort(String(decoding: bytes, as: UTF8.self)))
      }
    }
  }
}
