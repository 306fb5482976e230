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
    /// The command's position among all the table's commands, feature after feature.
    package let position: Int
    package let minimumArguments: Int
    package let maximumArguments: Int
    fileprivate let word: Word
  }

  /// A word of the table as a line's word is matched against it: its length and its first
  /// eight bytes as one integer decide for most words, the rest of the bytes for longer ones.
  fileprivate struct Word: Sendable {
    let length: Int
    /// The first eight bytes (fewer for a shorter word, zeros after them), little-endian.
    let prefix: UInt64
    /// Where the word is in the table's bytes.
    let start: Int

    init(_ range: Range<Int>, of bytes: [UInt8]) {
      length = range.count
      start = range.lowerBound
      var prefix: UInt64 = 0
      for (index, byte) in bytes[range.prefix(8)].enumerated() {
        prefix |= UInt64(byte) << (8 * UInt64(index))
      }
      self.prefix = prefix
    }
  }

  /// One feature: its word and where its commands are in `entries`.
  private struct FeatureWords: Sendable {
    let word: Word
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

  /// The table's three buffers in one object: a table read out of a class's stored property
  /// (the application reads its own for every command) costs one retain, not three. Its
  /// fields are constants, and matching reads the buffers without an array's checks.
  private final class Storage: @unchecked Sendable {
    /// The words back to back, then eight bytes of padding (never read for a match: a
    /// word's bytes after its eighth are compared only when it has them).
    let bytes: UnsafeMutablePointer<UInt8>
    let featureWords: UnsafeMutableBufferPointer<FeatureWords>
    let entries: UnsafeMutableBufferPointer<Entry>

    init(bytes: [UInt8], featureWords: [FeatureWords], entries: [Entry]) {
      self.bytes = .allocate(capacity: bytes.count + 8)
      self.bytes.initialize(repeating: 0, count: bytes.count + 8)
      self.bytes.update(from: bytes, count: bytes.count)
      self.featureWords = .allocate(capacity: featureWords.count)
      _ = self.featureWords.initialize(from: featureWords)
      self.entries = .allocate(capacity: entries.count)
      _ = self.entries.initialize(from: entries)
    }

    deinit {
      bytes.deallocate()
      featureWords.deallocate()
      entries.deallocate()
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
    func add(_ word: String) -> Word {
      let start = bytes.count
      bytes.append(contentsOf: word.utf8)
      return Word(start..<bytes.count, of: bytes)
    }
    var commandsBefore = 0
    for (position, feature) in features.enumerated() {
      let word = add(feature.word)
      let first = entries.count
      for (index, command) in feature.commands.enumerated() {
        entries.append(
          Entry(
            feature: position, command: index, position: commandsBefore + index,
            minimumArguments: command.minimumArguments,
            maximumArguments: command.maximumArguments ?? Int.max, word: add(command.word)))
      }
      // After every command word, so that a line calling a command by its name is matched
      // as fast as before.
      for alias in feature.aliases {
        let command = feature.commands[alias.command]
        entries.append(
          Entry(
            feature: position, command: alias.command, position: commandsBefore + alias.command,
            minimumArguments: command.minimumArguments,
            maximumArguments: command.maximumArguments ?? Int.max, word: add(alias.word)))
      }
      featureWords.append(FeatureWords(word: word, entries: first..<entries.count))
      commandsBefore += feature.commands.count
    }
    storage = Storage(bytes: bytes, featureWords: featureWords, entries: entries)
  }

  /// The command that `words` call for, or why there is none.
  package func match(_ words: CommandWords) -> Match {
    let storage = storage
    let bytes = storage.bytes
    func matches(_ index: Int, _ word: Word) -> Bool {
      words.word(index, hasLength: word.length, prefix: word.prefix, rest: bytes + word.start + 8)
    }
    // Loops of their own over the buffers: a line's two words against a few table words.
    let features = storage.featureWords
    var position = 0
    while position < features.count, !matches(0, features[position].word) { position += 1 }
    guard position < features.count else { return .unknownFeature }
    guard words.count >= 2 else { return .missingCommand(feature: position) }
    let range = features[position].entries
    var index = range.lowerBound
    while index < range.upperBound {
      let entry = storage.entries[index]
      if matches(1, entry.word) { return .command(entry) }
      index += 1
    }
    return .unknownCommand(feature: position)
  }
}
