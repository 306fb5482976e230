import Presenters
import ScriptEngine
import Services
import TerminalEngine

/// The Login screen on a terminal: typed commands become the form's events; models become
/// lines; a wait for the backend becomes a spinner when standard error is a terminal.
final class TerminalLoginView: LoginView, LoginCommandEvents {
  private let console: Console
  /// Where a password left off the command line comes from.
  private let prompt: PasswordPrompt
  private var spinner: TerminalSpinner?

  private(set) var email: (String) -> Void = { _ in }
  private(set) var password: (Password) -> Void = { _ in }
  private(set) var submit: () -> Void = {}
  private(set) var logIn: (String, Password) -> Void = { _, _ in }
  private(set) var status: () -> Void = {}
  private(set) var logOut: () -> Void = {}
  private(set) var register: (String, Password, String) -> Void = { _, _, _ in }

  init(console: Console, prompt: PasswordPrompt) {
    self.console = console
    self.prompt = prompt
  }

  /// Argument `index` as the password, or, when the command line stops before it, the
  /// password asked for (typed twice when `confirm`).
  func passwordArgument(
    _ arguments: CommandArguments, at index: Int, for command: String, confirm: Bool = false
  ) throws(UsageError) -> Password {
    guard index >= arguments.count else { return Password(arguments[index]) }
    // Whatever is buffered shows before the prompt.
    console.flush()
    let password = try prompt.password(for: command, confirm: confirm)
    // A recording writes it masked where the command takes it, since it was not typed there.
    console.recorder?.tookPassword()
    return password
  }

  /// `login register` was given a name both as words and with `--name`.
  var nameGivenTwice: UsageError {
    UsageError(message: prompt.catalog.text(.usageRegisterNameTwice))
  }

  // MARK: - LoginView events

  func onEmail(_ handler: @escaping (String) -> Void) { email = handler }
  func onPassword(_ handler: @escaping (Password) -> Void) { password = handler }
  func onSubmit(_ handler: @escaping () -> Void) { submit = handler }
  func onLogIn(_ handler: @escaping (String, Password) -> Void) { logIn = handler }
  func onStatus(_ handler: @escaping () -> Void) { status = handler }
  func onLogOut(_ handler: @escaping () -> Void) { logOut = handler }
  func onRegister(_ handler: @escaping (String, Password, String) -> Void) { register = handler }

  // MARK: - LoginView outcomes

  func showForm(_ form: LoginFormModel) {
    console.succeed(
      text: { out in
        out.write(userText: form.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("form")
          object.object { fields in
            fields.key("email")
            fields.string(form.email)
            fields.key("passwordSet")
            fields.bool(form.isPasswordSet)
            fields.key("canSubmit")
            fields.bool(form.canSubmit)
          }
        }
      })
  }

  /// Nothing to show: `login submit` answers with the welcome or the failure, and a line
  /// has no password field to empty.
  func showFormCleared(_ form: LoginFormModel) {}

  func showLoading(_ loading: LoadingModel) {
    guard console.err.isTerminal else { return }
    // Whatever is buffered goes first, so the spinner draws on a clean line.
    console.flush()
    // Standard error, drawn by its own thread while the main thread waits for the gateway.
    spinner = TerminalSpinner.start(line: loading.text, descriptor: 2)
  }

  func hideLoading() {
    spinner?.stop()
    spinner = nil
  }

  func showWelcome(_ welcome: WelcomeModel) {
    console.succeed(
      text: { out in
        out.write(welcome.welcome, style: welcome.style)
        out.endLine()
        out.write(userText: welcome.session.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("session")
          writeSession(welcome.session, to: &object)
          object.key("welcome")
          object.string(welcome.welcome)
        }
      })
  }

  func showStatus(_ status: SessionStatusModel) {
    showSessionStatus(status)
  }

  func showLoggedOut(_ status: SessionStatusModel) {
    showSessionStatus(status)
  }

  func showRegistered(_ account: AccountModel) {
    console.succeed(
      text: { out in
        out.write(userText: account.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("account")
          object.object { fields in
            fields.key("email")
            fields.string(account.email)
            fields.key("name")
            fields.string(account.name)
          }
        }
      })
  }

  func showFailure(_ error: ErrorModel) {
    console.fail(error)
  }

  // MARK: - Rendering

  private func showSessionStatus(_ status: SessionStatusModel) {
    console.succeed(
      text: { out in
        out.write(userText: status.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("session")
          writeSession(status.session, to: &object)
        }
      })
  }

  /// The JSON session object (`email`, `name`, `startedAt`), or `null`.
  private func writeSession(_ session: SessionModel?, to json: inout JSONWriter) {
    guard let session else { return json.null() }
    json.object { object in
      object.key("email")
      object.string(session.email)
      object.key("name")
      object.string(session.name)
      object.key("startedAt")
      object.string(session.startedAt)
    }
  }
}
