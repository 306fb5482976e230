import Testing

/// The handler a test double was given for one of its events or outcomes, which the test
/// fires by hand.
///
/// A presenter subscribes to each event and outcome once, when it is made. Firing one that
/// nobody subscribed to, and subscribing to one twice, are test failures.
package struct Subscription<Handler> {
  private let owner: String
  private let name: String
  private var handler: Handler?

  /// The subscription `name` (such as `onAdd`) of the double called `owner`, empty so far.
  package init(owner: String, name: String) {
    self.owner = owner
    self.name = name
  }

  /// Keeps `handler`, failing the test when one was subscribed already.
  package mutating func subscribe(
    _ handler: Handler, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if self.handler != nil {
      DoubleFailure.report(
        "\(owner): subscribed twice with \(name)", sourceLocation: sourceLocation)
    }
    self.handler = handler
  }

  /// Gives the subscribed handler to `deliver`, which calls it with the payload; fails the
  /// test instead when nobody subscribed.
  package func fire(
    sourceLocation: SourceLocation = #_sourceLocation, _ deliver: (Handler) -> Void
  ) {
    guard let handler else {
      DoubleFailure.report(
        "\(owner): nobody subscribed with \(name)", sourceLocation: sourceLocation)
      return
    }
    deliver(handler)
  }
}
