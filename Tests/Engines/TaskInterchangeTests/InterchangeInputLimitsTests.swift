import Foundation
import SystemInterface
import Testing

@testable import TaskInterchange

/// Standard input copied aside under the limits (`InterchangeLimits`), checked as it comes.
@Suite struct InterchangeInputLimitsTests {
  /// `InterchangeInput.spooling` of `bytes`, written to a pipe by another thread.
  private func spooled(_ bytes: [UInt8], maximumInputLength: Int) throws -> InterchangeInput.Opened
  {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw CocoaError(.fileReadUnknown) }
    let writer = ends[1]
    let writing = Thread {
      var offset = 0
      while offset < bytes.count {
        let done = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        guard done > 0 else { break }
        offset += done
      }
      close(writer)
    }
    writing.start()
    defer { close(ends[0]) }
    return InterchangeInput.spooling(ends[0], maximumInputLength: maximumInputLength)
  }

  @Test func moreThanTheLimitInAllIsRefusedWithTheLineItPassedOn() throws {
    let bytes = Array((1...100).map { "task \($0)\n" }.joined().utf8)
    let opened = try spooled(bytes, maximumInputLength: 500)
    guard case .invalid(let error) = opened else {
      Issue.record("not refused: \(opened)")
      return
    }
    // Lines 1-9 take 7 bytes each (63), lines 10-63 8 each (432): byte 501 is on line 64.
    #expect(error == InterchangeError(line: 64, problem: .inputTooLong))
  }

  @Test func upToTheLimitIsCopiedWhole() throws {
    let bytes = Array((1...10).map { "task \($0)\n" }.joined().utf8)
    let opened = try spooled(bytes, maximumInputLength: bytes.count)
    guard case .source(let source) = opened else {
      Issue.record("refused: \(opened)")
      return
    }
    var read: [UInt8] = []
    while try source.read(at: read.count, appendingTo: &read) > 0 {}
    #expect(read == bytes)
  }
}
