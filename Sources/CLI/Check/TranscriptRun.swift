import Repositories
import ScriptEngine
import Services
import SystemInterface

/// Runs the commands of one transcript, each as the one-shot command would run, while the
/// store, the login form, the clock and the random streams carry from command to command.
///
/// A line's options that are bound when an application is wired (`--format`, `--lang`,
/// `--trace`, `--latency`) get an application of their own, made the first time a line
/// asks for them and kept for the file; every application runs over the same gateways
/// (`KeptStore`), clock and random streams (`SharedParts`). The login form lives in the
/// Login service, so it carries between lines that share their options (docs/decisions.md).
/// A `--dry-run` line runs on an application of its own over a throwaway copy of the store
/// (`runDry`), so that the next line sees the store as it was before it.
/// Nothing of the user's environment reaches a command: no terminal, no color, no
/// environment variable (English unless `--lang`), an empty standard input; relative paths
/// are relative to the transcript's directory.
final class TranscriptRun {
  /// How one command ended: its status, and what it wrote as lines when that is not what
  /// the transcript says it writes (`nil` when it is: no line of it is made into text).
  struct Result {
    let lines: [String]?
    let status: Int32
  }

  /// Why a transcript could not be run (its directory, its store's copy), worded.
  struct Refusal: Error {
    let message: String
  }

  /// The clock of a transcript unless its first command says `--now`: 2026-01-01T09:00:00Z.
  static let startTime: Int64 = 1_767_258_000

  /// The commands' words: English, as a one-shot command's with no language in its
  /// environment (a line's `--lang` sets its own).
  private let catalog = CommandLineCatalog(language: .english)
  /// Standard output and standard error of every command of the file, in the order written.
  private let output = OutputBuffer.capturing()
  private let store: KeptStore
  private let storeChoice: StoreChoice
  /// The directory of a store of files: the temporary copy of `--store`.
  private let storePath: String?
  private let shared: SharedParts
  /// An empty standard input (`/dev/null`).
  private let input: Int32
  /// `--tick` on the first command: seconds the clock moves on after each command.
  private let tickSeconds: Int64?
  /// The words of the command being run, refilled for each: its buffers are made once.
  private var commandWords = CommandWords()
  /// The application of a line with no options of its own, once made.
  private var plainApplication: Application?
  /// The applications made so far, by the options they were wired for.
  private var applications: [(options: Options, application: Application)] = []

  private init(
    storeChoice: StoreChoice, storePath: String?, time: Int64, tickSeconds: Int64?
  ) {
    self.tickSeconds = tickSeconds
    self.storeChoice = storeChoice
    self.storePath = storePath
    let console = Self.console(.text, output)
    store = KeptStore(
      Composition.store(storeChoice, path: storePath, console: console, catalog: catalog))
    shared = SharedParts(seed: 0, time: time, store: store)
    input = open("/dev/null", O_RDONLY | O_CLOEXEC)
  }

  deinit {
    if input >= 0 { _ = close(input) }
  }

  /// Runs `commands`, the transcript `file`'s, in its directory; the results in order, or
  /// why the run could not start (its store could not be copied), worded in `catalog`.
  static func run(
    _ commands: [Transcript.Command], of file: String, catalog: CommandLineCatalog
  ) -> Swift.Result<[Result], Refusal> {
    // Relative paths are the transcript's: the check works in its directory meanwhile.
    let home = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer {
      if home >= 0 {
        _ = fchdir(home)
        _ = close(home)
      }
    }
    if let slash = file.lastIndex(of: "/") {
      let directory = String(file[...slash])
      guard chdir(directory) == 0 else {
        return .failure(
          Refusal(
            message: catalog.text(.transcriptCannotOpen, file, SystemError.last.text(in: catalog))))
      }
    }
    let first = commands.first.flatMap { command in
      try? OptionParser(catalog: CommandLineCatalog(language: .english)).parse(command.words).0
    }
    var choice = StoreChoice.inMemory
    var storePath: String?
    var copy: String?
    defer { copy.map(TranscriptFiles.removeTree) }
    switch first?.store {
    case .store(let path):
      switch TranscriptFiles.makeTemporaryDirectory() {
      case .success(let directory): copy = directory
      case .failure(let error):
        return .failure(
          Refusal(message: catalog.text(.transcriptStoreCannotCopy, path, error.text(in: catalog))))
      }
      // A store that does not exist yet is made in the copy, as `--store` would make it.
      var info = stat()
      if let copy, lstat(path, &info) == 0, let error = TranscriptFiles.copyTree(path, into: copy) {
        return .failure(
          Refusal(message: catalog.text(.transcriptStoreCannotCopy, path, error.text(in: catalog))))
      }
      choice = .store(copy ?? path)
      storePath = copy
    case .fixtures(let path):
      choice = .fixtures(path)
    default:
      break
    }
    let run = TranscriptRun(
      storeChoice: choice, storePath: storePath, time: first?.now ?? startTime,
      tickSeconds: first?.tickSeconds)
    let results = commands.map { run.run($0) }
    run.finish()
    return .success(results)
  }

