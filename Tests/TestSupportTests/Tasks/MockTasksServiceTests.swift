import Domain
import Services
import TestSupport
import Testing

/// `MockTasksService` records every command typed and with its arguments, refuses what was
/// not expected, and fires each outcome only to a subscriber.
@Suite struct MockTasksServiceTests {
  private let service = MockTasksService()

  static let commands: [Recorded<MockTasksService, MockTasksService.Call>] = [
    Recorded("add(text:)", { $0.add(text: "Buy milk") }, records: .add(text: "Buy milk")),
    Recorded("list(filter:)", { $0.list(filter: "active") }, records: .list(filter: "active")),
    Recorded(
      "complete(ids:)", { $0.complete(ids: ["1", "#2"]) }, records: .complete(ids: ["1", "#2"])),
    Recorded("reopen(ids:)", { $0.reopen(ids: ["3"]) }, records: .reopen(ids: ["3"])),
    Recorded(
      "favorite(ids:)", { $0.favorite(ids: ["4", "5"]) }, records: .favorite(ids: ["4", "5"])),
    Recorded("unfavorite(ids:)", { $0.unfavorite(ids: ["6"]) }, records: .unfavorite(ids: ["6"])),
    Recorded(
      "toggleFavorite(id:)", { $0.toggleFavorite(id: "1") }, records: .toggleFavorite(id: "1")),
    Recorded(
      "toggleCompleted(id:)", { $0.toggleCompleted(id: "2") }, records: .toggleCompleted(id: "2")),
    Recorded("completeAll()", { $0.completeAll() }, records: .completeAll),
    Recorded("toggleAllCompleted()", { $0.toggleAllCompleted() }, records: .toggleAllCompleted),
    Recorded(
      "edit(id:text:)", { $0.edit(id: "3", text: "new") }, records: .edit(id: "3", text: "new")),
    Recorded("remove(ids:)", { $0.remove(ids: ["4", "7"]) }, records: .remove(ids: ["4", "7"])),
    Recorded("clearCompleted()", { $0.clearCompleted() }, records: .clearCompleted),
    Recorded("removeAll()", { $0.removeAll() }, records: .removeAll),
    Recorded("undo()", { $0.undo() }, records: .undo),
    Recorded(
      "importTasks(_:)", { $0.importTasks(request) }, records: .importTasks(request)),
    Recorded("exportTasks()", { $0.exportTasks() }, records: .exportTasks),
  ]

  private static let request = TaskImportRequest(
    source: "todo.txt", tasks: [ImportedTask(line: 2, text: "b", isCompleted: true)],
    skipped: [ImportSkip(line: 1, reason: .emptyText)])

  @Test(arguments: commands)
  func eachCommandIsRecordedWithItsArguments(
    _ command: Recorded<MockTasksService, MockTasksService.Call>
  ) {
    service.calls.expect(command.call)
    command.perform(service)
    service.calls.verify()
  }

