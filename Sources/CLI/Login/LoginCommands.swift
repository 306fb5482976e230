/// The Login commands of SPEC §4, as the parser and help know them.
enum LoginCommands {
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "email", arguments: "EMAIL", minimumArguments: 1, maximumArguments: 1,
      summary: "Type into the email field; shows the form",
      example: "login email swiftbeta.blog@gmail.com"),
    CommandSpec(
      name: "password", arguments: "PASSWORD", minimumArguments: 1, maximumArguments: 1,
      summary: "Type into the password field; shows the form (never the password)",
      example: "login password 1234567890"),
    CommandSpec(
      name: "submit", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: "Log in with the form (both fields need 5+ characters); clears the password",
      example: "login submit"),
    CommandSpec(
      name: "as", arguments: "EMAIL PASSWORD", minimumArguments: 2, maximumArguments: 2,
      summary: "Fill in both fields and log in, in one step",
      example: "login as swiftbeta.blog@gmail.com 1234567890"),
    CommandSpec(
      name: "status", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: "Show the open session, if any", example: "login status"),
    CommandSpec(
      name: "logout", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: "End the open session (none open is not an error)", example: "login logout"),
    CommandSpec(
      name: "register", arguments: "EMAIL PASSWORD [NAME...]", minimumArguments: 2,
      maximumArguments: nil,
      summary: "Add an account (password 8+ characters; the name defaults to the email's user)",
      example: "login register ana@example.com s3cret-pass Ana"),
  ]
}
