import SystemInterface
import TaskInterchange
import Testing

/// todo.txt dates in the process's zone. These are the only tests that change the
/// environment; they run one at a time and put `TZ` back. (The CLI tests give the binary an
/// environment of their own, so they never see it.)
@Suite(.serialized) struct TimeZoneTests {
  /// Runs `body` with `TZ` set to `zone` (a POSIX rule, so no time-zone database is needed).
  private func withTZ<T>(_ zone: String?, _ body: () throws -> T) rethrows -> T {
    let saved = getenv("TZ").map { String(cString: $0) }
    if let zone { setenv("TZ", zone, 1) } else { unsetenv("TZ") }
    tzset()
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      tzset()
    }
    return try body()
  }

  @Test func theZoneIsUTCWhenTZIsUnsetAndLocalWhenSet() {
    withTZ(nil) { #expect(InterchangeTimeZone.fromEnvironment() == .utc) }
    withTZ("EST5EDT,M3.2.0,M11.1.0") { #expect(InterchangeTimeZone.fromEnvironment() == .local) }
  }

  @Test func aDateIsMidnightInTheZoneOfTZ() throws {
    try withTZ("EST5EDT,M3.2.0,M11.1.0") { () throws in
      let decoded = try TodoTxt.decode(
        Array("2026-01-01 Winter\nx 2026-07-01 2026-06-30 Summer\n".utf8), timeZone: .local)
      // 05:00 UTC in winter (EST), 04:00 UTC in summer (EDT).
      #expect(decoded.tasks.map(\.task.createdAt) == [Day.jan01 + 5 * 3_600, 1_782_792_000])
      #expect(decoded.tasks.map(\.task.completedAt) == [nil, 1_782_878_400])
    }
  }

  @Test func aTimeIsWrittenAsTheDateItFallsOnInTheZoneOfTZ() {
    // 2026-03-02T03:00:00Z is still 2026-03-01 in New York and already 2026-03-02 in Tokyo.
    let task = InterchangeTask(text: "Late", createdAt: Day.mar02 + 3 * 3_600)
    withTZ("EST5EDT,M3.2.0,M11.1.0") {
      #expect(TodoTxt.encode([task], timeZone: .local) == "2026-03-01 Late\n")
    }
    withTZ("JST-9") { #expect(TodoTxt.encode([task], timeZone: .local) == "2026-03-02 Late\n") }
    // In summer, New York is four hours behind: 2026-07-01T03:00:00Z is 2026-06-30 there.
    let summer = InterchangeTask(text: "Summer", createdAt: 1_782_874_800)
    withTZ("EST5EDT,M3.2.0,M11.1.0") {
      #expect(TodoTxt.encode([summer], timeZone: .local) == "2026-06-30 Summer\n")
    }
    #expect(TodoTxt.encode([task], timeZone: .utc) == "2026-03-02 Late\n")
  }

  @Test func datesRoundTripInALocalZone() throws {
    try withTZ("JST-9") { () throws in
      let tasks = [
        InterchangeTask(
          text: "A", isCompleted: true, isFavorite: true, createdAt: Day.mar01 - 9 * 3_600,
          completedAt: Day.mar05 - 9 * 3_600)
      ]
      let text = TodoTxt.encode(tasks, timeZone: .local)
      #expect(text == "x 2026-03-05 2026-03-01 A pri:A\n")
      let decoded = try TodoTxt.decode(Array(text.utf8), timeZone: .local)
      #expect(decoded.tasks.map(\.task) == tasks)
    }
  }
}
