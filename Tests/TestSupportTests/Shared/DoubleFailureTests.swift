import TestSupport
import Testing

/// Where the doubles' reports go: collected inside `DoubleFailure.collect`, a test failure
/// everywhere else. The doubles' self-tests collect; this is the one test that lets a
/// report fail, on purpose, so the run shows one known issue.
@Suite struct DoubleFailureTests {
  @Test func aReportOutsideCollectFailsTheTest() {
    withKnownIssue {
      DoubleFailure.report("Double: unexpected call .pong")
    } matching: {
      $0.comments.map(\.rawValue) == ["Double: unexpected call .pong"]
    }
  }

  @Test func collectAnswersTheReportsInOrderAndFailsNothing() {
    let log = CallLog<Int>(owner: "Double")
    log.expect(1)
    let reports = DoubleFailure.collect {
      log.record(2)
      log.verify()
    }
    #expect(reports == ["Double: expected 1, got 2", "Double: expected 1, never called"])
  }

  @Test func collectAnswersNothingWhenNothingWasReported() {
    let log = CallLog<Int>(owner: "Double")
    log.expect(1)
    #expect(DoubleFailure.collect { log.record(1) }.isEmpty)
  }
}
