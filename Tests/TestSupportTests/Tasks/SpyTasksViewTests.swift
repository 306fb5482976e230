import Domain
import Services
import TestSupport
import Testing

/// `SpyTasksView` records every view method typed and with its model, refuses what was not
/// expected, and fires each user event only to a subscriber.
@Suite struct SpyTasksViewTests {
  private let view = SpyTasksView()

  private static let task = TaskModel(id: 5, text: "Call Ana", isFavorite: true, isCompleted: false)

  static let shows: [Recorded<SpyTasksView, SpyTasksView.Shown>] = {
    let change = TaskChangeModel(task: task, label: "starred")
    let removal = TaskChangeModel(task: task, label: "removed")
    let list = TaskListModel(filter: .favorites, tasks: [task], itemsLeft: 1, itemsLeftText: "1")
    let count = TaskCountModel(removedCount: 1, summary: "Removed 1 task")
    let toggled = CompleteAllModel(isCompleted: true, changedCount: 1, summary: "all done")
    let failure = ErrorModel(code: .emptyText, message: "The task text is empty")
    let several = TaskChangesModel(changes: [change])
    let severalGone = TaskChangesModel(changes: [removal, removal])
    let undo = TaskUndoModel(
      undone: .add, restored: [], removed: [removal])
    return [
      Recorded("showChanged(_:)", { $0.showChanged(change) }, records: .changed(change)),
      Recorded("showRemoved(_:)", { $0.showRemoved(removal) }, records: .removed(removal)),
      Recorded(
        "showSeveralChanged(_:)", { $0.showSeveralChanged(several) },
        records: .severalChanged(several)),
      Recorded(
        "showSeveralRemoved(_:)", { $0.showSeveralRemoved(severalGone) },
        records: .severalRemoved(severalGone)),
      Recorded("showUndone(_:)", { $0.showUndone(undo) }, records: .undone(undo)),
      Recorded("showList(_:)", { $0.showList(list) }, records: .list(list)),
      Recorded(
        "showRemovedCount(_:)", { $0.showRemovedCount(count) }, records: .removedCount(count)),
      Recorded("showAllToggled(_:)", { $0.showAllToggled(toggled) }, records: .allToggled(toggled)),
      Recorded("showFailure(_:)", { $0.showFailure(failure) }, records: .failure(failure)),
      Recorded(
        "showImported(_:)", { $0.showImported(imported) }, records: .imported(imported)),
      Recorded("showExported(_:)", { $0.showExported(export) }, records: .exported(export.tasks)),
    ]
  }()

  private static let imported = TaskImportModel(
    importedCount: 2, skipped: [], unmappedFields: [], summary: "Imported 2 tasks")
  private static var export: TaskExportModel {
    TaskExportModel(tasks: [
      ExportedTaskModel(task: task, values: TaskValues(text: "a", uuid: "u"))
    ])
  }
  private static let request = TaskImportRequest(
    source: "-", tasks: [ImportedTask(line: 1, text: "a")])

  @Test(arguments: shows)
  func eachShowIsRecordedWithItsModel(_ show: Recorded<SpyTasksView, SpyTasksView.Shown>) {
    view.shown.expect(show.call)
    show.perform(view)
    view.shown.verify()
  }

