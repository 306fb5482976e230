import Domain
import Repositories
import ScriptEngine
import Services
import StoreEngine

/// The lines typed in interactive sessions, for ↑ and ↓: kept in the store's `history`
/// file between sessions (`HistoryFile`), in memory only under `--in-memory` and
/// `--fixtures`, or when the file cannot be used.
///
/// Never recorded: a line that gives a password as an argument (`login password P`,
/// `login as EMAIL P`, `login register EMAIL P…`), decided from the command declarations;
/// a line that begins with a space (a shell's way to keep a line out of history); a line
/// equal to the one before it.
struct SessionHistory {
  /// The lines, oldest first.
  private(set) var entries: [String] = []
  private var file: HistoryFile?

  /// A history kept in memory only.
  init() {}

  /// The history of the store `store`, read from its file; when the file cannot be read
  /// (corrupt, a link, unreadable) the history is kept in memory only, and `onProblem` is
  /// told why, once.
  init(store: StoreDirectory, onProblem: (StoreFailure) -> Void) {
    var file = HistoryFile(store: store)
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
    _ line: String, features: [Feature], onProblem: (StoreFailure) -> Void
  ) {
    guard Self.mayRecord(line, features: features), line != entries.last else { return }
    entries.append(line)
    if entries.count > HistoryFile.limit { entries.removeFirst(entries.count - HistoryFile.limit) }
    do {
      try file?.append(line, kept: entries)
    } catch {
      file = nil
      onProblem(error)
    }
  }

  /// Whether `line` may be kept: not blank, not starting with a space, and carrying no
  /// password.
  static func mayRecord(_ line: String, features: [Feature]) -> Bool {
    guard let first = line.first, !first.isWhitespace else { return false }
    return !carriesPassword(line, features: features)
  }

  /// Whether `line` gives a password as an argument, judged from the declarations: a
  /// command whose arguments name `PASSWORD`, with a word where it goes. A misspelled
  /// feature or command is judged by what it is nearest to, and an unknown command of a
  /// feature that has password commands counts as one: the line might be a typo of one.
  static func carriesPassword(_ line: String, features: [Feature]) -> Bool {
    var split = CommandWords()
    // A line that does not split (an open quote) is judged by its plain words.
    let words: [String] =
      Tokenizer.split(line, into: &split) == nil
      ? (0..<split.count).map { split[$0] } : line.split(separator: " ").map(String.init)
    guard words.count > 2 else { return false }
    let featureNames = features.map(\.name)
    let featureName =
      featureNames.contains(words[0])
      ? words[0] : Suggestion.nearest(to: words[0], among: featureNames)
    guard let feature = features.first(where: { $0.name == featureName }) else { return false }
    let passwordCommands = feature.commands.filter { passwordPosition(of: $0) != nil }
    guard !passwordCommands.isEmpty else { return false }
    guard let command = feature.commands.first(where: { $0.name == words[1] }) else {
      // Unknown: maybe a password command misspelled; refuse to keep it.
      return true
    }
    guard let position = passwordPosition(of: command) else { return false }
    return words.count > 2 + position
  }

  /// The position (from 0) of the `PASSWORD` argument in `command`'s declaration.
  private static func passwordPosition(of command: Feature.BoundCommand) -> Int? {
    command.arguments.split(separator: " ").firstIndex { $0.contains("PASSWORD") }
  }
}
