import Presenters
import Services
import TerminalEngine

/// The Tasks screen, full-screen: a field and a Create button, the rows with their check
/// box, star and trash, Remove all, Toggle all, the filters, the items left and Clear
/// completed (seed 000 and TodoMVC).
///
/// It is a `TasksView` like `TerminalTasksView`: the same presenter connects it to the same
/// service. It keeps only what it shows — the rows of the last list, patched as each
/// outcome says — so a keystroke builds only the visible rows. Each gesture fires one
/// event: the service keeps the filter, and its outcomes say whether a changed row still
/// shows and how many items are left, so the screen never asks for the list again.
final class ScreenTasksView: TaskListView, ScreenPanel {
  private enum Focus: Equatable {
    case field, create, removeAll, toggleAll, list
    case filter(TaskFilter)
    case clearCompleted
  }

  private let theme: ScreenTheme
  private var field: TextField
  private var focus = Focus.field
  /// The filter of the list shown, as the service answered it.
  private var filter = TaskFilter.all
  private(set) var rows: [TaskModel] = []
  private var itemsLeftText = ""
  /// What the list says when it is empty, for its filter (also when it has rows: a change
  /// may empty it).
  private var emptyText = ""
  /// What the last gesture did, when it removed tasks ("Removed 3 tasks — u undoes", or
  /// "Removed 0 tasks", no undo offered) or undid a change; cleared by the next gesture.
  private var status: String?
  private var selected = 0
  private var top = 0
  /// The task being edited in place and its field.
  private var editing: (id: Int, field: TextField)?
  /// Set while the Create gesture runs: the task its outcome shows is the one just added,
  /// which the list scrolls to and the status line names.
  private var isCreating = false
  private var failure: ErrorModel?
  private var hits: [(HitBox, Target)] = []

  /// What a click can reach.
  private enum Target {
    case field, create, removeAll, toggleAll, clearCompleted
    case filter(TaskFilter)
    case check(Int)
    case star(Int)
    case trash(Int)
    case row(Int)
  }

  private var add: (String) -> Void = { _ in }
  private var list: (String) -> Void = { _ in }
  private var toggleFavorite: (String) -> Void = { _ in }
  private var toggleCompleted: (String) -> Void = { _ in }
  private var toggleAllCompleted: () -> Void = {}
  private var edit: (String, String) -> Void = { _, _ in }
  private var remove: ([String]) -> Void = { _ in }
  private var undo: () -> Void = {}
  private var clearCompleted: () -> Void = {}
  private var removeAll: () -> Void = {}

  init(theme: ScreenTheme) {
    self.theme = theme
    field = TextField(placeholder: theme.catalog.text(.screenTasksPlaceholder))
  }

  // MARK: - TaskListView events

  func onAdd(_ handler: @escaping (String) -> Void) { add = handler }
  func onList(_ handler: @escaping (String) -> Void) { list = handler }
  func onToggleFavorite(_ handler: @escaping (String) -> Void) { toggleFavorite = handler }
  func onToggleCompleted(_ handler: @escaping (String) -> Void) { toggleCompleted = handler }
  func onToggleAllCompleted(_ handler: @escaping () -> Void) { toggleAllCompleted = handler }
  func onEdit(_ handler: @escaping (String, String) -> Void) { edit = handler }
  func onRemove(_ handler: @escaping ([String]) -> Void) { remove = handler }
  func onUndo(_ handler: @escaping () -> Void) { undo = handler }
  func onClearCompleted(_ handler: @escaping () -> Void) { clearCompleted = handler }
  func onRemoveAll(_ handler: @escaping () -> Void) { removeAll = handler }
  // The line view's verbs for several IDs and for completing everything: the screen's
  // buttons are the seed's toggles, which never fire these, so their handlers are not kept.
  func onComplete(_ handler: @escaping ([String]) -> Void) {}
  func onReopen(_ handler: @escaping ([String]) -> Void) {}
  func onFavorite(_ handler: @escaping ([String]) -> Void) {}
  func onUnfavorite(_ handler: @escaping ([String]) -> Void) {}
  func onCompleteAll(_ handler: @escaping () -> Void) {}

