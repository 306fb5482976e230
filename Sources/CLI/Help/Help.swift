/// Prints `puremvp help`, `puremvp --help` and `puremvp help FEATURE`.
struct Help {
  let application: Application

  /// Prints help for `feature` (all features when `nil`); answers the exit code.
  func print(feature: String?, to out: OutputBuffer, err: OutputBuffer) -> Int32 {
    guard let feature else {
      out.write(overview)
      return ExitCode.success
    }
    guard let front = application.front(named: feature) else {
      let names = application.featureNames.joined(separator: ", ")
      err.write(
        "puremvp: error: \(application.catalog.text(.usageUnknownFeature, feature, names))\n")
      return ExitCode.usage
    }
    out.write(featureHelp(front))
    return ExitCode.success
  }

  private var overview: String {
    var text = """
      puremvp: three small applications in the pure MVP domain-layered style.

      USAGE:
        puremvp [OPTIONS] FEATURE COMMAND [ARG...]   run one command
        puremvp [OPTIONS] run [FILE...]              run scripts in order (- or none: standard input)
        puremvp [OPTIONS]                            interactive session on a terminal, else run -
        puremvp help [FEATURE] | --help | --version

      FEATURES:

      """
    let width = application.featureNames.map(\.count).max() ?? 0
    for front in application.allFronts {
      text +=
        "  \(front.name)\(String(repeating: " ", count: width - front.name.count))  \(front.summary)\n"
    }
    text += """

      OPTIONS:
        --store DIR             file store in DIR, created if missing
                                (default: $PUREMVP_STORE, $XDG_DATA_HOME/puremvp, ~/.local/share/puremvp)
        --in-memory             in-memory data with the built-in demo data; nothing is written
        --fixtures DIR          in-memory data loaded from DIR; DIR is never written
        --format text|json      text for people (default), or JSON Lines
        --color auto|always|never
                                color on a terminal unless NO_COLOR is set (default: auto)
        --keep-going            in scripts, go on after a failed command (exit 1 if any failed)
        --seed N                deterministic randomness (N: unsigned 64-bit integer)
        --now TIME              a fixed clock, ISO 8601 (2026-01-01T09:00:00Z)
        --latency DURATION      simulated login backend latency: 0, 250ms, 2s (default 0)
        --trace                 print every crossing between layers on standard error
        --lang en|es            language of messages (default from LC_ALL/LANG)
        -h, --help              show this help
        --version               show the version

      EXIT CODES:
        0 success, 1 a command failed, 64 usage, 65 corrupt store or fixture file,
        66 script cannot be opened, 74 store cannot be written, 75 store locked

      Run 'puremvp help FEATURE' for a feature's commands.

      """
    return text
  }

  private func featureHelp(_ front: any FeatureFront) -> String {
    var text = "puremvp \(front.name): \(front.summary)\n\nCOMMANDS:\n"
    let signatures = front.commands.map { command in
      [front.name, command.name, command.arguments].filter { !$0.isEmpty }.joined(separator: " ")
    }
    let width = signatures.map(\.count).max() ?? 0
    for (command, signature) in zip(front.commands, signatures) {
      text +=
        "  \(signature)\(String(repeating: " ", count: width - signature.count))  \(command.summary)\n"
    }
    text += "\nEXAMPLES:\n"
    for command in front.commands { text += "  puremvp \(command.example)\n" }
    return text
  }
}
