import Domain
import Services

/// How traced values are written: strings quoted, models and entities in a short form.
///
/// Secrets need no special case here: `Password` and `SessionToken` describe themselves as
/// `••••••`, and no model carries either.
enum TraceText {
  static func call(_ method: String, _ labels: [String], _ values: [Any]) -> String {
    var parts: [String] = []
    for (index, value) in values.enumerated() {
      let label = index < labels.count ? labels[index] : ""
      parts.append(label.isEmpty ? describe(value) : "\(label): \(describe(value))")
    }
    return "\(method)(\(parts.joined(separator: ", ")))"
  }

  static func describe(_ value: Any) -> String {
    switch value {
    case let text as String: return quoted(text)
    case let described as any TraceDescribable: return described.traceDescription
    case is Void: return "()"
    case let items as [Any]:
      // A trace is read by people: a store of a million tasks shows its first few.
      let shown = items.prefix(5).map(describe)
      let rest = items.count > 5 ? ", … \(items.count - 5) more" : ""
      return "[\(shown.joined(separator: ", "))\(rest)]"
    default:
      // Optionals arrive wrapped in Any; unwrap one level so `nil` reads as nil.
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
      }
      return String(describing: value)
    }
  }

  /// `text` in double quotes as a script line would write it: `"`, `\\`, line breaks and
  /// tabs escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

/// A value with a short form for the trace; adopted here, in the CLI, so that no layer
/// carries code for tracing.
protocol TraceDescribable {
  var traceDescription: String { get }
}

extension TaskModel: TraceDescribable {
  var traceDescription: String {
    "TaskModel(#\(id) \(TraceText.quoted(text))\(isFavorite ? " ★" : "")\(isCompleted ? " done" : ""))"
  }
}

extension TaskChangeModel: TraceDescribable {
  var traceDescription: String { "TaskChangeModel(\(label), \(task.traceDescription))" }
}

extension TaskChangesModel: TraceDescribable {
  var traceDescription: String {
    "TaskChangesModel(\(TraceText.describe(changes.map { $0 as Any })))"
  }
}

extension TaskUndoModel: TraceDescribable {
  var traceDescription: String {
    "TaskUndoModel(\(undone.command), restored: \(restored.count), removed: \(removed.count))"
  }
}

extension RevertedTask: TraceDescribable {
  var traceDescription: String {
    "RevertedTask(\(TraceText.describe(undone as Any)) → \(TraceText.describe(restored as Any)))"
  }
}

extension RevertedTasks: TraceDescribable {
  /// As an array of them is shown: the first few.
  var traceDescription: String {
    let shown = prefix(5).map { TraceText.describe($0) }
    let rest = count > 5 ? ", … \(count - 5) more" : ""
    return "[\(shown.joined(separator: ", "))\(rest)]"
  }
}

extension TaskImportRequest: TraceDescribable {
  // A file of 100,000 tasks is one request: its size, not its tasks.
  // Counted as the file is read again, an entry at a time.
  var traceDescription: String {
    var (tasks, skipped) = (0, 0)
    _ = forEachEntry { entry in
      if case .task = entry { tasks += 1 } else { skipped += 1 }
      return true
    }
    return "TaskImportRequest(\(TraceText.quoted(source)), tasks: \(tasks), skipped: \(skipped))"
  }
}

extension TaskImportModel: TraceDescribable {
  var traceDescription: String {
    "TaskImportModel(imported \(importedCount), skipped \(skippedCount))"
  }
}

extension TaskExportModel: TraceDescribable {
  var traceDescription: String { "TaskExportModel(tasks: \(count))" }
}

extension TaskListModel: TraceDescribable {
  var traceDescription: String {
    "TaskListModel(\(filter.rawValue), tasks: \(count), itemsLeft: \(itemsLeft))"
  }
}

extension TaskCountModel: TraceDescribable {
  var traceDescription: String { "TaskCountModel(removed \(removedCount))" }
}

