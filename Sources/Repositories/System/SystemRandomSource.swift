import Domain

/// The system's cryptographically secure generator (the standard library's, which reads
/// `getrandom(2)` on Linux and `arc4random` on Apple platforms).
public final class SystemRandomSource: RandomSource {
  private var generator = SystemRandomNumberGenerator()

  /// The system generator.
  public init() {}

  /// The next 64 bits of the system's secure generator.
  public func next() -> UInt64 { generator.next() }
}
