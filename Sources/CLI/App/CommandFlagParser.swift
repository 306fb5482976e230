import ScriptEngine
import Services

/// Takes a command's own flags out of the words after it (`tasks list --long active`), checked
/// against the command's declaration, and leaves its arguments.
///
/// Global options never get here from the command line (`OptionParser` took them wherever
/// they stood), so one that does comes from a script line, where it is refused. `-h` and
/// `--help` ask for the command's help; `--` ends the flags.
struct CommandFlagParser {
  let catalog: CommandLineCatalog

  /// The arguments and the flags of `command` in `words`: the command's declared flags taken
  /// out and checked, the first `--` dropped (what follows it is plain words), and every
  /// other word that looks like an option refused, with a hint; `nil` when `-h` or
  /// `--help` asks for the command's help.
  func split(_ words: CommandWords, for command: Feature.BoundCommand)
    throws(UsageError) -> (CommandArguments, CommandFlags)?
  {
    var index = 2
    // The common case, a line without dashes, is checked without making a string.
    while index < words.count, !words.isOption(index) { index += 1 }
    guard index < words.count else { return (CommandArguments(words, from: 2), .none) }
    var plain: [String] = []
    var flags = CommandFlags()
    var optionsEnded = false
    var position = 2
    while position < words.count {
      let word = words[position]
      position += 1
      if optionsEnded || !OptionParser.looksLikeOption(word) {
        plain.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word == "-h" || word == "--help" {
        return nil
      } else if let (flag, inlineValue) = declaredFlag(word, of: command) {
        switch flag.value {
        case .none:
          guard inlineValue == nil else {
            throw UsageError(message: catalog.text(.usageOptionTakesNoValue, flag.name))
          }
          flags.set(flag)
        case .choice(let choices):
          let value: String
          if let inlineValue {
            value = inlineValue
          } else {
            guard position < words.count else {
              throw UsageError(message: catalog.text(.usageMissingFlagValue, flag.name))
            }
            value = words[position]
            position += 1
          }
          guard choices.contains(value) else {
            throw UsageError(
              message: catalog.text(
                .usageInvalidOptionValue, value, flag.name, choices.joined(separator: ", ")))
          }
          flags.set(flag, value: value)
        }
      } else if OptionParser.globalOption(word) != nil {
        throw UsageError(message: catalog.text(.usageOptionInScript, word))
      } else {
        throw unknownFlag(word, of: command)
      }
    }
    return (CommandArguments(CommandWords(plain), from: 0), flags)
  }

  /// The flag of `command` that `word` names (`--to` or `--to=json`), with the value given
  /// after its `=`, if any.
  private func declaredFlag(_ word: String, of command: Feature.BoundCommand) -> (
    CommandFlag, String?
  )? {
    let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard let flag = command.flags.first(where: { $0.name == parts[0] }) else { return nil }
    return (flag, parts.count > 1 ? String(parts[1]) : nil)
  }

  /// The usage error for a word after `command` that looks like an option but is none of
  /// its flags, naming the command and the nearest flag or global option.
  private func unknownFlag(_ word: String, of command: Feature.BoundCommand) -> UsageError {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    let known = command.flags.map(\.name) + OptionParser.globalOptions
    if let nearest = Suggestion.nearest(to: name, among: known) {
      return UsageError(
        message: catalog.text(.usageDidYouMeanFlag, word, command.title, nearest))
    }
    return UsageError(message: catalog.text(.usageUnknownFlag, word, command.title))
  }
}
