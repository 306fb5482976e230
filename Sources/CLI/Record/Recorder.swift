import Repositories
import ScriptEngine
import Services
import SystemInterface

/// `--record FILE` for the line interfaces (`run`, the session): writes the run as a
/// Markdown transcript that replays it, one `console` block of `$ puremvp WORDS` lines,
/// each followed by what the command writes as a one-shot command (the console copies it
/// here, `Console.recorder`) and a last line `[N]` when it failed.
///
/// Each command is preceded by `clock set` with the time it ran, when that time moved; the
/// first line carries the store (`--in-memory`, `--fixtures DIR`, `--store DIR`) and the
/// seed, every line the run's `--format json` and `--lang es`. A password never reaches the
/// file: a secret word is written as the mask, and so is a password that was asked for.
///
/// The file is written as the run goes, one write per command, and the block is closed after
/// each one (the fence is taken back before the next): a session that is killed, or a
/// terminal that is closed, leaves a transcript of every command that ended.
final class Recorder {
  /// The file as the user named it, for messages.
  let file: String
  private let descriptor: Int32
  private let record: OutputBuffer
  /// Whether the fence can be taken back (a regular file; not a pipe or a terminal).
  private let isSeekable: Bool
  private var fenceIsClosed = false
  /// The options of the first `$` line only (the store, the seed), until it is written.
  private var firstOptions: String?
  /// The options of every `$` line (`--format json`, `--lang es`), each with a space after.
  private let everyOptions: String
  private let clock: FixedClock?
  /// Whether the clock is set to the real time before each command: until a `clock`
  /// line takes it over.
  private var followsRealTime: Bool
  private var lastTimeWritten: Int64?
  /// The `$` line of the running command, kept until its first output or its end, so that
  /// a password asked for on the way can still be added to it, masked.
  private var pendingLine: String?
  private var isInCommand = false

  /// Picks the seed and the clock of a recorded run, so that the run uses what its record
  /// states: a seed from the system's generator when `--seed` is not given, and a fixed
  /// clock that follows the real time when `--now` is not.
  static func settle(_ options: inout Options) {
    if options.seed == nil {
      // Printed in decimal and read back by `--seed`; any 64-bit value would do, a short
      // one reads better.
      options.seed = SystemRandomSource().next() % 1_000_000
    }
    // A key script that is replayed states its own clock, if any.
    if options.now == nil, options.keysFile == nil {
      options.now = SystemClock().now()
      options.clockFollowsRealTime = true
    }
  }

  /// Opens `file` for the record of `application`'s run (`storePath` the store of files it
  /// runs on, if any); `nil` with the error written on standard error when it cannot.
  static func open(
    _ file: String, application: Application, storePath: String?, language: Language
  ) -> Recorder? {
    switch CommandLineFiles.createTrace(file) {
    case .success(let descriptor):
      return Recorder(
        file: file, descriptor: descriptor, application: application, storePath: storePath,
        language: language)
    case .failure(let failure):
      let catalog = application.catalog
      application.console.err.writeProgramError(
        catalog.text(.recordCannotOpen, file, catalog.text(of: failure)))
      return nil
    }
  }

  private init(
    file: String, descriptor: Int32, application: Application, storePath: String?,
    language: Language
  ) {
    self.file = file
    self.descriptor = descriptor
    record = OutputBuffer(descriptor: descriptor)
    isSeekable = lseek(descriptor, 0, SEEK_CUR) >= 0
    let options = application.options
    clock = application.fixedClock
    followsRealTime = options.clockFollowsRealTime
    var every = ""
    if options.format == .json { every += "--format json " }
    if language != .english { every += "--lang " + language.rawValue + " " }
    everyOptions = every
    var first = ""
    switch options.store {
    case .inMemory: first = "--in-memory "
    case .fixtures(let directory):
      first = "--fixtures " + Runner.quoted(Self.path(of: directory, from: file)) + " "
    case .store, .defaultStore:
      if let storePath {
        first = "--store " + Runner.quoted(Self.path(of: storePath, from: file)) + " "
      }
    }
    if let seed = options.seed { first += "--seed " + String(seed) + " " }
    firstOptions = first
    var head = "A run of puremvp, recorded with `--record`; `puremvp check` replays it.\n"
    switch options.store {
    case .inMemory, .fixtures: break
    case .store, .defaultStore:
      head +=
        "It ran on a store of files: it replays only with `--store` naming a copy of that\n"
        + "store as it was when the run began.\n"
    }
    record.write(head + "\n```console\n")
  }

