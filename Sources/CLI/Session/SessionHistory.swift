import Domain
import Repositories
import ScriptEngine
import Services
import StoreEngine

/// The lines typed in interactive sessions, for ↑ and ↓: kept in the store's `history`
/// file between sessions (`HistoryFile`), in memory only under `--in-memory` and
/// `--fixtures`, or when the file cannot be used.
///
/// Recorded only: a line that parsed as a known command (a session word, or a feature's
/// command as declared) and carries no secret, decided from the command declarations: no
/// word where `PASSWORD` goes (`login password P`, `login as EMAIL P`, `login register
/// EMAIL P…`), and an `@` in a word where `EMAIL` goes (text without one may be the
/// password typed into the wrong field, as the trace and the form mask it). Never a line
/// that did not parse (a misspelled `lgn as EMAIL P` may carry a password where no
/// declaration says so), one that begins with a space (a shell's way to keep a line out of
/// history), or one equal to the one before it. The secret words are found as the flag
/// parser finds arguments (`SecretWords`), also on a line that asks for help (`login as -h
/// EMAIL P`); a `help` line is kept only when each of its words is known.
struct SessionHistory {
  /// The lines, oldest first.
  private(set) var entries: [String] = []
  private var file: HistoryFile?

  /// A history kept in memory only.
  init() {}

  /// The history kept in `file`, read from it; when the file cannot be read (corrupt, a
  /// link, unreadable) the history is kept in memory only, and `onProblem` is told why, once.
  init(file: HistoryFile, onProblem: (StoreFailure) -> Void) {
    var file = file
    do {
      entries = try file.load()
      self.file = file
    } catch {
      onProblem(error)
    }
  }

  /// Records `line` unless it must not be (see the type); a file that fails from now on
  /// is left alone for the rest of the session, and `onProblem` told why.
  mutating func record(
    _ line: String, features: [Feature], catalog: CommandLineCatalog,
    onProblem: (StoreFailure) -> Void
  ) {
    guard Self.mayRecord(line, features: features, catalog: catalog), line != entries.last
    else { return }
    entries.append(line)
    if entries.count > HistoryFile.limit { entries.removeFirst(entries.count - HistoryFile.limit) }
    do {
      try file?.append(line, kept: entries)
    } catch {
      file = nil
      onProblem(error)
    }
  }

  /// Whether `line` may be kept: not starting with a space, parsed as a known command, and
  /// carrying no secret (see the type).
  static func mayRecord(_ line: String, features: [Feature], catalog: CommandLineCatalog) -> Bool {
    guard let first = line.first, !first.isWhitespace else { return false }
    var words = CommandWords()
    guard Tokenizer.split(line, into: &words) == nil, !words.isEmpty else { return false }
    // The session's own words, as the session runs them.
    if words.word(0, is: "help") { return mayRecordHelp(words, features: features) }
    if words.count == 1, words.word(0, is: "exit") || words.word(0, is: "quit") { return true }
    guard words.count >= 2,
      let feature = features.first(where: { $0.name == words[0] }),
      let command = feature.commands.first(where: { $0.name == words[1] })
    else { return false }
    // Flags taken out as a run would take them: a line whose flags do not parse is not kept.
    do {
      _ = try CommandFlagParser(catalog: catalog).split(words, for: command)
    } catch {
      return false
    }
    // Found as the flags are, `-h` or not: a line asking for help may carry a password too.
    return SecretWords.secrecy(in: words, features: features).isEmpty
  }

  /// Whether a `help` line may be kept: `help`, `help FEATURE` or `help VERB`, `help
  /// FEATURE COMMAND`, each word known. Help reads no more words, so more may be anything
  /// (`help login as EMAIL PASSWORD`), and an unknown one may be a password.
  private static func mayRecordHelp(_ words: CommandWords, features: [Feature]) -> Bool {
    guard words.count > 1 else { return true }
    guard words.count <= 3 else { return false }
    guard let feature = features.first(where: { $0.name == words[1] }) else {
      return words.count == 2 && ProgramVerb.named(words[1], at: .session) != nil
    }
    return words.count == 2 || feature.commands.contains { $0.words.contains(words[2]) }
  }
}
