import Presenters
import ScriptEngine
import Services
import TaskInterchange

/// The Tasks screen on a terminal: typed commands become view events; models become lines.
///
/// The events are fired by the command declarations (`TasksCommands`), which read the
/// handlers the presenter registered.
final class TerminalTasksView: TasksView, TasksCommandEvents {
  private let console: Console
  /// Reads the files `tasks import` names and writes the files `tasks export` makes.
  private let files: TaskInterchangeFiles
  /// The format the export being run was asked for: the service answers plain tasks, and
  /// the view, which knows formats, writes them in this one.
  private var exportFormat = ExportFormat.json

  private(set) var add: (String) -> Void = { _ in }
  private(set) var list: (String) -> Void = { _ in }
  private(set) var complete: ([String]) -> Void = { _ in }
  private(set) var reopen: ([String]) -> Void = { _ in }
  private(set) var favorite: ([String]) -> Void = { _ in }
  private(set) var unfavorite: ([String]) -> Void = { _ in }
  private(set) var toggleFavorite: (String) -> Void = { _ in }
  private(set) var toggleCompleted: (String) -> Void = { _ in }
  private(set) var completeAll: () -> Void = {}
  private(set) var toggleAllCompleted: () -> Void = {}
  private(set) var edit: (String, String) -> Void = { _, _ in }
  private(set) var remove: ([String]) -> Void = { _ in }
  private(set) var clearCompleted: () -> Void = {}
  private(set) var removeAll: () -> Void = {}
  private(set) var undo: () -> Void = {}
  private var importTasks: (TaskImportRequest) -> Void = { _ in }
  private var exportTasks: () -> Void = {}

  /// Whether the list being shown has its tasks' times (`tasks list --long`): how to show
  /// the outcome, which is the view's to decide, so the event and the service stay as they
  /// are.
  private var listsTimes = false

  init(console: Console, files: TaskInterchangeFiles) {
    self.console = console
    self.files = files
  }

  /// `tasks import FILE [--from FORMAT]`: reads and decodes the file here, at the edge, and
  /// fires one event with its tasks; a file that cannot be read or decoded fails the
  /// command before any event, and nothing changes.
  func importFile(_ path: String, format: InterchangeFormat?) {
    let request: TaskImportRequest
    do throws(TaskInterchangeFiles.Failure) {
      request = try files.importRequest(path: path, format: format)
    } catch {
      console.fail(error.errorModel, exitStatus: error.exitStatus)
      return
    }
    importTasks(request)
  }

  /// `tasks export [--to FORMAT]`: asks for every task, to be written in `format`.
  func export(as format: ExportFormat) {
    exportFormat = format
    defer { exportFormat = .json }
    exportTasks()
  }

  /// Fires the list event for `filter`; with `long`, the list shows each task's times.
  func listTasks(_ filter: String, long: Bool) {
    listsTimes = long
    defer { listsTimes = false }
    list(filter)
  }

  /// `tasks list pending`: refused, with the list that keeps the same tasks as the hint.
  func filterOfAnotherTool(_ word: String, meaning filter: String) -> UsageError {
    UsageError(message: files.catalog.text(.usageFilterOfAnotherTool, word, filter))
  }

  // MARK: - TasksView events

  func onAdd(_ handler: @escaping (String) -> Void) { add = handler }
  func onList(_ handler: @escaping (String) -> Void) { list = handler }
  func onComplete(_ handler: @escaping ([String]) -> Void) { complete = handler }
  func onReopen(_ handler: @escaping ([String]) -> Void) { reopen = handler }
  func onFavorite(_ handler: @escaping ([String]) -> Void) { favorite = handler }
  func onUnfavorite(_ handler: @escaping ([String]) -> Void) { unfavorite = handler }
  func onToggleFavorite(_ handler: @escaping (String) -> Void) { toggleFavorite = handler }
  func onToggleCompleted(_ handler: @escaping (String) -> Void) { toggleCompleted = handler }
  func onCompleteAll(_ handler: @escaping () -> Void) { completeAll = handler }
  func onToggleAllCompleted(_ handler: @escaping () -> Void) { toggleAllCompleted = handler }
  func onEdit(_ handler: @escaping (String, String) -> Void) { edit = handler }
  func onRemove(_ handler: @escaping ([String]) -> Void) { remove = handler }
  func onClearCompleted(_ handler: @escaping () -> Void) { clearCompleted = handler }
  func onRemoveAll(_ handler: @escaping () -> Void) { removeAll = handler }
  func onUndo(_ handler: @escaping () -> Void) { undo = handler }
  func onImport(_ handler: @escaping (TaskImportRequest) -> Void) { importTasks = handler }
  func onExport(_ handler: @escaping () -> Void) { exportTasks = handler }

  // MARK: - TasksView outcomes

