/// How a piece of text is shown: decided in the services' models, never by a view.
///
/// This is the teaching point of the fortune teller: in the seed's MVP the presenter maps
/// "positive" to green; in pure MVP that presentation logic moves into the service, and
/// the presenter only wires. A view maps each style to its medium (an ANSI code on a
/// terminal, a `Color` in SwiftUI) and decides nothing else.
public enum TextStyle: String, CaseIterable, Sendable {
  /// Positive: an answer that says yes.
  case green
  /// Negative: an answer that says no.
  case red
  /// Marked: a starred task's star.
  case yellow
  /// Emphasis: a greeting.
  case bold
}
