import Synchronization
import Testing

/// Where the test doubles report a misuse (an unexpected call, an event nobody subscribed
/// to, an expected call that never came).
///
/// In a test that uses a double, a report is a test failure (`Issue.record`). The doubles'
/// own self-tests prove each misuse is reported by collecting the reports instead
/// (`collect`), so that their deliberate misuses are checked exactly, one by one, without
/// filling the test run's output with known issues; `DoubleFailureTests` proves that a
/// report outside `collect` fails the test.
package enum DoubleFailure {
  /// The reports of the task running `collect`, if any.
  @TaskLocal private static var collector: Collector?

  /// Reports `message` at `sourceLocation`: collected inside `collect`, else a test failure.
  package static func report(
    _ message: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let collector {
      collector.add(message.rawValue)
    } else {
      Issue.record(message, sourceLocation: sourceLocation)
    }
  }

  /// Runs `body` and answers what the doubles reported meanwhile, in order, instead of
  /// failing the test with them.
  package static func collect(_ body: () -> Void) -> [String] {
    let collector = Collector()
    $collector.withValue(collector) { body() }
    return collector.reports
  }

  /// The reports of one `collect`.
  private final class Collector: Sendable {
    private let list = Mutex<[String]>([])

    func add(_ report: String) { list.withLock { $0.append(report) } }

    var reports: [String] { list.withLock { $0 } }
  }
}
