import Services

/// Where the gateways keep their data.
enum StoreChoice: Equatable {
  /// The default store directory from the environment (resolved when first needed).
  case defaultStore
  /// File gateways in this directory (`--store`).
  case store(String)
  /// In-memory gateways with the built-in data (`--in-memory`).
  case inMemory
  /// In-memory gateways loaded from this directory, never written (`--fixtures`).
  case fixtures(String)
}

/// When to color text output.
enum ColorChoice: String, CaseIterable {
  case auto, always, never
}

/// Everything the options before the command decide.
struct Options: Equatable {
  var store: StoreChoice = .defaultStore
  var format: OutputFormat = .text
  var color: ColorChoice = .auto
  var keepGoing = false
  /// Seed for deterministic randomness; `nil` uses the system's generator.
  var seed: UInt64?
  /// A fixed clock, in seconds since 1970-01-01T00:00:00Z.
  var now: Int64?
  /// Simulated login backend latency in milliseconds.
  var latencyMilliseconds = 0
  var trace = false
  /// `--password-stdin`: a login command without its password reads it from one line of
  /// standard input (one-shot commands only).
  var passwordFromStandardInput = false
  /// `nil` until `--lang` is given; the environment decides then.
  var language: Language?
  /// Where the trace goes instead of standard error (`--trace-file`; implies `--trace`).
  var traceFile: String?
  /// The screens' key script (`--keys`): no terminal needed.
  var keysFile: String?
  /// The screens' size under `--keys` (`--size COLSxROWS`).
  var screenColumns = 80
  var screenRows = 24
  /// Print the screens' last frame as text at the end (`--snapshot`).
  var snapshot = false
  /// `--dry-run`: every command runs as usual, over a store read and changed in memory only;
  /// nothing is saved.
  var dryRun = false
  /// `--tick DURATION`: seconds the fixed clock moves on after each command (needs `now`).
  var tickSeconds: Int64?
  /// Where `--record` writes what the run did, as a transcript (`run`, the session) or a
  /// key script (`ui`) that replays it.
  var recordFile: String?
  /// Under `--record` without `--now`: the fixed clock is set to the real time before each
  /// command, so that the run reads the very time its recording states.
  var clockFollowsRealTime = false
}

/// What the words after the options ask for.
enum Invocation: Equatable {
  /// `FEATURE COMMAND [ARG...]`.
  case command([String])
  /// `run [--echo] [FILE...]`; an empty list or `-` reads standard input; `echo` prints each
  /// command line before its result.
  case run([String], echo: Bool = false)
  /// No command: an interactive session on a terminal, else `run -`.
  case session
  /// `help [FEATURE [COMMAND]]`, or `--help`/`-h` anywhere.
  case help(feature: String?, command: String?)
  /// `--version`.
  case version
  /// `completions SHELL`: a completion script for `bash`, `zsh` or `fish`.
  case completions(String)
  /// `ui [FEATURE]`: the full-screen screens, opening on FEATURE (default `tasks`).
  case screens(String)
  /// `check [--update] FILE...`: run transcripts and compare (or, with `update`, rewrite)
  /// what their commands write.
  case check([String], update: Bool)
}
