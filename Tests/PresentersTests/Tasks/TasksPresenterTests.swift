import Presenters
import Services
import TestSupport
import Testing

@Suite struct TasksPresenterTests {
  private let view = SpyTasksView()
  private let service = MockTasksService()

  init() {
    TasksPresenter(view: view, service: service)
  }

  @Test func eachViewEventReachesExactlyOneServiceCommand() {
    view.userAdds("Buy milk")
    view.userLists("favorites")
    view.userTogglesFavorite("1")
    view.userTogglesCompleted("2")
    view.userTogglesAll()
    view.userEdits("3", "new text")
    view.userRemoves("4")
    view.userClearsCompleted()
    view.userRemovesAll()

    #expect(
      service.calls == [
        .add(text: "Buy milk"), .list(filter: "favorites"), .toggleFavorite(id: "1"),
        .toggleCompleted(id: "2"), .toggleAllCompleted, .edit(id: "3", text: "new text"),
        .remove(id: "4"), .clearCompleted, .removeAll,
      ])
    #expect(view.shown.isEmpty)
  }

  @Test func eachServiceOutcomeReachesExactlyOneViewMethod() {
    let task = TaskModel(id: 1, text: "Buy milk", isFavorite: true, isCompleted: false)
    let change = TaskChangeModel(task: task, label: "added")
    let removal = TaskChangeModel(task: task, label: "removed")
    let list = TaskListModel(
      filter: .all, tasks: [task], itemsLeft: 1, itemsLeftText: "1 item left")
    let count = TaskCountModel(removedCount: 2, summary: "Removed 2 tasks")
    let toggled = CompleteAllModel(isCompleted: true, changedCount: 3, summary: "done")
    let failure = ErrorModel(code: .taskNotFound, message: "No task #9")

    service.emitTaskChanged(change)
    service.emitTaskRemoved(removal)
    service.emitListed(list)
    service.emitTasksRemoved(count)
    service.emitAllToggled(toggled)
    service.emitFailure(failure)

    #expect(
      view.shown == [
        .changed(change), .removed(removal), .list(list), .removedCount(count),
        .allToggled(toggled), .failure(failure),
      ])
    #expect(service.calls.isEmpty)
  }
}
