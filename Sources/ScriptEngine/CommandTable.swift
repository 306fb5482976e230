/// Every feature and command word of the application as bytes, for finding the command a
/// line calls for.
///
/// Built once from the command declarations (the command line's `Feature`s, given here as
/// their words and argument counts only). The words sit back to back in one buffer and each
/// command is a plain entry of positions, ranges and counts, so matching a line compares
/// bytes and touches no reference count but the table's own: a script of a million
/// commands does this a million times.
package struct CommandTable {
  /// One command of one feature.
  package struct Entry: Sendable {
    /// The feature's position among the features the table was built from.
    package let feature: Int
    /// The command's position among its feature's commands.
    package let command: Int
    package let minimumArguments: Int
    package let maximumArguments: Int
    fileprivate let word: Range<Int>
  }

  /// One feature: its word and where its commands are in `entries`.
  private struct FeatureWords: Sendable {
    let word: Range<Int>
    let entries: Range<Int>
  }

  /// What a line's first two words name.
  package enum Match {
    /// A command of a feature.
    case command(Entry)
    /// No feature has the first word.
    case unknownFeature
    /// The feature exists (`feature` is its position), but no second word was given.
    case missingCommand(feature: Int)
    /// The feature exists, but has no command named by the second word.
    case unknownCommand(feature: Int)
  }

  /// The table's three arrays in one object: a table read out of a class's stored property
  /// (the application reads its own for every command) costs one retain, not three.
  private final class Storage: Sendable {
    let bytes: [UInt8]
    let featureWords: [FeatureWords]
    let entries: [Entry]

    init(bytes: [UInt8], featureWords: [FeatureWords], entries: [Entry]) {
      self.bytes = bytes
      self.featureWords = featureWords
      self.entries = entries
    }
  }

  private let storage: Storage

  /// One command as the table knows it: its word and how many arguments it takes (`nil`
  /// for any number).
  package typealias CommandWord = (word: String, minimumArguments: Int, maximumArguments: Int?)

  /// Another word for one of a feature's commands (`done` for `complete`): `command` is the
  /// command's position among the feature's commands.
  package typealias AliasWord = (word: String, command: Int)

  /// The table of `features`' commands, in order, and their aliases.
  package init(
    words features: [(word: String, commands: [CommandWord], aliases: [AliasWord])]
  ) {
    var bytes: [UInt8] = []
    var featureWords: [FeatureWords] = []
    var entries: [Entry] = []
    func add(_ word: String) -> Range<Int> {
      let start = bytes.count
      bytes.append(contentsOf: word.utf8)
      return start..<bytes.count
    }
    for (position, feature) in features.enumerated() {
      let word = add(feature.word)
      let first = entries.count
      for (index, command) in feature.commands.enumerated() {
        entries.append(
          Entry(
            feature: position, command: index, minimumArguments: command.minimumArguments,
            maximumArguments: command.maximumArguments ?? Int.max, word: add(command.word)))
      }
      // After every command word, so that a line calling a command by its name is matched
      // as fast as before.
      for alias in feature.aliases {
        let command = feature.commands[alias.command]
        entries.append(
          Entry(
            feature: position, command: alias.command,
            minimumArguments: command.minimumArguments,
            maximumArguments: command.maximumArguments ?? Int.max, word: add(alias.word)))
      }
      featureWords.append(FeatureWords(word: word, entries: first..<entries.count))
    }
    storage = Storage(bytes: bytes, featureWords: featureWords, entries: entries)
  }

  /// The command that `words` call for, or why there is none.
  package func match(_ words: CommandWords) -> Match {
    let storage = storage
    return storage.bytes.withUnsafeBufferPointer { bytes in
      func word(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
      }
      return storage.featureWords.withUnsafeBufferPointer { features in
        guard let position = features.firstIndex(where: { words.word(0, is: word($0.word)) })
        else { return .unknownFeature }
        guard words.count >= 2 else { return .missingCommand(feature: position) }
        return storage.entries.withUnsafeBufferPointer { entries in
          for entry in entries[features[position].entries]
          where words.word(1, is: word(entry.word)) {
            return .command(entry)
          }
          return .unknownCommand(feature: position)
        }
      }
    }
  }

}
