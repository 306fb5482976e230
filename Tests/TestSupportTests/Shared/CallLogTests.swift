import TestSupport
import Testing

/// The log every mock and spy records into: it keeps calls in order, and it is what makes a
/// double strict.
@Suite struct CallLogTests {
  enum Call: Equatable, Sendable {
    case ping(Int)
    case pong
  }

  private let log = CallLog<Call>(owner: "Double")

  @Test func recordsEveryCallInTheOrderItCame() {
    log.expect(.ping(1))
    log.expect(.pong)
    log.expect(.ping(2))
    log.record(.ping(1))
    log.record(.pong)
    log.record(.ping(2))
    log.verify()
    #expect(log.received == [.ping(1), .pong, .ping(2)])
  }

  @Test func aCallNobodyExpectedIsAnIssueTheMomentItIsRecorded() {
    #expect(
      DoubleFailure.collect {
        log.record(.pong)
      } == said("Double: unexpected call .pong"))
    #expect(log.received == [.pong])
  }

  @Test func aCallThatDiffersOnlyInItsPayloadIsAnIssue() {
    log.expect(.ping(1))
    #expect(
      DoubleFailure.collect {
        log.record(.ping(2))
      } == said("Double: expected .ping(1), got .ping(2)"))
  }

  @Test func expectedCallsInAnotherOrderAreAnIssue() {
    log.expect(.ping(1))
    log.expect(.pong)
    #expect(
      DoubleFailure.collect {
        log.record(.pong)
      } == said("Double: expected .ping(1), got .pong"))
  }

  @Test func aCallExpectedOnceButMadeTwiceIsAnIssue() {
    log.expect(.pong)
    log.record(.pong)
    #expect(
      DoubleFailure.collect {
        log.record(.pong)
      } == said("Double: unexpected call .pong"))
  }

  @Test func anExpectedCallNeverMadeMakesVerifyRecordAnIssue() {
    log.expect(.ping(1))
    log.expect(.pong)
    log.record(.ping(1))
    #expect(
      DoubleFailure.collect {
        log.verify()
      } == said("Double: expected .pong, never called"))
  }

  @Test func verifyRecordsNothingOnceEveryExpectedCallCame() {
    log.expect(.ping(1))
    log.record(.ping(1))
    log.verify()
  }
}