  // MARK: - TaskListView outcomes

  func showChanged(_ change: TaskChangeModel) {
    failure = nil
    patch(change)
    showItemsLeft(change.itemsLeft)
    guard isCreating else { return }
    // The new row is selected, so the list scrolls to it, and the status says what was
    // added and the way back ("added #27 — u undoes"); the focus stays in the field.
    if change.isShown, let index = rowIndex(of: change.task.id) { selected = index }
    undoable("\(change.label) #\(change.task.id)")
  }

  func showRemoved(_ change: TaskChangeModel) {
    failure = nil
    patch(change)
    showItemsLeft(change.itemsLeft)
    undoable("\(change.label) #\(change.task.id) \(change.task.text)")
  }

  func showList(_ list: TaskListModel) {
    rows = list.tasks
    filter = list.filter
    itemsLeftText = list.itemsLeftText
    emptyText = list.emptyText
    selected = min(selected, max(rows.count - 1, 0))
  }

  func showSeveralChanged(_ changes: TaskChangesModel) {
    failure = nil
    for change in changes.changes { patch(change) }
    showItemsLeft(changes.itemsLeft)
  }

  func showSeveralRemoved(_ changes: TaskChangesModel) {
    failure = nil
    for change in changes.changes {
      patch(change)
      undoable("\(change.label) #\(change.task.id) \(change.task.text)")
    }
    showItemsLeft(changes.itemsLeft)
  }

  func showUndone(_ undo: TaskUndoModel) {
    failure = nil
    for change in [undo.restored, undo.removed].joined() { patch(change) }
    showItemsLeft(undo.itemsLeft)
    status = theme.catalog.text(.tasksUndone, undo.undone.command)
  }

  func showRemovedCount(_ count: TaskCountModel) {
    failure = nil
    if let list = count.list { showList(list) }
    // Nothing removed is no change: `u` would undo an earlier one, so it is not offered.
    if count.removedCount > 0 {
      undoable(count.summary)
    } else {
      status = count.summary
    }
  }

  /// Says what a destructive gesture did, and that `u` takes it back.
  private func undoable(_ done: String) {
    status = theme.catalog.text(.screenUndoable, done)
  }

  func showAllToggled(_ outcome: CompleteAllModel) {
    failure = nil
    if let list = outcome.list { showList(list) }
  }

  func showFailure(_ error: ErrorModel) { failure = error }

  // MARK: - ScreenPanel

  var title: String { theme.catalog.text(.screenTasksTitle) }

  var shortcuts: String {
    if editing != nil { return theme.catalog.text(.screenTasksEditKeys) }
    // In the field, letters are text: its line says how to reach the list (Down).
    return theme.catalog.text(focus == .field ? .screenTasksFieldKeys : .screenTasksKeys)
  }

  var isTyping: Bool { focus == .field || editing != nil }

  func appear() -> Gesture? {
    let shown = filter
    return gesture { [list] in list(shown.rawValue) }
  }

  func refresh() -> Gesture? {
    let shown = filter
    // Not `gesture`: what the last gesture said stays said, as another process's change
    // is none of the user's. The selection stays on its task where it still shows.
    return { [weak self, list] in
      guard let self else { return }
      let selectedID = selected < rows.count ? rows[selected].id : nil
      list(shown.rawValue)
      if let selectedID, let index = rowIndex(of: selectedID) { selected = index }
    }
  }

