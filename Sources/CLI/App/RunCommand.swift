/// The program's `run` command, declared once: its flags are read by the option parser,
/// help, the man page and the completion scripts.
enum RunCommand {
  /// `run --echo`: each command line is printed (`> tasks add Buy milk`) before its result,
  /// so a demo script reads as a transcript. Text output only: JSON Lines stays one object
  /// per command.
  static let echo = CommandFlag(name: "--echo", value: .none, summary: .flagRunEcho)

  /// The flags `run` takes, in the order help lists them.
  static let flags = [echo]

  /// `[--echo] `: how the usage line writes the flags, a space after each.
  static var usageFlags: String { flags.map { "[\($0.signature)] " }.joined() }
}
