import Domain

/// `tasks import` and `tasks export`: a file's tasks stored as one change, and every task
/// handed out one at a time as the view writes it.
extension DefaultTasksService {
  /// Adds the tasks of an imported file, those the rules accept, as one change: one
  /// journal group, one undo step, all stored or none. Answers `onImported` (also when
  /// nothing was kept: then nothing is written) or `onFailure`.
  ///
  /// The file's entries are read one at a time, three times (`ImportBatch`): the rules,
  /// the tasks handed to the gateway as they are read, then the report as it is written.
  public func importTasks(_ request: TaskImportRequest) {
    perform { () throws(DomainError) in
      var stored = Set<TaskUUID>(minimumCapacity: try repository.count())
      try repository.forEachTask { stored.insert($0.uuid) }
      var batch = try ImportBatch(request, storedUUIDs: stored)
      stored = []
      if let high = batch.idTooHigh {
        let place = String(high.line) + (high.index.map { "[\($0)]" } ?? "")
        throw .importFileUnusable(
          message: catalog.text(
            .importIDTooHigh, request.source, place, String(high.id),
            String(ImportBatch.highestID)))
      }
      // One call for the whole file: a loop of adds would be a change, and an undo step,
      // per task, and a failure halfway would leave half the file behind.
      if batch.count > 0 {
        let changed = catalog.text(.importFileChanged, request.source)
        try repository.add(count: batch.count, namingRisingIDs: batch.namesRisingIDs) {
          store throws(DomainError) in
          try batch.forEachTask(of: request, random: random, changed: changed, store)
        }
      }
      _ = counted(leftBy: batch.activeCount)
      batch.dropUUIDs()
      imported(importModel(batch, request: request))
    }
  }

  /// Answers every task, oldest first, with its times and UUID; `onExported` or `onFailure`.
  /// The tasks are handed to the view one at a time as it writes them, never all at once.
  public func exportTasks() {
    perform { () throws(DomainError) in
      // Counted first: a store that cannot be read fails here, before a byte is written.
      let count = try repository.count()
      var failure: DomainError?
      exported(
        TaskExportModel(count: count) { [repository] body in
          do throws(DomainError) {
            try repository.forEachTask { body($0.exportModel) }
          } catch {
            failure = error
          }
        })
      if let failure { throw failure }
    }
  }

  /// What an import did, in words: each skipped entry's place and name (read from the file
  /// again as the report is written), and the summary.
  private func importModel(_ batch: ImportBatch, request: TaskImportRequest) -> TaskImportModel {
    let fields = batch.unmappedFields.map { UnmappedFieldModel(name: $0.name, count: $0.count) }
    var summary = catalog.counted(batch.count, one: .tasksImportedOne, other: .tasksImportedOther)
    if batch.skippedCount > 0 {
      summary += catalog.text(.importSkippedCount, String(batch.skippedCount))
    }
    if !fields.isEmpty {
      let counts = fields.map { catalog.text(.importFieldCount, $0.name, String($0.count)) }
      summary += catalog.text(.importNotKept, counts.joined(separator: ", "))
    }
    let words = catalog
    return TaskImportModel(
      importedCount: batch.count, skippedCount: batch.skippedCount, unmappedFields: fields,
      summary: summary
    ) { body in
      batch.forEachSkip(of: request) { skip in
        body(Self.skipModel(skip, source: request.source, catalog: words))
      }
    }
  }

  /// A skipped entry as the report shows it: `backup.json:1[3]` names the entry of a
  /// one-line array by its position.
  private static func skipModel(
    _ skip: ImportSkip, source: String, catalog: MessageCatalog
  ) -> ImportSkipModel {
    let place = String(skip.line) + (skip.index.map { "[\($0)]" } ?? "")
    let text =
      if let name = skip.task {
        catalog.text(.importSkippedNamed, source, place, name, skipText(skip.reason, catalog))
      } else {
        catalog.text(.importSkippedLine, source, place, skipText(skip.reason, catalog))
      }
    return ImportSkipModel(
      line: skip.line, index: skip.index, task: skip.task, reason: skip.reason.code, text: text)
  }

  private static func skipText(_ reason: ImportSkipReason, _ catalog: MessageCatalog) -> String {
    switch reason {
    case .emptyText: catalog.text(.importSkipEmptyText)
    case .textTooLong(let length):
      catalog.text(
        .importSkipTextTooLong, String(length), String(TaskText.maximumLength))
    case .textTooLarge(let bytes):
      catalog.text(.importSkipTextTooLarge, String(bytes), String(TaskTextRule.maximumUTF8Length))
    case .deleted: catalog.text(.importSkipDeleted)
    case .recurring: catalog.text(.importSkipRecurring)
    case .unknownStatus(let status): catalog.text(.importSkipUnknownStatus, status)
    case .invalidField(let field): catalog.text(.importSkipInvalidField, field)
    case .duplicateUUID(let uuid): catalog.text(.importSkipDuplicateUUID, uuid)
    case .notAnObject: catalog.text(.importSkipNotAnObject)
    case .notATask: catalog.text(.importSkipNotATask)
    case .uuidInStore(let uuid): catalog.text(.importSkipUUIDInStore, uuid)
    }
  }
}

extension TaskItem {
  /// The task as `tasks export` writes it.
  fileprivate var exportModel: ExportedTaskModel {
    ExportedTaskModel(task: model, values: TaskValues(self))
  }
}