  func handle(_ key: Key) -> Gesture? {
    if editing != nil { return handleEditing(key) }
    switch key {
    case .tab: return moveFocus(by: 1)
    case .backTab: return moveFocus(by: -1)
    default: break
    }
    if focus == .field {
      switch key {
      case .enter: return create()
      case .down: focus = .list
      default: _ = field.edit(key)
      }
      return nil
    }
    if focus == .list, let gesture = handleList(key) { return gesture }
    switch key {
    case .enter, .character(" "): return activate(focus)
    case .character("a"): return gesture { [toggleAllCompleted] in toggleAllCompleted() }
    case .character("c"): return gesture { [clearCompleted] in clearCompleted() }
    case .character("R"): return gesture { [removeAll] in removeAll() }
    case .character("u"): return gesture { [undo] in undo() }
    case .character("f"):
      let filters = Self.filters
      let next = filters[((filters.firstIndex(of: filter) ?? 0) + 1) % filters.count]
      return showing(next)
    case .character("n"), .character("/"):
      focus = .field
      return nil
    case .left, .right:
      guard case .filter(let current) = focus else { return nil }
      let filters = Self.filters
      let index = (filters.firstIndex(of: current) ?? 0) + (key == .left ? -1 : 1)
      focus = .filter(filters[(index + filters.count) % filters.count])
      return nil
    default: return nil
    }
  }

  func click(column: Int, row: Int) -> Gesture? {
    guard let target = HitBox.target(of: hits, column: column, row: row) else { return nil }
    switch target {
    case .field:
      focus = .field
      return nil
    case .create: return create()
    case .removeAll: return activate(.removeAll)
    case .toggleAll: return activate(.toggleAll)
    case .clearCompleted: return activate(.clearCompleted)
    case .filter(let filter): return showing(filter)
    case .check(let index):
      select(index)
      return rowGesture(toggleCompleted, index)
    case .star(let index):
      select(index)
      return rowGesture(toggleFavorite, index)
    case .trash(let index):
      select(index)
      return rowGesture({ [remove] in remove([$0]) }, index)
    case .row(let index):
      select(index)
      return nil
    }
  }

  func draw(into frame: inout CellBuffer, top panelTop: Int, height: Int) {
    hits.removeAll(keepingCapacity: true)
    let width = frame.columns
    let catalog = theme.catalog
    // Line 1: the new task's field, Create, and Remove all at the right.
    let removeAllLabel = catalog.text(.screenRemoveAll)
    let createLabel = catalog.text(.screenCreate)
    let prompt = catalog.text(.screenNewTask)
    var x = 1 + frame.draw(prompt, column: 1, row: panelTop) + 1
    let removeAllWidth = DisplayWidth.of(removeAllLabel) + 4
    let createWidth = DisplayWidth.of(createLabel) + 4
    let fieldWidth = max(width - x - createWidth - removeAllWidth - 4, 8)
    hits.append(
      (
        field.draw(
          into: &frame, column: x, row: panelTop, width: fieldWidth, isFocused: focus == .field),
        .field
      ))
    x += fieldWidth + 1
    hits.append(
      (
        frame.button(createLabel, column: x, row: panelTop, isFocused: focus == .create),
        .create
      ))
    hits.append(
      (
        frame.button(
          removeAllLabel, column: width - removeAllWidth - 1, row: panelTop,
          isFocused: focus == .removeAll), .removeAll
      ))
    // Line 2: Toggle all, and the last failure.
    let toggle = frame.button(
      catalog.text(.screenToggleAll), column: 1, row: panelTop + 1,
      isFocused: focus == .toggleAll)
    hits.append((toggle, .toggleAll))
    if let failure {
      frame.draw(
        failure.message, column: toggle.width + 3, row: panelTop + 1, style: theme.failure)
    } else if let status {
      frame.draw(status, column: toggle.width + 3, row: panelTop + 1, style: theme.dim)
    }
    // The rows: only those that fit are drawn.
    let listTop = panelTop + 2
    let listHeight = max(height - 3, 1)
    if selected < top { top = selected }
    if selected >= top + listHeight { top = selected - listHeight + 1 }
    top = max(min(top, max(rows.count - listHeight, 0)), 0)
    if rows.isEmpty {
      frame.draw(emptyText, column: 3, row: listTop, style: theme.dim)
    }
    for line in 0..<listHeight where top + line < rows.count {
      drawRow(top + line, into: &frame, row: listTop + line, width: width)
    }
    if rows.count > listHeight {
      let position = "\(top + 1)–\(min(top + listHeight, rows.count))/\(rows.count)"
      frame.draw(
        position, column: width - DisplayWidth.of(position) - 1, row: listTop + listHeight - 1,
        style: theme.dim)
    }
    // Last line: items left, the filters, Clear completed.
    let footer = panelTop + height - 1
    x = 1 + frame.draw(itemsLeftText, column: 1, row: footer) + 2
    for (option, key) in Self.filterButtons {
      let label = theme.catalog.text(key)
      let isFocused = focus == .filter(option)
      let style = CellStyle(
        isBold: option == filter, isReversed: isFocused, isUnderlined: option == filter)
      // The current filter is bracketed too, so it shows without underline or color.
      let shown = option == filter ? "(" + label + ")" : label
      let used = frame.draw(shown, column: x, row: footer, style: style)
      hits.append((HitBox(column: x, row: footer, width: used), .filter(option)))
      x += used + 1
    }
    let clearLabel = catalog.text(.screenClearCompleted)
    hits.append(
      (
        frame.button(
          clearLabel, column: max(width - DisplayWidth.of(clearLabel) - 5, x), row: footer,
          isFocused: focus == .clearCompleted), .clearCompleted
      ))
  }

