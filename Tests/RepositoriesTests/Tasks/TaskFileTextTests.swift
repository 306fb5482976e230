import Domain
import Testing

@testable import StoreEngine

/// A load leaves the check that each record line is UTF-8 without NUL to
/// `TaskFileFormat.apply`, which makes it as it reads a plain add and before anything else
/// for every other record: a bad byte anywhere in a record is refused as the journal
/// refuses it, at its line, and text beyond ASCII is still text.
@Suite struct TaskFileTextTests {
  private static let records = [
    // A plain add, read byte by byte.
    "A 12 -- 1767258000 - 0f8fad5b-d9cb-469f-a165-70867728950e Buy milk and bread",
    // An add whose text has an escaped backslash: left to the general reader.
    "A 12 f- - - 0f8fad5b-d9cb-469f-a165-70867728950e Buy milk \\\\ bread",
    // A change of #1, read by the general reader.
    "M 1 fc 1767261600 Buy some milk",
  ]

  private func scan(_ record: [UInt8]) -> Journal.Scan {
    let first = "A 1 -- - - 0f8fad5b-d9cb-469f-a165-70867728950f first\n"
    let file = Array(("puremvp-tasks 2\n" + first).utf8) + record + [UInt8(ascii: "\n")]
    var table = TaskTable()
    var befores = TaskUndoBefores()
    var load = TaskFileLoad(checksDuplicates: true, seed: 1) { TaskUUID(high: 0, low: 0) }
    return file.withUnsafeBufferPointer { bytes in
      Journal.scan(
        bytes,
        apply: { (line, _) throws(StoreProblem) in
          _ = try TaskFileFormat.apply(line, to: &table, befores: &befores, load: &load)
        },
        tornTailAllowed: true, header: TaskFileFormat.header,
        olderHeaders: TaskFileFormat.olderHeaders, allowsGroups: true, applyChecksText: true)
    }
  }

  @Test func aNulOrAByteThatIsNotUTF8IsRefusedAnywhereInARecord() {
    for record in Self.records {
      let bytes = Array(record.utf8)
      if case .success(records: 2, _, _, _) = scan(bytes) {
      } else {
        Issue.record("\(record) refused")
      }
      for position in bytes.indices {
        for bad: UInt8 in [0, 0x80, 0xC3, 0xFF] {
          var changed = bytes
          changed[position] = bad
          let result = scan(changed)
          if case .failure(line: 3, problem: .notText) = result {
          } else {
            Issue.record("\(bad) at \(position) of \(record): \(result)")
          }
        }
      }
    }
  }

  @Test func textBeyondASCIIIsText() {
    for record in Self.records {
      for middle in ["é", "★"] {
        let changed = record.replacing("milk", with: "mi\(middle)lk")
        if case .success(records: 2, _, _, _) = scan(Array(changed.utf8)) {
        } else {
          Issue.record("\(changed) refused")
        }
      }
    }
  }
}
