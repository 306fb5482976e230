import Domain

/// The words the Tasks service answers in, in English and Spanish: the change labels, looked
/// up once, and every message of its outcomes.
extension DefaultTasksService {
  /// The words of the change outcomes, looked up once rather than per command.
  struct Labels {
    let added: String
    let favorited: String
    let unfavorited: String
    let completed: String
    let reopened: String
    let edited: String
    let unchanged: String
    let removed: String
    let alreadyCompleted: String
    let alreadyActive: String
    let alreadyFavorite: String
    let alreadyNotFavorite: String
    let restored: String

    init(_ catalog: MessageCatalog) {
      added = catalog.text(.taskAdded)
      favorited = catalog.text(.taskFavorited)
      unfavorited = catalog.text(.taskUnfavorited)
      completed = catalog.text(.taskCompleted)
      reopened = catalog.text(.taskReopened)
      edited = catalog.text(.taskEdited)
      unchanged = catalog.text(.taskUnchanged)
      removed = catalog.text(.taskRemoved)
      alreadyCompleted = catalog.text(.taskAlreadyCompleted)
      alreadyActive = catalog.text(.taskAlreadyActive)
      alreadyFavorite = catalog.text(.taskAlreadyFavorite)
      alreadyNotFavorite = catalog.text(.taskAlreadyNotFavorite)
      restored = catalog.text(.taskRestored)
    }
  }
}

// MARK: - Words

extension Message {
  // Change labels
  static let taskAdded = Message(english: "added", spanish: "añadida")
  static let taskFavorited = Message(english: "starred", spanish: "favorita")
  static let taskUnfavorited = Message(english: "unstarred", spanish: "no favorita")
  static let taskCompleted = Message(english: "completed", spanish: "completada")
  static let taskReopened = Message(english: "reopened", spanish: "reabierta")
  static let taskEdited = Message(english: "edited", spanish: "editada")
  static let taskUnchanged = Message(english: "unchanged", spanish: "sin cambios")
  static let taskRemoved = Message(english: "removed", spanish: "eliminada")
  static let taskRestored = Message(english: "restored", spanish: "restaurada")
  static let taskAlreadyCompleted = Message(
    english: "already completed", spanish: "ya completada")
  static let taskAlreadyActive = Message(
    english: "already active", spanish: "ya pendiente")
  static let taskAlreadyFavorite = Message(
    english: "already starred", spanish: "ya favorita")
  static let taskAlreadyNotFavorite = Message(
    english: "already unstarred", spanish: "ya no favorita")
  // Counts and lists
  static let itemsLeftOne = Message(
    english: "%1 item left", spanish: "%1 tarea pendiente")
  static let itemsLeftOther = Message(
    english: "%1 items left", spanish: "%1 tareas pendientes")
  static let tasksRemovedOne = Message(
    english: "Removed %1 task", spanish: "Eliminada %1 tarea")
  static let tasksRemovedOther = Message(
    english: "Removed %1 tasks", spanish: "Eliminadas %1 tareas")
  static let allTasksCompleted = Message(
    english: "Marked every task completed (%1 changed)",
    spanish: "Todas las tareas completadas (%1 cambiadas)")
  static let allTasksActive = Message(
    english: "Marked every task active (%1 changed)",
    spanish: "Todas las tareas pendientes (%1 cambiadas)")
  static let emptyList = Message(
    english: "No tasks yet", spanish: "Todavía no hay tareas")
  static let emptyActiveList = Message(
    english: "Nothing to do", spanish: "Nada que hacer")
  static let emptyCompletedList = Message(
    english: "No completed tasks", spanish: "No hay tareas completadas")
  static let emptyFavoritesList = Message(
    english: "No favorite tasks", spanish: "No hay tareas favoritas")
  // Filters
  static let usageUnknownFilter = Message(
    english: "unknown filter '%1'; expected %2", spanish: "filtro desconocido '%1'; se espera %2")
  static let usageDidYouMeanFilter = Message(
    english: "unknown filter '%1'; did you mean '%2'?",
    spanish: "filtro desconocido '%1'; ¿quisiste decir '%2'?")
  // The import report
  static let tasksImportedOne = Message(
    english: "Imported %1 task", spanish: "Importada %1 tarea")
  static let tasksImportedOther = Message(
    english: "Imported %1 tasks", spanish: "Importadas %1 tareas")
  static let importFileChanged = Message(
    english: "%1 changed while it was imported; nothing was imported",
    spanish: "%1 cambió mientras se importaba; no se importó nada")
  static let importIDTooHigh = Message(
    english: "%1:%2: cannot import: task ID %3 is above %4 (2^53); nothing was imported",
    spanish: "%1:%2: no se puede importar: el ID %3 es mayor que %4 (2^53); no se importó nada")
  static let importSkippedCount = Message(
    english: ", skipped %1", spanish: ", omitidas %1")
  static let importNotKept = Message(
    english: "; not kept: %1", spanish: "; no se conservan: %1")
  static let importFieldCount = Message(english: "%1 %2", spanish: "%1 %2")
  static let importSkippedLine = Message(
    english: "%1:%2: skipped: %3", spanish: "%1:%2: omitida: %3")
  static let importSkippedNamed = Message(
    english: "%1:%2: skipped \"%3\": %4", spanish: "%1:%2: omitida «%3»: %4")
  static let importSkipEmptyText = Message(
    english: "empty text", spanish: "texto vacío")
  static let importSkipTextTooLong = Message(
    english: "the text has %1 characters; at most %2 are allowed",
    spanish: "el texto tiene %1 caracteres; el máximo es %2")
  static let importSkipTextTooLarge = Message(
    english: "the text has %1 bytes of UTF-8; at most %2 are allowed",
    spanish: "el texto ocupa %1 bytes de UTF-8; el máximo es %2")
  static let importSkipDeleted = Message(
    english: "a deleted task", spanish: "una tarea borrada")
  static let importSkipRecurring = Message(
    english: "a recurrence template none of whose instances the file holds",
    spanish: "una plantilla de recurrencia sin ninguna de sus instancias en el archivo")
  static let importSkipUnknownStatus = Message(
    english: "unknown status '%1'", spanish: "estado desconocido '%1'")
  static let importSkipInvalidField = Message(
    english: "malformed field '%1'", spanish: "campo mal formado '%1'")
  static let importSkipDuplicateUUID = Message(
    english: "UUID %1 appears earlier in the file",
    spanish: "el UUID %1 ya aparece antes en el archivo")
  static let importSkipNotAnObject = Message(
    english: "not a task object", spanish: "no es un objeto de tarea")
  static let importSkipNotATask = Message(
    english: "neither a Taskwarrior task nor a task of puremvp's export",
    spanish: "no es una tarea de Taskwarrior ni de la exportación de puremvp")
  static let importSkipUUIDInStore = Message(
    english: "UUID %1 is already in the store", spanish: "el UUID %1 ya está en el almacén")
}
