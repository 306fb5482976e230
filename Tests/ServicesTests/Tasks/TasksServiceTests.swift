import Domain
import Repositories
import Services
import Testing

/// Records the outcomes a service emits, in order.
private final class Outcomes {
  enum Outcome: Equatable {
    case changed(TaskChangeModel)
    case removed(TaskChangeModel)
    case list(TaskListModel)
    case removedCount(TaskCountModel)
    case allToggled(CompleteAllModel)
    case severalChanged(TaskChangesModel)
    case severalRemoved(TaskChangesModel)
    case undone(TaskUndoModel)
    case failure(ErrorModel)
  }
  var all: [Outcome] = []

  var last: Outcome? { all.last }
}

@Suite struct TasksServiceTests {
  /// 2026-01-01T09:00:00Z, when every task of these tests is created, and completed.
  private static let now: Int64 = 1_767_258_000
  private let repository = InMemoryTaskRepository()
  private let clock = FixedClock(time: now)
  private let service: DefaultTasksService
  private let outcomes = Outcomes()

  init() {
    service = DefaultTasksService(
      repository: repository, clock: clock, random: SeededRandomSource(seed: 1),
      language: .english)
    let outcomes = outcomes
    service.onTaskChanged { outcomes.all.append(.changed($0)) }
    service.onTaskRemoved { outcomes.all.append(.removed($0)) }
    service.onListed { outcomes.all.append(.list($0)) }
    service.onTasksRemoved { outcomes.all.append(.removedCount($0)) }
    service.onAllToggled { outcomes.all.append(.allToggled($0)) }
    service.onSeveralChanged { outcomes.all.append(.severalChanged($0)) }
    service.onSeveralRemoved { outcomes.all.append(.severalRemoved($0)) }
    service.onUndone { outcomes.all.append(.undone($0)) }
    service.onFailure { outcomes.all.append(.failure($0)) }
  }

  /// The model of a task created at `now`, and completed then when `completed`.
  private func task(_ id: Int, _ text: String, favorite: Bool = false, completed: Bool = false)
    -> TaskModel
  {
    TaskModel(
      id: id, text: text, isFavorite: favorite, isCompleted: completed, createdAt: Self.now,
      completedAt: completed ? Self.now : nil)
  }

  @Test func addTrimsTheTextAndAnswersTheNewTaskOnly() {
    service.add(text: "  Buy milk ")
    #expect(outcomes.all == [.changed(TaskChangeModel(task: task(1, "Buy milk"), label: "added"))])
  }

  @Test func addGivesIDsInCreationOrder() {
    service.add(text: "a")
    service.add(text: "b")
    #expect(outcomes.last == .changed(TaskChangeModel(task: task(2, "b"), label: "added")))
  }

