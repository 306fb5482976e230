import Domain
import Presenters
import Services
import TestSupport
import Testing

/// The presenter wires each view event to exactly one service command, passing on what the
/// user typed untouched, and each service outcome to exactly one view method, passing on
/// the model untouched. It does nothing else.
@Suite struct TasksPresenterTests {
  private let view = SpyTasksView()
  private let service = MockTasksService()

  init() {
    TasksPresenter(view: view, service: service)
  }

  /// A user event and the one command it must reach.
  struct Event: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fire: @Sendable (SpyTasksView) -> Void
    let command: MockTasksService.Call
  }

  static let events: [Event] = [
    Event(
      testDescription: "add", fire: { $0.fireAdd("Buy milk") }, command: .add(text: "Buy milk")),
    Event(
      testDescription: "list", fire: { $0.fireList("favorites") },
      command: .list(filter: "favorites")),
    Event(
      testDescription: "complete", fire: { $0.fireComplete(["1", "#2"]) },
      command: .complete(ids: ["1", "#2"])),
    Event(
      testDescription: "reopen", fire: { $0.fireReopen(["3"]) }, command: .reopen(ids: ["3"])),
    Event(
      testDescription: "favorite", fire: { $0.fireFavorite(["4", "5"]) },
      command: .favorite(ids: ["4", "5"])),
    Event(
      testDescription: "unfavorite", fire: { $0.fireUnfavorite(["6"]) },
      command: .unfavorite(ids: ["6"])),
    Event(
      testDescription: "toggle-favorite", fire: { $0.fireToggleFavorite("1") },
      command: .toggleFavorite(id: "1")),
    Event(
      testDescription: "toggle", fire: { $0.fireToggleCompleted("2") },
      command: .toggleCompleted(id: "2")),
    Event(testDescription: "complete-all", fire: { $0.fireCompleteAll() }, command: .completeAll),
    Event(
      testDescription: "toggle-all", fire: { $0.fireToggleAllCompleted() },
      command: .toggleAllCompleted),
    Event(
      testDescription: "edit", fire: { $0.fireEdit(id: "3", text: "new text") },
      command: .edit(id: "3", text: "new text")),
    Event(
      testDescription: "remove", fire: { $0.fireRemove(["4", "7"]) },
      command: .remove(ids: ["4", "7"])),
    Event(
      testDescription: "clear-completed", fire: { $0.fireClearCompleted() },
      command: .clearCompleted),
    Event(testDescription: "remove-all", fire: { $0.fireRemoveAll() }, command: .removeAll),
    Event(testDescription: "undo", fire: { $0.fireUndo() }, command: .undo),
    Event(
      testDescription: "import", fire: { $0.fireImport(importRequest) },
      command: .importTasks(importRequest)),
    Event(testDescription: "export", fire: { $0.fireExport() }, command: .exportTasks),
  ]

  /// A file's tasks as the view read them, with an entry its reader already skipped.
  private static let importRequest = TaskImportRequest(
    source: "todo.txt",
    tasks: [
      ImportedTask(line: 1, text: "  Pay rent ", isFavorite: true, createdAt: 1),
      ImportedTask(line: 3, text: "", uuid: "not-a-uuid", unmappedFields: ["due"]),
    ],
    skipped: [ImportSkip(line: 2, reason: .deleted)])

  @Test(arguments: events)
  func eachUserEventReachesItsOneCommandWithWhatTheUserTyped(_ event: Event) {
    service.calls.expect(event.command)
    event.fire(view)
    service.calls.verify()
  }

  @Test(arguments: ["Buy milk", "", "  spaced  ", "milk\tand\nbread"])
  func addingPassesTheTextOnAsTypedWithoutTrimmingOrChecking(text: String) {
    service.calls.expect(.add(text: text))
    view.fireAdd(text)
    service.calls.verify()
  }

  @Test(arguments: ["7", "0", "-1", "x", " 7 ", ""])
  func anIDReachesTheServiceAsTypedForTheServiceToParse(id: String) {
    service.calls.expect(.remove(ids: [id]))
    view.fireRemove([id])
    service.calls.verify()
  }

  @Test func severalIDsReachTheServiceAsTypedInTheirOrderWithDuplicates() {
    service.calls.expect(.complete(ids: ["9", "#3", "3"]))
    view.fireComplete(["9", "#3", "3"])
    service.calls.verify()
  }

  @Test(arguments: ["active", "ACTIVE", "nonsense", ""])
  func aFilterReachesTheServiceAsTypedForTheServiceToParse(filter: String) {
    service.calls.expect(.list(filter: filter))
    view.fireList(filter)
    service.calls.verify()
  }

  @Test func editingPassesTheIDAndTheTextInTheirOwnPlaces() {
    service.calls.expect(.edit(id: "12", text: "34"))
    view.fireEdit(id: "12", text: "34")
    service.calls.verify()
  }

  private static let task = TaskModel(id: 1, text: "Buy milk", isFavorite: true, isCompleted: false)

  /// A service outcome and the one view method, with its model, it must reach.
  struct Outcome: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fire: @Sendable (MockTasksService) -> Void
    let shown: SpyTasksView.Shown
  }

  static let outcomes: [Outcome] = {
    let change = TaskChangeModel(task: task, label: "added")
    let removal = TaskChangeModel(task: task, label: "removed")
    let list = TaskListModel(
      filter: .favorites, tasks: [task], itemsLeft: 1, itemsLeftText: "1 item left")
    let count = TaskCountModel(removedCount: 2, summary: "Removed 2 tasks")
    let toggled = CompleteAllModel(isCompleted: true, changedCount: 3, summary: "done")
    let failure = ErrorModel(code: .taskNotFound, message: "No task #9")
    let several = TaskChangesModel(changes: [change, TaskChangeModel(task: task, label: "x")])
    let severalGone = TaskChangesModel(changes: [removal])
    let undo = TaskUndoModel(
      undone: .remove, restored: [removal], removed: [])
    let imported = TaskImportModel(
      importedCount: 1,
      skipped: [ImportSkipModel(line: 2, reason: "deleted", text: "todo.txt:2: skipped")],
      unmappedFields: [UnmappedFieldModel(name: "due", count: 1)], summary: "Imported 1 task")
    let exported = [
      ExportedTaskModel(task: task, values: TaskValues(text: "a", createdAt: 1, uuid: "u"))
    ]
    return [
      Outcome(
        testDescription: "imported", fire: { $0.emitImported(imported) },
        shown: .imported(imported)),
      Outcome(
        testDescription: "exported", fire: { $0.emitExported(TaskExportModel(tasks: exported)) },
        shown: .exported(exported)),
      Outcome(
        testDescription: "task changed", fire: { $0.emitTaskChanged(change) },
        shown: .changed(change)),
      Outcome(
        testDescription: "task removed", fire: { $0.emitTaskRemoved(removal) },
        shown: .removed(removal)),
      Outcome(
        testDescription: "several changed", fire: { $0.emitSeveralChanged(several) },
        shown: .severalChanged(several)),
      Outcome(
        testDescription: "several removed", fire: { $0.emitSeveralRemoved(severalGone) },
        shown: .severalRemoved(severalGone)),
      Outcome(testDescription: "undone", fire: { $0.emitUndone(undo) }, shown: .undone(undo)),
      Outcome(testDescription: "listed", fire: { $0.emitListed(list) }, shown: .list(list)),
      Outcome(
        testDescription: "tasks removed", fire: { $0.emitTasksRemoved(count) },
        shown: .removedCount(count)),
      Outcome(
        testDescription: "all toggled", fire: { $0.emitAllToggled(toggled) },
        shown: .allToggled(toggled)),
      Outcome(
        testDescription: "failure", fire: { $0.emitFailure(failure) }, shown: .failure(failure)),
    ]
  }()

  @Test(arguments: outcomes)
  func eachOutcomeReachesItsOneViewMethodWithItsModel(_ outcome: Outcome) {
    view.shown.expect(outcome.shown)
    outcome.fire(service)
    view.shown.verify()
  }

  @Test func wiringAloneCallsNoCommandAndShowsNothing() {
    #expect(service.calls.received.isEmpty)
    #expect(view.shown.received.isEmpty)
  }
}
