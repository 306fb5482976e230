/// The Login commands of SPEC §4, as the parser and help know them.
enum LoginCommands {
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "email", arguments: "EMAIL", minimumArguments: 1, maximumArguments: 1,
      summary: .helpLoginEmail,
      example: "login email swiftbeta.blog@gmail.com"),
    // Without PASSWORD, the view asks for it (PasswordPrompt): an argument is visible to
    // every user of the machine while the command runs.
    CommandSpec(
      name: "password", arguments: "[PASSWORD]", minimumArguments: 0, maximumArguments: 1,
      summary: .helpLoginPassword,
      example: "login password"),
    CommandSpec(
      name: "submit", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpLoginSubmit,
      example: "login submit"),
    CommandSpec(
      name: "as", arguments: "EMAIL [PASSWORD]", minimumArguments: 1, maximumArguments: 2,
      summary: .helpLoginAs,
      example: "login as swiftbeta.blog@gmail.com"),
    CommandSpec(
      name: "status", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpLoginStatus, example: "login status"),
    CommandSpec(
      name: "logout", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpLoginLogout, example: "login logout"),
    CommandSpec(
      name: "register", arguments: "EMAIL [PASSWORD [NAME...]]", minimumArguments: 1,
      maximumArguments: nil,
      summary: .helpLoginRegister,
      example: "--password-stdin login register ana@example.com < password.txt"),
  ]
}
