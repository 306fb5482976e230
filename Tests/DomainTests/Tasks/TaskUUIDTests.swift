import Domain
import TestSupport
import Testing

@Suite struct TaskUUIDTests {
  @Test(
    arguments: [
      ("0f8fad5b-d9cb-469f-a165-70867728950e", 0x0f8f_ad5b_d9cb_469f, 0xa165_7086_7728_950e),
      ("0F8FAD5B-D9CB-469F-A165-70867728950E", 0x0f8f_ad5b_d9cb_469f, 0xa165_7086_7728_950e),
      ("00000000-0000-0000-0000-000000000000", 0, 0),
      ("ffffffff-ffff-ffff-ffff-ffffffffffff", UInt64.max, UInt64.max),
      // Any version: a task brought from another program keeps its own (here, version 1).
      ("6ba7b810-9dad-11d1-80b4-00c04fd430c8", 0x6ba7_b810_9dad_11d1, 0x80b4_00c0_4fd4_30c8),
    ] as [(String, UInt64, UInt64)])
  func parsesTheCanonicalFormInEitherCase(text: String, high: UInt64, low: UInt64) throws {
    let uuid = try #require(TaskUUID(text))
    #expect(uuid == TaskUUID(high: high, low: low))
    #expect(uuid.description == text.lowercased())
  }

  @Test(arguments: [
    "", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-70867728950e0",
    "0f8fad5bd9cb-469f-a165-70867728950e-", "0f8fad5b-d9cb-469f-a165_70867728950e",
    "0f8fad5b-d9cb-469f-a165-70867728950g", "{0f8fad5b-d9cb-469f-a165-70867728950e}",
    "0f8fad5bd9cb469fa16570867728950e", " 0f8fad5b-d9cb-469f-a165-70867728950e",
    "0f8fad5b-d9cb-469f-a165-7086772895０e",
  ])
  func refusesAnythingElse(text: String) {
    #expect(TaskUUID(text) == nil)
  }

  @Test func writesLowercaseWithZerosKept() {
    #expect(
      TaskUUID(high: 0x0000_0001_0002_4003, low: 0x8000_0000_0000_000a).description
        == "00000001-0002-4003-8000-00000000000a")
  }

  @Test func aRandomOneIsVersion4OfTheRFCVariantWithTheRestFromTheSource() {
    // Every bit set: only the version and variant bits can be clear.
    let uuid = TaskUUID.random(using: ScriptedRandomSource([UInt64.max, UInt64.max]))
    #expect(uuid.description == "ffffffff-ffff-4fff-bfff-ffffffffffff")
    let none = TaskUUID.random(using: ScriptedRandomSource([0, 0]))
    #expect(none.description == "00000000-0000-4000-8000-000000000000")
  }

  @Test func twoDrawsMakeOneUUIDHighWordFirst() {
    let uuid = TaskUUID.random(
      using: ScriptedRandomSource([0x0123_4567_89ab_cdef, 0x0123_4567_89ab_cdef]))
    #expect(uuid.description == "01234567-89ab-4def-8123-456789abcdef")
  }
}
