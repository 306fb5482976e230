import Services

/// The Login commands: each declared once, with the view event it fires.
enum LoginCommands {
  static let all: [Command<TerminalLoginView>] = [
    Command(
      name: "email", arguments: "EMAIL", minimumArguments: 1, maximumArguments: 1,
      summary: .helpLoginEmail, example: "login email swiftbeta.blog@gmail.com"
    ) { view, arguments in view.email(arguments[0]) },
    Command(
      name: "password", arguments: "PASSWORD", minimumArguments: 1, maximumArguments: 1,
      summary: .helpLoginPassword, example: "login password 1234567890"
    ) { view, arguments in view.password(Password(arguments[0])) },
    Command(
      name: "submit", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpLoginSubmit, example: "login submit"
    ) { view, _ in view.submit() },
    Command(
      name: "as", arguments: "EMAIL PASSWORD", minimumArguments: 2, maximumArguments: 2,
      summary: .helpLoginAs, example: "login as swiftbeta.blog@gmail.com 1234567890"
    ) { view, arguments in view.logIn(arguments[0], Password(arguments[1])) },
    Command(
      name: "status", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpLoginStatus, example: "login status"
    ) { view, _ in view.status() },
    Command(
      name: "logout", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpLoginLogout, example: "login logout"
    ) { view, _ in view.logOut() },
    Command(
      name: "register", arguments: "EMAIL PASSWORD [NAME...]", minimumArguments: 2,
      maximumArguments: nil, summary: .helpLoginRegister,
      example: "login register ana@example.com s3cret-pass Ana"
    ) { view, arguments in
      view.register(arguments[0], Password(arguments[1]), arguments.joined(from: 2))
    },
  ]
}
