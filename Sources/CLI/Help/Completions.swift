import Services

/// Shell completion scripts, generated from the command and option declarations.
///
/// Each script completes features, commands, global options and their values, the words a
/// command's arguments allow (`tasks list` filters), and task IDs, which it asks the
/// program itself for (`puremvp tasks list`, with the store options typed so far), with
/// `PUREMVP_COMPLETING` set: the store is only read, and one that is missing stays missing.
struct Completions {
  /// The shells a script can be generated for.
  static let shells = ["bash", "zsh", "fish"]

  let features: [Feature]

  /// The script for `shell`, or `nil` for a shell this program does not know.
  func script(for shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  /// What each position completes to, read from the declarations: the same rules as the
  /// interactive session's Tab.
  private var rules: CompletionRules { CompletionRules(features: features) }
  private var topWords: [String] { rules.topWords }
  private var optionNames: [String] { rules.optionNames }
  private var optionsWithValues: [GlobalOption] { rules.optionsWithValues }
  private var argumentRules: [(String, String, Int, CompletionRules.ArgumentCompletion)] {
    rules.argumentRules
  }
  private var commandFlags: [(String, String, [CommandFlag])] { rules.commandFlags }
  private var flagsWithValues: [(name: String, words: [String])] { rules.flagsWithValues }
  /// The names that take a value, global options and command flags: their values are no
  /// arguments.
  private var valued: String {
    (optionsWithValues.map(\.name) + flagsWithValues.map(\.name)).joined(separator: "|")
  }

  /// The shell command that prints the IDs of the tasks `tasks list FILTER` shows.
  /// `PUREMVP_COMPLETING` makes the program only read the store: a Tab never creates, locks
  /// or writes one (`--store /tmp/typo` stays a typo).
  private static func idLister(_ filter: String) -> String {
    "PUREMVP_COMPLETING=1 command puremvp $store tasks list \(filter) 2>/dev/null | sed -n 's/^ *#\\([0-9][0-9]*\\) .*/\\1/p'"
  }

  /// The program's verbs typed on the command line, from their declarations.
  private var verbs: [ProgramVerb] { ProgramVerb.typed(at: .commandLine) }

  /// The words a verb's arguments complete to, for the shells' word lists; `nil` for files
  /// or nothing.
  private func words(after verb: ProgramVerb) -> [String]? {
    switch verb.completion {
    case .topics: rules.helpTopics
    case .words(let words): words
    case .files, .nothing: nil
    }
  }

  /// `run\ *) flags="--echo" ;;`: the flags of each verb that has some, for bash or zsh.
  private func verbFlagCases(zsh: Bool) -> String {
    verbs.filter { !$0.flags.isEmpty }.map { verb in
      let names = verb.flags.map(\.name).joined(separator: " ")
      return "      \(verb.name)\\ *) flags=" + (zsh ? "(\(names))" : "\"\(names)\"") + " ;;\n"
    }.joined()
  }

  /// `completions) words="bash zsh fish" ;;`: what the word after each verb completes to.
  private func verbCases(zsh: Bool) -> String {
    verbs.compactMap { verb in
      let action: String
      if verb.completion == .files {
        action = zsh ? "_files" : "COMPREPLY=($(compgen -f -- \"$cur\")); return"
      } else if let words = words(after: verb) {
        let list = words.joined(separator: " ")
        action = zsh ? "compadd -- \(list)" : "words=\"\(list)\""
      } else {
        return nil
      }
      return "      \(verb.name)) \(action) ;;\n"
    }.joined()
  }

  /// `run\ *) _files ;;`: the later words of a verb that takes files.
  private func verbFileCases(zsh: Bool) -> String {
    verbs.filter { $0.completion == .files }.map { verb in
      "    \(verb.name)\\ *) " + (zsh ? "_files" : "COMPREPLY=($(compgen -f -- \"$cur\"))")
        + " ;;\n"
    }.joined()
  }

  // MARK: - bash

  private var bash: String {
    var valueCases = ""
    for option in optionsWithValues {
      switch option.argument {
      case .directory:
        valueCases += "    \(option.name)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
      case .file:
        valueCases += "    \(option.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
      case .choice(let words):
        valueCases +=
          "    \(option.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      case .value, .none:
        valueCases += "    \(option.name)) return ;;\n"
      }
    }
    for flag in flagsWithValues {
      valueCases +=
        "    \(flag.name)) COMPREPLY=($(compgen -W \"\(flag.words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
    }
    var flagCases = ""
    for (feature, command, flags) in commandFlags {
      flagCases +=
        "      \"\(feature) \(command)\") flags=\"\(flags.map(\.name).joined(separator: " "))\" ;;\n"
    }
    var commandCases = ""
    for feature in features {
      let names = feature.commands.flatMap(\.words).joined(separator: " ")
      commandCases += "      \(feature.name)) words=\"\(names)\" ;;\n"
    }
    // `;;&` goes on to the next pattern: a command has a rule for its first argument and
    // one for the later ones, and only one of them holds.
    var argumentCases = ""
    for (feature, command, position, rule) in argumentRules {
      let test = position == 0 ? "[ \"$argc\" -eq 0 ]" : "[ \"$argc\" -ge 1 ]"
      let words: String
      switch rule {
      case .taskIDs(let filter): words = "$(\(Self.idLister(filter)))"
      case .words(let list): words = list.joined(separator: " ")
      case .files:
        argumentCases +=
          "    \"\(feature) \(command)\") \(test) && COMPREPLY=($(compgen -f -- \"$cur\")) ;;&\n"
        continue
      case .nothing: continue
      }
      argumentCases +=
        "    \"\(feature) \(command)\") \(test) && COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")) ;;&\n"
    }
    return """
      # bash completion for puremvp, generated by `puremvp completions bash`.
      # Install: puremvp completions bash > ~/.local/share/bash-completion/completions/puremvp
      _puremvp() {
        local cur prev feature="" command="" argc=0 store="" i word flags=""
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        case "$prev" in
      \(valueCases)  esac
        i=1
        while [ "$i" -lt "$COMP_CWORD" ]; do
          word="${COMP_WORDS[i]}"
          case "$word" in
            --store|--fixtures) store="$store $word ${COMP_WORDS[i+1]}"; i=$((i+2)); continue ;;
            --in-memory) store="$store $word" ;;
            \(valued)) i=$((i+2)); continue ;;
            -*) ;;
            *)
              if [ -z "$feature" ]; then feature="$word"
              elif [ -z "$command" ]; then command="$word"
              else argc=$((argc+1)); fi ;;
          esac
          i=$((i+1))
        done
        if [[ "$cur" == -* ]]; then
          case "$feature $command" in
      \(flagCases)\(verbFlagCases(zsh: false))    esac
          COMPREPLY=($(compgen -W "\(optionNames.joined(separator: " ")) $flags" -- "$cur"))
          return
        fi
        if [ -z "$feature" ]; then
          COMPREPLY=($(compgen -W "\(topWords.joined(separator: " "))" -- "$cur"))
          return
        fi
        if [ -z "$command" ]; then
          local words=""
          case "$feature" in
      \(commandCases)\(verbCases(zsh: false))    esac
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
          return
        fi
        case "$feature $command" in
      \(argumentCases)\(verbFileCases(zsh: false))  esac
      }
      complete -F _puremvp puremvp

      """
  }

  // MARK: - zsh

  private var zsh: String {
    var valueCases = ""
    for option in optionsWithValues {
      switch option.argument {
      case .directory: valueCases += "    \(option.name)) _directories; return ;;\n"
      case .file: valueCases += "    \(option.name)) _files; return ;;\n"
      case .choice(let words):
        valueCases += "    \(option.name)) compadd -- \(words.joined(separator: " ")); return ;;\n"
      case .value, .none: valueCases += "    \(option.name)) return ;;\n"
      }
    }
    for flag in flagsWithValues {
      valueCases +=
        "    \(flag.name)) compadd -- \(flag.words.joined(separator: " ")); return ;;\n"
    }
    var flagCases = ""
    for (feature, command, flags) in commandFlags {
      flagCases +=
        "      \"\(feature) \(command)\") flags=(\(flags.map(\.name).joined(separator: " "))) ;;\n"
    }
    var commandCases = ""
    for feature in features {
      let names = feature.commands.flatMap(\.words).joined(separator: " ")
      commandCases += "      \(feature.name)) compadd -- \(names) ;;\n"
    }
    // `;|` goes on to the next pattern, as bash's `;;&`.
    var argumentCases = ""
    for (feature, command, position, rule) in argumentRules {
      let test = position == 0 ? "(( argc == 0 ))" : "(( argc >= 1 ))"
      let action: String
      switch rule {
      case .taskIDs(let filter): action = "compadd -- ${(f)\"$(\(Self.idLister(filter)))\"}"
      case .words(let list): action = "compadd -- \(list.joined(separator: " "))"
      case .files: action = "_files"
      case .nothing: continue
      }
      argumentCases += "    \"\(feature) \(command)\") \(test) && \(action) ;|\n"
    }
    return """
      #compdef puremvp
      # zsh completion for puremvp, generated by `puremvp completions zsh`.
      # Install: puremvp completions zsh > "${fpath[1]}/_puremvp" (a directory on $fpath)
      _puremvp() {
        local cur="${words[CURRENT]}" prev="${words[CURRENT-1]}"
        local feature="" command="" store="" word
        local -a flags
        integer argc=0 i=2
        case "$prev" in
      \(valueCases)  esac
        while (( i < CURRENT )); do
          word="${words[i]}"
          case "$word" in
            --store|--fixtures) store="$store $word ${words[i+1]}"; (( i += 2 )); continue ;;
            --in-memory) store="$store $word" ;;
            \(valued)) (( i += 2 )); continue ;;
            -*) ;;
            *)
              if [[ -z "$feature" ]]; then feature="$word"
              elif [[ -z "$command" ]]; then command="$word"
              else (( argc += 1 )); fi ;;
          esac
          (( i += 1 ))
        done
        if [[ "$cur" == -* ]]; then
          case "$feature $command" in
      \(flagCases)\(verbFlagCases(zsh: true))    esac
          compadd -- \(optionNames.joined(separator: " ")) $flags
          return
        fi
        if [[ -z "$feature" ]]; then
          compadd -- \(topWords.joined(separator: " "))
          return
        fi
        if [[ -z "$command" ]]; then
          case "$feature" in
      \(commandCases)\(verbCases(zsh: true))    esac
          return
        fi
        case "$feature $command" in
      \(argumentCases)\(verbFileCases(zsh: true))  esac
      }
      _puremvp "$@"

      """
  }

  // MARK: - fish

  private var fish: String {
    var lines = [
      "# fish completion for puremvp, generated by `puremvp completions fish`.",
      "# Install: puremvp completions fish > ~/.config/fish/completions/puremvp.fish",
      "complete -c puremvp -f",
    ]
    for option in GlobalOption.all {
      var line = "complete -c puremvp -l \(option.name.dropFirst(2))"
      if let alias = option.alias { line += " -s \(alias.dropFirst())" }
      switch option.argument {
      case .none: break
      case .directory, .file: line += " -r -F"
      case .choice(let words): line += " -x -a '\(words.joined(separator: " "))'"
      case .value: line += " -x"
      }
      lines.append(line)
    }
    let top = topWords.joined(separator: " ")
    lines.append("complete -c puremvp -n 'not __fish_seen_subcommand_from \(top)' -a '\(top)'")
    for feature in features {
      let names = feature.commands.flatMap(\.words).joined(separator: " ")
      lines.append(
        "complete -c puremvp -n '__fish_seen_subcommand_from \(feature.name); and not "
          + "__fish_seen_subcommand_from \(names)' -a '\(names)'")
    }
    for verb in verbs {
      let condition = "__fish_seen_subcommand_from \(verb.name)"
      if verb.completion == .files {
        lines.append("complete -c puremvp -n '\(condition)' -F")
      } else if let words = words(after: verb) {
        lines.append(
          "complete -c puremvp -n '\(condition)' -a '\(words.joined(separator: " "))'")
      }
      for flag in verb.flags {
        lines.append("complete -c puremvp -n '\(condition)' -l \(flag.name.dropFirst(2))")
      }
    }
    for (feature, command, flags) in commandFlags {
      let condition =
        "__fish_seen_subcommand_from \(feature); and __fish_seen_subcommand_from \(command)"
      for flag in flags {
        var line = "complete -c puremvp -n '\(condition)' -l \(flag.name.dropFirst(2))"
        switch flag.value {
        case .none: break
        case .choice(let words): line += " -x -a '\(words.joined(separator: " "))'"
        case .text: line += " -x"
        }
        lines.append(line)
      }
    }
    // fish does not count positions: one rule per command, the first argument's.
    for (feature, command, position, rule) in argumentRules where position == 0 {
      let condition =
        "__fish_seen_subcommand_from \(feature); and __fish_seen_subcommand_from \(command)"
      switch rule {
      case .taskIDs(let filter):
        lines.append(
          "complete -c puremvp -n '\(condition)' -a '(command env PUREMVP_COMPLETING=1 "
            + "puremvp tasks list \(filter) "
            + "2>/dev/null | string replace -rf \"^ *#(\\\\d+) .*\" \"$1\")'")
      case .words(let list):
        lines.append("complete -c puremvp -n '\(condition)' -a '\(list.joined(separator: " "))'")
      case .files:
        lines.append("complete -c puremvp -n '\(condition)' -F")
      case .nothing: continue
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
