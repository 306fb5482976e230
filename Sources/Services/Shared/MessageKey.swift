/// The name of every message the services show; each language has a text for each.
///
/// The command line's own words (usage errors, help, prompts, screens) have a catalog of
/// their own in `CLI`, `CommandLineMessageKey`.
package enum MessageKey: String, CaseIterable, Sendable {
  // Tasks
  case taskNotFound
  case invalidTaskID
  case emptyTaskText
  case invalidTaskText
  case taskTextTooLong
  case taskIDsExhausted
  case taskAdded
  case taskFavorited
  case taskUnfavorited
  case taskCompleted
  case taskReopened
  case taskEdited
  case taskRemoved
  case itemsLeftOne
  case itemsLeftOther
  case tasksRemovedOne
  case tasksRemovedOther
  case allTasksCompleted
  case allTasksActive
  case taskAlreadyCompleted
  case taskAlreadyActive
  case taskAlreadyFavorite
  case taskAlreadyNotFavorite
  case taskRestored
  case nothingToUndo
  case emptyList
  case emptyActiveList
  case emptyCompletedList
  case emptyFavoritesList
  // Filters (the Tasks service parses them)
  case usageUnknownFilter
  case usageDidYouMeanFilter
  // Login
  case formIncomplete
  case invalidEmail
  case invalidPassword
  case accountLocked
  case invalidEmailFormat
  case weakPassword
  case emailTaken
  case formState
  case formEmailEmpty
  case formPasswordSet
  case formPasswordEmpty
  case formReady
  case formNotReady
  case loginChecking
  case registering
  case welcome
  case sessionOpen
  case sessionNone
  case loggedOut
  case loggedOutNone
  case accountRegistered
  // Oracle
  case answerPositive
  case answerNegative
  // Tasks: a repeated UUID, and the import report (the service reports a file's tasks)
  case duplicateTaskUUID
  case tasksImportedOne
  case tasksImportedOther
  case importSkippedCount
  case importNotKept
  case importFieldCount
  case importSkippedLine
  case importSkippedNamed
  case importSkipEmptyText
  case importSkipTextTooLong
  case importSkipDeleted
  case importSkipRecurring
  case importSkipUnknownStatus
  case importSkipInvalidField
  case importSkipDuplicateUUID
  case importSkipNotAnObject
  case importSkipNotATask
  case importSkipUUIDInStore
}