  /// Starts recording the command `words`: the clock first, when it moved, then its `$`
  /// line (kept back until the command writes, see `pendingLine`).
  func begin(_ words: CommandWords, features: [Feature]) {
    reopenBlock()
    if followsRealTime { clock?.time = SystemClock().now() }
    // A `clock` line moves the clock, which the next command's `clock set` states (and the
    // clock follows it from then on, not the real time); `help` changes nothing, and a
    // script's help is worded for scripts.
    if words.word(0, is: "clock") { followsRealTime = false }
    guard !words.word(0, is: "clock"), !words.word(0, is: "help") else { return }
    if let clock, clock.time != lastTimeWritten {
      lastTimeWritten = clock.time
      writeLine(["clock", "set", Timestamp.iso8601(clock.time)].joined(separator: " "))
    }
    let secret = SecretWords.secrecy(in: words, features: features)
    var typed: [String] = []
    for index in 0..<words.count {
      let isSecret = index < secret.count && secret[index]
      typed.append(isSecret ? SecretWords.masked(words[index]) : Runner.quoted(words[index]))
    }
    pendingLine = typed.joined(separator: " ")
    isInCommand = true
  }

  /// A password was asked for (a prompt): it goes on the command's line, masked, where
  /// the command takes it, after the words typed.
  func tookPassword() {
    if let line = pendingLine { pendingLine = line + " " + SecretWords.mask }
  }

  /// Where the running command's output is copied, in one-shot form; `nil` outside a
  /// recorded command (a line that was no command, a session's `help`).
  var commandOutput: OutputBuffer? {
    guard isInCommand else { return nil }
    writePendingLine()
    return record
  }

  /// Ends the command: its status when it failed; the block is closed and written out.
  func end(_ outcome: CommandOutcome) {
    if isInCommand {
      writePendingLine()
      isInCommand = false
      let status = ExitCode.of(outcome)
      if status != ExitCode.success {
        record.write("[" + String(status) + "]")
        record.endLine()
      }
    }
    // A pipe cannot take the fence back: it gets it once, at the end.
    if isSeekable {
      record.write("```\n")
      fenceIsClosed = true
    }
    record.flush()
  }

  /// Closes the file, after the last command; `false`, with the error on `err`, when some
  /// of it could not be written.
  func finish(catalog: CommandLineCatalog, err: OutputBuffer) -> Bool {
    if !fenceIsClosed {
      record.write("```\n")
      fenceIsClosed = true
    }
    record.flush()
    defer { CommandLineFiles.close(descriptor) }
    guard record.hasFailed else { return true }
    let reason = record.failureError.map { $0.text(in: catalog) } ?? ""
    err.writeProgramError(catalog.text(.recordUnwritable, file, reason))
    return false
  }

  private func writePendingLine() {
    guard let line = pendingLine else { return }
    pendingLine = nil
    writeLine(line)
  }

  private func writeLine(_ words: String) {
    record.write("$ puremvp ")
    if let first = firstOptions {
      record.write(first)
      firstOptions = nil
    }
    record.write(everyOptions)
    record.write(words)
    record.endLine()
  }

  /// Takes back the fence written after the last command, to go on in the same block.
  private func reopenBlock() {
    guard fenceIsClosed, isSeekable else { return }
    record.flush()
    let end = lseek(descriptor, -4, SEEK_CUR)
    guard end >= 0, ftruncate(descriptor, end) == 0 else {
      // Left closed: the next command opens a new block after it.
      record.write("\n```console\n")
      fenceIsClosed = false
      return
    }
    fenceIsClosed = false
  }

  /// `target` as the transcript `file` names it: a replay takes a relative path from the
  /// transcript's directory, so it is written from there (`../stores/demo`) when the two
  /// share a directory below the root, and from the root otherwise (`/var/tmp/store`).
  static func path(of target: String, from file: String) -> String {
    let to = absolute(target).split(separator: "/").filter { $0 != "." }
    let from = absolute(file).split(separator: "/").filter { $0 != "." }.dropLast()
    let shared = zip(to, from).prefix { $0 == $1 }.count
    guard shared > 0, !to.contains(".."), !from.contains("..") else { return absolute(target) }
    let up = Array(repeating: "..", count: from.count - shared)
    let path = (up + to.dropFirst(shared).map(String.init)).joined(separator: "/")
    return path.isEmpty ? "." : path
  }

  /// `path` from the root, for a record that is replayed from another directory.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard let directory = getcwd(&buffer, buffer.count) else { return path }
    let base = String(cString: directory)
    let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return (base.hasSuffix("/") ? base : base + "/") + relative
  }
}

extension Invocation {
  /// Whether `--record` writes a transcript of it: `run` and the session (`ui` writes a key
  /// script of its own).
  var isRecorded: Bool {
    switch self {
    case .run, .session: true
    case .command, .help, .version, .completions, .screens, .check: false
    }
  }
}
