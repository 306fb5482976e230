import Domain
import Repositories
import Services
import Testing

/// The filter the service keeps from the last list, and what each change answers about the
/// list a view shows: whether its task still shows, and the items left. A screen patches
/// its rows from these and never asks for the list twice for one gesture.
@Suite struct TasksServiceFilterTests {
  private let repository = InMemoryTaskRepository()
  private let service: DefaultTasksService
  private let heard = Heard()

  /// The outcomes heard, each as the part these tests read.
  private final class Heard {
    var changes: [TaskChangeModel] = []
    var several: [TaskChangesModel] = []
    var lists: [TaskListModel] = []
    var counts: [TaskCountModel] = []
    var toggles: [CompleteAllModel] = []
    var undos: [TaskUndoModel] = []
    var failures: [ErrorModel] = []
  }

  init() {
    service = DefaultTasksService(
      repository: repository, clock: FixedClock(time: 1_767_258_000),
      random: SeededRandomSource(seed: 1), language: .english)
    let heard = heard
    service.onTaskChanged { heard.changes.append($0) }
    service.onTaskRemoved { heard.changes.append($0) }
    service.onSeveralChanged { heard.several.append($0) }
    service.onSeveralRemoved { heard.several.append($0) }
    service.onListed { heard.lists.append($0) }
    service.onTasksRemoved { heard.counts.append($0) }
    service.onAllToggled { heard.toggles.append($0) }
    service.onUndone { heard.undos.append($0) }
    service.onFailure { heard.failures.append($0) }
  }

  @Test func aChangeSaysWhetherTheFilterOfTheLastListShowsItsTask() {
    service.add(text: "a")
    service.list(filter: "active")
    service.toggleCompleted(id: "1")
    service.toggleFavorite(id: "1")
    service.list(filter: "completed")
    service.toggleFavorite(id: "1")
    service.toggleCompleted(id: "1")
    service.list(filter: "favorites")
    service.toggleFavorite(id: "1")
    service.add(text: "b")
    #expect(heard.changes.map(\.isShown) == [true, false, false, true, false, true, false])
  }

  @Test func anUnknownFilterKeepsTheFilterAsItWas() {
    service.list(filter: "completed")
    service.list(filter: "activ")
    service.add(text: "a")
    #expect(heard.failures.map(\.code) == [.usage])
    #expect(heard.changes.map(\.isShown) == [false])
  }

  @Test func aRemovedTaskShowsUnderNoFilter() {
    service.add(text: "a")
    service.add(text: "b")
    service.add(text: "c")
    service.remove(ids: ["1"])
    service.edit(id: "2", text: "")
    service.remove(ids: ["3", "3"])
    #expect(heard.changes.map(\.isShown) == [true, true, true, false, false])
    #expect(heard.several.flatMap(\.changes).map(\.isShown) == [false])
  }

  /// A command-line run that never lists pays for no count: an add stays one write.
  @Test func withoutAListNoChangeCountsTheItemsLeft() {
    service.add(text: "a")
    service.complete(ids: ["1"])
    service.toggleAllCompleted()
    service.removeAll()
    #expect(heard.changes.map(\.itemsLeft) == [nil, nil])
    #expect(heard.toggles.map(\.list) == [nil])
    #expect(heard.counts.map(\.list) == [nil])
  }

  @Test func afterAListEachChangeCarriesTheItemsLeft() {
    service.list(filter: "all")
    service.add(text: "a")
    service.add(text: "b")
    service.add(text: "c")
    service.toggleCompleted(id: "1")
    service.toggleFavorite(id: "2")
    service.edit(id: "2", text: "B")
    service.remove(ids: ["3"])
    service.remove(ids: ["1"])
    service.edit(id: "2", text: "")
    #expect(
      heard.changes.map { $0.itemsLeft?.count } == [1, 2, 3, 2, 2, 2, 1, 1, 0])
    #expect(heard.changes.last?.itemsLeft?.text == "0 items left")
  }

  @Test func severalChangesAndUndosCarryTheItemsLeftOnce() {
    service.add(text: "a")
    service.add(text: "b")
    service.list(filter: "active")
    service.complete(ids: ["1", "2", "1"])
    service.undo()
    service.reopen(ids: ["1"])
    #expect(heard.several.map { $0.itemsLeft?.count } == [0])
    #expect(heard.several.flatMap(\.changes).map(\.isShown) == [false, false])
    #expect(heard.undos.map { $0.itemsLeft?.count } == [2])
    #expect(heard.undos.flatMap(\.restored).map(\.isShown) == [true, true])
    #expect(heard.changes.last?.label == "already active")
    #expect(heard.changes.last?.itemsLeft?.text == "2 items left")
  }

  @Test func undoingAnAddTakesItsTaskOutOfTheCount() {
    service.list(filter: "all")
    service.add(text: "a")
    service.undo()
    #expect(heard.undos.map { $0.itemsLeft?.count } == [0])
    #expect(heard.undos.flatMap(\.removed).map(\.isShown) == [false])
  }

  @Test func theListAToggleAllAnswersHasTheTasksAsStoredWithTheirTimes() {
    service.add(text: "a")
    service.list(filter: "all")
    service.toggleAllCompleted()
    let rows = heard.toggles.first?.list?.tasks
    #expect(rows?.map(\.isCompleted) == [true])
    #expect(rows?.map(\.completedAt) == ["2026-01-01T09:00:00Z"])
  }

  @Test func aBulkChangeAnswersTheListItLeftUnderTheFilter() {
    service.add(text: "a")
    service.add(text: "b")
    service.list(filter: "active")
    service.toggleAllCompleted()
    service.toggleAllCompleted()
    service.complete(ids: ["2"])
    service.clearCompleted()
    service.removeAll()
    #expect(heard.toggles.map { $0.list?.tasks.map(\.id) } == [[], [1, 2]])
    #expect(heard.toggles.map { $0.list?.itemsLeft } == [0, 2])
    #expect(heard.counts.map { $0.list?.tasks.map(\.id) } == [[1], []])
    #expect(heard.counts.map { $0.list?.filter } == [.active, .active])
    #expect(heard.counts.last?.list?.emptyText == "Nothing to do")
    // The count a bulk change took anew goes on with the changes after it.
    service.add(text: "c")
    #expect(heard.changes.last?.itemsLeft?.count == 1)
  }
}
