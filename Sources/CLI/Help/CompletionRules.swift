/// What each word of a command line completes to, read from the command and option
/// declarations: the shell completion scripts and the interactive session's Tab both read
/// these rules, so the two never disagree.
struct CompletionRules {
  let features: [Feature]

  /// The program's own commands, beside the features, on the command line.
  static let programCommands = ["run", "ui", "help", "completions"]

  /// The words the first position takes: features and the program's own commands.
  var topWords: [String] { features.map(\.name) + Self.programCommands }

  /// Every global option's name and alias.
  var optionNames: [String] {
    GlobalOption.all.flatMap { [$0.name] + ($0.alias.map { [$0] } ?? []) }
  }

  /// The global options followed by a value.
  var optionsWithValues: [GlobalOption] {
    GlobalOption.all.filter { $0.argument != .none }
  }

  /// The commands that declare flags of their own, with them: `(feature, command, flags)`.
  var commandFlags: [(String, String, [CommandFlag])] {
    features.flatMap { feature in
      feature.commands.filter { !$0.flags.isEmpty }.map { (feature.name, $0.name, $0.flags) }
    }
  }

  /// The command flags followed by a value, each name once, with every word it takes.
  var flagsWithValues: [(name: String, words: [String])] {
    var result: [(name: String, words: [String])] = []
    for (_, _, flags) in commandFlags {
      for flag in flags {
        guard case .choice(let words) = flag.value else { continue }
        if let index = result.firstIndex(where: { $0.name == flag.name }) {
          result[index].words += words.filter { !result[index].words.contains($0) }
        } else {
          result.append((flag.name, words))
        }
      }
    }
    return result
  }

  /// What a command's argument completes to.
  enum ArgumentCompletion: Equatable {
    case nothing
    case taskIDs
    case words([String])
    /// A file name (`tasks import FILE`): the shell's own file completion.
    case files
  }

  /// What `command`'s argument at `position` (from 0) completes to.
  func completion(of command: Feature.BoundCommand, at position: Int) -> ArgumentCompletion {
    let tokens = command.arguments.split(separator: " ").map(String.init)
    guard !tokens.isEmpty else { return .nothing }
    // A repeated last token (`ID...`) covers every later position.
    let index = min(position, tokens.count - 1)
    guard position < tokens.count || tokens[index].hasSuffix("...") else { return .nothing }
    let token = tokens[index].trimmingCharacters(in: "[].")
    if token == "ID" { return .taskIDs }
    if token == "FILE" { return .files }
    if token.contains("|") { return .words(token.split(separator: "|").map(String.init)) }
    return .nothing
  }

  /// `(feature, command, position, completion)` for each command argument position that
  /// completes to something: the first argument, and the repeated one when it is repeated.
  var argumentRules: [(String, String, Int, ArgumentCompletion)] {
    var rules: [(String, String, Int, ArgumentCompletion)] = []
    for feature in features {
      for command in feature.commands {
        let first = completion(of: command, at: 0)
        let later = completion(of: command, at: 1)
        if first != .nothing { rules.append((feature.name, command.name, 0, first)) }
        if later != .nothing { rules.append((feature.name, command.name, 1, later)) }
      }
    }
    return rules
  }
}

extension String {
  /// The string without the leading and trailing characters in `characters`.
  fileprivate func trimmingCharacters(in characters: String) -> String {
    var result = Substring(self)
    while let first = result.first, characters.contains(first) { result.removeFirst() }
    while let last = result.last, characters.contains(last) { result.removeLast() }
    return String(result)
  }
}
