import Testing

/// One method of a double that records a call: how a test calls it, and the typed call,
/// with its payload, it must record.
struct Recorded<Double, Call: Sendable>: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let perform: @Sendable (Double) -> Void
  let call: Call

  init(_ name: String, _ perform: @escaping @Sendable (Double) -> Void, records call: Call) {
    testDescription = name
    self.perform = perform
    self.call = call
  }
}

/// One event or outcome a double lets a test fire: how a handler subscribes to it (passing
/// on what it hears as a typed value), how the test fires it, and what the handler must hear.
struct Fired<Double, Heard: Sendable>: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let subscribe: @Sendable (Double, @escaping (Heard) -> Void) -> Void
  let fire: @Sendable (Double) -> Void
  let heard: Heard

  init(
    _ name: String, subscribe: @escaping @Sendable (Double, @escaping (Heard) -> Void) -> Void,
    fire: @escaping @Sendable (Double) -> Void, hears heard: Heard
  ) {
    testDescription = name
    self.subscribe = subscribe
    self.fire = fire
    self.heard = heard
  }
}

/// The one report `message`, as `DoubleFailure.collect` answers it. Taking a `Comment`
/// renders the values interpolated in `message` as the doubles' own reports render them.
func said(_ message: Comment) -> [String] { [message.rawValue] }
