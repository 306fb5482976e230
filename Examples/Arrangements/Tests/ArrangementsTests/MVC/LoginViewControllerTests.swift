import MVC
import Repositories
import Screens
import Testing

/// MVC's login form, tested through its view controller and screen.
@MainActor
@Suite("MVC: the login form's view controller")
struct LoginViewControllerTests {
  private func make() -> (LoginScreen, LoginViewController) {
    let screen = LoginScreen()
    let controller = LoginViewController(
      screen: screen, accounts: Fixtures.accounts(), hasher: Fixtures.hasher,
      random: ScriptedRandom([]), clock: FixedClock(time: Fixtures.start))
    return (screen, controller)
  }

  @Test("The button is enabled once both fields hold 5 characters, and not before")
  func buttonFollowsBothFields() {
    let (screen, controller) = make()
    screen.emailField.type("ana@x")
    screen.passwordField.type("1234")
    #expect(!screen.loginButton.isEnabled)
    screen.passwordField.type("12345")
    #expect(screen.loginButton.isEnabled)
    screen.emailField.type("ana@")
    #expect(!screen.loginButton.isEnabled)
    withExtendedLifetime(controller) {}
  }

  @Test("A wrong password shows the error and empties the password field")
  func wrongPassword() {
    let (screen, controller) = make()
    screen.emailField.type("swiftbeta.blog@gmail.com")
    screen.passwordField.type("0987654321")
    screen.loginButton.tap()
    #expect(screen.errorLabel.text == "Check your password")
    #expect(screen.passwordField.text.isEmpty)
    #expect(!screen.loginButton.isEnabled)
    withExtendedLifetime(controller) {}
  }

  @Test("The right password shows the welcome and the session")
  func success() {
    let (screen, controller) = make()
    screen.emailField.type("swiftbeta.blog@gmail.com")
    screen.passwordField.type("1234567890")
    screen.loginButton.tap()
    #expect(screen.welcomeLabel.text == "Welcome, SwiftBeta!")
    #expect(screen.errorLabel.text.isEmpty)
    #expect(screen.spinner.isSpinning == false)
    withExtendedLifetime(controller) {}
  }
}
