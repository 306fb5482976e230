/// The name of every message only the command line shows: usage errors, help, prompts,
/// the interactive session, the screens, and the store's failures and notes; each
/// language has a text for each.
///
/// What the services say (task labels, domain errors, counts) is theirs, in Services'
/// `MessageKey`: a view prints those as it gets them, in the models.
enum CommandLineMessageKey: String, CaseIterable, Sendable {
  // The store's failures and notes (paths, lines and reasons are the store engine's)
  case storeCorrupt
  case storeUnreadable
  case storeUnwritable
  case storeBusy
  case storeRefused
  case storeIsReadOnly
  case distrustSymbolicLink
  case distrustNotRegularFile
  case distrustOwner
  case distrustWritableByOthers
  case distrustLinkOfOtherUser
  case distrustSharedWithOtherFiles
  case notePermissionsNarrowed
  case noteReadOnly
  case noteWaitingForLock
  case problemMissingHeader
  case problemUnsupportedVersion
  case problemNotText
  case problemMalformedRecord
  case problemInconsistentRecord
  case problemTruncated
  case problemEmpty
  case problemIncompleteGroup
  case problemTooFewIterations
  case problemTooManyIterations
  case fixturesMissing
  // Why the system refused (`SystemError`). The English texts are the C library's (but
  // "not a directory", lowercase as the store always wrote it), so English output reads as
  // before; `systemOther`, for an error nobody worded, gives the system's text and number.
  case systemNoSuchFile
  case systemPermissionDenied
  case systemNotPermitted
  case systemNotADirectory
  case systemIsADirectory
  case systemNoSpace
  case systemQuotaExceeded
  case systemFileTooLarge
  case systemReadOnlyFileSystem
  case systemTooManySymbolicLinks
  case systemInputOutput
  case systemNameTooLong
  case systemTooManyOpenFiles
  case systemOther
  // A failed write to the store
  /// A failed write lost the commands from a script line on: path, reason, line.
  case storeUnsavedFromLine
  /// A failed write lost the one command of the run (or the session's last): path, reason.
  case storeUnsavedCommand
  /// A compaction could not run after the commands were saved: path, reason.
  case noteCompactionSkipped
  // Command language (the CLI's usage errors)
  case usageUnknownOption
  case usageMissingOptionValue
  case usageOptionTakesNoValue
  case usageInvalidOptionValue
  case usageConflictingOptions
  case usageHelpArguments
  case usageCompletions
  case outputUnwritable
  /// Standard output failed after a one-shot command was saved: not to be run again.
  case outputUnwritableCommandSaved
  /// As `outputUnwritableCommandSaved`, naming the tasks it changed (`#3, #4`).
  case outputUnwritableTasksSaved
  case usageDidYouMeanShell
  case expectedSeed
  case expectedTime
  case expectedLatency
  case expectedDirectory
  case usageUnknownFeature
  case usageMissingCommand
  case usageUnknownCommand
  case usageWrongArguments
  case usageQuoteTaskID
  case usageDidYouMeanFeature
  case usageDidYouMeanCommand
  /// Ctrl-C stopped a run before `FILE:LINE`; nothing was saved, or nothing to save.
  case interrupted
  /// Ctrl-C stopped a run before `FILE:LINE`; the commands before it were saved.
  case interruptedSaved
  /// A filter word of another tool (`pending`), with the list that keeps the same tasks.
  case usageFilterOfAnotherTool
  case usageDidYouMeanOption
  case usageOptionInScript
  case usageRunInScript
  case usageUnterminatedQuote
  case usageInvalidEscape
  case usageInvalidUTF8
  case usageNulByte
  case usageLineTooLong
  case scriptReadFailed
  case scriptCannotOpen
  /// A key script (`--keys FILE`) that cannot be opened, and why.
  case keyScriptCannotOpen
  case scriptIsDirectory
  case fileNotOwnRegular
  case storeUnknownLocation
  // Login
  case passwordPrompt
  case passwordPromptAgain
  case usagePasswordNotGiven
  case usagePasswordNotRead
  case usagePasswordInterrupted
  case usagePasswordTooLong
  case usagePasswordsDiffer
  case usagePasswordStdinOneShot
  // Oracle
  // Help (the CLI's help text)
  case helpTasks
  case helpLogin
  case helpOracle
  case helpOverview
  case helpFeatureTitle
  case helpCommands
  case helpLoginPasswords
  case helpExamples
  case helpUsage
  // What a newcomer reaches for first: aliases, `run --echo`, completions and session help
  case helpAliases
  case helpFeatureUsage
  case helpCompletionsNote
  // The usage rows of the overview, and what each program verb does (ProgramVerb)
  case helpUsageCommand
  case helpUsageSession
  case helpUsageVerb
  case helpOneCommand
  case helpSessionSummary
  case helpVerbRun
  case helpVerbUI
  case helpVerbCompletions
  case helpVerbHelp
  case helpVerbClear
  case helpVerbExit
  case helpRunFlags
  case helpSession
  case sessionWithoutProgramName
  case usageRegisterNameTwice
  case optionStore
  case optionStoreDefault
  case optionInMemory
  case optionFixtures
  case optionFormat
  case optionColor
  case optionKeepGoing
  case optionSeed
  case optionNow
  case optionLatency
  case optionTrace
  case optionLang
  case optionPasswordStdin
  case optionPasswordStdinScope
  case optionHelp
  case optionVersion
  // Interactive session
  case sessionGreeting
  case sessionHistoryInMemory
  // Screens (`puremvp ui`)
  case screenTasksTitle
  case screenLoginTitle
  case screenOracleTitle
  case screenQuitHint
  case screenTooSmall
  case screenNewTask
  case screenCreate
  case screenRemoveAll
  case screenToggleAll
  case screenFilterAll
  case screenFilterActive
  case screenFilterCompleted
  case screenFilterFavorites
  case screenClearCompleted
  case screenTasksKeys
  case screenTasksEditKeys
  case screenTasksFieldKeys
  case screenUndoable
  case tasksUndone
  case screenEmail
  case screenPassword
  case screenLogin
  case screenLogout
  case screenLoginKeys
  case screenHomeKeys
  case screenOraclePrompt
  case screenQuestion
  case screenAsk
  case screenAnswers
  case screenOracleKeys
  case expectedScreenSize
  case usageUnknownScreen
  case usageScreenNeedsTerminal
  case keyScriptProblem
  case traceFileCannotOpen
  case fileNotRegular
  case traceFileUnwritable
  case traceFileUnwritableAfterLostWrite
  case screenCannotOpen
  case screenTasksPlaceholder
  case screenOraclePlaceholder
  case optionTraceFile
  case optionKeys
  case optionSize
  case optionSnapshot
  case expectedFile

