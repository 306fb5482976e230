import Domain

/// The Tasks service over any `TaskRepository`: applies the rules and builds the models.
package final class DefaultTasksService: TasksService {
  private let repository: any TaskRepository
  private let catalog: MessageCatalog
  private let labels: Labels

  private var taskChanged: (TaskChangeModel) -> Void = { _ in }
  private var taskRemoved: (TaskChangeModel) -> Void = { _ in }
  private var listed: (TaskListModel) -> Void = { _ in }
  private var tasksRemoved: (TaskCountModel) -> Void = { _ in }
  private var allToggled: (CompleteAllModel) -> Void = { _ in }
  private var failed: (ErrorModel) -> Void = { _ in }

  /// A service that keeps its tasks in `repository` and speaks `language`.
  package init(repository: any TaskRepository, language: Language) {
    self.repository = repository
    self.catalog = MessageCatalog(language: language)
    self.labels = Labels(catalog)
  }

  package func add(text: String) {
    perform { () throws(DomainError) in
      let task = try repository.add(text: TaskText(text))
      taskChanged(TaskChangeModel(task: task.model, label: labels.added))
    }
  }

  package func list(filter name: String) {
    guard let filter = TaskFilter(rawValue: name) else {
      let names = TaskFilter.allCases.map(\.rawValue)
      let message =
        Suggestion.nearest(to: name, among: names).map {
          catalog.text(.usageDidYouMeanFilter, name, $0)
        } ?? catalog.text(.usageUnknownFilter, name, names.joined(separator: ", "))
      failed(ErrorModel(code: .usage, message: message))
      return
    }
    perform { () throws(DomainError) in
      let tasks = try repository.all()
      var rows: [TaskModel] = []
      var itemsLeft = 0
      for task in tasks {
        if !task.isCompleted { itemsLeft += 1 }
        if filter.includes(task) { rows.append(task.model) }
      }
      let itemsLeftText = catalog.counted(itemsLeft, one: .itemsLeftOne, other: .itemsLeftOther)
      listed(
        TaskListModel(
          filter: filter, tasks: rows, itemsLeft: itemsLeft, itemsLeftText: itemsLeftText))
    }
  }

  package func toggleFavorite(id: String) {
    perform { () throws(DomainError) in
      var task = try existingTask(id)
      task.isFavorite.toggle()
      try repository.update(task)
      taskChanged(
        TaskChangeModel(
          task: task.model, label: task.isFavorite ? labels.favorited : labels.unfavorited))
    }
  }

  package func toggleCompleted(id: String) {
    perform { () throws(DomainError) in
      var task = try existingTask(id)
      task.isCompleted.toggle()
      try repository.update(task)
      taskChanged(
        TaskChangeModel(
          task: task.model, label: task.isCompleted ? labels.completed : labels.reopened))
    }
  }

  package func toggleAllCompleted() {
    perform { () throws(DomainError) in
      let tasks = try repository.all()
      // As in TodoMVC: when every task is done the toggle reopens them all.
      let target = !tasks.allSatisfy(\.isCompleted) || tasks.isEmpty
      var changed = 0
      for var task in tasks where task.isCompleted != target {
        task.isCompleted = target
        try repository.update(task)
        changed += 1
      }
      let key: MessageKey = target ? .allTasksCompleted : .allTasksActive
      allToggled(
        CompleteAllModel(
          isCompleted: target, changedCount: changed, summary: catalog.text(key, String(changed))))
    }
  }

  package func edit(id: String, text: String) {
    perform { () throws(DomainError) in
      var task = try existingTask(id)
      let newText: TaskText
      do throws(DomainError) {
        newText = try TaskText(text)
      } catch .emptyTaskText {
        // As in TodoMVC: clearing a task's text deletes the task.
        try repository.remove(id: task.id)
        taskRemoved(TaskChangeModel(task: task.model, label: labels.removed))
        return
      } catch {
        throw error
      }
      task.text = newText
      try repository.update(task)
      taskChanged(TaskChangeModel(task: task.model, label: labels.edited))
    }
  }

  package func remove(id: String) {
    perform { () throws(DomainError) in
      let task = try existingTask(id)
      try repository.remove(id: task.id)
      taskRemoved(TaskChangeModel(task: task.model, label: labels.removed))
    }
  }

  package func clearCompleted() {
    perform { () throws(DomainError) in
      var removed = 0
      for task in try repository.all() where task.isCompleted {
        try repository.remove(id: task.id)
        removed += 1
      }
      tasksRemoved(countModel(removed))
    }
  }

  package func removeAll() {
    perform { () throws(DomainError) in
      let count = try repository.all().count
      try repository.removeAll()
      tasksRemoved(countModel(count))
    }
  }

  package func onTaskChanged(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskChanged = handler
  }
  package func onTaskRemoved(_ handler: @escaping (TaskChangeModel) -> Void) {
    taskRemoved = handler
  }
  package func onListed(_ handler: @escaping (TaskListModel) -> Void) { listed = handler }
  package func onTasksRemoved(_ handler: @escaping (TaskCountModel) -> Void) {
    tasksRemoved = handler
  }
  package func onAllToggled(_ handler: @escaping (CompleteAllModel) -> Void) {
    allToggled = handler
  }
  package func onFailure(_ handler: @escaping (ErrorModel) -> Void) { failed = handler }

  // MARK: - Helpers

  /// Runs one command, turning any refusal into exactly one failure outcome.
  private func perform(_ command: () throws(DomainError) -> Void) {
    runCommand(command, catalog: catalog, onFailure: failed)
  }

  private func existingTask(_ id: String) throws(DomainError) -> TaskItem {
    let taskID = try TaskID(parsing: id)
    guard let task = try repository.task(withID: taskID) else { throw .taskNotFound(taskID) }
    return task
  }

  private func countModel(_ count: Int) -> TaskCountModel {
    TaskCountModel(
      removedCount: count,
      summary: catalog.counted(count, one: .tasksRemovedOne, other: .tasksRemovedOther))
  }

  /// The words of the change outcomes, looked up once rather than per command.
  private struct Labels {
    let added: String
    let favorited: String
    let unfavorited: String
    let completed: String
    let reopened: String
    let edited: String
    let removed: String

    init(_ catalog: MessageCatalog) {
      added = catalog.text(.taskAdded)
      favorited = catalog.text(.taskFavorited)
      unfavorited = catalog.text(.taskUnfavorited)
      completed = catalog.text(.taskCompleted)
      reopened = catalog.text(.taskReopened)
      edited = catalog.text(.taskEdited)
      removed = catalog.text(.taskRemoved)
    }
  }
}

extension TaskItem {
  fileprivate var model: TaskModel {
    TaskModel(id: id.rawValue, text: text.value, isFavorite: isFavorite, isCompleted: isCompleted)
  }
}

extension TaskFilter {
  fileprivate func includes(_ task: TaskItem) -> Bool {
    switch self {
    case .all: true
    case .active: !task.isCompleted
    case .completed: task.isCompleted
    case .favorites: task.isFavorite
    }
  }
}
