/// The events the Oracle commands fire: the `OracleView` events, each the handler the
/// presenter registered. The grammar is typed against these, not against a view class.
// `SendableMetatype`: the declarations' `@Sendable` closures name the view's type.
protocol OracleCommandEvents: AnyObject, SendableMetatype {
  var ask: (String) -> Void { get }
  var listAnswers: () -> Void { get }
}

/// The Oracle commands: each declared once, with the view event it fires.
enum OracleCommands {
  /// Every command, fired on a `Events` view. Generic rather than typed `any OracleCommandEvents`,
  /// so that a script line fires its event on the view's own type, as directly as a call.
  static func all<Events: OracleCommandEvents>(firingOn _: Events.Type) -> [Command<Events>] {
    [
      Command(
        name: "ask", arguments: "[QUESTION...]", minimumArguments: 0, maximumArguments: nil,
        summary: HelpText(
          english: "Get a random answer, green if positive, red if not; the question is echoed",
          spanish: "Da una respuesta al azar, verde si es positiva, roja si no; repite la pregunta"),
        example: "oracle ask Will I learn Swift?"
      ) { view, arguments in view.ask(arguments.joined()) },
      Command(
        name: "answers", arguments: "", minimumArguments: 0, maximumArguments: 0,
        summary: HelpText(
          english: "List the answer book, each answer with its tone",
          spanish: "Lista el libro de respuestas, cada una con su tono"), example: "oracle answers"
      ) { view, _ in view.listAnswers() },
    ]
  }
}