  @Test(arguments: commands)
  func aCommandNobodyExpectedIsAnIssue(_ command: Recorded<MockTasksService, MockTasksService.Call>)
  {
    #expect(
      DoubleFailure.collect {
        command.perform(service)
      } == said("MockTasksService: unexpected call \(command.call)"))
  }

  @Test func aCommandThatDiffersOnlyInAnArgumentIsAnIssue() {
    let new = MockTasksService.Call.edit(id: "3", text: "new")
    let old = MockTasksService.Call.edit(id: "3", text: "old")
    service.calls.expect(new)
    #expect(
      DoubleFailure.collect {
        service.edit(id: "3", text: "old")
      } == said("MockTasksService: expected \(new), got \(old)"))
  }

  private static let task = TaskModel(id: 1, text: "Buy milk", isFavorite: false, isCompleted: true)

  // What a subscriber hears is written as the view method it would reach.
  static let outcomes: [Fired<MockTasksService, SpyTasksView.Shown>] = {
    let change = TaskChangeModel(task: task, label: "completed")
    let removal = TaskChangeModel(task: task, label: "removed")
    let list = TaskListModel(filter: .completed, tasks: [task], itemsLeft: 0, itemsLeftText: "0")
    let count = TaskCountModel(removedCount: 4, summary: "Removed 4 tasks")
    let toggled = CompleteAllModel(isCompleted: false, changedCount: 2, summary: "reopened")
    let failure = ErrorModel(code: .invalidID, message: "x is not an ID")
    let several = TaskChangesModel(changes: [change, change])
    let severalGone = TaskChangesModel(changes: [removal])
    let undo = TaskUndoModel(
      undone: .complete, restored: [change], removed: [])
    let imported = TaskImportModel(
      importedCount: 0, skipped: [ImportSkipModel(line: 1, reason: "empty_text", text: "x")],
      unmappedFields: [], summary: "Imported 0 tasks, skipped 1")
    return [
      Fired(
        "onTaskChanged",
        subscribe: { service, hear in service.onTaskChanged { hear(.changed($0)) } },
        fire: { $0.emitTaskChanged(change) }, hears: .changed(change)),
      Fired(
        "onTaskRemoved",
        subscribe: { service, hear in service.onTaskRemoved { hear(.removed($0)) } },
        fire: { $0.emitTaskRemoved(removal) }, hears: .removed(removal)),
      Fired(
        "onSeveralChanged",
        subscribe: { service, hear in service.onSeveralChanged { hear(.severalChanged($0)) } },
        fire: { $0.emitSeveralChanged(several) }, hears: .severalChanged(several)),
      Fired(
        "onSeveralRemoved",
        subscribe: { service, hear in service.onSeveralRemoved { hear(.severalRemoved($0)) } },
        fire: { $0.emitSeveralRemoved(severalGone) }, hears: .severalRemoved(severalGone)),
      Fired(
        "onUndone", subscribe: { service, hear in service.onUndone { hear(.undone($0)) } },
        fire: { $0.emitUndone(undo) }, hears: .undone(undo)),
      Fired(
        "onListed", subscribe: { service, hear in service.onListed { hear(.list($0)) } },
        fire: { $0.emitListed(list) }, hears: .list(list)),
      Fired(
        "onTasksRemoved",
        subscribe: { service, hear in service.onTasksRemoved { hear(.removedCount($0)) } },
        fire: { $0.emitTasksRemoved(count) }, hears: .removedCount(count)),
      Fired(
        "onAllToggled",
        subscribe: { service, hear in service.onAllToggled { hear(.allToggled($0)) } },
        fire: { $0.emitAllToggled(toggled) }, hears: .allToggled(toggled)),
      Fired(
        "onFailure", subscribe: { service, hear in service.onFailure { hear(.failure($0)) } },
        fire: { $0.emitFailure(failure) }, hears: .failure(failure)),
      Fired(
        "onImported", subscribe: { service, hear in service.onImported { hear(.imported($0)) } },
        fire: { $0.emitImported(imported) }, hears: .imported(imported)),
      Fired(
        "onExported",
        subscribe: { service, hear in service.onExported { hear(.exported($0.tasks)) } },
        fire: { $0.emitExported(TaskExportModel(tasks: [])) }, hears: .exported([])),
    ]
  }()

  @Test(arguments: outcomes)
  func eachOutcomeReachesItsSubscriberWithItsModel(
    _ outcome: Fired<MockTasksService, SpyTasksView.Shown>
  ) {
    let heard = CallLog<SpyTasksView.Shown>(owner: "subscriber")
    heard.expect(outcome.heard)
    outcome.subscribe(service) { heard.record($0) }
    outcome.fire(service)
    heard.verify()
  }

  @Test(arguments: outcomes)
  func anOutcomeNobodySubscribedToIsAnIssue(_ outcome: Fired<MockTasksService, SpyTasksView.Shown>)
  {
    #expect(
      DoubleFailure.collect {
        outcome.fire(service)
      } == said("MockTasksService: nobody subscribed with \(outcome.testDescription)"))
  }
}
