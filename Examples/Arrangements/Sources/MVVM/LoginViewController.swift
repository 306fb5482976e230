import Observation
import Screens

/// Seed 002's `LoginView`: it owns the view model, binds the fields into it, and binds the
/// button, the spinner and the labels out of it with Observation (where the seed used
/// Combine's `assign(to:on:)`).
@MainActor
public final class LoginViewController {
  private let screen: LoginScreen
  /// The view model, which the view owns.
  public let viewModel: LoginViewModel

  /// A view on `screen` bound to `viewModel`.
  public init(screen: LoginScreen, viewModel: LoginViewModel) {
    self.screen = screen
    self.viewModel = viewModel
    // Seed 002's `textPublisher.assign(to: \.email, on: viewModel)`.
    screen.emailField.onChange { viewModel.email = $0 }
    screen.passwordField.onChange { viewModel.password = $0 }
    screen.loginButton.onTap { viewModel.userLogin() }
    screen.statusButton.onTap { viewModel.refreshStatus() }
    screen.logoutButton.onTap { viewModel.logout() }
    bind()
  }

  /// Draws the screen from the view model, and again after anything it read changes.
  private func bind() {
    withObservationTracking {
      screen.passwordField.text = viewModel.password
      screen.loginButton.isEnabled = viewModel.isEnabled
      screen.formLabel.text = viewModel.formLine
      if viewModel.showLoading { screen.spinner.start() } else { screen.spinner.stop() }
      screen.errorLabel.text = viewModel.errorMessage
      screen.welcomeLabel.text = viewModel.welcome
      screen.welcomeLabel.color = .bold
      screen.statusLabel.text = viewModel.status
    } onChange: { [weak self] in
      // Called on the main actor, where the property changes, before it does.
      MainActor.assumeIsolated {
        self?.screen.loop.afterEvent { [weak self] in self?.bind() }
      }
    }
  }
}
