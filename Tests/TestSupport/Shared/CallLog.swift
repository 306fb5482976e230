import Testing

/// A record of the calls a test double received, checked against the calls a test expects.
///
/// Doubles fail loudly: a call that was not expected next is an `Issue` at once, and
/// `verify()` reports expected calls that never came.
package final class CallLog<Call: Equatable & Sendable> {
  /// Every call received, in order.
  package private(set) var calls: [Call] = []
  private var expected: [Call] = []
  private let owner: String

  /// A log for the double called `owner` in failure messages.
  package init(owner: String) {
    self.owner = owner
  }

  /// Declares that `call` is the next call the double should receive.
  package func expect(_ call: Call) {
    expected.append(call)
  }

  /// Records `call`, failing the test when it is not the next expected one.
  package func record(_ call: Call, sourceLocation: SourceLocation = #_sourceLocation) {
    calls.append(call)
    guard let next = expected.first else {
      Issue.record("\(owner): unexpected call \(call)", sourceLocation: sourceLocation)
      return
    }
    guard next == call else {
      Issue.record(
        "\(owner): expected \(next), got \(call)", sourceLocation: sourceLocation)
      return
    }
    expected.removeFirst()
  }

  /// Fails the test when an expected call never came.
  package func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    for call in expected {
      Issue.record("\(owner): expected \(call), never called", sourceLocation: sourceLocation)
    }
  }
}
