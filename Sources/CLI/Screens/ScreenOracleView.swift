import Presenters
import Services
import TerminalEngine

/// The fortune teller, full-screen (seeds 001, 003): a question field, an Ask button, and
/// the answer in the color the service chose — green or red, or with a mark (`✔`, `✘`)
/// where colors are not shown. An Answers button lists the book.
final class ScreenOracleView: OracleView, ScreenPanel {
  private enum Focus: Equatable { case question, ask, answers }

  private let theme: ScreenTheme
  private var field: TextField
  private var focus = Focus.question
  private var reply: OracleReplyModel?
  private var book: AnswerBookModel?
  private var failure: ErrorModel?
  private var hits: [(HitBox, Focus)] = []

  private var ask: (String) -> Void = { _ in }
  private var listAnswers: () -> Void = {}

  init(theme: ScreenTheme) {
    self.theme = theme
    field = TextField(placeholder: theme.catalog.text(.screenOraclePlaceholder))
  }

  // MARK: - OracleView events

  func onAsk(_ handler: @escaping (String) -> Void) { ask = handler }
  func onListAnswers(_ handler: @escaping () -> Void) { listAnswers = handler }

  // MARK: - OracleView outcomes

  func showReply(_ reply: OracleReplyModel) {
    self.reply = reply
    book = nil
    failure = nil
  }

  func showAnswerBook(_ book: AnswerBookModel) {
    self.book = book
    reply = nil
    failure = nil
  }

  func showFailure(_ error: ErrorModel) {
    failure = error
  }

  // MARK: - ScreenPanel

  var title: String { theme.catalog.text(.screenOracleTitle) }

  var shortcuts: String { theme.catalog.text(.screenOracleKeys) }

  var isTyping: Bool { focus == .question }

  func appear() -> Gesture? { nil }

  func handle(_ key: Key) -> Gesture? {
    switch key {
    case .tab, .down: focus = next(step: 1)
    case .backTab, .up: focus = next(step: -1)
    case .enter: return focus == .answers ? showBook() : askQuestion()
    case .character(" ") where focus != .question:
      return focus == .answers ? showBook() : askQuestion()
    case .character("b") where focus != .question: return showBook()
    default: _ = focus == .question ? field.edit(key) : false
    }
    return nil
  }

  func click(column: Int, row: Int) -> Gesture? {
    guard let target = HitBox.target(of: hits, column: column, row: row) else { return nil }
    focus = target
    switch target {
    case .question: return nil
    case .ask: return askQuestion()
    case .answers: return showBook()
    }
  }

  func draw(into frame: inout CellBuffer, top: Int, height: Int) {
    hits.removeAll(keepingCapacity: true)
    let catalog = theme.catalog
    let left = 4
    frame.draw(catalog.text(.screenOraclePrompt), column: left, row: top + 1, style: theme.dim)
    let label = catalog.text(.screenQuestion)
    var x = left + frame.draw(label, column: left, row: top + 3) + 2
    let askLabel = catalog.text(.screenAsk)
    let answersLabel = catalog.text(.screenAnswers)
    let fieldWidth = max(
      min(frame.columns - x - DisplayWidth.of(askLabel) - DisplayWidth.of(answersLabel) - 12, 44),
      8)
    hits.append(
      (
        field.draw(
          into: &frame, column: x, row: top + 3, width: fieldWidth,
          isFocused: focus == .question), .question
      ))
    x += fieldWidth + 2
    let ask = frame.button(askLabel, column: x, row: top + 3, isFocused: focus == .ask)
    hits.append((ask, .ask))
    hits.append(
      (
        frame.button(
          answersLabel, column: x + ask.width + 2, row: top + 3, isFocused: focus == .answers),
        .answers
      ))
    var row = top + 6
    if let failure {
      frame.draw(failure.message, column: left, row: row, style: theme.failure)
    } else if let reply {
      if let question = reply.question {
        frame.draw(question, column: left, row: row, style: theme.dim)
        row += 2
      }
      drawAnswer(reply.answer, into: &frame, column: left + 2, row: row, style: .bold)
    } else if let book {
      for answer in book.answers where row < top + height - 1 {
        let used = drawAnswer(answer, into: &frame, column: left, row: row)
        frame.draw(answer.tone, column: max(left + used + 2, left + 24), row: row, style: theme.dim)
        row += 1
      }
    }
  }

  /// The answer in its color, or with its mark when colors are not shown.
  @discardableResult
  private func drawAnswer(
    _ answer: AnswerModel, into frame: inout CellBuffer, column: Int, row: Int,
    style extra: TextStyle? = nil
  ) -> Int {
    var style = theme.style(answer.color)
    style.isBold = extra == .bold
    return frame.draw(
      theme.mark(answer.color) + answer.text, column: column, row: row, style: style)
  }

  // MARK: - Gestures

  private func askQuestion() -> Gesture? {
    let question = field.text
    field.set("")
    focus = .question
    return { [ask] in ask(question) }
  }

  private func showBook() -> Gesture? {
    { [listAnswers] in listAnswers() }
  }

  private func next(step: Int) -> Focus {
    let order: [Focus] = [.question, .ask, .answers]
    let index = order.firstIndex(of: focus) ?? 0
    return order[(index + step + order.count) % order.count]
  }
}