  // MARK: - Rows

  /// `› [x] Buy milk ……… ★ ✕`: the check box, the text (or its field while edited), the
  /// star and the trash button, each a click target.
  private func drawRow(_ index: Int, into frame: inout CellBuffer, row: Int, width: Int) {
    let task = rows[index]
    let isSelected = index == selected
    let isCursor = isSelected && focus == .list
    if isSelected { frame.draw("›", column: 0, row: row, style: CellStyle(isBold: true)) }
    frame.draw(task.isCompleted ? "[x]" : "[ ]", column: 2, row: row)
    hits.append((HitBox(column: 2, row: row, width: 3), .check(index)))
    let textColumn = 6
    let textWidth = max(width - textColumn - 6, 1)
    if let editing, editing.id == task.id {
      _ = editing.field.draw(
        into: &frame, column: textColumn, row: row, width: textWidth, isFocused: true)
    } else {
      let style = CellStyle(
        isDim: task.isCompleted, isReversed: isCursor, isUnderlined: false)
      let used = frame.draw(task.text, column: textColumn, row: row, style: style, limit: textWidth)
      if isCursor, used < textWidth {
        frame.fill(column: textColumn + used, row: row, count: 1, style: style)
      }
      hits.append((HitBox(column: textColumn, row: row, width: textWidth), .row(index)))
    }
    let star = task.isFavorite ? "★" : "☆"
    let starStyle = task.isFavorite ? theme.style(task.starStyle) : theme.dim
    frame.draw(star, column: width - 5, row: row, style: starStyle)
    hits.append((HitBox(column: width - 5, row: row, width: 1), .star(index)))
    frame.draw("✕", column: width - 3, row: row)
    hits.append((HitBox(column: width - 3, row: row, width: 1), .trash(index)))
  }

  private func handleList(_ key: Key) -> Gesture? {
    let page = 10
    switch key {
    case .up: select(selected - 1)
    case .down: select(selected + 1)
    case .pageUp: select(selected - page)
    case .pageDown: select(selected + page)
    case .home: select(0)
    case .end: select(rows.count - 1)
    case .character(" "), .character("x"): return rowGesture(toggleCompleted, selected)
    case .character("s"), .character("*"): return rowGesture(toggleFavorite, selected)
    case .enter, .character("e"):
      guard selected < rows.count else { return nil }
      var editor = TextField()
      editor.set(rows[selected].text)
      editing = (rows[selected].id, editor)
      return nil
    case .character("d"), .delete, .backspace:
      return rowGesture({ [remove] in remove([$0]) }, selected)
    default: return nil
    }
    return nil
  }