  @Test func addRefusesEmptyAndOverlongTextAndStoresNothing() throws {
    service.add(text: "   ")
    service.add(text: String(repeating: "x", count: 501))
    #expect(
      outcomes.all == [
        .failure(ErrorModel(code: .emptyText, message: "The task text is empty")),
        .failure(
          ErrorModel(
            code: .textTooLong, message: "The task text has 501 characters; at most 500 are allowed"
          )),
      ])
    #expect(try repository.all().isEmpty)
  }

  /// A NUL reaches no task, whichever way it came in: add and edit are refused alike.
  @Test func addAndEditRefuseATextHoldingANulAndStoreNothing() throws {
    service.add(text: "ab\u{0}cd")
    service.add(text: "kept")
    service.edit(id: "1", text: "x\u{0}")
    let refusal = ErrorModel(
      code: .invalidText, message: "The task text holds a NUL character, which no text may hold")
    #expect(outcomes.all.first == .failure(refusal))
    #expect(outcomes.all.last == .failure(refusal))
    #expect(try repository.all().map(\.text.value) == ["kept"])
  }

  @Test func listShowsTheFilterTheMatchingTasksAndTheItemsLeft() {
    service.add(text: "a")
    service.add(text: "b")
    service.add(text: "c")
    service.toggleCompleted(id: "1")
    service.toggleFavorite(id: "3")

    service.list(filter: "all")
    #expect(
      outcomes.last
        == .list(
          TaskListModel(
            filter: .all,
            tasks: [task(1, "a", completed: true), task(2, "b"), task(3, "c", favorite: true)],
            itemsLeft: 2, itemsLeftText: "2 items left", emptyText: "No tasks yet")))

    service.list(filter: "active")
    #expect(
      outcomes.last
        == .list(
          TaskListModel(
            filter: .active, tasks: [task(2, "b"), task(3, "c", favorite: true)], itemsLeft: 2,
            itemsLeftText: "2 items left", emptyText: "Nothing to do")))

    service.list(filter: "completed")
    #expect(
      outcomes.last
        == .list(
          TaskListModel(
            filter: .completed, tasks: [task(1, "a", completed: true)], itemsLeft: 2,
            itemsLeftText: "2 items left", emptyText: "No completed tasks")))

    service.list(filter: "favorites")
    #expect(
      outcomes.last
        == .list(
          TaskListModel(
            filter: .favorites, tasks: [task(3, "c", favorite: true)], itemsLeft: 2,
            itemsLeftText: "2 items left", emptyText: "No favorite tasks")))
  }

  @Test func itemsLeftIsSingularForOne() {
    service.add(text: "a")
    service.list(filter: "completed")
    #expect(
      outcomes.last
        == .list(
          TaskListModel(
            filter: .completed, tasks: [], itemsLeft: 1, itemsLeftText: "1 item left",
            emptyText: "No completed tasks")))
  }

  @Test(arguments: [
    ("all", "No tasks yet"), ("active", "Nothing to do"), ("completed", "No completed tasks"),
    ("favorites", "No favorite tasks"),
  ])
  func anEmptyListSaysSoForItsFilter(filter: String, text: String) {
    service.list(filter: filter)
    guard case .list(let list) = outcomes.last else {
      Issue.record("no list for \(filter)")
      return
    }
    #expect(list.tasks.isEmpty)
    #expect(list.emptyText == text)
  }

  /// A screen keeps it for when a change empties the list it shows.
  @Test func aListWithTasksStillSaysWhatItWouldSayEmpty() {
    service.add(text: "a")
    service.list(filter: "active")
    guard case .list(let list) = outcomes.last else {
      Issue.record("no list")
      return
    }
    #expect(list.emptyText == "Nothing to do")
  }

  @Test func favoriteAndCompleteToggleBackAndForth() {
    service.add(text: "a")
    service.toggleFavorite(id: "1")
    service.toggleFavorite(id: "1")
    service.toggleCompleted(id: "1")
    service.toggleCompleted(id: "1")
    #expect(
      Array(outcomes.all.dropFirst()) == [
        .changed(TaskChangeModel(task: task(1, "a", favorite: true), label: "starred")),
        .changed(TaskChangeModel(task: task(1, "a"), label: "unstarred")),
        .changed(TaskChangeModel(task: task(1, "a", completed: true), label: "completed")),
        .changed(TaskChangeModel(task: task(1, "a"), label: "reopened")),
      ])
  }

  @Test(arguments: ["0", "-1", "x", "", "1.5", "99999999999999999999"])
  func aMalformedIDIsInvalid(id: String) {
    service.toggleFavorite(id: id)
    #expect(
      outcomes.all == [
        .failure(
          ErrorModel(
            code: .invalidID, message: "Invalid task ID '\(id)': expected a positive integer"))
      ])
  }

  @Test func aMissingTaskIsNotFoundForEveryCommandThatTakesAnID() {
    let notFound = Outcomes.Outcome.failure(ErrorModel(code: .taskNotFound, message: "No task #7"))
    service.toggleFavorite(id: "7")
    service.toggleCompleted(id: "7")
    service.edit(id: "7", text: "x")
    service.remove(ids: ["7"])
    #expect(outcomes.all == [notFound, notFound, notFound, notFound])
  }

  @Test func toggleAllCompletesEveryTaskUnlessAllAreCompletedThenReopensThem() {
    service.add(text: "a")
    service.add(text: "b")
    service.toggleCompleted(id: "1")

    service.toggleAllCompleted()
    #expect(
      outcomes.last
        == .allToggled(
          CompleteAllModel(
            isCompleted: true, changedCount: 1, summary: "Marked every task completed (1 changed)"))
    )

    service.toggleAllCompleted()
    #expect(
      outcomes.last
        == .allToggled(
          CompleteAllModel(
            isCompleted: false, changedCount: 2, summary: "Marked every task active (2 changed)")))
  }

  @Test func editReplacesTheTextTrimmed() {
    service.add(text: "a")
    service.edit(id: "1", text: "  b  ")
    #expect(outcomes.last == .changed(TaskChangeModel(task: task(1, "b"), label: "edited")))
  }

  @Test func editToEmptyTextRemovesTheTask() throws {
    service.add(text: "a")
    service.edit(id: "1", text: "  ")
    #expect(outcomes.last == .removed(removal(task(1, "a"))))
    #expect(try repository.all().isEmpty)
  }

  @Test func editToOverlongTextFailsAndKeepsTheTask() throws {
    service.add(text: "a")
    service.edit(id: "1", text: String(repeating: "y", count: 600))
    guard case .failure(let error) = outcomes.last else {
      Issue.record("expected a failure, got \(String(describing: outcomes.last))")
      return
    }
    #expect(error.code == .textTooLong)
    #expect(try repository.all().map(\.text.value) == ["a"])
  }

  @Test func removeAnswersTheRemovedTask() throws {
    service.add(text: "a")
    service.add(text: "b")
    service.remove(ids: ["1"])
    #expect(outcomes.last == .removed(removal(task(1, "a"))))
    #expect(try repository.all().map(\.id.rawValue) == [2])
  }

  @Test func clearCompletedRemovesOnlyCompletedTasksAndCountsThem() throws {
    service.add(text: "a")
    service.add(text: "b")
    service.add(text: "c")
    service.toggleCompleted(id: "1")
    service.toggleCompleted(id: "3")
    service.clearCompleted()
    #expect(
      outcomes.last == .removedCount(TaskCountModel(removedCount: 2, summary: "Removed 2 tasks")))
    #expect(try repository.all().map(\.id.rawValue) == [2])
  }

  @Test func removeAllCountsAndNeverReusesIDs() {
    service.add(text: "a")
    service.add(text: "b")
    service.removeAll()
    #expect(
      outcomes.last == .removedCount(TaskCountModel(removedCount: 2, summary: "Removed 2 tasks")))
    service.add(text: "c")
    #expect(outcomes.last == .changed(TaskChangeModel(task: task(3, "c"), label: "added")))
  }

  @Test func messagesFollowTheLanguage() {
    let spanish = DefaultTasksService(
      repository: InMemoryTaskRepository(), clock: clock, random: SeededRandomSource(seed: 1),
      language: .spanish)
    var messages: [String] = []
    spanish.onFailure { messages.append($0.message) }
    var labels: [String] = []
    spanish.onTaskChanged { labels.append($0.label) }
    spanish.add(text: "a")
    spanish.remove(ids: ["9"])
    #expect(labels == ["añadida"])
    #expect(messages == ["No existe la tarea #9"])
  }

  // MARK: - Verbs that set a state

  /// `task`, removed: shown under no filter.
  private func removal(_ task: TaskModel) -> TaskChangeModel {
    TaskChangeModel(task: task, label: "removed", isShown: false)
  }

  private func change(_ label: String, _ task: TaskModel) -> TaskChangeModel {
    TaskChangeModel(task: task, label: label)
  }

  @Test func completeTwiceSaysAlreadyTheSecondTimeAndChangesNothing() throws {
    service.add(text: "a")
    service.complete(ids: ["1"])
    service.complete(ids: ["#1"])
    #expect(
      Array(outcomes.all.dropFirst()) == [
        .changed(change("completed", task(1, "a", completed: true))),
        .changed(change("already completed", task(1, "a", completed: true))),
      ])
    #expect(repository.undo() != nil)  // the first complete
    #expect(repository.undo() != nil)  // the add: the second complete was no change
    #expect(repository.undo() == nil)
  }

  @Test func reopenFavoriteAndUnfavoriteSetTheirStateAndSayWhenAlreadySo() {
    service.add(text: "a")
    service.reopen(ids: ["1"])
    service.favorite(ids: ["1"])
    service.favorite(ids: ["1"])
    service.unfavorite(ids: ["1"])
    service.unfavorite(ids: ["1"])
    service.complete(ids: ["1"])
    service.reopen(ids: ["1"])
    #expect(
      Array(outcomes.all.dropFirst()) == [
        .changed(change("already active", task(1, "a"))),
        .changed(change("starred", task(1, "a", favorite: true))),
        .changed(change("already starred", task(1, "a", favorite: true))),
        .changed(change("unstarred", task(1, "a"))),
        .changed(change("already unstarred", task(1, "a"))),
        .changed(change("completed", task(1, "a", completed: true))),
        .changed(change("reopened", task(1, "a"))),
      ])
  }

  @Test func severalIDsAnswerEveryTaskInTheOrderGivenEachOnce() {
    service.add(text: "a")
    service.add(text: "b")
    service.add(text: "c")
    service.complete(ids: ["2"])
    service.complete(ids: ["3", "2", "#3"])
    #expect(
      outcomes.last
        == .severalChanged(
          TaskChangesModel(changes: [
            change("completed", task(3, "c", completed: true)),
            change("already completed", task(2, "b", completed: true)),
          ])))
  }

  @Test func theShapeFollowsHowManyIDsWereTypedNotHowManyTasks() {
    service.add(text: "a")
    service.favorite(ids: ["1", "1"])
    #expect(
      outcomes.last
        == .severalChanged(
          TaskChangesModel(changes: [change("starred", task(1, "a", favorite: true))]))
    )
  }

  @Test(arguments: [["1", "9", "2"], ["1", "x", "2"], ["1", "2", "0"]])
  func oneUnknownOrBadIDFailsTheCommandAndChangesNoTask(ids: [String]) throws {
    service.add(text: "a")
    service.add(text: "b")
    let untouched = try repository.all()
    service.complete(ids: ids)
    service.favorite(ids: ids)
    service.remove(ids: ids)
    guard case .failure = outcomes.last else {
      Issue.record("expected a failure, got \(String(describing: outcomes.last))")
      return
    }
    #expect(
      Array(outcomes.all.suffix(3)).allSatisfy { if case .failure = $0 { true } else { false } })
    #expect(try repository.all() == untouched)
  }

  @Test func removeSeveralAnswersTheRemovedTasks() throws {
    service.add(text: "a")
    service.add(text: "b")
    service.add(text: "c")
    service.remove(ids: ["3", "1"])
    #expect(
      outcomes.last
        == .severalRemoved(
          TaskChangesModel(changes: [
            removal(task(3, "c")), removal(task(1, "a")),
          ])))
    #expect(try repository.all().map(\.id.rawValue) == [2])
  }

  @Test func toggleAndToggleFavoriteStillToggle() {
    service.add(text: "a")
    service.toggleCompleted(id: "1")
    service.toggleCompleted(id: "1")
    service.toggleFavorite(id: "1")
    #expect(
      Array(outcomes.all.dropFirst()) == [
        .changed(change("completed", task(1, "a", completed: true))),
        .changed(change("reopened", task(1, "a"))),
        .changed(change("starred", task(1, "a", favorite: true))),
      ])
  }

  @Test func completeAllIsIdempotent() throws {
    service.add(text: "a")
    service.add(text: "b")
    service.complete(ids: ["1"])
    service.completeAll()
    service.completeAll()
    #expect(
      Array(outcomes.all.suffix(2)) == [
        .allToggled(
          CompleteAllModel(
            isCompleted: true, changedCount: 1, summary: "Marked every task completed (1 changed)")),
        .allToggled(
          CompleteAllModel(
            isCompleted: true, changedCount: 0, summary: "Marked every task completed (0 changed)")),
      ])
    #expect(try repository.all().allSatisfy { $0.isCompleted })
  }

  // MARK: - Undo

  @Test func undoWithNothingDoneIsNothingToUndo() {
    service.undo()
    #expect(
      outcomes.all == [
        .failure(
          ErrorModel(
            code: .nothingToUndo, message: "Nothing to undo (undo goes back at most 10 changes)"))
      ])
  }

  @Test func undoRevertsTheLatestChangeAndNamesIt() throws {
    service.add(text: "a")
    service.add(text: "b")
    service.complete(ids: ["1", "2"])
    service.undo()
    #expect(
      outcomes.last
        == .undone(
          TaskUndoModel(
            undone: .complete,
            restored: [change("restored", task(1, "a")), change("restored", task(2, "b"))],
            removed: [])))
    #expect(try repository.all().allSatisfy { !$0.isCompleted })
  }

  @Test func aSecondUndoGoesOneChangeFurtherBack() throws {
    service.add(text: "a")
    service.edit(id: "1", text: "b")
    service.undo()
    service.undo()
    #expect(
      Array(outcomes.all.suffix(2)) == [
        .undone(
          TaskUndoModel(
            undone: .edit,
            restored: [change("restored", task(1, "a"))], removed: [])),
        .undone(
          TaskUndoModel(
            undone: .add, restored: [],
            removed: [removal(task(1, "a"))])),
      ])
    #expect(try repository.all().isEmpty)
  }

  @Test func undoingAnAddKeepsItsIDUsed() {
    service.add(text: "a")
    service.undo()
    service.add(text: "b")
    #expect(outcomes.last == .changed(change("added", task(2, "b"))))
  }

  @Test func undoBringsBackEveryTaskRemoveAllTook() {
    service.add(text: "a")
    service.add(text: "b")
    service.favorite(ids: ["2"])
    service.removeAll()
    service.undo()
    #expect(
      outcomes.last
        == .undone(
          TaskUndoModel(
            undone: .remove,
            restored: [
              change("restored", task(1, "a")), change("restored", task(2, "b", favorite: true)),
            ],
            removed: [])))
  }

  @Test(arguments: [
    ("favorite", UndoneChange.favorite), ("unfavorite", .unfavorite),
    ("reopen", .reopen), ("clear", .remove),
  ])
  func undoNamesTheChangeItReverted(command: String, label: UndoneChange) {
    service.add(text: "a")
    service.favorite(ids: ["1"])
    service.complete(ids: ["1"])
    switch command {
    case "favorite":
      service.unfavorite(ids: ["1"])
      service.favorite(ids: ["1"])
    case "unfavorite": service.unfavorite(ids: ["1"])
    case "reopen": service.reopen(ids: ["1"])
    default: service.clearCompleted()
    }
    service.undo()
    guard case .undone(let undo) = outcomes.last else {
      Issue.record("expected an undo, got \(String(describing: outcomes.last))")
      return
    }
    #expect(undo.undone == label)
  }

  @Test func undoKeepsTenChanges() throws {
    for index in 1...12 { service.add(text: "t\(index)") }
    for _ in 1...10 { service.undo() }
    service.undo()
    // The message says why: the eleventh step back is past what is kept.
    #expect(
      outcomes.last
        == .failure(
          ErrorModel(
            code: .nothingToUndo, message: "Nothing to undo (undo goes back at most 10 changes)")))
    #expect(try repository.all().map(\.text.value) == ["t1", "t2"])
  }
}
