import Observation
import Screens

/// Seed 003's view: it owns the view model and binds the labels to its state with the
/// toolchain's Observation (where the seed used the Bond library), so that nothing sets
/// a label after a tap: a change of state redraws what read it.
@MainActor
public final class OracleViewController {
  private let screen: OracleScreen
  /// The view model, which the view owns.
  public let viewModel: OracleViewModel

  /// A view on `screen` bound to `viewModel`.
  public init(screen: OracleScreen, viewModel: OracleViewModel) {
    self.screen = screen
    self.viewModel = viewModel
    screen.askButton.onTap { [unowned screen] in viewModel.ask(screen.questionField.text) }
    bind()
  }

  /// Draws the labels from the view model, and draws them again after any of what they
  /// read changes (Observation tells before the change, so the redraw waits for the end of
  /// the event).
  private func bind() {
    withObservationTracking {
      screen.questionLabel.text = viewModel.question
      screen.answerLabel.text = viewModel.answerText
      // Seed 003 maps its own color type to the UI's in the binding.
      screen.answerLabel.color =
        switch viewModel.answerColor {
        case .positive: .green
        case .negative: .red
        case nil: .plain
        }
      screen.errorLabel.text =
        viewModel.failure.isEmpty ? "" : Words.answerBookUnreadable(viewModel.failure)
    } onChange: { [weak self] in
      // Called on the main actor, where the property changes, before it does.
      MainActor.assumeIsolated {
        self?.screen.loop.afterEvent { [weak self] in self?.bind() }
      }
    }
  }
}
