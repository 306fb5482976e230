/// A stand-in for UIKit: the few controls the two screens are made of, so that each
/// arrangement's view code sets texts and colors as it would on a phone, and a test or the
/// command line types and taps as a user would.
///
/// One `EventLoop` serves a screen's controls: each user gesture runs its handlers, then
/// the work the handlers left for the end of the event (as UIKit redraws at the end of a
/// run-loop turn). Observation's `onChange` fires before a property changes, so a view
/// bound with `withObservationTracking` redraws from there.
public final class EventLoop {
  private var pending: [() -> Void] = []

  /// A loop with nothing pending.
  public init() {}

  /// Runs `work` once the current gesture's handlers are done.
  public func afterEvent(_ work: @escaping () -> Void) { pending.append(work) }

  /// Runs `gesture`, then everything it left for the end of the event.
  func send(_ gesture: () -> Void) {
    gesture()
    while !pending.isEmpty { pending.removeFirst()() }
  }
}

/// How a label's text is drawn.
public enum TextColor: String, Equatable, Sendable {
  /// The default.
  case plain
  /// A positive answer.
  case green
  /// A negative answer.
  case red
  /// A title.
  case bold
}

/// A line of text on the screen.
public final class Label {
  /// What it says; empty when it shows nothing.
  public var text = ""
  /// How it is drawn.
  public var color = TextColor.plain

  /// An empty, plain label.
  public init() {}
}

/// A field the user types into; the program may set or clear it without an event, as
/// `UITextField.text` does.
public final class TextField {
  private let loop: EventLoop
  private var changed: [(String) -> Void] = []

  /// What the field holds.
  public var text = ""

  /// An empty field whose gestures run on `loop`.
  public init(loop: EventLoop) { self.loop = loop }

  /// Calls `handler` with the text each time the user changes it.
  public func onChange(_ handler: @escaping (String) -> Void) { changed.append(handler) }

  /// The user replaces the field's text with `text`.
  public func type(_ text: String) {
    loop.send {
      self.text = text
      for handler in changed { handler(text) }
    }
  }
}

/// A button. A line on a terminal has no button to grey out, so a tap reaches the handler
/// even when `isEnabled` is false: the arrangement refuses an incomplete form itself.
public final class Button {
  private let loop: EventLoop
  private var tapped: [() -> Void] = []

  /// Whether it is drawn as pressable.
  public var isEnabled = true

  /// An enabled button whose gestures run on `loop`.
  public init(loop: EventLoop) { self.loop = loop }

  /// Calls `handler` each time the user taps it.
  public func onTap(_ handler: @escaping () -> Void) { tapped.append(handler) }

  /// The user taps it.
  public func tap() {
    loop.send {
      for handler in tapped { handler() }
    }
  }
}

/// An activity indicator: spinning while the backend is waited for.
public final class Spinner {
  /// Whether it spins.
  public private(set) var isSpinning = false

  /// A spinner at rest.
  public init() {}

  /// Starts spinning.
  public func start() { isSpinning = true }

  /// Stops spinning.
  public func stop() { isSpinning = false }
}
