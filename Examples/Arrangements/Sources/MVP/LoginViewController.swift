import Screens

/// The passive login view: it forwards each gesture to the presenter and shows what the
/// presenter tells it.
public final class LoginViewController: LoginView {
  private let screen: LoginScreen
  /// The presenter, which the view owns.
  public var presenter: LoginPresenter?

  /// A view on `screen`; set `presenter` before the first gesture.
  public init(screen: LoginScreen) {
    self.screen = screen
    screen.emailField.onChange { [unowned self] in presenter?.emailChanged($0) }
    screen.passwordField.onChange { [unowned self] in presenter?.passwordChanged($0) }
    screen.loginButton.onTap { [unowned self] in presenter?.loginTapped() }
    screen.statusButton.onTap { [unowned self] in presenter?.statusTapped() }
    screen.logoutButton.onTap { [unowned self] in presenter?.logoutTapped() }
  }

  /// Sets the form's line and the button.
  public func showForm(_ line: String, canSubmit: Bool) {
    screen.formLabel.text = line
    screen.loginButton.isEnabled = canSubmit
  }
  /// Empties the password field.
  public func clearPassword() { screen.passwordField.text = "" }
  /// Starts or stops the spinner.
  public func showLoading(_ isLoading: Bool) {
    if isLoading { screen.spinner.start() } else { screen.spinner.stop() }
  }
  /// Sets the error label.
  public func showError(_ message: String) { screen.errorLabel.text = message }
  /// Shows the home screen.
  public func showWelcome(_ title: String, status: String) {
    screen.errorLabel.text = ""
    screen.welcomeLabel.text = title
    screen.welcomeLabel.color = .bold
    screen.statusLabel.text = status
  }
  /// Sets the status line.
  public func showStatus(_ line: String) { screen.statusLabel.text = line }
  /// Leaves the home screen.
  public func showLoggedOut(_ line: String) {
    screen.welcomeLabel.text = ""
    screen.statusLabel.text = line
  }
}
