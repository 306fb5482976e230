import Screens

/// `arrangements [--as mvc|mvp|mvvm|pure] [OPTIONS] FEATURE COMMAND [ARG...]` and
/// `arrangements [OPTIONS] run [FILE|-]`: the options, read wherever they stand before `--`.
public struct Invocation: Sendable {
  /// The arrangement (`--as`, default pure MVP).
  public var arrangement = Arrangement.pure
  /// `--seed`, `--now`, `--latency`.
  public var options = RunOptions()
  /// `--keep-going`: a script goes on after a failed command.
  public var keepGoing = false
  /// Everything that is not an option: the command and its words.
  public var words: [String] = []

  /// The usage line of `--help`.
  public static let usage = """
    usage: arrangements [--as mvc|mvp|mvvm|pure] [--seed N] [--now TIME] [--latency DURATION]
                        oracle ask [QUESTION...] | login email EMAIL | login password PASSWORD
                        | login submit | login status | login logout | run [--keep-going] [FILE|-]
    """

  /// Reads `arguments` (without the program's name); a usage error's message when they are
  /// not an invocation.
  public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    var invocation = Invocation()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--" {
        invocation.words += rest
        break
      }
      guard argument.hasPrefix("--") else {
        invocation.words.append(argument)
        continue
      }
      if argument == "--keep-going" {
        invocation.keepGoing = true
        continue
      }
      guard let value = rest.popFirst() else {
        return .failure(UsageError("\(argument) needs a value"))
      }
      switch argument {
      case "--as":
        guard let arrangement = Arrangement(rawValue: value) else {
          return .failure(
            UsageError("invalid value '\(value)' for --as; expected mvc, mvp, mvvm, pure"))
        }
        invocation.arrangement = arrangement
      case "--seed":
        guard let seed = UInt64(value) else {
          return .failure(UsageError("invalid value '\(value)' for --seed"))
        }
        invocation.options.seed = seed
      case "--now":
        guard let now = Instant.parse(value) else {
          return .failure(UsageError("invalid value '\(value)' for --now"))
        }
        invocation.options.now = now
      case "--latency":
        guard let milliseconds = latency(value) else {
          return .failure(UsageError("invalid value '\(value)' for --latency"))
        }
        invocation.options.latencyMilliseconds = milliseconds
      default:
        return .failure(UsageError("unknown option '\(argument)'"))
      }
    }
    return .success(invocation)
  }

  /// `0`, `250ms` or `2s`, at most 60 s, in milliseconds.
  static func latency(_ text: String) -> Int? {
    let milliseconds: Int?
    if text.hasSuffix("ms") {
      milliseconds = Int(text.dropLast(2))
    } else if text.hasSuffix("s") {
      milliseconds = Int(text.dropLast()).map { $0 * 1_000 }
    } else {
      milliseconds = text == "0" ? 0 : nil
    }
    return milliseconds.flatMap { (0...60_000).contains($0) ? $0 : nil }
  }
}

/// A command line that is not an invocation (exit 64).
public struct UsageError: Error, Sendable {
  /// What is wrong.
  public let message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
