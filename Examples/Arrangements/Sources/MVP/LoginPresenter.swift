import Domain
import Screens

/// The login form's presenter in seed 001's MVP: it keeps the fields as typed, decides
/// when the form may submit, words the form and the errors, and asks the model.
public final class LoginPresenter {
  private weak var view: (any LoginView)?
  private let model: LoginModel
  private var email = Email("")
  private var password = ""

  /// A presenter of `view` over `model`.
  public init(view: any LoginView, model: LoginModel) {
    self.view = view
    self.model = model
  }

  private var canSubmit: Bool {
    email.length >= Words.fieldMinimumLength && password.count >= Words.fieldMinimumLength
  }

  /// The user typed into the email field.
  public func emailChanged(_ text: String) {
    email = Email(text)
    showForm()
  }

  /// The user typed into the password field.
  public func passwordChanged(_ text: String) {
    password = text
    showForm()
  }

  /// The user tapped the login button.
  public func loginTapped() {
    defer {
      password = ""
      view?.clearPassword()
      showForm()
    }
    guard canSubmit else {
      view?.showError(Words.formIncomplete)
      return
    }
    view?.showLoading(true)
    let result = Result { () throws(LoginModel.Failure) in
      try model.login(email: email, password: Password(password))
    }
    view?.showLoading(false)
    switch result {
    case .success(let session):
      view?.showWelcome(
        Words.welcome(session.name),
        status: Words.loggedIn(
          name: session.name, email: session.email.value, since: session.startedAt))
    case .failure(.invalidEmail): view?.showError(Words.checkEmail)
    case .failure(.invalidPassword): view?.showError(Words.checkPassword)
    }
  }

  /// The user asked whether a session is open.
  public func statusTapped() {
    let session = model.session
    view?.showStatus(
      session.map {
        Words.loggedIn(name: $0.name, email: $0.email.value, since: $0.startedAt)
      } ?? Words.notLoggedIn)
  }

  /// The user logged out.
  public func logoutTapped() {
    let ended = model.logout()
    view?.showLoggedOut(
      ended.map { Words.loggedOut(name: $0.name, email: $0.email.value) }
        ?? Words.noSessionWasOpen)
  }

  private func showForm() {
    view?.showForm(
      Words.form(shownEmail: email.description, passwordSet: !password.isEmpty, ready: canSubmit),
      canSubmit: canSubmit)
  }
}

/// The passive login view, as the presenter sees it.
public protocol LoginView: AnyObject {
  /// Shows the form's line and enables the button or not.
  func showForm(_ line: String, canSubmit: Bool)
  /// Empties the password field.
  func clearPassword()
  /// Shows or hides the spinner.
  func showLoading(_ isLoading: Bool)
  /// Shows a failed login.
  func showError(_ message: String)
  /// Shows the home screen's title and the session's line.
  func showWelcome(_ title: String, status: String)
  /// Shows the session's line.
  func showStatus(_ line: String)
  /// Leaves the home screen and shows `line`.
  func showLoggedOut(_ line: String)
}
