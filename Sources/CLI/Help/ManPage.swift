import ScriptEngine
import Services

/// The manual page `puremvp.1`, generated from the command and option declarations in
/// English (the language of man pages here); `docs/puremvp.1` is its committed copy, kept
/// equal by a test.
struct ManPage {
  let features: [Feature]
  let catalog: CommandLineCatalog
  let version: String

  /// The page for the program's own declarations, in English.
  static func generated() -> String {
    let application = Application.detached()
    return ManPage(
      features: application.features, catalog: CommandLineCatalog(language: .english),
      version: PureMVP.version
    ).roff
  }

  /// The page in roff, as `man -l` reads it.
  var roff: String {
    var page = """
      .TH PUREMVP 1 "" "puremvp \(version)" "User Commands"
      .SH NAME
      puremvp \\- three small applications (tasks, login, oracle) in the pure MVP style
      .SH SYNOPSIS
      .B puremvp
      [\\fIOPTIONS\\fR] \\fIFEATURE COMMAND\\fR [\\fIARG\\fR...]
      .br
      \(verbSynopsis).SH DESCRIPTION
      puremvp hosts a to\\-do list, a login form and a fortune teller, each built the same way:
      a logic\\-free presenter that connects a view to a service that holds all the state.
      It runs one command, scripts of commands (one per line, in the same words), or an
      interactive session on a terminal. Options may stand before or after the command;
      \\fB\\-\\-\\fR ends them. \\fB\\-h\\fR after a feature or a command prints its help.
      .SH SCRIPTS
      \\fBrun\\fR reads the commands of each FILE in order, one per line
      (\\fB\\-\\fR or none: standard input).

      """
    for flag in ProgramVerb.run.flags {
      page += ".TP\n.B \(escape(flag.signature))\n" + escape(catalog.text(flag.summary)) + "\n"
    }
    // The verbs of a script line (`clock`), with their notes.
    for verb in ProgramVerb.typed(at: .script) {
      page += ".TP\n.B \(escape(verb.usage))\n" + escape(catalog.text(verb.summary)) + "\n"
      if let note = verb.note { page += ".br\n" + escape(catalog.text(note)) + "\n" }
    }
    // `check`: transcripts, its flags and its note.
    let check = ProgramVerb.check
    page += ".SH TRANSCRIPTS\n\\fBcheck\\fR: " + escape(catalog.text(check.summary)) + ".\n"
    for flag in check.flags {
      page += ".TP\n.B \(escape(flag.signature))\n" + escape(catalog.text(flag.summary)) + "\n"
    }
    if let note = check.note { page += ".PP\n" + escape(catalog.text(note)) + "\n" }
    for feature in features {
      page += ".SH \(escape(feature.name.uppercased())) COMMANDS\n"
      page += escape(catalog.text(feature.summary)) + "\n"
      for command in feature.commands {
        page += ".TP\n.B \(escape(command.usage))\n"
        page += escape(catalog.text(command.summary)) + "\n"
        if !command.aliases.isEmpty {
          let aliases = command.aliases.map { "\\fB" + escape("\(feature.name) \($0)") + "\\fR" }
          page += ".br\nAlso: " + aliases.joined(separator: ", ") + ".\n"
        }
        // The command's own flags, indented under it.
        guard !command.flags.isEmpty else { continue }
        page += ".RS\n"
        for flag in command.flags {
          page += ".TP\n.B \(escape(flag.signature))\n"
          page += escape(catalog.text(flag.summary)) + "\n"
        }
        page += ".RE\n"
      }
    }
    page += ".SH OPTIONS\n"
    for option in GlobalOption.all {
      page += ".TP\n.B \(escape(option.signature))\n"
      page += option.summary.map { escape(catalog.text($0)) }.joined(separator: "\n") + "\n"
    }
    page += """
      .SH EXIT STATUS
      .TP
      .B 0
      every command succeeded
      .TP
      .B 1
      a command failed, such as an add to a store that has no task ID left
      (\\fBids_exhausted\\fR) (or any, with \\fB\\-\\-keep\\-going\\fR)
      .TP
      .B 64
      usage: an unknown feature, command or option, bad arguments, script syntax
      .TP
      .B 65
      a store or fixture file is corrupt or unreadable (it is left untouched), or the file
      given to tasks import is malformed (nothing is imported)
      .TP
      .B 66
      a script file, or the file given to tasks import, cannot be opened
      .TP
      .B 74
      the store cannot be written
      .TP
      .B 75
      the store stayed locked by another process for 10 seconds
      .TP
      .B 130
      Ctrl\\-C stopped \\fBrun\\fR between two commands; \\fBinterrupted at FILE:LINE\\fR names the
      first command not applied, and the commands before it are saved
      .SH ENVIRONMENT
      .TP
      .B PUREMVP_STORE
      the default store directory; else \\fB$XDG_DATA_HOME/puremvp\\fR, else
      \\fB~/.local/share/puremvp\\fR
      .TP
      .B NO_COLOR
      set to anything, no color (as does \\fBTERM=dumb\\fR)
      .TP
      .B LC_ALL, LC_MESSAGES, LANG
      the language of messages, in that order: \\fBes*\\fR for Spanish, else English
      .SH FILES
      A store directory holds one file per gateway (\\fBtasks\\fR, \\fBaccounts\\fR,
      \\fBsession\\fR, and an optional \\fBanswers\\fR), each starting with a format version
      line, and a \\fB.lock\\fR file.
      .SH EXAMPLES
      .nf
      puremvp tasks add Buy milk
      puremvp tasks list active \\-\\-format json
      puremvp \\-\\-in\\-memory run Fixtures/scripts/tasks\\-demo.script
      source <(puremvp completions bash)
      .fi
      .SH SEE ALSO
      The README and Architecture.md of the puremvp repository.

      """
    return page
  }

  /// The synopsis of the session and of each verb of the command line, from their
  /// declarations: names and flags in bold, placeholders (`FILE`) in italics.
  private var verbSynopsis: String {
    let session = ".B puremvp\n[\\fIOPTIONS\\fR]\n"
    return ProgramVerb.typed(at: .commandLine).reduce(session) { synopsis, verb in
      synopsis + ".br\n.B puremvp\n[\\fIOPTIONS\\fR] " + roffUsage(verb.usage) + "\n"
    }
  }

  /// `run [\fB--echo\fR] [\fIFILE\fR...]`: each word of a usage in bold, but the
  /// placeholders in capitals, in italics; brackets, bars and dots as they are.
  private func roffUsage(_ usage: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      let font = word.allSatisfy({ $0.isUppercase }) ? "\\fI" : "\\fB"
      result += font + escape(word) + "\\fR"
      word = ""
    }
    for character in usage {
      if character.isLetter || character == "-" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `text` with roff's special characters escaped: backslashes, dashes (so they print as
  /// the ASCII minus a shell needs), and a leading dot or quote.
  private func escape(_ text: String) -> String {
    var result = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
