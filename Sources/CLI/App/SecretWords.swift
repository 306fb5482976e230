import Domain
import ScriptEngine

/// Which words of a command line carry a secret, decided from the command declarations, for
/// what shows or keeps a line as typed (`run --echo`, the session history): a word where
/// `PASSWORD` goes (`login password P`, `login as EMAIL P`, `login register EMAIL P NAME`),
/// and one where `EMAIL` goes that has no `@` (the password typed into the wrong field, as
/// the trace and the errors mask it).
///
/// The words are found as the flag parser takes them, however the line is written (`-h`
/// or `--help` first, flags before the arguments, `--`); a line that would fail takes no
/// chances: in a command with a secret argument, words past its last argument (a password
/// with spaces, unquoted) and a flag it does not know written with `=VALUE` count as secret.
enum SecretWords {
  /// What a secret word is shown as: the mask of a password.
  static let mask = Password.mask

  /// For each word of `words`, whether it carries a secret; empty when none does (a line
  /// of a command without secret arguments, or of no known command).
  static func secrecy(in words: CommandWords, features: [Feature]) -> [Bool] {
    guard words.count > 2,
      let feature = features.first(where: { $0.name == words[0] }),
      let command = feature.commands.first(where: { $0.words.contains(words[1]) })
    else { return [] }
    guard takesSecrets(command) else { return [] }
    let names = command.arguments.split(separator: " ")
    // `NAME...`: the last argument takes the words left; otherwise they are too many.
    let repeated = names.last.flatMap { $0.contains("...") ? $0 : nil }
    func isSecret(_ word: String, at position: Int) -> Bool {
      guard let name = position < names.count ? names[position] : repeated else { return true }
      return name.contains("PASSWORD") || (name.contains("EMAIL") && !Email.isShownAsTyped(word))
    }

    var secret = Array(repeating: false, count: words.count)
    var position = 0
    var optionsEnded = false
    var index = 2
    while index < words.count {
      let word = words[index]
      index += 1
      if !optionsEnded, OptionParser.looksLikeOption(word) {
        if word == "--" {
          optionsEnded = true
          continue
        }
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        if let flag = command.flags.first(where: { $0.name == parts[0] }) {
          // A flag's value, written after it, is no argument.
          if flag.value != .none, parts.count == 1 { index += 1 }
        } else {
          // `-h`, `--help`, or a flag the command does not know: its value may be anything.
          secret[index - 1] = parts.count > 1
        }
        continue
      }
      secret[index - 1] = isSecret(word, at: position)
      position += 1
    }
    return secret.contains(true) ? secret : []
  }

  /// Whether `command` takes a password or an email among its arguments.
  static func takesSecrets(_ command: Feature.BoundCommand) -> Bool {
    command.arguments.contains("PASSWORD") || command.arguments.contains("EMAIL")
  }

  /// An option-looking word of `command` as an error names it: its `=VALUE` masked when the
  /// command takes a secret (`login as EMAIL --pasword=P`).
  static func shown(option word: String, of command: Feature.BoundCommand) -> String {
    takesSecrets(command) && word.contains("=") ? masked(word) : word
  }

  /// A secret word as it is shown: the mask, after the name of an option (`--pasword=`).
  static func masked(_ word: String) -> String {
    guard OptionParser.looksLikeOption(word), let equals = word.firstIndex(of: "=") else {
      return mask
    }
    return word[...equals] + mask
  }
}
