import Services
import Testing

/// The times every view shows: each field its width in digits, zeros before it, and a year
/// outside 0–9999 written whole.
@Suite struct TimestampTests {
  @Test(
    arguments: [
      (0, "1970-01-01T00:00:00Z", "1970-01-01 00:00"),
      (-1, "1969-12-31T23:59:59Z", "1969-12-31 23:59"),
      (1_767_258_000, "2026-01-01T09:00:00Z", "2026-01-01 09:00"),
      (1_767_258_000 + 3_600 * 14 + 60 * 7 + 5, "2026-01-01T23:07:05Z", "2026-01-01 23:07"),
      (-62_167_219_200, "0000-01-01T00:00:00Z", "0000-01-01 00:00"),
      (253_402_300_799, "9999-12-31T23:59:59Z", "9999-12-31 23:59"),
      (253_402_300_800, "10000-01-01T00:00:00Z", "10000-01-01 00:00"),
    ] as [(Int64, String, String)])
  func writesEachFieldToItsWidth(seconds: Int64, exact: String, brief: String) {
    #expect(Timestamp.iso8601(seconds) == exact)
    #expect(Timestamp.brief(seconds) == brief)
  }
}
