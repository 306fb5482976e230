import Observation
import Presenters
import Repositories
import Services

/// The fortune teller's view for SwiftUI: it keeps the handler the presenter gives it and
/// holds what the service last answered, for a SwiftUI `View` to draw.
@Observable
final class ObservableOracleView: OracleView {
  private(set) var reply: OracleReplyModel?
  private(set) var failure: ErrorModel?
  @ObservationIgnored private var asked: (String) -> Void = { _ in }

  /// What a button fires: the view event `onAsk`.
  func ask(_ question: String) { asked(question) }

  func onAsk(_ handler: @escaping (_ question: String) -> Void) { asked = handler }
  func onListAnswers(_ handler: @escaping () -> Void) {}
  func showReply(_ reply: OracleReplyModel) { (self.reply, failure) = (reply, nil) }
  func showAnswerBook(_ book: AnswerBookModel) {}
  func showFailure(_ error: ErrorModel) { failure = error }
}

#if canImport(SwiftUI)
  import SwiftUI

  /// The screen: a field, a button, and the answer in the color the service chose.
  struct OracleScreen: View {
    let view: ObservableOracleView
    @State private var question = ""

    var body: some View {
      TextField("Question", text: $question)
      Button("Ask") { view.ask(question) }
      if let answer = view.reply?.answer {
        // The service chose the style; the view only maps it to a color.
        Text(answer.text).foregroundStyle(answer.color == .green ? Color.green : .red)
      }
      if let failure = view.failure { Text(failure.message) }
    }
  }
#endif

// The composition root, run once (in an app, in the `App`'s `init`); the scene would show
// `OracleScreen(view: view)`. Here a question is asked as a button would ask it.
let view = ObservableOracleView()
OraclePresenter(
  view: view,
  service: DefaultOracleService(
    repository: InMemoryAnswerBookRepository(book: BuiltInAnswerBooks.english),
    random: SystemRandomSource(), language: .english))
view.ask("Will I learn pure MVP?")
print(view.reply.map { "\($0.answer.text) (\($0.answer.color))" } ?? view.failure?.message ?? "")
