import TestSupport
import Testing

/// The handler a double keeps for each event or outcome: the test fires it by hand.
@Suite struct SubscriptionTests {
  @Test func firingCallsTheSubscribedHandlerWithThePayload() {
    var subscription = Subscription<(Int) -> Void>(owner: "Double", name: "onPing")
    var heard: [Int] = []
    subscription.subscribe { heard.append($0) }
    subscription.fire { $0(7) }
    subscription.fire { $0(8) }
    #expect(heard == [7, 8])
  }

  @Test func firingWhatNobodySubscribedToIsAnIssue() {
    let subscription = Subscription<(Int) -> Void>(owner: "Double", name: "onPing")
    #expect(
      DoubleFailure.collect {
        subscription.fire { $0(7) }
      } == said("Double: nobody subscribed with onPing"))
  }

  @Test func subscribingTwiceIsAnIssue() {
    var subscription = Subscription<(Int) -> Void>(owner: "Double", name: "onPing")
    subscription.subscribe { _ in }
    #expect(
      DoubleFailure.collect {
        subscription.subscribe { _ in }
      } == said("Double: subscribed twice with onPing"))
  }
}
