import Presenters
import Services
import TerminalEngine

/// The Login screen, full-screen (seed 002): email and password fields, a Login button
/// enabled exactly while the service says the form can submit, a spinner while the backend
/// is waited for, the errors under the form, and a Home screen with Logout.
///
/// Every keystroke in a field sends the field's text through the same events the line
/// view's `login email` and `login password` fire, and the service answers the form: the
/// button follows `canSubmit`, as the seed's `CombineLatest` binding did.
final class ScreenLoginView: LoginForm, ScreenPanel {
  private enum Focus: Equatable { case email, password, login, logout }

  private let theme: ScreenTheme
  /// Draws the screen at once: the spinner must show while the command still runs.
  var redrawNow: () -> Void = {}
  /// Drops what was typed while the form was locked, so no key lands after the wait.
  var discardTypedKeys: () -> Void = {}
  /// Turns the spinner at a cell of the screen while the command waits, and stops it.
  var startSpinner: (_ column: Int, _ row: Int) -> Void = { _, _ in }
  var stopSpinner: () -> Void = {}
  /// Where the spinner was last drawn.
  private var spinnerCell: (column: Int, row: Int)?

  private var emailField = TextField()
  private var passwordField = TextField(isSecure: true)
  private var focus = Focus.email
  private var form: LoginFormModel?
  private var loading: LoadingModel?
  private var failure: ErrorModel?
  /// The home screen's greeting and session line; `nil` on the form.
  private var home: (welcome: String?, summary: String)?
  private var hits: [(HitBox, Focus)] = []

  private var email: (String) -> Void = { _ in }
  private var password: (Password) -> Void = { _ in }
  private var submit: () -> Void = {}
  private var status: () -> Void = {}
  private var logOut: () -> Void = {}

  init(theme: ScreenTheme) {
    self.theme = theme
  }

  // MARK: - LoginForm events

  func onEmail(_ handler: @escaping (String) -> Void) { email = handler }
  func onPassword(_ handler: @escaping (Password) -> Void) { password = handler }
  func onSubmit(_ handler: @escaping () -> Void) { submit = handler }
  func onStatus(_ handler: @escaping () -> Void) { status = handler }
  func onLogOut(_ handler: @escaping () -> Void) { logOut = handler }

  // MARK: - LoginForm outcomes

  func showForm(_ form: LoginFormModel) {
    self.form = form
  }

  /// The service cleared its password after a submit: the field follows, and so does the
  /// Login button.
  func showFormCleared(_ form: LoginFormModel) {
    passwordField.set("")
    self.form = form
  }

  func showLoading(_ loading: LoadingModel) {
    self.loading = loading
    redrawNow()
    if let spinnerCell { startSpinner(spinnerCell.column, spinnerCell.row) }
  }

  func hideLoading() {
    stopSpinner()
    loading = nil
    discardTypedKeys()
  }

  func showWelcome(_ welcome: WelcomeModel) {
    failure = nil
    home = (welcome.welcome, welcome.session.summary)
    focus = .logout
  }

  func showStatus(_ status: SessionStatusModel) {
    guard status.session != nil else { return }
    home = (nil, status.summary)
    focus = .logout
  }

  func showLoggedOut(_ status: SessionStatusModel) {
    home = nil
    focus = .email
  }

  func showFailure(_ error: ErrorModel) {
    failure = error
  }

  // MARK: - ScreenPanel

  var title: String { theme.catalog.text(.screenLoginTitle) }

  var shortcuts: String {
    theme.catalog.text(home == nil ? .screenLoginKeys : .screenHomeKeys)
  }

  var isTyping: Bool { home == nil && (focus == .email || focus == .password) }
  /// Whether the keys go to the password field: a recording (`--record`) masks them.
  var isTypingPassword: Bool { home == nil && focus == .password }

  func appear() -> Gesture? {
    { [status] in status() }
  }

  func handle(_ key: Key) -> Gesture? {
    if home != nil {
      switch key {
      case .enter, .character(" "), .character("l"): return signOut()
      default: return nil
      }
    }
    switch key {
    case .tab: focus = next(after: focus, step: 1)
    case .backTab, .up: focus = next(after: focus, step: -1)
    case .down: focus = next(after: focus, step: 1)
    case .enter: return focus == .login || isTyping ? send() : nil
    case .character(" ") where focus == .login: return send()
    default:
      if focus == .email, emailField.edit(key) {
        let text = emailField.text
        return { [email] in email(text) }
      }
      if focus == .password, passwordField.edit(key) {
        let text = passwordField.text
        return { [password] in password(Password(text)) }
      }
    }
    return nil
  }

  func click(column: Int, row: Int) -> Gesture? {
    guard let target = HitBox.target(of: hits, column: column, row: row) else { return nil }
    focus = target
    switch target {
    case .login: return send()
    case .logout: return signOut()
    case .email, .password: return nil
    }
  }

  func draw(into frame: inout CellBuffer, top: Int, height: Int) {
    hits.removeAll(keepingCapacity: true)
    let catalog = theme.catalog
    let left = 4
    if let home {
      var row = top + 1
      if let welcome = home.welcome {
        frame.draw(welcome, column: left, row: row, style: theme.style(.bold))
        row += 2
      }
      frame.draw(home.summary, column: left, row: row)
      hits.append(
        (
          frame.button(
            catalog.text(.screenLogout), column: left, row: row + 2, isFocused: focus == .logout),
          .logout
        ))
      return
    }
    let emailLabel = catalog.text(.screenEmail)
    let passwordLabel = catalog.text(.screenPassword)
    let labelWidth = max(DisplayWidth.of(emailLabel), DisplayWidth.of(passwordLabel)) + 2
    let fieldWidth = min(max(frame.columns - left - labelWidth - 4, 10), 40)
    let isLocked = loading != nil
    frame.draw(emailLabel, column: left, row: top + 1)
    hits.append(
      (
        emailField.draw(
          into: &frame, column: left + labelWidth, row: top + 1, width: fieldWidth,
          isFocused: focus == .email && !isLocked), .email
      ))
    frame.draw(passwordLabel, column: left, row: top + 3)
    hits.append(
      (
        passwordField.draw(
          into: &frame, column: left + labelWidth, row: top + 3, width: fieldWidth,
          isFocused: focus == .password && !isLocked), .password
      ))
    let canSubmit = (form?.canSubmit ?? false) && !isLocked
    hits.append(
      (
        frame.button(
          catalog.text(.screenLogin), column: left + labelWidth, row: top + 5,
          isFocused: focus == .login && !isLocked, isEnabled: canSubmit), .login
      ))
    spinnerCell = nil
    if let loading {
      frame.draw(
        String(TerminalSpinner.frames[0]) + " " + loading.text, column: left + labelWidth,
        row: top + 7)
      spinnerCell = (left + labelWidth, top + 7)
    } else if let failure {
      frame.wrapped(
        failure.message, column: left + labelWidth, row: top + 7,
        width: frame.columns - left - labelWidth - 1, style: theme.failure)
    }
  }

  // MARK: - Gestures

  /// The Login button: only while the form can submit. The service answers the form it
  /// leaves (`showFormCleared`), which empties the password field.
  private func send() -> Gesture? {
    guard form?.canSubmit == true, loading == nil else { return nil }
    failure = nil
    return { [submit] in submit() }
  }

  private func signOut() -> Gesture? {
    { [logOut] in logOut() }
  }

  private func next(after current: Focus, step: Int) -> Focus {
    let order: [Focus] = [.email, .password, .login]
    let index = order.firstIndex(of: current) ?? 0
    return order[(index + step + order.count) % order.count]
  }
}
