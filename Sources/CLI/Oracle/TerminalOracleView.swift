import Presenters
import ScriptEngine
import Services

/// The fortune teller on a terminal: typed commands become view events; models become lines.
///
/// The color comes with the model; this view only turns it into an ANSI code.
final class TerminalOracleView: OracleView, OracleCommandEvents {
  private let console: Console

  private(set) var ask: (String) -> Void = { _ in }
  private(set) var listAnswers: () -> Void = {}

  init(console: Console) {
    self.console = console
  }

  // MARK: - OracleView events

  func onAsk(_ handler: @escaping (String) -> Void) { ask = handler }
  func onListAnswers(_ handler: @escaping () -> Void) { listAnswers = handler }

  // MARK: - OracleView outcomes

  func showReply(_ reply: OracleReplyModel) {
    console.succeed(
      text: { out in
        // `Will it rain? → Of course!`, or only the answer when nothing was asked.
        if let question = reply.question {
          out.write(userText: question)
          out.write(" → ")
        }
        out.write(reply.answer.text, style: reply.answer.color)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("question")
          object.optionalString(reply.question)
          writeAnswerFields(reply.answer, to: &object)
        }
      })
  }

  func showAnswerBook(_ book: AnswerBookModel) {
    console.succeed(
      text: { out in
        // The tone words line up after the longest answer; padding counts characters,
        // not bytes, so "¡Claro que sí!" aligns like "Of course!".
        let width = book.answers.map(\.text.count).max() ?? 0
        for answer in book.answers {
          out.write(answer.text, style: answer.color)
          out.pad(width - answer.text.count + 2)
          out.write(answer.tone)
          out.endLine()
        }
      },
      result: { json in
        json.object { object in
          object.key("answers")
          object.array { array in
            for answer in book.answers {
              array.object { item in writeAnswerFields(answer, to: &item) }
            }
          }
        }
      })
  }

  func showFailure(_ error: ErrorModel) {
    console.fail(error)
  }

  // MARK: - Rendering

  private func writeAnswerFields(_ answer: AnswerModel, to json: inout JSONWriter) {
    json.key("answer")
    json.string(answer.text)
    json.key("positive")
    json.bool(answer.isPositive)
    json.key("color")
    json.string(answer.color.rawValue)
  }
}