  private func handleEditing(_ key: Key) -> Gesture? {
    guard var current = editing else { return nil }
    switch key {
    case .escape:
      editing = nil
      return nil
    case .enter:
      editing = nil
      let id = String(current.id)
      let text = current.field.text
      return gesture { [edit] in edit(id, text) }
    default:
      _ = current.field.edit(key)
      editing = current
      return nil
    }
  }

  // MARK: - Gestures

  private func create() -> Gesture? {
    let text = field.text
    field.set("")
    return gesture { [weak self, add] in
      self?.isCreating = true
      add(text)
      self?.isCreating = false
    }
  }

  private func activate(_ target: Focus) -> Gesture? {
    switch target {
    case .field: return create()
    case .create: return create()
    case .removeAll: return gesture { [removeAll] in removeAll() }
    case .toggleAll: return gesture { [toggleAllCompleted] in toggleAllCompleted() }
    case .clearCompleted: return gesture { [clearCompleted] in clearCompleted() }
    case .filter(let option): return showing(option)
    case .list: return nil
    }
  }

  /// A gesture on the task at `index`: its one event, given the task's ID.
  private func rowGesture(_ event: @escaping (String) -> Void, _ index: Int) -> Gesture? {
    guard index < rows.count else { return nil }
    let id = String(rows[index].id)
    return gesture { event(id) }
  }

  private func showing(_ option: TaskFilter) -> Gesture? {
    focus = focus == .list ? .list : .filter(option)
    selected = 0
    top = 0
    // What the last gesture did stays said: choosing a filter changes no task.
    return { [list] in list(option.rawValue) }
  }

  /// `event`, the gesture's one event; what the last gesture said is cleared first.
  private func gesture(_ event: @escaping () -> Void) -> Gesture {
    { [weak self] in
      self?.status = nil
      event()
    }
  }

  // MARK: - Patching the rows

  /// Puts `change`'s task where the service says it belongs: replaced or inserted in ID
  /// order while its filter shows it, else taken out; the selection stays at its index
  /// (the next row, or the previous when the last one went).
  private func patch(_ change: TaskChangeModel) {
    let task = change.task
    switch (rowIndex(of: task.id), change.isShown) {
    case (let index?, true): rows[index] = task
    case (let index?, false): rows.remove(at: index)
    case (nil, true): rows.insert(task, at: insertionIndex(of: task.id))
    case (nil, false): break
    }
    selected = min(selected, max(rows.count - 1, 0))
  }

  private func showItemsLeft(_ itemsLeft: ItemsLeftModel?) {
    if let itemsLeft { itemsLeftText = itemsLeft.text }
  }

  // MARK: - Focus and selection

  private var focusOrder: [Focus] {
    [.field, .create, .removeAll, .toggleAll, .list]
      + Self.filters.map { Focus.filter($0) } + [.clearCompleted]
  }

  private func moveFocus(by step: Int) -> Gesture? {
    let order = focusOrder
    var index = order.firstIndex(of: focus) ?? 0
    repeat {
      index = (index + step + order.count) % order.count
    } while order[index] == .list && rows.isEmpty
    focus = order[index]
    return nil
  }

  private func select(_ index: Int) {
    selected = max(min(index, rows.count - 1), 0)
    focus = .list
  }

  /// The filters the footer offers, TodoMVC's, each with its label: a filter the service
  /// adds later gets no button unless it is named here.
  private static let filterButtons: [(filter: TaskFilter, label: CommandLineMessageKey)] = [
    (.all, .screenFilterAll), (.active, .screenFilterActive),
    (.completed, .screenFilterCompleted), (.favorites, .screenFilterFavorites),
  ]
  private static var filters: [TaskFilter] { filterButtons.map(\.filter) }

  /// The index of the row of task `id`: rows are in ID order, so a binary search.
  private func rowIndex(of id: Int) -> Int? {
    let index = insertionIndex(of: id)
    return index < rows.count && rows[index].id == id ? index : nil
  }

  /// The index of the first row whose ID is not below `id`.
  private func insertionIndex(of id: Int) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
