import Testing

/// The calls one test double received, typed and with their payloads, checked against the
/// calls the test expects.
///
/// A test first says what it expects (`expect(_:)`), then acts, then calls `verify()`. A call
/// that is not the next one expected, including one that differs from it only in its payload,
/// is a test failure the moment it is recorded; `verify()` fails for every expected call that
/// never came.
package final class CallLog<Call: Equatable & Sendable> {
  /// Every call received, in order, expected or not.
  package private(set) var received: [Call] = []
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
    received.append(call)
    guard let next = expected.first else {
      DoubleFailure.report("\(owner): unexpected call \(call)", sourceLocation: sourceLocation)
      return
    }
    guard next == call else {
      DoubleFailure.report(
        "\(owner): expected \(next), got \(call)", sourceLocation: sourceLocation)
      return
    }
    expected.removeFirst()
  }

  /// Fails the test for every expected call that never came.
  package func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    for call in expected {
      DoubleFailure.report(
        "\(owner): expected \(call), never called", sourceLocation: sourceLocation)
    }
  }
}
