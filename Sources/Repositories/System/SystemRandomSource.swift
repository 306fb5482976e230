import Domain

/// The system's cryptographically secure generator (the standard library's, which reads
/// `getrandom(2)` on Linux and `arc4random` on Apple platforms).
package final class SystemRandomSource: RandomSource {
  private var generator = SystemRandomNumberGenerator()

  /// The system generator.
  package init() {}

  package func next() -> UInt64 { generator.next() }
}
