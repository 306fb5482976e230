import MVVM
import Observation
import Testing

/// MVVM is tested the way its community tests it: the view model alone, observing its
/// state as a bound view would, no view at all.
@Suite("MVVM: the fortune teller's view model")
struct OracleViewModelTests {
  /// Whether reading `read` is told of a change made by `change`, as a binding is.
  private func notifies(_ read: () -> Void, when change: () -> Void) -> Bool {
    let told = Told()
    withObservationTracking(read) { told.value = true }
    change()
    return told.value
  }

  final class Told: @unchecked Sendable { var value = false }

  @Test("Asking publishes the answer and its color, and a bound view is told")
  func positive() {
    let viewModel = OracleViewModel(answers: Fixtures.answers, random: ScriptedRandom.picking(3))
    #expect(notifies({ _ = viewModel.answerColor }, when: { viewModel.ask("Will I?") }))
    #expect(viewModel.question == "Will I?")
    #expect(viewModel.answerText == "Of course!")
    #expect(viewModel.answerColor == .positive)
  }

  @Test("A negative answer publishes the negative color")
  func negative() {
    let viewModel = OracleViewModel(answers: Fixtures.answers, random: ScriptedRandom.picking(2))
    viewModel.ask("")
    #expect(viewModel.question.isEmpty)
    #expect(viewModel.answerColor == .negative)
  }
}
