import StoreEngine
import Testing

/// A journal's every line must be UTF-8 without NUL, whatever its length and wherever the
/// bad byte is: the check reads eight bytes at a time and the last eight of a line again.
@Suite struct JournalTextTests {
  private func scan(_ line: [UInt8]) -> Journal.Scan {
    let file = Array("h 1\n".utf8) + line + [UInt8(ascii: "\n")]
    return file.withUnsafeBufferPointer {
      Journal.scan($0, apply: { _, _ in }, tornTailAllowed: true, header: "h 1")
    }
  }

  private func isRefusedAsNotText(_ scan: Journal.Scan) -> Bool {
    if case .failure(line: 2, problem: .notText) = scan { return true }
    return false
  }

  @Test func aNulOrAByteThatIsNotUTF8IsFoundAnywhereInALineOfAnyLength() {
    for length in 1...40 {
      let line = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      if case .success(records: 1, _, _, _) = scan(line) {
      } else {
        Issue.record("a line of \(length) bytes refused")
      }
      for position in 0..<length {
        for bad: UInt8 in [0, 0x80, 0xFF] {
          var changed = line
          changed[position] = bad
          #expect(isRefusedAsNotText(scan(changed)), "\(bad) at \(position) of \(length)")
        }
      }
    }
  }

  @Test func textBeyondASCIIIsText() {
    for prefix in 0...12 {
      let line = [UInt8](repeating: UInt8(ascii: "a"), count: prefix) + Array("café ★".utf8)
      if case .success(records: 1, _, _, _) = scan(line) {
      } else {
        Issue.record("\(prefix) bytes before UTF-8 refused")
      }
    }
  }
}