  // Command flags, and the files of `tasks import` and `tasks export` (the command line reads and decodes them)
  case problemDuplicateUUID
  case usageUnknownFlag
  case usageDidYouMeanFlag
  case usageMissingFlagValue
  case helpFlags
  case importInvalid
  case importChanged
  case importProblemInvalidUTF8
  case importProblemNulByte
  case importProblemLineTooLong
  /// An import input past the size limit (`%1`, such as `1 GiB`).
  case importProblemInputTooLong
  case importProblemNestingTooDeep
  case importProblemStringTooLong
  case importProblemNotATaskwarriorExport
  case importProblemJSONEnd
  case importProblemJSONByte
  case importProblemJSONEscape
  case importProblemJSONSurrogate
  case importProblemJSONControlCharacter
  case importProblemJSONNumber
  case importCannotRead
  case importNotRegularFile
  case importIsDirectory
  case usageImportStandardInput
  case exportNotCarried
  case exportFieldCount
  case exportFieldLineBreaks
  case exportFieldTabs
  case helpTasksFiles
  case optionDryRun
  case noteDryRun
  case helpVerbCheck
  case helpCheckNote
  case usageCheckFiles
  case transcriptCannotOpen
  case transcriptCannotUpdate
  case transcriptStoreCannotCopy
  case transcriptOtherProgram
  case transcriptUnterminatedFence
  case transcriptBadStatus
  case transcriptMaskedPassword
  case transcriptOutputBeforeCommand
  case transcriptFirstCommandOnly
  case transcriptNowOnLaterLine
  case transcriptCannotRun
  case transcriptDryRunOnFixtures

  // A clock that moves: `--tick` and the `clock` lines of scripts and sessions
  case optionTick
  case expectedClockDuration
  case usageTickWithoutNow
  case usageClockNotFixed
  case usageClockLine
  /// `clock set TIME` with a TIME that is none (`%1`).
  case usageClockInvalidTime
  /// `clock +DURATION` with a word (`%1`) that is no sign and duration.
  case usageClockInvalidDuration
  /// `clock %1` would take the clock past the last (or before the first) time, `%2`.
  case usageClockOutOfRange
  case usageClockOneShot
  case helpVerbClock
  case helpClockNote
  case optionRecord
  case usageRecordOneShot
  case recordCannotOpen
  case recordUnwritable
  case keyScriptClockNeedsNow
}
