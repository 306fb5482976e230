/// The Oracle commands of SPEC §4, as the parser and help know them.
enum OracleCommands {
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "ask", arguments: "[QUESTION...]", minimumArguments: 0, maximumArguments: nil,
      summary: .helpOracleAsk,
      example: "oracle ask Will I learn Swift?"),
    CommandSpec(
      name: "answers", arguments: "", minimumArguments: 0, maximumArguments: 0,
      summary: .helpOracleAnswers, example: "oracle answers"),
  ]
}
