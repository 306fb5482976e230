import Domain
import Services

/// A `RandomSource` that reports each draw, with its value masked: the same draws make
/// session tokens and salts, which must never be shown.
final class TracingRandomSource: RandomSource {
  private let base: any RandomSource
  private let tracer: Tracer

  init(_ base: any RandomSource, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func next() -> UInt64 {
    tracer.note(.serviceToRepository, "random.next")
    let value = base.next()
    tracer.log(.repositoryToService, "••••••")
    return value
  }
}

/// A `Clock` that reports each reading.
final class TracingClock: Clock {
  private let base: any Clock
  private let tracer: Tracer

  init(_ base: any Clock, _ tracer: Tracer) {
    self.base = base
    self.tracer = tracer
  }

  func now() -> Int64 {
    tracer.note(.serviceToRepository, "clock.now")
    let time = base.now()
    tracer.log(.repositoryToService, Timestamp.iso8601(time))
    return time
  }
}
