/// The fortune teller's screen (seed 001's "UAdivino"): a question field, an ask button,
/// and the answer in green or red. Every arrangement draws on one of these.
public final class OracleScreen {
  /// The loop the controls' gestures run on.
  public let loop = EventLoop()
  /// Where the question is typed.
  public let questionField: TextField
  /// "Get an answer".
  public let askButton: Button
  /// The question asked, trimmed; empty when none was.
  public let questionLabel = Label()
  /// The answer, in its color.
  public let answerLabel = Label()
  /// Why no answer could be given; empty when one was.
  public let errorLabel = Label()

  /// An empty screen.
  public init() {
    questionField = TextField(loop: loop)
    askButton = Button(loop: loop)
  }

  /// What the screen shows now.
  public var state: OracleScreenState {
    OracleScreenState(
      question: questionLabel.text, answer: answerLabel.text, color: answerLabel.color,
      error: errorLabel.text)
  }
}

/// What the fortune teller's screen shows, whichever arrangement drew it.
public struct OracleScreenState: Equatable, Sendable, CustomStringConvertible {
  /// The question echoed.
  public var question: String
  /// The answer's text.
  public var answer: String
  /// The answer's color.
  public var color: TextColor
  /// The failure shown, if any.
  public var error: String

  /// A state with every field given.
  public init(question: String, answer: String, color: TextColor, error: String = "") {
    self.question = question
    self.answer = answer
    self.color = color
    self.error = error
  }

  /// `question → answer (color)`, for a failing test's message.
  public var description: String {
    "\(question) → \(answer) (\(color.rawValue))" + (error.isEmpty ? "" : " error: \(error)")
  }
}
