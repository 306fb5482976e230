import Domain
import ScriptEngine

/// The events the Login commands fire: the `LoginView` events, each the handler the presenter
/// registered, and how a line view reads a password left off the line. The grammar is typed
/// against these, not against a view class.
// `SendableMetatype`: the declarations' `@Sendable` closures name the view's type.
protocol LoginCommandEvents: AnyObject, SendableMetatype {
  var email: (String) -> Void { get }
  var password: (Password) -> Void { get }
  var submit: () -> Void { get }
  var logIn: (String, Password) -> Void { get }
  var status: () -> Void { get }
  var logOut: () -> Void { get }
  var register: (String, Password, String) -> Void { get }
  /// The password given at `index` of `arguments`, or the one the view asks for; `for` is
  /// the command's word, `confirm` asks twice.
  func passwordArgument(
    _ arguments: CommandArguments, at index: Int, for command: String, confirm: Bool
  ) throws(UsageError) -> Password
  /// The usage error for a name given both as words and with `--name`.
  var nameGivenTwice: UsageError { get }
}

/// The Login commands: each declared once, with the view event it fires.
enum LoginCommands {
  /// Every command, fired on a `Events` view. Generic rather than typed `any LoginCommandEvents`,
  /// so that a script line fires its event on the view's own type, as directly as a call.
  static func all<Events: LoginCommandEvents>(firingOn _: Events.Type) -> [Command<Events>] {
    [
      Command(
        name: "email", arguments: "EMAIL", minimumArguments: 1, maximumArguments: 1,
        summary: HelpText(
          english: "Type into the email field; shows the form",
          spanish: "Escribe en el campo email; muestra el formulario"),
        example: "login email swiftbeta.blog@gmail.com"
      ) { view, arguments in view.email(arguments[0]) },
      // Without PASSWORD, the view asks for it (PasswordPrompt): an argument is visible to
      // every user of the machine while the command runs.
      Command(
        name: "password", arguments: "[PASSWORD]", minimumArguments: 0, maximumArguments: 1,
        summary: HelpText(
          english:
            "Type into the password field (asked for when left out); shows the form, never it",
          spanish:
            "Escribe en el campo password (se pide si falta); muestra el formulario, nunca la contraseña"
        ), example: "login password"
      ) { view, arguments throws(UsageError) in
        view.password(try view.passwordArgument(arguments, at: 0, for: "password", confirm: false))
      },
      Command(
        name: "submit", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Log in with the form (both fields need 5+ characters); clears the password",
          spanish: "Entra con el formulario (ambos campos con 5+ caracteres); borra la contraseña"),
        example: "login submit"
      ) { view, _ in view.submit() },
      Command(
        name: "as", arguments: "EMAIL [PASSWORD]", minimumArguments: 1, maximumArguments: 2,
        summary: HelpText(
          english:
            "Fill in both fields and log in, in one step (the password asked for if left out)",
          spanish: "Rellena ambos campos y entra, en un paso (la contraseña se pide si falta)"),
        example: "login as swiftbeta.blog@gmail.com"
      ) { view, arguments throws(UsageError) in
        view.logIn(
          arguments[0], try view.passwordArgument(arguments, at: 1, for: "as", confirm: false))
      },
      Command(
        name: "status", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "Show the open session, if any", spanish: "Muestra la sesión abierta, si la hay"),
        example: "login status"
      ) { view, _ in view.status() },
      Command(
        name: "logout", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "End the open session (none open is not an error)",
          spanish: "Cierra la sesión abierta (si no hay ninguna no es un error)"),
        example: "login logout"
      ) { view, _ in view.logOut() },
      // The name as words after the password, or with --name, which a password from the
      // prompt or standard input leaves room for; both at once is a usage error.
      Command(
        name: "register", arguments: "EMAIL [PASSWORD [NAME...]]", minimumArguments: 1,
        maximumArguments: nil,
        summary: HelpText(
          english:
            "Add an account (password 8+ characters, asked twice without echo when left out; "
            + "the name defaults to the email's user)",
          spanish:
            "Añade una cuenta (contraseña de 8+ caracteres, pedida dos veces sin eco si falta; "
            + "el nombre por defecto es el usuario del email)"),
        example: "--password-stdin login register ana@example.com --name Ana < password.txt",
        flags: [Flags.name]
      ) { view, arguments, flags throws(UsageError) in
        let named = flags.value(of: Flags.name)
        if named != nil, arguments.count > 2 {
          throw view.nameGivenTwice
        }
        let typed = try view.passwordArgument(arguments, at: 1, for: "register", confirm: true)
        view.register(arguments[0], typed, named ?? arguments.joined(from: 2))
      },
    ]
  }

  /// The flags of the Login commands.
  enum Flags {
    /// `login register --name NAME`: the account's name, when the password is not typed
    /// on the command line.
    static let name = CommandFlag(
      name: "--name", value: .text(placeholder: "NAME"),
      summary: HelpText(
        english: "the account's name (default: the part of the email before @)",
        spanish: "el nombre de la cuenta (por defecto: la parte del email antes de @)"))
  }
}