  func showChanged(_ change: TaskChangeModel) { show(change, resultKey: "task") }

  func showRemoved(_ change: TaskChangeModel) { show(change, resultKey: "removed") }

  func showSeveralChanged(_ changes: TaskChangesModel) { show(changes, resultKey: "tasks") }

  func showSeveralRemoved(_ changes: TaskChangesModel) { show(changes, resultKey: "removed") }

  func showUndone(_ undo: TaskUndoModel) {
    console.succeed(
      text: { out in
        out.write(files.catalog.text(.tasksUndone, undo.undone.command))
        out.endLine()
        for change in undo.restored { writeChange(change, to: out) }
        for change in undo.removed { writeChange(change, to: out) }
      },
      result: { json in
        json.object { object in
          object.key("undone")
          object.string(undo.undone.command)
          object.key("tasks")
          object.array { array in
            for change in undo.restored { writeTask(change.task, to: &array) }
          }
          object.key("removed")
          object.array { array in
            for change in undo.removed { writeTask(change.task, to: &array) }
          }
        }
      })
  }

  func showList(_ list: TaskListModel) {
    console.succeed(
      text: { out in
        let idWidth = list.lastID.map(decimalWidth) ?? 0
        // Both time columns as wide as the widest time: 16 characters (`2026-01-01 09:00`)
        // unless a year has more than four digits. Found by a first pass over the rows,
        // which the list hands out one at a time.
        var timeWidth = 0
        if listsTimes {
          list.forEachRow {
            timeWidth = max(timeWidth, $0.createdText.utf8.count, $0.completedText.utf8.count)
          }
        }
        list.forEachRow { row in
          writeRow(row, idWidth: idWidth, timeWidth: listsTimes ? timeWidth : nil, to: out)
        }
        if list.count == 0 {
          out.write(list.emptyText)
          out.endLine()
        }
        out.write(list.itemsLeftText)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("filter")
          object.string(list.filter.rawValue)
          object.key("tasks")
          object.array { array in
            list.forEachRow { writeTask($0, to: &array) }
          }
          object.key("itemsLeft")
          object.int(list.itemsLeft)
        }
      })
  }

  func showRemovedCount(_ count: TaskCountModel) {
    console.succeed(
      text: { out in
        out.write(count.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("removedCount")
          object.int(count.removedCount)
        }
      })
  }

  func showAllToggled(_ outcome: CompleteAllModel) {
    console.succeed(
      text: { out in
        out.write(outcome.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("completed")
          object.bool(outcome.isCompleted)
          object.key("changedCount")
          object.int(outcome.changedCount)
        }
      })
  }

  func showImported(_ outcome: TaskImportModel) {
    console.succeed(
      text: { out in
        // On standard output, with the summary: the skipped entries are part of what the
        // import did (exit 0), not errors, and a report redirected to a file keeps them.
        outcome.forEachSkipped { skip in
          out.write(userText: skip.text)
          out.endLine()
        }
        out.write(outcome.summary)
        out.endLine()
      },
      result: { json in
        json.object { object in
          object.key("imported")
          object.int(outcome.importedCount)
          object.key("skipped")
          object.array { array in
            outcome.forEachSkipped { skip in
              array.object { entry in
                entry.key("line")
                entry.int(skip.line)
                if let index = skip.index {
                  entry.key("index")
                  entry.int(index)
                }
                if let task = skip.task {
                  entry.key("task")
                  entry.string(task)
                }
                entry.key("reason")
                entry.string(skip.reason)
              }
            }
          }
          object.key("unmapped")
          object.object { counts in
            for field in outcome.unmappedFields {
              counts.key(field.name)
              counts.int(field.count)
            }
          }
        }
      })
  }

  func showExported(_ export: TaskExportModel) {
    // The export is the command's product, not a report about it: written as it is,
    // whatever `--format` says, and with the exact texts (a file for another program).
    console.succeedUnwrapped { out in
      switch exportFormat {
      case .json:
        out.write(literal: "[")
        var isFirst = true
        export.forEachTask { task in
          out.write(literal: isFirst ? "\n" : ",\n")
          isFirst = false
          var json = JSONWriter(out: out)
          writeTask(task.task, to: &json) { object in
            // A backup: what `tasks import` needs to give the task back whole.
            if let uuid = task.values.uuid {
              object.key("uuid")
              object.string(uuid)
            }
            if let foreign = task.values.foreign,
              let members = TaskInterchangeFiles.foreignMembers(foreign)
            {
              object.key("foreign")
              object.object { kept in
                kept.key("format")
                kept.string(foreign.format)
                kept.rawMembers(members)
                if let changedAt = foreign.changedAt {
                  kept.key("changedAt")
                  kept.string(TaskInterchangeFiles.isoTime(changedAt))
                }
              }
            }
          }
        }
        out.write(literal: "\n]\n")
      case .todoTxt, .taskwarrior:
        // What did not cross is said on standard error: the export itself stays the file.
        if let notCarried = files.write(export, as: exportFormat, to: out) {
          console.note(notCarried)
        }
      }
    }
  }

  func showFailure(_ error: ErrorModel) {
    console.fail(error)
  }

  // MARK: - Rendering

  /// One changed task: `added #1 [ ]   Buy milk`, or `{"task": …}` / `{"removed": …}`.
  private func show(_ change: TaskChangeModel, resultKey: String) {
    console.succeed(
      text: { out in writeChange(change, to: out) },
      result: { json in
        json.object { object in
          object.key(resultKey)
          writeTask(change.task, to: &object)
        }
      })
  }

  /// Several changed tasks, a row each, or `{"tasks": […]}` / `{"removed": […]}`.
  private func show(_ changes: TaskChangesModel, resultKey: String) {
    console.succeed(
      text: { out in
        for change in changes.changes { writeChange(change, to: out) }
      },
      result: { json in
        json.object { object in
          object.key(resultKey)
          object.array { array in
            for change in changes.changes { writeTask(change.task, to: &array) }
          }
        }
      })
  }

  /// `completed #1 [x]   Buy milk`: what happened, then the task's row.
  private func writeChange(_ change: TaskChangeModel, to out: TextWriter) {
    let task = change.task
    out.write(change.label)
    out.write(" #")
    out.write(task.id)
    writeCheckBoxAndStar(
      isCompleted: task.isCompleted, isFavorite: task.isFavorite, starStyle: task.starStyle,
      to: out)
    out.write(userText: task.text)
    out.endLine()
  }

  /// `#12 [x] ★ Buy milk`: the ID right-aligned to `idWidth` digits, the check box, the star;
  /// with a `timeWidth`, the creation and completion times in columns that wide before the
  /// text (`#12 [x] ★ 2026-01-01 09:00  2026-01-02 18:30  Buy milk`).
  private func writeRow(
    _ task: TaskRowModel, idWidth: Int, timeWidth: Int? = nil, to out: TextWriter
  ) {
    out.pad(idWidth - decimalWidth(task.id))
    out.write("#")
    out.write(task.id)
    writeCheckBoxAndStar(
      isCompleted: task.isCompleted, isFavorite: task.isFavorite, starStyle: task.starStyle,
      to: out)
    if let timeWidth {
      // A time is ASCII: its UTF-8 count is its width.
      for time in [task.createdText, task.completedText] {
        out.write(time)
        out.pad(timeWidth - time.utf8.count + 2)
      }
    }
    out.write(userText: task.textPart)
    out.endLine()
  }

  /// ` [x] ★ ` after a task's ID: the check box, then the star or its place.
  private func writeCheckBoxAndStar(
    isCompleted: Bool, isFavorite: Bool, starStyle: TextStyle, to out: TextWriter
  ) {
    if isFavorite {
      out.write(isCompleted ? " [x] " : " [ ] ")
      out.write("★", style: starStyle)
      out.write(" ")
    } else {
      // The check box, and blank where the star would be.
      out.write(isCompleted ? " [x]   " : " [ ]   ")
    }
  }

  private func writeTask(
    _ task: TaskModel, to json: inout JSONWriter, more: (inout JSONWriter) -> Void = { _ in }
  ) {
    writeTask(TaskRowModel(task), to: &json, more: more)
  }

  private func writeTask(
    _ task: TaskRowModel, to json: inout JSONWriter, more: (inout JSONWriter) -> Void = { _ in }
  ) {
    json.object { object in
      object.key("id")
      object.int(task.id)
      object.key("text")
      object.string(task.text)
      object.key("favorite")
      object.bool(task.isFavorite)
      object.key("completed")
      object.bool(task.isCompleted)
      object.key("createdAt")
      writeTime(task.createdAt, to: &object)
      object.key("completedAt")
      writeTime(task.completedAt, to: &object)
      more(&object)
    }
  }

  /// An ISO 8601 time as a JSON string, or `null`.
  private func writeTime(_ time: String?, to json: inout JSONWriter) {
    if let time { json.string(time) } else { json.null() }
  }

  private func decimalWidth(_ value: Int) -> Int {
    var width = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      width += 1
    }
    return width
  }
}

extension UndoneChange {
  /// The command that makes such a change, as typed: `tasks complete`; how the line view,
  /// the screen and the trace word what an undo reverted.
  var command: String {
    let name =
      switch self {
      case .add: "add"
      case .importTasks: "import"
      case .remove: "remove"
      case .edit: "edit"
      case .complete: "complete"
      case .reopen: "reopen"
      case .favorite: "favorite"
      case .unfavorite: "unfavorite"
      }
    return "tasks " + name
  }
}
