import TaskInterchange
import Testing

@Suite struct InterchangeUUIDTests {
  @Test func setsTheVersionAndVariantBitsOfRandomBytes() {
    #expect(
      InterchangeUUID.make(randomBytes: Array(repeating: 0xFF, count: 16))
        == "ffffffff-ffff-4fff-bfff-ffffffffffff")
    #expect(
      InterchangeUUID.make(randomBytes: Array(repeating: 0, count: 16))
        == "00000000-0000-4000-8000-000000000000")
    #expect(
      InterchangeUUID.make(randomBytes: Array(0..<16))
        == "00010203-0405-4607-8809-0a0b0c0d0e0f")
  }

  @Test func refusesAnythingButSixteenBytes() {
    #expect(InterchangeUUID.make(randomBytes: Array(repeating: 0, count: 15)) == nil)
    #expect(InterchangeUUID.make(randomBytes: Array(repeating: 0, count: 17)) == nil)
  }

  @Test func makesOneFromTwoDrawsHighFirst() {
    #expect(
      InterchangeUUID.make(high: 0x0001_0203_0405_0607, low: 0x0809_0A0B_0C0D_0E0F)
        == "00010203-0405-4607-8809-0a0b0c0d0e0f")
  }

  @Test(arguments: [
    ("52D33EEE-BA46-433C-BA50-594DDCD3FB30", "52d33eee-ba46-433c-ba50-594ddcd3fb30"),
    ("52d33eee-ba46-433c-ba50-594ddcd3fb30", "52d33eee-ba46-433c-ba50-594ddcd3fb30"),
    ("00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000"),
  ])
  func normalizesToLowercase(text: String, normalized: String) {
    #expect(InterchangeUUID.normalized(text) == normalized)
  }

  @Test(arguments: [
    "", "52d33eee-ba46-433c-ba50-594ddcd3fb3", "52d33eee-ba46-433c-ba50-594ddcd3fb300",
    "52d33eeeba46-433c-ba50-594ddcd3fb300", "52d33eee-ba46-433c-ba50_594ddcd3fb30",
    "52d33eee-ba46-433c-ba50-594ddcd3fb3g", "{52d33eee-ba46-433c-ba50-594ddcd3fb30}",
    "52d33eee-ba46-433c-ba50-594ddcd3fbé",
  ])
  func refusesWhatIsNotAUUID(text: String) {
    #expect(InterchangeUUID.normalized(text) == nil)
  }
}

@Suite struct InterchangeFormatTests {
  @Test(arguments: [
    ("[", InterchangeFormat.json), ("  \n\t[{}]", .json),
    ("\u{FEFF}\r\n[", .json), ("{\"a\":1}", .json), (" {", .json), ("(A) [x]", .todoTxt),
    ("", .todoTxt), ("x [", .todoTxt), ("x {", .todoTxt),
  ])
  func detectsJSONByAFirstBracketOrBrace(text: String, format: InterchangeFormat) {
    #expect(InterchangeFormat.detect(Array(text.utf8)) == format)
  }
}
