import Testing

/// The calls a double is told to expect, in order; any other call is recorded as a test
/// failure on the spot, so a double never silently accepts what a test did not ask for.
package final class ExpectedCalls {
  private let double: String
  private var expected: [String] = []
  /// Every call made, in order, expected or not.
  package private(set) var made: [String] = []

  /// Expectations for the double called `double` in failure messages.
  package init(double: String) { self.double = double }

  /// Allows one more call named `name`, after those already expected.
  package func expect(_ name: String) { expected.append(name) }

  /// Records the call `name`, failing the test unless it is the next one expected.
  package func record(_ name: String) {
    made.append(name)
    guard expected.first == name else {
      Issue.record(
        "\(double): unexpected call \(name); expected \(expected.first ?? "no call")")
      return
    }
    expected.removeFirst()
  }

  /// Fails the test for every expected call that was not made.
  package func verify() {
    if !expected.isEmpty {
      Issue.record("\(double): calls never made: \(expected)")
    }
  }
}
