import Services
import SystemInterface

/// What the program reads from its surroundings: environment variables and terminals.
///
/// A value rather than global reads, so tests can run the whole program with any
/// environment in-process.
package struct ProcessEnvironment: Sendable {
  /// The environment variables.
  package var variables: [String: String]
  /// Whether standard input is a terminal.
  package var inputIsTerminal: Bool

  /// The current process's environment.
  package static func current() -> ProcessEnvironment {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
    }
    return ProcessEnvironment(variables: variables, inputIsTerminal: isatty(0) == 1)
  }

  /// A given environment.
  package init(variables: [String: String], inputIsTerminal: Bool) {
    self.variables = variables
    self.inputIsTerminal = inputIsTerminal
  }

  /// The language of messages, as POSIX looks it up: `LC_ALL`, else `LC_MESSAGES`, else
  /// `LANG`; Spanish when it starts with `es`, else English.
  var language: Language {
    let locale = nonEmpty("LC_ALL") ?? nonEmpty("LC_MESSAGES") ?? nonEmpty("LANG") ?? ""
    return locale.hasPrefix("es") ? .spanish : .english
  }

  /// Whether the surroundings ask for no color: `NO_COLOR` set to anything non-empty (per
  /// no-color.org), or a terminal that says it cannot show any (`TERM=dumb`).
  var forbidsColor: Bool { nonEmpty("NO_COLOR") != nil || variables["TERM"] == "dumb" }

  /// The default store: `$PUREMVP_STORE`, else `$XDG_DATA_HOME/puremvp`, else
  /// `~/.local/share/puremvp`; `nil` when none of them is set.
  var defaultStorePath: String? {
    if let store = nonEmpty("PUREMVP_STORE") { return store }
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    if let data = nonEmpty("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/puremvp" }
    if let home = nonEmpty("HOME") { return home + "/.local/share/puremvp" }
    return nil
  }

  /// Whether a shell completion script runs the program to list task IDs: the generated
  /// scripts set `PUREMVP_COMPLETING`. Completion only reads: the store is opened as fixtures
  /// are, and one that does not exist is not created (a typo on the line is no new store).
  var isCompleting: Bool { nonEmpty("PUREMVP_COMPLETING") != nil }

  private func nonEmpty(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }
}
