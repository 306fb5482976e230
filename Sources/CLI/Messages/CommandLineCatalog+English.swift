extension CommandLineCatalog {
  static let englishTexts: [CommandLineMessageKey: String] = [
    .storeCorrupt: "%1: corrupt store file: %2",
    .storeUnreadable: "%1: cannot read: %2",
    .storeUnwritable: "%1: cannot write: %2",
    .storeBusy: "%1: the store is locked by another process (waited %2 s)",
    .storeRefused: "%1: refused as a store: %2",
    .storeIsReadOnly: "the store is read-only",
    .distrustSymbolicLink: "a symbolic link, which a store never follows",
    .distrustNotRegularFile: "not a regular file",
    .distrustOwner: "owned by another user (uid %1)",
    .distrustWritableByOthers: "other users can write it",
    .distrustLinkOfOtherUser:
      "the path goes through a symbolic link of another user (uid %1), which is never followed",
    .distrustSharedWithOtherFiles:
      "other users can read it and it holds files that are not the store's; "
      + "give a directory of its own, or make this one 0700 yourself",
    .notePermissionsNarrowed: "%1: mode %2 let other users in; set to %3",
    .noteReadOnly: "%1: the store is read-only: it was read, but nothing can be saved to it",
    .noteWaitingForLock: "waiting for the store lock held by another puremvp…",
    .problemMissingHeader: "expected the header '%1'",
    .problemUnsupportedVersion: "unsupported format version '%1'",
    .problemNotText: "not UTF-8 text",
    .problemMalformedRecord: "malformed record",
    .problemInconsistentRecord: "record contradicts an earlier one",
    .problemTruncated: "the file ends in the middle of a record",
    .problemEmpty: "the file holds no entries",
    .problemIncompleteGroup: "a command's group of records is cut short",
    .problemTooFewIterations:
      "password record with %1 PBKDF2 iterations, under the minimum of %2",
    .problemTooManyIterations:
      "password record with %1 PBKDF2 iterations, over the maximum of %2",
    .fixturesMissing: "not a readable directory",
    .systemNoSuchFile: "No such file or directory",
    .systemPermissionDenied: "Permission denied",
    .systemNotPermitted: "Operation not permitted",
    .systemNotADirectory: "not a directory",
    .systemIsADirectory: "Is a directory",
    .systemNoSpace: "No space left on device",
    .systemQuotaExceeded: "Disk quota exceeded",
    .systemFileTooLarge: "File too large",
    .systemReadOnlyFileSystem: "Read-only file system",
    .systemTooManySymbolicLinks: "Too many levels of symbolic links",
    .systemInputOutput: "Input/output error",
    .systemNameTooLong: "File name too long",
    .systemTooManyOpenFiles: "Too many open files",
    .systemOther: "%1 (system error %2)",
    .storeUnsavedFromLine: "%1: cannot write: %2; nothing from line %3 on was saved",
    .storeUnsavedCommand: "%1: cannot write: %2; the command was not saved",
    .noteCompactionSkipped:
      "%1 was not compacted: %2; every command is saved, and a later run compacts it",
    .usageUnknownOption: "unknown option '%1'; see 'puremvp help'",
    .usageMissingOptionValue: "option '%1' needs a value; see 'puremvp help'",
    .usageOptionTakesNoValue: "option '%1' takes no value",
    .usageInvalidOptionValue: "invalid value '%1' for %2; expected %3",
    .usageConflictingOptions: "%1 and %2 cannot be used together",
    .usageHelpArguments: "usage: puremvp help [FEATURE [COMMAND] | VERB]",
    .usageCompletions: "usage: puremvp completions bash|zsh|fish",
    .outputUnwritable: "cannot write standard output: %1",
    .outputUnwritableCommandSaved:
      "cannot write standard output: %1; the command was saved all the same: do not run it again",
    .outputUnwritableTasksSaved:
      "cannot write standard output: %1; the command was saved all the same (%2): do not run it again",
    .usageDidYouMeanShell: "unknown shell '%1'; did you mean '%2'?",
    .expectedSeed: "an unsigned 64-bit integer",
    .expectedTime: "an ISO 8601 time such as 2026-01-01T09:00:00Z",
    .expectedLatency: "0, a number of ms such as 250ms, or of s such as 2s (at most %1s)",
    .expectedDirectory: "a directory",
    .usageUnknownFeature: "unknown feature '%1'; expected %2; see 'puremvp help'",
    .usageMissingCommand: "'%1' needs a command: %2; see 'puremvp help %1'",
    .usageUnknownCommand: "unknown command '%1 %2'; expected %3; see 'puremvp help %1'",
    .usageWrongArguments: "wrong number of arguments; usage: %1; see 'puremvp help %2'",
    .usageQuoteTaskID: " (in a shell, quote '#3')",
    .usageDidYouMeanFeature: "unknown feature '%1'; did you mean '%2'?",
    .usageDidYouMeanCommand: "unknown command '%1'; did you mean '%2'?",
    .interrupted: "puremvp: interrupted at %1",
    .interruptedSaved: "puremvp: interrupted at %1; the commands before it were saved",
    .usageFilterOfAnotherTool: "unknown filter '%1'; did you mean 'tasks list %2'?",
    .usageDidYouMeanOption: "unknown option '%1'; did you mean '%2'?",
    .usageOptionInScript:
      "global options are not accepted in a script line: '%1'; give them on the command line",
    .usageRunInScript: "'run' cannot be used inside a script",
    .usageUnterminatedQuote: "unterminated quote opened at column %1",
    .usageInvalidEscape:
      "invalid escape '%1' at column %2; inside double quotes use \\\", \\\\, \\n or \\t",
    .usageInvalidUTF8: "the line is not valid UTF-8",
    .usageNulByte: "the line holds a NUL byte",
    .usageLineTooLong: "the line is longer than 64 KiB",
    .scriptReadFailed: "cannot read the script: %1",
    .scriptCannotOpen: "cannot open script '%1': %2",
    .keyScriptCannotOpen: "cannot open key script '%1': %2",
    .scriptIsDirectory: "is a directory",
    .fileNotOwnRegular: "a link, or not a regular file of yours",
    .storeUnknownLocation: "no store directory: set --store, PUREMVP_STORE, XDG_DATA_HOME or HOME",
    .passwordPrompt: "Password: ",
    .passwordPromptAgain: "Password again: ",
    .usagePasswordNotGiven:
      "'login %1' needs the password, and standard input is not a terminal to ask for it: "
      + "give it on standard input with --password-stdin",
    .usagePasswordNotRead: "no password was read: standard input ended first",
    .usagePasswordInterrupted: "no password was read: Ctrl-C; nothing was done",
    .usagePasswordTooLong: "the password read is longer than %1 bytes",
    .usagePasswordsDiffer: "the two passwords typed differ; nothing was registered",
    .usagePasswordStdinOneShot:
      "--password-stdin reads the password from standard input, so it works only with one "
      + "command (puremvp --password-stdin login as EMAIL), not with a script or a session",
    .helpTasks: "a to-do list",
    .helpLogin: "a login form checked against a user gateway, opening a session",
    .helpOracle: "a fortune teller with positive (green) and negative (red) answers",
    .helpOverview: """
    puremvp: three small applications in the pure MVP domain-layered style.

    USAGE:
    %3
    FEATURES:
    %1
    OPTIONS:
    %2

    %4

    EXIT CODES:
      0 success, 1 a command failed (no task ID left included), 64 usage, 65 corrupt store,
      fixture or import file, 66 script or import file cannot be opened, 74 store cannot be
      written, 75 store locked, 130 run interrupted (Ctrl-C; the commands before are saved)

    Options may also follow the command; -- ends them. Run 'puremvp help FEATURE' for a
    feature's commands, 'puremvp help FEATURE COMMAND' (or -h after it) for one command.

    """,
    .helpFeatureTitle: "puremvp %1: %2",
    .helpCommands: "COMMANDS:",
    .helpLoginPasswords: """
    PASSWORDS:
      Leave PASSWORD out and it is asked for without echo when standard input is a
      terminal (twice to register), also in the interactive session; otherwise
      --password-stdin reads it from one line of standard input (one command only).
      A PASSWORD given as an argument is visible to every user of the machine (ps)
      while the command runs and stays in your shell history; the prompt avoids both.

    """,
    .helpExamples: "EXAMPLES:",
    .helpUsage: "USAGE:",
    .helpAliases: "ALIASES:",
    .helpFeatureUsage: "  puremvp %1 COMMAND [ARG...]",
    .helpCompletionsNote: """
    The script completes features, commands and their aliases, options and their
    values, filters, and task IDs, which it asks the program for (only active tasks
    for complete, only completed ones for reopen).
    """,
    .helpUsageCommand: "puremvp [OPTIONS] FEATURE COMMAND [ARG...]",
    .helpUsageSession: "puremvp [OPTIONS]",
    .helpUsageVerb: "puremvp [OPTIONS] %1",
    .helpOneCommand: "run one command",
    .helpSessionSummary: "interactive session on a terminal, else run -",
    .helpVerbRun: "run scripts in order (- or none: standard input)",
    .helpVerbUI: "full-screen screens of the three applications",
    .helpVerbCompletions: "a shell completion script",
    .helpVerbHelp: "help of everything, a feature, a command or a verb",
    .helpVerbClear: "clear the screen (as Ctrl-L does)",
    .helpVerbExit: "end the session",
    .helpRunFlags: "SCRIPTS (run):",
    .helpSession: """
    In this session, type commands without 'puremvp' (tasks add Buy milk).
    Session words: help [FEATURE [COMMAND]], clear (or Ctrl-L), exit, quit.
    Under --now, clock +DURATION|-DURATION|set TIME moves the clock.
    Options such as --store are given when the session starts (puremvp --store DIR);
    a command's own flags (tasks list --long) work here.

    FEATURES:
    %1
    """,
    .sessionWithoutProgramName:
      "the session takes commands without 'puremvp': type '%1'",
    .usageRegisterNameTwice: "give the name as NAME words or with --name, not both",
    .optionStore: "file store in DIR, created if missing",
    .optionStoreDefault:
      "(default: $PUREMVP_STORE, $XDG_DATA_HOME/puremvp, ~/.local/share/puremvp)",
    .optionInMemory:
      "in memory: the demo account and answer book, no tasks; writes nothing",
    .optionFixtures: "in-memory data loaded from DIR; DIR is never written",
    .optionFormat: "text for people (default), or JSON Lines",
    .optionColor: "color on a terminal unless NO_COLOR or TERM=dumb (default: auto)",
    .optionKeepGoing: "in scripts, go on after a failed command (exit 1 if any failed)",
    .optionSeed: "deterministic randomness (N: unsigned 64-bit integer)",
    .optionNow: "a fixed clock, ISO 8601 (2026-01-01T09:00:00Z)",
    .optionLatency: "simulated login backend latency: 0, 250ms, 2s (default 0)",
    .optionTrace: "print every crossing between layers on standard error",
    .optionPasswordStdin: "login as/password/register read the password from one line",
    .optionPasswordStdinScope: "of standard input (one command only, not a script)",
    .optionLang: "language of messages (default from LC_ALL/LC_MESSAGES/LANG)",
    .optionHelp: "show this help",
    .optionVersion: "show the version",
    .sessionGreeting: "puremvp %1: type a command, 'help' for the list, 'exit' to quit",
    .sessionHistoryInMemory: "the session's history is kept in memory only: %1",
    .screenTasksTitle: "Tasks",
    .screenLoginTitle: "Login",
    .screenOracleTitle: "Oracle",
    .screenQuitHint: "Ctrl-C quit",
    .screenTooSmall: "The terminal is too small (%1): make it at least %2",
    .screenNewTask: "New task",
    .screenCreate: "Create",
    .screenRemoveAll: "Remove all R",
    .screenToggleAll: "Toggle all a",
    .screenFilterAll: "All",
    .screenFilterActive: "Active",
    .screenFilterCompleted: "Completed",
    .screenFilterFavorites: "Favorites",
    .screenClearCompleted: "Clear completed c",
    .screenTasksKeys: "Tab:move ↑↓:select Space:done s:star e:edit d:delete u:undo f:filter q:quit",
    .screenUndoable: "%1 — u undoes",
    .tasksUndone: "Undid %1",
    .screenTasksFieldKeys: "Enter:create ↓:list Tab:move F1-F3:screens Ctrl-C:quit",
    .screenTasksEditKeys: "Enter:save Esc:cancel (an empty text removes the task)",
    .screenEmail: "Email",
    .screenPassword: "Password",
    .screenLogin: "Login",
    .screenLogout: "Logout",
    .screenLoginKeys: "Tab:move Enter:log in F1-F3:screens Ctrl-C:quit",
    .screenHomeKeys: "Enter:log out 1-3:screens q:quit",
    .screenOraclePrompt: "Ask the oracle a yes-or-no question",
    .screenQuestion: "Question",
    .screenAsk: "Ask",
    .screenAnswers: "Answers",
    .screenOracleKeys: "Enter:ask Tab:move b:answer book F1-F3:screens Ctrl-C:quit",
    .expectedScreenSize: "COLSxROWS such as 80x24",
    .usageUnknownScreen: "unknown screen '%1'; expected %2",
    .usageScreenNeedsTerminal:
      "'ui' needs a terminal on standard input and output; "
      + "give --keys FILE to drive it from a key script",
    .keyScriptProblem:
      "not a key script line: '%1'; expected text, "
      + "key NAME, click COL ROW, resize COLSxROWS or clock set TIME",
    .fileNotRegular: "not a regular file",
    .traceFileUnwritable:
      "cannot write the trace file '%1': %2 (only the trace: the commands ran as usual)",
    .traceFileUnwritableAfterLostWrite: "cannot write the trace file '%1': %2",
    .traceFileCannotOpen: "cannot open the trace file '%1': %2",
    .screenCannotOpen: "cannot put the terminal in full-screen mode",
    .screenTasksPlaceholder: "What needs to be done?",
    .screenOraclePlaceholder: "Will it rain tomorrow?",
    .optionTraceFile: "write the trace to FILE (needed by ui: the screen owns the terminal)",
    .optionKeys: "ui: drive the screens from a key script, no terminal needed",
    .optionSize: "ui: the screen size under --keys (default 80x24)",
    .optionSnapshot: "ui: print the last screen as text at the end",
    .expectedFile: "a file name",
    .problemDuplicateUUID: "a second task with the UUID of a live one",
    .usageUnknownFlag: "unknown option '%1' for '%2'; see 'puremvp help %2'",
    .usageDidYouMeanFlag: "unknown option '%1' for '%2'; did you mean '%3'?",
    .usageMissingFlagValue: "option '%1' needs a value",
    .helpFlags: "OPTIONS:",
    .importChanged: "%1 changed while it was imported; nothing was imported",
    .importInvalid: "%1:%2: cannot import: %3",
    .importProblemInvalidUTF8: "not valid UTF-8",
    .importProblemNulByte: "a NUL byte",
    .importProblemLineTooLong: "a line longer than %1",
    .importProblemInputTooLong: "more than %1 in all",
    .importProblemNestingTooDeep: "JSON nested deeper than 64 levels",
    .importProblemStringTooLong: "a JSON string longer than %1",
    .importProblemNotATaskwarriorExport:
      "neither puremvp's JSON export nor a Taskwarrior export (no task object in it)",
    .importProblemJSONEnd: "not JSON: the file ends inside a value",
    .importProblemJSONByte: "not JSON: unexpected %1",
    .importProblemJSONEscape: "not JSON: an invalid escape in a string",
    .importProblemJSONSurrogate: "not JSON: half of a surrogate pair",
    .importProblemJSONControlCharacter: "not JSON: a control character inside a string",
    .importProblemJSONNumber: "not JSON: a malformed number",
    .importCannotRead: "%1: cannot read: %2",
    .importNotRegularFile: "not a regular file",
    .importIsDirectory: "a directory",
    .usageImportStandardInput:
      "tasks import - reads the file from standard input, which holds the script here; "
      + "name the file, or run the script from a file",
    .exportNotCarried: "not carried to %1: %2",
    .exportFieldCount: "%1 %2",
    .exportFieldLineBreaks: "line breaks",
    .exportFieldTabs: "tabs",
    .helpTasksFiles: """
    IMPORT AND EXPORT:
      tasks import FILE adds the tasks of a todo.txt file, a Taskwarrior export or a
      backup (tasks export), all or none, as one change that one 'tasks undo' takes
      back; FILE - reads standard input, as it comes and under a file's limits (no NUL,
      no todo.txt line over 1 MiB, at most 1 GiB). Without --from the first non-blank
      character decides: [ or { is JSON, Taskwarrior's or puremvp's by its members (JSON
      with no task in it is refused), anything else todo.txt; --from todotxt reads any
      file as text. An entry that cannot be a task, or whose UUID the store holds, is
      skipped and named (FILE:LINE: skipped "text": why; FILE:1[3] for the fourth entry
      of an array on one line); a malformed file changes nothing (exit 65), a missing
      one neither (exit 66). A backup imported into a store that never handed out an ID
      keeps its IDs (none above 2^53). tasks export writes every task to standard
      output, whatever --format says. todo.txt dates are calendar dates in the zone TZ
      names, UTC when TZ is unset.

    """,
    .optionDryRun: "run every command and print what it would, but save nothing",
    .noteDryRun: "dry run: nothing was saved",
    .helpVerbCheck: "run transcripts and compare what their commands write",
    .helpCheckNote: """
    A transcript is Markdown: in each console block, a line $ puremvp WORDS is a
    command and the lines after it are what it writes (standard output and standard
    error as written); a last line [N] is its exit status when not 0. The commands
    run in one fresh in-memory store per file, unless the first names --store DIR (a
    copy is run on; DIR is never written) or --fixtures DIR (relative to the file),
    with the clock at 2026-01-01T09:00:00Z, --seed 0 and --lang en; a line's options
    last for that command (--seed N restarts the random stream from it on). The
    report says ok FILE or shows each command that differs with a diff, and ends
    with N passed, M failed; exit 0 when all pass, 1 when any fails, 65 for a file
    that is not a transcript, 66 for one that cannot be read. Without --update
    nothing is written; with it, each file that differs is rewritten in place, prose
    untouched.
    """,
    .usageCheckFiles: "check needs at least one transcript FILE",
    .transcriptCannotOpen: "cannot open transcript '%1': %2",
    .transcriptCannotUpdate: "cannot rewrite transcript '%1': %2",
    .transcriptStoreCannotCopy: "cannot copy the store '%1': %2",
    .transcriptOtherProgram:
      "a $ line runs puremvp only; a session with other programs goes in an sh block",
    .transcriptUnterminatedFence: "the console block opened here is never closed",
    .transcriptBadStatus: "'%1' is not an exit status: the last line [N] needs N from 1 to 255",
    .transcriptMaskedPassword:
      "a recorded password cannot be replayed; write it in the transcript",
    .transcriptOutputBeforeCommand:
      "a console block starts with a $ puremvp line; what a command writes follows it",
    .transcriptFirstCommandOnly: "%1 is allowed only on a transcript's first command",
    .transcriptNowOnLaterLine:
      "--now is allowed only on a transcript's first command; move the clock with clock set",
    .transcriptCannotRun: "'%1' cannot run in a transcript",
    .transcriptDryRunOnFixtures:
      "a --dry-run line cannot run on --fixtures; --store DIR runs on a copy, and allows it",
    .optionTick: "move the --now clock on by DURATION after each command (15m, 1h30m)",
    .expectedClockDuration:
      "a duration such as 90s, 15m, 1h30m or 2d (units d, h, m, s, in that order)",
    .usageTickWithoutNow: "--tick moves a fixed clock: give --now TIME too",
    .usageClockNotFixed:
      "clock moves a fixed clock, and this run has none: start it with --now TIME",
    .usageClockLine: "usage: clock +DURATION | clock -DURATION | clock set TIME",
    .usageClockInvalidTime:
      "invalid time '%1' for clock set; expected an ISO 8601 time such as 2026-01-01T09:00:00Z",
    .usageClockInvalidDuration:
      "invalid duration '%1' for clock; expected + or - and a duration such as 90s, 15m, "
      + "1h30m or 2d",
    .usageClockOutOfRange: "clock %1 would move the clock beyond %2",
    .usageClockOneShot:
      "clock moves the fixed clock between the lines of a script, a session or a transcript; "
      + "a single command has no command after it (give it --now TIME)",
    .helpVerbClock: "move the fixed clock (--now) between lines; writes nothing",
    .helpClockNote: """
    A line of a script, an interactive session or a transcript, under a fixed clock
    (--now TIME): moves that clock on (+) or back (-) by DURATION, or sets it to TIME,
    and writes nothing. DURATION is whole days, hours, minutes and seconds, in that
    order: 90s, 15m, 1h30m, 2d. TIME is written as --now takes it. A lockout (five
    wrong passwords) ends 15 minutes later by this clock, and never more than 15
    real minutes after it was taken. --tick DURATION moves it on after every
    command. Not a command of its own: puremvp clock is refused.
    """,
    .optionRecord: "run, the session, ui: write the run to FILE so that it replays",
    .usageRecordOneShot:
      "--record writes what run, the session or ui did; a single command is its own record",
    .recordCannotOpen: "cannot open the record file '%1': %2",
    .recordUnwritable: "cannot write the record file '%1': %2 (the commands ran as usual)",
    .keyScriptClockNeedsNow: "a clock line needs a fixed clock: give --now TIME",
  ]
}