  /// Runs one command as the one-shot command would.
  private func run(_ command: Transcript.Command) -> Result {
    let status: Int32
    do throws(UsageError) {
      if isPlain(command) {
        // No options of its own: the application of the file's options, found once.
        let plain = plainApplication ?? application(for: Options())
        plainApplication = plain
        let outcome = plain.execute(commandWords, at: .commandLine)
        return result(
          of: command, status: plain.hasLostWrite ? ExitCode.ioError : ExitCode.of(outcome))
      }
      let (lineOptions, invocation) = try OptionParser(catalog: catalog).parse(command.words)
      if let seed = lineOptions.seed { shared.restart(seed: seed) }
      status =
        lineOptions.dryRun
        ? runDry(invocation, options: lineOptions)
        : run(invocation, in: application(for: lineOptions))
    } catch {
      output.writeProgramError(error.message)
      status = ExitCode.usage
    }
    return result(of: command, status: status)
  }

  /// How `command` ended with `status`: what it wrote is compared with what the transcript
  /// says as bytes, and made into lines only when they differ (or the expected lines are
  /// not laid out as a command writes them: indented, or with carriage returns).
  private func result(of command: Transcript.Command, status: Int32) -> Result {
    let lines = output.withCaptured { written -> [String]? in
      let same = command.withExpectedBytes { Self.equal($0, written) }
      if same == true { return nil }
      let lines = Self.lines(of: written)
      return lines == command.expected ? nil : lines
    }
    return Result(lines: lines, status: status)
  }

  /// Whether `command` is a plain one with no options of its own, its words split in
  /// `commandWords`: split straight from the `$` line after `$ puremvp `, as a script's line
  /// is, when that line is plain (no quotes, no escapes, ASCII), and with no word that
  /// begins with `-` and no program verb first (most of a transcript), which the parser
  /// would read as a command with no options: it is not parsed.
  private func isPlain(_ command: Transcript.Command) -> Bool {
    guard command.isPlain else { return false }
    return command.withText { bytes in
      let prefix = Self.prefix
      guard bytes.count > prefix.count,
        bytes[0] == prefix[0] && bytes[1] == prefix[1]
          && (2..<prefix.count).allSatisfy({ bytes[$0] == prefix[$0] })
      else { return false }
      let words = UnsafeBufferPointer(rebasing: bytes[prefix.count...])
      return !Self.holdsOption(words) && !Self.startsWithVerb(words)
        && Tokenizer.splitPlain(words, into: &commandWords) && commandWords.count > 0
    }
  }

  /// What a plain command's `$` line begins with, its words after it.
  private static let prefix = Array("$ puremvp ".utf8)

  /// The names of the program's verbs on a command line (`run`, `help`...), as bytes.
  private static let verbNames = ProgramVerb.all.filter { $0.isTyped(at: .commandLine) }.map {
    Array($0.name.utf8)
  }

