/// The Login application's model, as its presenter sees it: the form's fields, its
/// validation, the backend check and the session all live behind this protocol.
///
/// Each command answers through exactly one of the registered outcome handlers; a command
/// that asks the user gateway also brackets the wait with `loadingStarted`/`loadingFinished`.
public protocol LoginService: AnyObject {
  /// Sets the email field and answers the form.
  func setEmail(_ email: String)
  /// Sets the password field and answers the form.
  func setPassword(_ password: Password)
  /// Checks the form's fields against the user gateway and opens a session on success.
  func submit()
  /// Sets both fields and submits, in one command.
  func logIn(email: String, password: Password)
  /// Answers the open session, or none.
  func showStatus()
  /// Ends the open session, if any, and answers the one it ended.
  func logOut()
  /// Adds an account; an empty `name` defaults to the part of the email before the `@`.
  func register(email: String, password: Password, name: String)

  /// Calls `handler` with the form after each change of a field.
  func onFormChanged(_ handler: @escaping (LoginFormModel) -> Void)
  /// Calls `handler` when a wait for the user gateway begins.
  func onLoadingStarted(_ handler: @escaping (LoadingModel) -> Void)
  /// Calls `handler` when that wait ends, before the command's outcome.
  func onLoadingFinished(_ handler: @escaping () -> Void)
  /// Calls `handler` with the welcome of each successful login.
  func onLoggedIn(_ handler: @escaping (WelcomeModel) -> Void)
  /// Calls `handler` with the session status asked for.
  func onStatus(_ handler: @escaping (SessionStatusModel) -> Void)
  /// Calls `handler` with the session each logout ended (none when none was open).
  func onLoggedOut(_ handler: @escaping (SessionStatusModel) -> Void)
  /// Calls `handler` with each account registered.
  func onRegistered(_ handler: @escaping (AccountModel) -> Void)
  /// Calls `handler` with each failed command.
  func onFailure(_ handler: @escaping (ErrorModel) -> Void)
}