extension CompleteAllModel: TraceDescribable {
  var traceDescription: String {
    "CompleteAllModel(\(isCompleted ? "completed" : "active"), changed \(changedCount))"
  }
}

extension ErrorModel: TraceDescribable {
  var traceDescription: String { "ErrorModel(\(code.rawValue), \(TraceText.quoted(message)))" }
}

extension TaskItem: TraceDescribable {
  var traceDescription: String {
    "Task(\(id) \(TraceText.quoted(text.value))\(isFavorite ? " ★" : "")\(isCompleted ? " done" : ""))"
  }
}

extension TaskSnapshot: TraceDescribable {
  /// Written as the array of its tasks would be.
  var traceDescription: String {
    var first: [TaskItem] = []
    try? forEachTask { if first.count < 5 { first.append($0) } }
    let rest = count > first.count ? ", … \(count - first.count) more" : ""
    return "[\(first.map(\.traceDescription).joined(separator: ", "))\(rest)]"
  }
}

extension NewTask: TraceDescribable {
  /// The time and the UUID are left out: the trace shows the clock read just before, and a
  /// UUID is random noise to a reader.
  var traceDescription: String {
    "NewTask(\(TraceText.quoted(text.value))\(isFavorite ? " ★" : "")\(isCompleted ? " done" : ""))"
  }
}

extension TaskText: TraceDescribable {
  var traceDescription: String { TraceText.quoted(value) }
}

extension TaskID: TraceDescribable {
  var traceDescription: String { description }
}

extension TaskFilter: TraceDescribable {
  var traceDescription: String { "." + rawValue }
}

extension LoginFormModel: TraceDescribable {
  var traceDescription: String {
    // Masked when it has no `@`, as everywhere in a trace (the service's model comes
    // masked already: its mask is shown bare, not quoted as if typed); the screen shows it.
    let isMasked = email == Password.mask || Email.shown(email) != email
    let shownEmail = isMasked ? Password.mask : TraceText.quoted(email)
    return "LoginFormModel(\(shownEmail), password \(isPasswordSet ? "set" : "empty"), "
      + "\(canSubmit ? "can submit" : "cannot submit"))"
  }
}

extension SessionModel: TraceDescribable {
  var traceDescription: String { "SessionModel(\(email), \(TraceText.quoted(name)), \(startedAt))" }
}

extension WelcomeModel: TraceDescribable {
  var traceDescription: String {
    "WelcomeModel(\(session.traceDescription), \(TraceText.quoted(welcome)))"
  }
}

extension SessionStatusModel: TraceDescribable {
  var traceDescription: String {
    "SessionStatusModel(\(session.map(\.traceDescription) ?? "no session"))"
  }
}

extension AccountModel: TraceDescribable {
  var traceDescription: String { "AccountModel(\(email), \(TraceText.quoted(name)))" }
}

extension LoadingModel: TraceDescribable {
  var traceDescription: String { "LoadingModel(\(TraceText.quoted(text)))" }
}

extension AnswerModel: TraceDescribable {
  var traceDescription: String { "AnswerModel(\(TraceText.quoted(text)), \(color.rawValue))" }
}

extension OracleReplyModel: TraceDescribable {
  var traceDescription: String {
    "OracleReplyModel(\(question.map(TraceText.quoted) ?? "no question"), \(answer.traceDescription))"
  }
}

extension AnswerBookModel: TraceDescribable {
  var traceDescription: String { "AnswerBookModel(\(answers.count) answers)" }
}

extension AnswerBook: TraceDescribable {
  var traceDescription: String { "AnswerBook(\(answers.count) answers)" }
}

extension Email: TraceDescribable {
  /// Masked when it has no `@` (see `Email.description`).
  var traceDescription: String { description }
}

extension DomainError: TraceDescribable {
  /// A gateway's failure in the short form, its words quoted; other errors as Swift prints
  /// them.
  var traceDescription: String {
    guard case .gateway(let failure) = self else { return String(describing: self) }
    return "gateway(GatewayFailure(\(failure.kind), \(TraceText.quoted(failure.message))))"
  }
}
