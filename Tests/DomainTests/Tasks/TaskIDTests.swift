import Domain
import Testing

@Suite struct TaskIDTests {
  @Test(arguments: [
    ("1", 1), ("42", 42), ("007", 7), ("9223372036854775807", Int.max), ("#3", 3), ("#12", 12),
  ])
  func parsesPositiveDecimalIntegers(text: String, value: Int) throws {
    #expect(try TaskID(parsing: text).rawValue == value)
  }

  @Test(arguments: [
    "", "0", "-1", "+1", " 1", "1 ", "1.0", "abc", "1e3", "9223372036854775808",
    "99999999999999999999999", "١", "#", "##3", "# 3", "3#", "#-1",
  ])
  func refusesAnythingElseAsInvalid(text: String) {
    #expect(throws: DomainError.invalidTaskID(text)) { try TaskID(parsing: text) }
  }

  @Test func refusesNonPositiveRawValues() {
    #expect(TaskID(0) == nil)
    #expect(TaskID(-5) == nil)
    #expect(TaskID(5)?.rawValue == 5)
  }

  @Test func successorCountsUpAndStopsAtTheEndOfTheRange() throws {
    #expect(TaskID.first.successor?.rawValue == 2)
    let last = try #require(TaskID(Int.max))
    #expect(last.successor == nil)
  }
}