  /// Whether the first word of the plain words `bytes` names a program verb.
  private static func startsWithVerb(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let isSeparator = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isSeparator($0) }) else { return false }
    let end = bytes[start...].firstIndex(where: isSeparator) ?? bytes.count
    let word = bytes[start..<end]
    return verbNames.contains { $0.count == word.count && $0.elementsEqual(word) }
  }

  /// Whether `left` and `right` hold the same bytes.
  private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard left.count == right.count else { return false }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
    return memcmp(leftBase, rightBase, left.count) == 0
  }

  /// Whether a word of the plain words `bytes` begins with `-`: a `-` first or after a
  /// separator.
  private static func holdsOption(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.first == UInt8(ascii: "-") { return true }
    var index = 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "-"),
        bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Runs what a line asks for in `application`; the exit status.
  private func run(_ invocation: Invocation, in application: Application) -> Int32 {
    switch invocation {
    case .command(let words):
      commandWords.removeAll()
      for word in words { commandWords.append(word) }
      let outcome = application.execute(commandWords, at: .commandLine)
      return application.hasLostWrite ? ExitCode.ioError : ExitCode.of(outcome)
    case .help(let feature, let command):
      return Help(application: application).print(
        feature: feature, command: command, to: output, err: output)
    case .version:
      output.write("puremvp \(PureMVP.version)\n")
      return ExitCode.success
    case .completions(let shell):
      output.write(Completions(features: application.features).script(for: shell) ?? "")
      return ExitCode.success
    case .run(let files, let echo):
      return Runner(application: application, standardInput: input)
        .runScripts(files.isEmpty ? ["-"] : files, echo: echo)
    case .session:
      // Not a terminal, and standard input is empty: the script `-`, with no line.
      return Runner(application: application, standardInput: input).runScripts(["-"])
    case .screens:
      output.writeProgramError(catalog.text(.transcriptCannotRun, "ui"))
      return ExitCode.usage
    case .check:
      output.writeProgramError(catalog.text(.transcriptCannotRun, "check"))
      return ExitCode.usage
    }
  }

  /// Runs a `--dry-run` line as the one-shot dry run would (JSON objects marked, the note
  /// once at the end) on an application of its own, over a copy of the store that is
  /// dropped after it: a copy of the in-memory gateways, or the store's files (each command
  /// before was saved when it ended) opened again as a dry run opens them, changes kept in
  /// memory. The clock and the random streams are the file's: they carry on. (Fixtures
  /// have no copy to give: `TranscriptCheck` refuses such a line on them before any runs.)
  private func runDry(_ invocation: Invocation, options lineOptions: Options) -> Int32 {
    let options = wiring(lineOptions)
    let lineCopy =
      store.inMemoryCopy()
      ?? KeptStore(
        Composition.store(
          storeChoice, path: storePath, dryRun: true, console: Self.console(.text, output),
          catalog: catalog))
    store.lineCopy = lineCopy
    defer { store.lineCopy = nil }
    let console = Console(
      format: options.format, useColor: false, useColorOnErrors: false, out: output, err: output,
      marksDryRun: true)
    let application = Application(
      options: options, language: options.language ?? .english, store: lineCopy,
      console: console, input: (input, false), traceOutput: nil, shared: shared)
    var status = run(invocation, in: application)
    if application.finish() { status = ExitCode.ioError }
    switch invocation {
    case .command, .run, .session, .screens:
      // Once, after the last output, as the one-shot command ends a dry run.
      output.writeProgramNote(application.catalog.text(.noteDryRun))
    case .help, .version, .completions, .check:
      break
    }
    return status
  }

  /// The application wired for a line's options: one per set of options, see the type.
  private func application(for lineOptions: Options) -> Application {
    let options = wiring(lineOptions)
    if let made = applications.first(where: { $0.options == options }) {
      return made.application
    }
    let language = options.language ?? .english
    let application = Application(
      options: options, language: language, store: store,
      console: Self.console(options.format, output), input: (input, false), traceOutput: nil,
      shared: shared)
    // Each command is saved when it ends, as in a session: the next one may be another
    // application's.
    application.holdStorePerCommand()
    applications.append((options, application))
    return application
  }

  /// `lineOptions` as an application of the file is wired for: the file's store, clock,
  /// streams and tick, no color, English unless the line says.
  private func wiring(_ lineOptions: Options) -> Options {
    var options = lineOptions
    options.store = storeChoice
    options.seed = nil
    options.now = nil
    // The first command's `--tick` lasts for the file, whichever application runs a line.
    options.tickSeconds = tickSeconds
    options.color = .never
    options.language = lineOptions.language ?? .english
    return options
  }

  /// Saves what is left, as a one-shot command's end does.
  private func finish() {
    for made in applications { _ = made.application.finish() }
  }

  private static func console(_ format: OutputFormat, _ output: OutputBuffer) -> Console {
    Console(format: format, useColor: false, useColorOnErrors: false, out: output, err: output)
  }

  /// `bytes` as lines: split at each line end, the last one's end optional.
  private static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var lines: [String] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      lines.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
      start = end + 1
    }
    return lines
  }
}
