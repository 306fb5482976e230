import Domain
import Testing

@testable import StoreEngine

/// A record's UUID is read eight digits at a time and checked all at once
/// (`RecordReader.uuid(at:)`): it must read what `TaskUUID`'s reader of the text reads, for
/// the lowercase form a file holds, and refuse every other text.
@Suite struct RecordUUIDTests {
  /// What the simple rule reads from `bytes`: the UUID of a text in lowercase canonical
  /// form, `nil` for anything else.
  private func expected(_ bytes: [UInt8]) -> TaskUUID? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text == text.lowercased() else { return nil }
    return TaskUUID(text)
  }

  private func read(_ bytes: [UInt8]) -> TaskUUID? {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { RecordReader.uuid(at: $0) }
    }
  }

  /// Every byte of a few UUIDs replaced, at every place, by digits, each letter's edges,
  /// capitals, a dash, a space and bytes beyond ASCII.
  @Test func everyByteAtEveryPlace() {
    let uuids = [
      "0f8fad5b-d9cb-469f-a165-70867728950e", "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff", "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
      "a9a9a9a9-9a9a-a9a9-9a9a-a9a9a9a9a9a9",
    ]
    let replacements = Array("0189:;@AFG`afgz- /".utf8) + [0x00, 0x7F, 0x80, 0xC0, 0xFF]
    var refused = 0
    for uuid in uuids {
      let bytes = Array(uuid.utf8)
      #expect(read(bytes) != nil && read(bytes) == expected(bytes), "\(uuid)")
      for place in bytes.indices {
        for replacement in replacements {
          var changed = bytes
          changed[place] = replacement
          let wanted = expected(changed)
          if wanted == nil { refused += 1 }
          #expect(read(changed) == wanted, "\(uuid) with \(replacement) at \(place)")
        }
      }
    }
    #expect(refused > 1_000)
  }

  /// Seeded random UUIDs, as this program writes them: read to the same 128 bits.
  @Test func randomUUIDs() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
    for _ in 0..<2_000 {
      let uuid = TaskUUID(high: next(), low: next())
      let bytes = Array(uuid.description.utf8)
      #expect(read(bytes) == uuid, "\(uuid)")
    }
  }
}
