import MVP
import Repositories
import Testing

/// MVP's login presenter against a spy view.
@Suite("MVP: the login form's presenter")
struct LoginPresenterTests {
  final class SpyLoginView: LoginView {
    var shown: [String] = []
    func showForm(_ line: String, canSubmit: Bool) { shown.append("form \(canSubmit)") }
    func clearPassword() { shown.append("clear") }
    func showLoading(_ isLoading: Bool) { shown.append("loading \(isLoading)") }
    func showError(_ message: String) { shown.append("error \(message)") }
    func showWelcome(_ title: String, status: String) { shown.append(title) }
    func showStatus(_ line: String) { shown.append(line) }
    func showLoggedOut(_ line: String) { shown.append(line) }
  }

  private func make(_ view: SpyLoginView) -> LoginPresenter {
    LoginPresenter(
      view: view,
      model: LoginModel(
        accounts: Fixtures.accounts(), hasher: Fixtures.hasher, random: ScriptedRandom([]),
        clock: FixedClock(time: Fixtures.start)))
  }

  @Test("The form can submit once both fields hold 5 characters")
  func canSubmitAtFive() {
    let view = SpyLoginView()
    let presenter = make(view)
    presenter.emailChanged("ana@x")
    presenter.passwordChanged("1234")
    presenter.passwordChanged("12345")
    #expect(view.shown == ["form false", "form false", "form true"])
  }

  @Test("An incomplete form is refused without asking the backend")
  func incomplete() {
    let view = SpyLoginView()
    let presenter = make(view)
    presenter.loginTapped()
    #expect(
      view.shown == [
        "error Fill in both fields first: each needs at least 5 characters", "clear",
        "form false",
      ])
  }

  @Test("A login shows the spinner around the backend, then the welcome")
  func success() {
    let view = SpyLoginView()
    let presenter = make(view)
    presenter.emailChanged("swiftbeta.blog@gmail.com")
    presenter.passwordChanged("1234567890")
    view.shown = []
    presenter.loginTapped()
    #expect(
      view.shown == [
        "loading true", "loading false", "Welcome, SwiftBeta!", "clear", "form false",
      ])
  }
}
