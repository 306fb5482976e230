import Screens

/// A transcript: Markdown whose fenced `console` blocks hold `$ arrangements WORDS` lines,
/// each followed by what the command writes (standard output and error, as written) and,
/// when it is not 0, its exit status as a last line `[N]`. Everything else is prose.
///
/// The commands run in order in one session, as a script's lines do (the login form
/// carries), with a fixed clock at 2026-01-01T09:00:00Z, `--seed 0` and no latency; a
/// command's `--seed N` restarts the random stream there. Errors are written as a one-shot
/// command writes them: `arrangements: error: MESSAGE`.
public struct Transcript: Sendable {
  /// One `$` line and what it expects.
  public struct Step: Sendable, Equatable {
    /// The line of the `$` in the file, from 1.
    public let line: Int
    /// The words after `$ arrangements`.
    public let words: [String]
    /// The lines it writes.
    public var expected: [String]
    /// Its exit status.
    public var status: Int32
  }

  /// A command whose output or status differs.
  public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
    /// The step.
    public let step: Step
    /// What it wrote.
    public let actual: [String]
    /// Its exit status.
    public let status: Int32

    /// `LINE: $ arrangements WORDS`, then the expected and actual lines.
    public var description: String {
      "\(step.line): $ arrangements \(step.words.joined(separator: " "))\n"
        + "expected [\(step.status)]:\n" + step.expected.joined(separator: "\n")
        + "\nactual [\(status)]:\n" + actual.joined(separator: "\n")
    }
  }

  /// The clock every transcript starts at.
  public static let startTime = Instant.parse("2026-01-01T09:00:00Z") ?? 0

  /// The steps, in order.
  public let steps: [Step]

  /// Reads `text`; the message of the first line that is no step when it is not a
  /// transcript.
  public init(_ text: String) throws(UsageError) {
    var steps: [Step] = []
    var inConsole = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        inConsole = !inConsole && line.dropFirst(3) == "console"
        continue
      }
      guard inConsole else { continue }
      if line.hasPrefix("$ ") {
        guard let words = Script.words(line.dropFirst(2)), words.first == "arrangements" else {
          throw UsageError(
            "\(index + 1): a '$' line names another program or has an unclosed quote")
        }
        steps.append(
          Step(line: index + 1, words: Array(words.dropFirst()), expected: [], status: 0))
      } else if !steps.isEmpty {
        steps[steps.count - 1].expected.append(String(line))
      } else {
        throw UsageError("\(index + 1): output before any '$' line")
      }
    }
    // A last line `[N]` is the status.
    self.steps = steps.map { step in
      var step = step
      if let last = step.expected.last, last.hasPrefix("["), last.hasSuffix("]"),
        let status = Int32(last.dropFirst().dropLast())
      {
        step.expected.removeLast()
        step.status = status
      }
      return step
    }
  }

  /// Runs every step in `arrangement`; answers the steps that differ.
  @MainActor public func run(as arrangement: Arrangement) -> [Mismatch] {
    let session = AppSession(
      arrangement: arrangement, options: RunOptions(seed: 0, now: Self.startTime))
    var mismatches: [Mismatch] = []
    for step in steps {
      let output = LinesOutput()
      let status: Int32
      switch Invocation.parse(step.words) {
      case _ where step.words.contains("--as"):
        // The same transcript runs under every arrangement: it may not choose one.
        output.err("arrangements: error: a transcript runs under every --as; name none")
        status = 64
      case .failure(let error):
        output.err("arrangements: error: \(error.message)")
        status = 64
      case .success(let invocation):
        if let seed = invocation.options.seed { session.reseed(seed) }
        status = session.execute(invocation.words, output: output, errorPrefix: "arrangements: ")
      }
      if output.lines != step.expected || status != step.status {
        mismatches.append(Mismatch(step: step, actual: output.lines, status: status))
      }
    }
    return mismatches
  }
}

/// An `Output` that keeps the lines, standard output and error interleaved as written.
public final class LinesOutput: Output {
  /// Every line written.
  public private(set) var lines: [String] = []
  /// An empty output.
  public init() {}
  /// Keeps `line`.
  public func out(_ line: String) { lines.append(line) }
  /// Keeps `line`.
  public func err(_ line: String) { lines.append(line) }
}
