import Repositories
import ScriptEngine
import Services
import SystemInterface
import TerminalEngine

/// `--record FILE` on `ui`: the screen device that hands the event loop the keys, clicks and
/// resizes of `base` and writes each as a line of a key script (`KeyScript`), which
/// `ui --keys FILE` replays to the same final screen.
///
/// The script opens with comments naming the command that replays it (the store, the seed,
/// the clock, the screen, `--size`); a `clock set` line comes before a key whenever the
/// clock moved. Characters typed one after another are one `text` line. What is typed into
/// a password field is never written: the field's keys are one line `text ••••••` after a
/// comment saying to write the password in. Lines are written as they come, so a run that
/// is killed leaves every line before the characters being typed.
final class KeyRecorder: ForwardingScreenDevice {
  let base: any ScreenDevice
  private let record: OutputBuffer
  private let descriptor: Int32
  private let clock: FixedClock?
  private let followsRealTime: Bool
  private var lastTimeWritten: Int64?
  /// Characters typed in a row, not yet written: one `text` line.
  private var text = ""
  /// Whether keys went to a password field since the last line written.
  private var typedSecret = false
  /// Whether the key handed out now goes to a password field (the active screen's focus).
  var isTypingSecret: () -> Bool = { false }

  /// Opens `file` for the key script of a `ui` run on `base`; `nil`, with the error on
  /// standard error, when it cannot be.
  static func open(
    _ file: String, base: any ScreenDevice, application: Application, first: String,
    storePath: String?, language: Language
  ) -> KeyRecorder? {
    switch CommandLineFiles.createTrace(file) {
    case .success(let descriptor):
      let recorder = KeyRecorder(base: base, descriptor: descriptor, application: application)
      recorder.writeHead(
        file: file, options: application.options, first: first, storePath: storePath,
        language: language)
      return recorder
    case .failure(let failure):
      let catalog = application.catalog
      application.console.err.writeProgramError(
        catalog.text(.recordCannotOpen, file, catalog.text(of: failure)))
      return nil
    }
  }

  private init(base: any ScreenDevice, descriptor: Int32, application: Application) {
    self.base = base
    self.descriptor = descriptor
    record = OutputBuffer(descriptor: descriptor)
    clock = application.fixedClock
    followsRealTime = application.options.clockFollowsRealTime
  }

  private func writeHead(
    file: String, options: Options, first: String, storePath: String?, language: Language
  ) {
    var command = "puremvp"
    switch options.store {
    case .inMemory: command += " --in-memory"
    case .fixtures(let directory): command += " --fixtures " + Runner.quoted(directory)
    case .store, .defaultStore:
      command += " --store " + Runner.quoted(storePath.map(Recorder.absolute) ?? "DIR")
    }
    if let seed = options.seed { command += " --seed " + String(seed) }
    if let clock { command += " --now " + Timestamp.iso8601(clock.time) }
    if language != .english { command += " --lang " + language.rawValue }
    let size = base.size
    command += " ui \(first) --keys " + Runner.quoted(file)
    command += " --size \(size.columns)x\(size.rows) --snapshot"
    var head = "# A ui run of puremvp, recorded with --record. It replays to the same final\n"
    head += "# screen with:\n#   " + command + "\n"
    switch options.store {
    case .inMemory, .fixtures: break
    case .store, .defaultStore:
      head += "# (--store naming a copy of the store as it was when the run began)\n"
    }
    record.write(head)
    record.flush()
  }

  func nextEvent() -> TerminalEvent? {
    guard let event = base.nextEvent() else {
      flushText()
      return nil
    }
    // The clock follows the real time at every event, ticks too; it is written only
    // before a key, when it moved.
    if followsRealTime, let clock { clock.time = SystemClock().now() }
    guard let line = KeyScript.line(for: event) else { return event }
    if isTypingSecret(), Self.editsAField(event) {
      typedSecret = true
      return event
    }
    writeClock()
    if case .key(.character(let character)) = event, character != " " || !text.isEmpty {
      text.append(character)
      return event
    }
    flushText()
    write(line)
    return event
  }

  /// Writes what is left; `false`, with the error on `err`, when some of the script could
  /// not be written.
  func finish(file: String, catalog: CommandLineCatalog, err: OutputBuffer) -> Bool {
    flushText()
    record.flush()
    defer { CommandLineFiles.close(descriptor) }
    guard record.hasFailed else { return true }
    let reason = record.failureError.map { $0.text(in: catalog) } ?? ""
    err.writeProgramError(catalog.text(.recordUnwritable, file, reason))
    return false
  }

  /// A key that types or edits in a text field: in a password field, part of the password.
  private static func editsAField(_ event: TerminalEvent) -> Bool {
    switch event {
    case .key(.character), .key(.backspace), .key(.delete), .key(.left), .key(.right),
      .key(.home), .key(.end):
      true
    default: false
    }
  }

  private func writeClock() {
    guard let clock, clock.time != lastTimeWritten else { return }
    flushText()
    lastTimeWritten = clock.time
    write("clock set " + Timestamp.iso8601(clock.time))
  }

  /// Writes the characters typed in a row as one `text` line (its trailing spaces as
  /// `key Space`, which no editor strips), and a password typed, masked.
  private func flushText() {
    if typedSecret {
      typedSecret = false
      write("# A password was typed here: write it in place of the mask.")
      write("text " + SecretWords.mask)
    }
    guard !text.isEmpty else { return }
    let trimmed = text.reversed().drop { $0 == " " }.reversed()
    write("text " + String(trimmed))
    for _ in 0..<(text.count - trimmed.count) { write("key Space") }
    text = ""
  }

  private func write(_ line: String) {
    record.write(line)
    record.endLine()
    record.flush()
  }
}

/// A key script's device that moves the fixed clock where the script's `clock set` lines
/// say, between the events of `base`.
final class ClockedScreenDevice: ForwardingScreenDevice {
  let base: any ScreenDevice
  private let clock: FixedClock
  private var sets: [(beforeEvent: Int, time: Int64, line: Int)]
  private var handedOut = 0

  init(base: any ScreenDevice, clock: FixedClock, script: KeyScript.Script) {
    self.base = base
    self.clock = clock
    sets = script.clockSets
  }

  func nextEvent() -> TerminalEvent? {
    while let first = sets.first, first.beforeEvent <= handedOut {
      clock.time = first.time
      sets.removeFirst()
    }
    handedOut += 1
    return base.nextEvent()
  }
}

/// A screen device that watches the events of another, `base`, and hands it everything else:
/// the recorder and the clocked replay differ only in `nextEvent()`.
protocol ForwardingScreenDevice: ScreenDevice {
  /// The device the events come from and the frames go to.
  var base: any ScreenDevice { get }
}

extension ForwardingScreenDevice {
  var size: (columns: Int, rows: Int) { base.size }
  var nextIsTypedCharacter: Bool { base.nextIsTypedCharacter }
  func present(_ frame: CellBuffer) { base.present(frame) }
  func suspend() { base.suspend() }
  func discardInput() { base.discardInput() }
  func startSpinner(column: Int, row: Int) { base.startSpinner(column: column, row: row) }
  func stopSpinner() { base.stopSpinner() }
}
