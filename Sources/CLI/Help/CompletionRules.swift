/// What each word of a command line completes to, read from the command and option
/// declarations: the shell completion scripts and the interactive session's Tab both read
/// these rules, so the two never disagree.
struct CompletionRules {
  let features: [Feature]

  /// The words the first position takes: features and the program's verbs, as declared.
  var topWords: [String] {
    features.map(\.name) + ProgramVerb.typed(at: .commandLine).map(\.name)
  }

  /// What `help` takes: the features, the verbs of the command line and those of a script
  /// line (`help clock`).
  var helpTopics: [String] { topWords + ProgramVerb.typed(at: .script).map(\.name) }

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
      feature.commands.filter { !$0.flags.isEmpty }.flatMap { command in
        command.words.map { (feature.name, $0, command.flags) }
      }
    }
  }

  /// The command flags followed by a value, each name once, with every word it takes (none
  /// for a free text such as `--name NAME`).
  var flagsWithValues: [(name: String, words: [String])] {
    var result: [(name: String, words: [String])] = []
    for (_, _, flags) in commandFlags {
      for flag in flags {
        let words: [String]
        switch flag.value {
        case .none: continue
        case .choice(let choices): words = choices
        case .text: words = []
        }
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
    /// The IDs `tasks list FILTER` prints: only the tasks the command can change (active
    /// ones for `complete`, completed ones for `reopen`).
    case taskIDs(filter: String)
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
    if token == "ID" { return .taskIDs(filter: Self.idFilters[command.name] ?? "all") }
    if token == "FILE" { return .files }
    if token.contains("|") { return .words(token.split(separator: "|").map(String.init)) }
    return .nothing
  }

  /// The `tasks list` filter whose IDs a command's ID arguments complete to, for the
  /// commands that change only some tasks: the others offer every ID.
  static let idFilters = ["complete": "active", "reopen": "completed", "unfavorite": "favorites"]

  /// `(feature, command, position, completion)` for each command argument position that
  /// completes to something: the first argument, and the repeated one when it is repeated;
  /// an alias (`tasks done`) completes as its command.
  var argumentRules: [(String, String, Int, ArgumentCompletion)] {
    var rules: [(String, String, Int, ArgumentCompletion)] = []
    for feature in features {
      for command in feature.commands {
        let first = completion(of: command, at: 0)
        let later = completion(of: command, at: 1)
        for word in command.words {
          if first != .nothing { rules.append((feature.name, word, 0, first)) }
          if later != .nothing { rules.append((feature.name, word, 1, later)) }
        }
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
