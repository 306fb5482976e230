import Presenters
import Screens
import Services

/// Pure MVP (seed 004, the product): the product's `LoginPresenter` and
/// `DefaultLoginService`, reused as they are; this is only the view of the form, on the
/// screen. The form's state, its validation and its words come in the models.
public final class LoginViewController: LoginForm {
  private let screen: LoginScreen

  /// A view on `screen`; the product's presenter wires it to a service.
  public init(screen: LoginScreen) { self.screen = screen }

  /// The email field's changes.
  public func onEmail(_ handler: @escaping (String) -> Void) {
    screen.emailField.onChange(handler)
  }
  /// The password field's changes.
  public func onPassword(_ handler: @escaping (Password) -> Void) {
    screen.passwordField.onChange { handler(Password($0)) }
  }
  /// The login button.
  public func onSubmit(_ handler: @escaping () -> Void) { screen.loginButton.onTap(handler) }
  /// The status button.
  public func onStatus(_ handler: @escaping () -> Void) { screen.statusButton.onTap(handler) }
  /// The logout button.
  public func onLogOut(_ handler: @escaping () -> Void) { screen.logoutButton.onTap(handler) }

  /// Sets the form's line and the button.
  public func showForm(_ form: LoginFormModel) {
    screen.formLabel.text = form.summary
    screen.loginButton.isEnabled = form.canSubmit
  }
  /// Empties the password field and follows the form.
  public func showFormCleared(_ form: LoginFormModel) {
    screen.passwordField.text = ""
    showForm(form)
  }
  /// Starts the spinner.
  public func showLoading(_ loading: LoadingModel) { screen.spinner.start() }
  /// Stops the spinner.
  public func hideLoading() { screen.spinner.stop() }
  /// Shows the home screen.
  public func showWelcome(_ welcome: WelcomeModel) {
    screen.errorLabel.text = ""
    screen.welcomeLabel.text = welcome.welcome
    screen.welcomeLabel.color = .bold
    screen.statusLabel.text = welcome.session.summary
  }
  /// Sets the status line.
  public func showStatus(_ status: SessionStatusModel) { screen.statusLabel.text = status.summary }
  /// Leaves the home screen.
  public func showLoggedOut(_ status: SessionStatusModel) {
    screen.welcomeLabel.text = ""
    screen.statusLabel.text = status.summary
  }
  /// Sets the error label.
  public func showFailure(_ error: ErrorModel) { screen.errorLabel.text = error.message }
}