  @Test(arguments: shows)
  func aShowNobodyExpectedIsAnIssue(_ show: Recorded<SpyTasksView, SpyTasksView.Shown>) {
    #expect(
      DoubleFailure.collect {
        show.perform(view)
      } == said("SpyTasksView: unexpected call \(show.call)"))
  }

  @Test func aShowThatDiffersOnlyInItsModelIsAnIssue() {
    let starred = TaskChangeModel(task: Self.task, label: "starred")
    let unstarred = TaskChangeModel(task: Self.task, label: "unstarred")
    view.shown.expect(.changed(starred))
    #expect(
      DoubleFailure.collect {
        view.showChanged(unstarred)
      }
        == said(
          "SpyTasksView: expected \(SpyTasksView.Shown.changed(starred)), got \(SpyTasksView.Shown.changed(unstarred))"
        ))
  }

  // What a subscriber hears is written as the service command it would reach.
  static let events: [Fired<SpyTasksView, MockTasksService.Call>] = [
    Fired(
      "onAdd", subscribe: { view, hear in view.onAdd { hear(.add(text: $0)) } },
      fire: { $0.fireAdd("Buy milk") }, hears: .add(text: "Buy milk")),
    Fired(
      "onList", subscribe: { view, hear in view.onList { hear(.list(filter: $0)) } },
      fire: { $0.fireList("completed") }, hears: .list(filter: "completed")),
    Fired(
      "onComplete", subscribe: { view, hear in view.onComplete { hear(.complete(ids: $0)) } },
      fire: { $0.fireComplete(["1", "#2"]) }, hears: .complete(ids: ["1", "#2"])),
    Fired(
      "onReopen", subscribe: { view, hear in view.onReopen { hear(.reopen(ids: $0)) } },
      fire: { $0.fireReopen(["3"]) }, hears: .reopen(ids: ["3"])),
    Fired(
      "onFavorite", subscribe: { view, hear in view.onFavorite { hear(.favorite(ids: $0)) } },
      fire: { $0.fireFavorite(["4", "5"]) }, hears: .favorite(ids: ["4", "5"])),
    Fired(
      "onUnfavorite",
      subscribe: { view, hear in view.onUnfavorite { hear(.unfavorite(ids: $0)) } },
      fire: { $0.fireUnfavorite(["6"]) }, hears: .unfavorite(ids: ["6"])),
    Fired(
      "onToggleFavorite",
      subscribe: { view, hear in view.onToggleFavorite { hear(.toggleFavorite(id: $0)) } },
      fire: { $0.fireToggleFavorite("1") }, hears: .toggleFavorite(id: "1")),
    Fired(
      "onToggleCompleted",
      subscribe: { view, hear in view.onToggleCompleted { hear(.toggleCompleted(id: $0)) } },
      fire: { $0.fireToggleCompleted("2") }, hears: .toggleCompleted(id: "2")),
    Fired(
      "onCompleteAll", subscribe: { view, hear in view.onCompleteAll { hear(.completeAll) } },
      fire: { $0.fireCompleteAll() }, hears: .completeAll),
    Fired(
      "onToggleAllCompleted",
      subscribe: { view, hear in view.onToggleAllCompleted { hear(.toggleAllCompleted) } },
      fire: { $0.fireToggleAllCompleted() }, hears: .toggleAllCompleted),
    Fired(
      "onEdit", subscribe: { view, hear in view.onEdit { hear(.edit(id: $0, text: $1)) } },
      fire: { $0.fireEdit(id: "3", text: "new") }, hears: .edit(id: "3", text: "new")),
    Fired(
      "onRemove", subscribe: { view, hear in view.onRemove { hear(.remove(ids: $0)) } },
      fire: { $0.fireRemove(["4", "7"]) }, hears: .remove(ids: ["4", "7"])),
    Fired(
      "onClearCompleted",
      subscribe: { view, hear in view.onClearCompleted { hear(.clearCompleted) } },
      fire: { $0.fireClearCompleted() }, hears: .clearCompleted),
    Fired(
      "onRemoveAll", subscribe: { view, hear in view.onRemoveAll { hear(.removeAll) } },
      fire: { $0.fireRemoveAll() }, hears: .removeAll),
    Fired(
      "onUndo", subscribe: { view, hear in view.onUndo { hear(.undo) } },
      fire: { $0.fireUndo() }, hears: .undo),
    Fired(
      "onImport", subscribe: { view, hear in view.onImport { hear(.importTasks($0)) } },
      fire: { $0.fireImport(request) }, hears: .importTasks(request)),
    Fired(
      "onExport", subscribe: { view, hear in view.onExport { hear(.exportTasks) } },
      fire: { $0.fireExport() }, hears: .exportTasks),
  ]

  @Test(arguments: events)
  func eachEventReachesItsSubscriberWithWhatTheUserTyped(
    _ event: Fired<SpyTasksView, MockTasksService.Call>
  ) {
    let heard = CallLog<MockTasksService.Call>(owner: "subscriber")
    heard.expect(event.heard)
    event.subscribe(view) { heard.record($0) }
    event.fire(view)
    heard.verify()
  }

  @Test(arguments: events)
  func anEventNobodySubscribedToIsAnIssue(_ event: Fired<SpyTasksView, MockTasksService.Call>) {
    #expect(
      DoubleFailure.collect {
        event.fire(view)
      } == said("SpyTasksView: nobody subscribed with \(event.testDescription)"))
  }
}
