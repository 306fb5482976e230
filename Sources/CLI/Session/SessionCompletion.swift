/// What the Tab key of the interactive session offers, from the same rules as the shell
/// completion scripts (`CompletionRules`): features and the session's own words first, then
/// a feature's commands, then the words a command's argument allows (`tasks list` filters),
/// and after a command its own flags and `--help`, the options a session line takes.
///
/// Task IDs are not offered: they would have to be listed by running a command, and the
/// editor does not run commands behind the user's back (the shell scripts do, in a process
/// of their own).
struct SessionCompletion {
  let rules: CompletionRules

  /// The candidates for the word `prefix` after the complete words `before`, sorted.
  func candidates(before: [String], prefix: String) -> [String] {
    let features = rules.features
    let words: [String]
    if prefix.hasPrefix("-") {
      let command = features.first { $0.name == before.first }?.commands.first {
        before.count >= 2 && $0.words.contains(before[1])
      }
      words = before.count >= 2 ? ["--help", "-h"] + (command?.flags.map(\.name) ?? []) : []
    } else {
      switch before.count {
      case 0:
        words = features.map(\.name) + ProgramVerb.typed(at: .session).map(\.name)
      case 1:
        if before[0] == ProgramVerb.help.name {
          words = features.map(\.name) + ProgramVerb.typed(at: .session).map(\.name)
        } else {
          words = features.first { $0.name == before[0] }?.commands.flatMap(\.words) ?? []
        }
      default:
        if before[0] == ProgramVerb.help.name {
          words =
            before.count == 2
            ? features.first { $0.name == before[1] }?.commands.flatMap(\.words) ?? [] : []
        } else if let feature = features.first(where: { $0.name == before[0] }),
          let command = feature.commands.first(where: { $0.words.contains(before[1]) }),
          case .words(let list) = rules.completion(of: command, at: before.count - 2)
        {
          words = list
        } else {
          words = []
        }
      }
    }
    return Array(Set(words.filter { $0.hasPrefix(prefix) })).sorted()
  }
}
