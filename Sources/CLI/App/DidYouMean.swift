import Services

/// The usage errors for words no declaration matches: each names the nearest declared word
/// (did you mean …?), or, when none is near, lists the words there are.
struct DidYouMean {
  /// The features in help order, each with its commands.
  let features: [Feature]
  let catalog: CommandLineCatalog

  /// The usage error for a feature word nobody declared, naming the nearest one.
  func unknownFeature(_ name: String) -> UsageError {
    let featureNames = features.map(\.name)
    if let nearest = Suggestion.nearest(to: name, among: featureNames) {
      return UsageError(message: catalog.text(.usageDidYouMeanFeature, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownFeature, name, featureNames.joined(separator: ", ")))
  }

  /// The usage error for a command word `feature` does not declare, naming the nearest one:
  /// the command that does what another tool's word does (`tasks modify 3` → `tasks edit 3
  /// …`), the command written after an ID as Taskwarrior writes it (`tasks 3 done` →
  /// `tasks complete 3`), else the nearest declared word. `following` are the words after
  /// it, of which the hint repeats only the IDs.
  func unknownCommand(
    _ name: String, of feature: Feature, followedBy following: [String] = []
  ) -> UsageError {
    if let meant = feature.wordsOfOtherTools[name] {
      let hint = commandLine(meant, of: feature, arguments: following)
      return UsageError(
        message: catalog.text(.usageDidYouMeanCommand, feature.name + " " + name, hint))
    }
    if Self.isTaskID(name), let word = following.first,
      let meant = feature.commands.first(where: { $0.words.contains(word) })?.name
        ?? feature.wordsOfOtherTools[word],
      takesIDs(meant, of: feature)
    {
      let hint = commandLine(meant, of: feature, arguments: [name] + following.dropFirst())
      return UsageError(
        message: catalog.text(.usageDidYouMeanCommand, feature.name + " " + name, hint))
    }
    if let nearest = Suggestion.nearest(to: name, among: feature.commands.flatMap(\.words)) {
      return UsageError(message: catalog.text(.usageDidYouMeanCommand, name, nearest))
    }
    return UsageError(
      message: catalog.text(.usageUnknownCommand, feature.name, name, commandNames(of: feature)))
  }

  /// The usage error for a feature word given without a command: its commands listed.
  func missingCommand(of feature: Feature) -> UsageError {
    UsageError(
      message: catalog.text(.usageMissingCommand, feature.name, commandNames(of: feature)))
  }

  /// `tasks edit 3 …`: the command `meant` with the IDs that lead `arguments` when it takes
  /// IDs, and `…` when it also takes a text and more words were given (a text is not
  /// repeated: the hint stays one short line).
  private func commandLine(_ meant: String, of feature: Feature, arguments: [String]) -> String {
    var line = feature.name + " " + meant
    guard takesIDs(meant, of: feature) else { return line }
    let ids = arguments.prefix(while: Self.isTaskID)
    if !ids.isEmpty { line += " " + ids.joined(separator: " ") }
    let command = feature.commands.first { $0.name == meant }
    if ids.count < arguments.count, command?.arguments.contains("TEXT") == true { line += " …" }
    return line
  }

  /// Whether the command `meant` (its name, perhaps followed by an argument) takes IDs.
  private func takesIDs(_ meant: String, of feature: Feature) -> Bool {
    feature.commands.first { $0.name == meant }?.arguments.hasPrefix("ID") == true
  }

  /// Whether `word` is written as a task ID is (`3`, `#3`).
  private static func isTaskID(_ word: String) -> Bool {
    let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  private func commandNames(of feature: Feature) -> String {
    feature.commands.map(\.name).joined(separator: ", ")
  }
}
