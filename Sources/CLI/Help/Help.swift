import ScriptEngine
import Services

/// Prints `puremvp help`, `puremvp --help` and `puremvp help FEATURE`, in the user's language.
///
/// Every word comes from the message catalog, like every other message; the layout (two
/// aligned columns) is decided here.
struct Help {
  let application: Application

  private var catalog: CommandLineCatalog { application.catalog }

  /// Prints help for `command` of `feature`, for `feature` (or the verb it names), or for
  /// everything when both are `nil`; answers the exit code. `place` is where the help was
  /// asked for: the session's own verbs are known there only.
  func print(
    feature: String?, command: String? = nil, at place: ProgramVerb.Place = .commandLine,
    to out: OutputBuffer, err: OutputBuffer
  ) -> Int32 {
    do throws(UsageError) {
      out.write(try text(feature: feature, command: command, at: place))
      return ExitCode.success
    } catch {
      err.writeProgramError(error.message)
      return ExitCode.usage
    }
  }

  /// The help text for `command` of `feature`, for `feature` or the verb it names, or the
  /// overview.
  func text(feature: String?, command: String?, at place: ProgramVerb.Place = .commandLine)
    throws(UsageError) -> String
  {
    guard let feature else { return overview }
    // A script line's verb (`help clock`) has its help everywhere.
    if command == nil,
      let verb = ProgramVerb.named(feature, at: place) ?? ProgramVerb.named(feature, at: .script)
    {
      return verbHelp(verb, at: place)
    }
    guard let declared = application.feature(named: feature) else {
      throw application.unknownFeature(feature)
    }
    guard let command else { return featureHelp(declared) }
    guard let found = declared.commands.first(where: { $0.words.contains(command) }) else {
      throw application.unknownCommand(command, of: declared)
    }
    return commandHelp(found)
  }

  /// The help of one command: what it does, how it is written, its flags, an example.
  func commandHelp(_ command: Feature.BoundCommand) -> String {
    var text =
      catalog.text(.helpFeatureTitle, command.title, catalog.text(command.summary)) + "\n\n"
    text += catalog.text(.helpUsage) + "\n  puremvp " + application.usageLine(command) + "\n\n"
    if !command.aliases.isEmpty {
      let aliases = command.aliases.map { "  puremvp \(command.feature) \($0)" }
      text += catalog.text(.helpAliases) + "\n" + aliases.joined(separator: "\n") + "\n\n"
    }
    if !command.flags.isEmpty {
      let rows = command.flags.map { ("  " + $0.signature, catalog.text($0.summary)) }
      text += catalog.text(.helpFlags) + "\n" + columns(rows) + "\n"
    }
    text += catalog.text(.helpExamples) + "\n  puremvp \(command.example)\n"
    return text
  }

  /// The help of one of the program's verbs: what it does, how it is written, its flags, a
  /// note, examples. In a session, a verb is typed without `puremvp` and its options.
  func verbHelp(_ verb: ProgramVerb, at place: ProgramVerb.Place) -> String {
    let onCommandLine = place != .session && verb.isTyped(at: .commandLine)
    let usage = onCommandLine ? catalog.text(.helpUsageVerb, verb.usage) : verb.usage
    var text = catalog.text(.helpFeatureTitle, verb.name, catalog.text(verb.summary)) + "\n\n"
    text += catalog.text(.helpUsage) + "\n  " + usage + "\n\n"
    if !verb.flags.isEmpty {
      let rows = verb.flags.map { ("  " + $0.signature, catalog.text($0.summary)) }
      text += catalog.text(.helpFlags) + "\n" + columns(rows) + "\n"
    }
    if let note = verb.note { text += catalog.text(note) + "\n\n" }
    if !verb.examples.isEmpty {
      text += catalog.text(.helpExamples) + "\n"
      for example in verb.examples { text += "  " + example + "\n" }
    }
    return text
  }

  private var overview: String {
    let features = application.features
    let rows = features.map { ("  " + $0.name, catalog.text($0.summary)) }
    return catalog.text(.helpOverview, columns(rows), optionRows, usageRows, runFlagRows)
  }

  /// `USAGE:`'s rows: one command, the session, then each verb of the command line, from
  /// its declaration.
  private var usageRows: String {
    let verbs = ProgramVerb.typed(at: .commandLine).map {
      ("  " + catalog.text(.helpUsageVerb, $0.usage), catalog.text($0.summary))
    }
    return columns(
      [
        ("  " + catalog.text(.helpUsageCommand), catalog.text(.helpOneCommand)),
        ("  " + catalog.text(.helpUsageSession), catalog.text(.helpSessionSummary)),
      ] + verbs)
  }

  /// The help the interactive session prints for `help`: the features, and how a session
  /// line differs from a command line (no `puremvp`, no global options).
  var sessionOverview: String {
    let rows = application.features.map { ("  " + $0.name, catalog.text($0.summary)) }
    return catalog.text(.helpSession, columns(rows))
  }

  /// `SCRIPTS (run):` and the flags of `run`, then the verbs of a script line (`clock`),
  /// from their declarations; a signature too wide for the first column puts its summary
  /// on the next line.
  private var runFlagRows: String {
    let width = 24
    let flags = ProgramVerb.run.flags.map { ("  " + $0.signature, catalog.text($0.summary)) }
    let lines = ProgramVerb.typed(at: .script).map {
      ("  " + $0.usage, catalog.text($0.summary))
    }
    let rows = (flags + lines).map { signature, summary in
      guard signature.count < width + 1 else {
        return signature + "\n" + String(repeating: " ", count: width + 2) + summary
      }
      return signature + String(repeating: " ", count: width + 2 - signature.count) + summary
    }
    return catalog.text(.helpRunFlags) + "\n" + rows.joined(separator: "\n")
  }

  /// The global options, two columns from their declarations; a signature too wide for
  /// the first column puts its summary on the next line.
  private var optionRows: String {
    let width = 24
    let indent = String(repeating: " ", count: width + 2)
    var text = ""
    for option in GlobalOption.all {
      let signature = "  " + option.signature
      let lines = option.summary.map { catalog.text($0) }
      if signature.count < width + 1 {
        text += signature + String(repeating: " ", count: width + 2 - signature.count)
      } else {
        text += signature + "\n" + indent
      }
      text += lines.joined(separator: "\n" + indent) + "\n"
    }
    // The template puts the line break after the last row.
    return String(text.dropLast())
  }

  private func featureHelp(_ feature: Feature) -> String {
    let rows = feature.commands.map { ("  " + $0.usage, catalog.text($0.summary)) }
    var text = catalog.text(.helpFeatureTitle, feature.name, catalog.text(feature.summary)) + "\n\n"
    text += catalog.text(.helpUsage) + "\n" + catalog.text(.helpFeatureUsage, feature.name) + "\n\n"
    text += catalog.text(.helpCommands) + "\n" + columns(rows) + "\n"
    let aliases = feature.commands.flatMap { command in
      command.aliases.map { ("  \(feature.name) \($0)", "= \(feature.name) \(command.name)") }
    }
    if !aliases.isEmpty {
      text += catalog.text(.helpAliases) + "\n" + columns(aliases) + "\n"
    }
    if let note = feature.helpNote { text += catalog.text(note) + "\n" }
    text += catalog.text(.helpExamples) + "\n"
    for command in feature.commands { text += "  puremvp \(command.example)\n" }
    return text
  }

  /// Rows of two columns, the second aligned two spaces after the longest first.
  private func columns(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    var text = ""
    for (left, right) in rows {
      text += left + String(repeating: " ", count: width - left.count) + "  " + right + "\n"
    }
    return text
  }
}
